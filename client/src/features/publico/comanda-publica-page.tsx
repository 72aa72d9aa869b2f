import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Card, Center, Container, Divider, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBellRinging, IconCheck, IconRefresh, IconToolsKitchen2 } from '@tabler/icons-react';
import { io } from 'socket.io-client';
// deep imports keep zod and the staff code out of the diner's bundle
import { formatBRL, formatHora, padMesa } from '@comanda/shared/text/format';
import { chamadaAtiva } from '@comanda/shared/rules/situacoes';
import type { ComandaPublica, PublicEvents } from '@comanda/shared/events';
import { publicApi } from '../../lib/api-client';
import { toast } from '../../lib/notify';
import { StatusItem } from './status-item';

const POLL_MS = 30_000;

/** The diner's live bill (spec 2.11): socket updates, 30 s polling while the socket is down. */
export function ComandaPublicaPage({ token }: { token: string }) {
  const [comanda, setComanda] = useState<ComandaPublica | null>(null);
  const [estado, setEstado] = useState<'carregando' | 'ok' | 'erro'>('carregando');
  const [aoVivo, setAoVivo] = useState(false);
  const [chamando, setChamando] = useState(false);
  const [agora, setAgora] = useState(Date.now());

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
    const socket = io({ auth: { comanda: token }, transports: ['websocket', 'polling'] }) as import('socket.io-client').Socket<PublicEvents>;
    socket.on('connect', () => setAoVivo(true));
    socket.on('disconnect', () => setAoVivo(false));
    socket.on('connect_error', () => setAoVivo(false));
    socket.io.on('reconnect', () => void carregar());
    socket.on('comanda:atualizada', (c) => {
      setComanda(c);
      setEstado('ok');
    });
    socket.on('comanda:encerrada', () => {
      setEstado('erro');
      socket.disconnect();
    });
    return () => void socket.disconnect();
  }, [token, carregar]);

  useEffect(() => {
    const t = setInterval(() => setAgora(Date.now()), 15_000);
    if (aoVivo || estado === 'erro') return () => clearInterval(t);
    const p = setInterval(() => void carregar(), POLL_MS);
    return () => {
      clearInterval(t);
      clearInterval(p);
    };
  }, [aoVivo, estado, carregar]);

  async function chamarGarcom() {
    setChamando(true);
    try {
      const r = await publicApi.post<{ garcom_chamado_em: string }>(`/api/public/chamar-garcom/${encodeURIComponent(token)}`);
      setComanda((c) => (c ? { ...c, mesa: { ...c.mesa, chamando_garcom: 'S', garcom_chamado_em: r.garcom_chamado_em } } : c));
      setAgora(Date.now());
      toast.ok('Garçom chamado!', 'Em instantes alguém vem até a sua mesa');
    } catch {
      toast.erro('Erro', 'Não foi possível chamar o garçom. Tente novamente.');
    } finally {
      setChamando(false);
    }
  }

  if (estado === 'carregando') return <Center mih="100dvh"><Loader /></Center>;
  if (estado === 'erro' || !comanda) {
    return (
      <Center mih="100dvh" p="md">
        <Stack align="center" gap="xs" maw={360}>
          <ThemeIcon size={56} radius="xl" variant="light" color="gray"><IconToolsKitchen2 size={30} /></ThemeIcon>
          <Title order={3}>Comanda não encontrada</Title>
          <Text c="dimmed" ta="center">Este link pode ter expirado ou a mesa pode estar fechada.</Text>
          <Button onClick={() => { setEstado('carregando'); void carregar(); }}>Tentar novamente</Button>
        </Stack>
      </Center>
    );
  }

  const { mesa, venda, itens } = comanda;
  const ativa = chamadaAtiva(mesa, agora);
  const qtdItens = itens.reduce((s, i) => s + i.quantidade, 0);
  return (
    <Container size="xs" px="sm" py="md">
      <Stack gap="md">
        <Card radius="lg" p="lg" bg="orange.6" c="white">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={1} data-testid="publico-mesa">Mesa {padMesa(mesa.numero)}</Title>
              <Text size="sm" opacity={0.9}>{mesa.capacidade} lugares · aberta às {formatHora(venda.data_abertura)}</Text>
            </div>
            <Badge color="white" c="orange.8" size="lg" data-testid="publico-cliente">{venda.nome_cliente}</Badge>
          </Group>
          <Group justify="space-between" mt="md" align="flex-end">
            <div>
              <Text size="xs" opacity={0.9}>Total</Text>
              <Text fz={32} fw={800} lh={1} data-testid="publico-total">{formatBRL(venda.total)}</Text>
            </div>
            <Text size="sm">{qtdItens} {qtdItens === 1 ? 'item' : 'itens'}</Text>
          </Group>
        </Card>

        <Card withBorder radius="lg">
          <Title order={4} mb="sm">Itens consumidos</Title>
          {itens.length === 0 ? (
            <Text c="dimmed" ta="center" py="md">Nenhum item foi pedido ainda</Text>
          ) : (
            <Stack gap="xs">
              {itens.map((i, k) => (
                <div key={i.id} data-testid="publico-item">
                  {k > 0 && <Divider mb="xs" />}
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <div>
                      <Text fw={600}>{i.quantidade}x {i.produto_nome}</Text>
                      {i.sabores.length > 0 && <Text size="sm" c="dimmed">{i.sabores.map((s) => s.sabor_nome).join(' / ')}</Text>}
                      {i.adicionais.map((a, j) => (
                        <Text size="sm" c="dimmed" key={j}>+ {a.quantidade > 1 ? `${a.quantidade}x ` : ''}{a.adicional_nome}{a.preco > 0 ? ` (${formatBRL(a.preco)})` : ''}</Text>
                      ))}
                      {i.observacoes && <Text size="sm" fs="italic" c="dimmed">{i.observacoes}</Text>}
                      <StatusItem status={i.status_producao} />
                    </div>
                    <Text fw={700} style={{ whiteSpace: "nowrap" }}>{formatBRL(i.total)}</Text>
                  </Group>
                </div>
              ))}
            </Stack>
          )}
        </Card>

        <Card withBorder radius="lg">
          <Title order={4}>Precisa de ajuda?</Title>
          {ativa ? (
            <Stack gap={4} mt="sm" align="center">
              <Badge size="lg" color="green" leftSection={<IconCheck size={14} />}>Garçom Chamado</Badge>
              <Text size="sm" c="dimmed">Garçom notificado às {formatHora(mesa.garcom_chamado_em)}</Text>
            </Stack>
          ) : (
            <Stack gap={4} mt="sm">
              {mesa.chamando_garcom === 'S' && <Text size="sm" c="dimmed" ta="center">Pode chamar novamente (passou 10 min)</Text>}
              <Button size="lg" color="red" leftSection={<IconBellRinging size={20} />} loading={chamando} onClick={chamarGarcom}>Chamar Garçom</Button>
            </Stack>
          )}
        </Card>

        <Stack gap={4} align="center">
          <Button variant="subtle" leftSection={<IconRefresh size={16} />} onClick={() => void carregar()}>Atualizar</Button>
          <Text size="xs" c="dimmed" ta="center">
            {aoVivo ? 'Atualizando em tempo real.' : 'Sem conexão em tempo real.'} Esta página também é atualizada automaticamente a cada 30 segundos.
          </Text>
        </Stack>
      </Stack>
    </Container>
  );
}
