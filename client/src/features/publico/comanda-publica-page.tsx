import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { padMesa } from '@comanda/shared/text/format';
import type { ComandaPublica } from '@comanda/shared/events';
import { publicApi } from '../../lib/api-client';

export function ComandaPublicaPage() {
  const { token = '' } = useParams();
  const [comanda, setComanda] = useState<ComandaPublica | null>(null);
  const [estado, setEstado] = useState<'carregando' | 'ok' | 'erro'>('carregando');
  const carregar = useCallback(async () => {
    try {
      setComanda(await publicApi.get<ComandaPublica>(`/api/public/comanda/${encodeURIComponent(token)}`));
      setEstado('ok');
    } catch {
      setEstado('erro');
    }
  }, [token]);
  useEffect(() => {
    void carregar();
  }, [carregar]);

  if (estado === 'carregando') return <Center mih="100dvh"><Loader /></Center>;
  if (estado === 'erro' || !comanda) {
    return (
      <Center mih="100dvh" p="md">
        <Stack align="center" gap="xs">
          <Title order={3}>Comanda não encontrada</Title>
          <Text c="dimmed" ta="center">Este link pode ter expirado ou a mesa pode estar fechada.</Text>
          <Button onClick={() => { setEstado('carregando'); void carregar(); }}>Tentar novamente</Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Container size="xs" py="md">
      <Title order={2}>Mesa {padMesa(comanda.mesa.numero)}</Title>
      <Text>{comanda.venda.nome_cliente}</Text>
    </Container>
  );
}
