import { useEffect, useState } from 'react';
import { Anchor, Button, Card, CopyButton, Group, Image, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCopy, IconDeviceTv, IconRefresh } from '@tabler/icons-react';
import type { PainelDTO } from '@comanda/shared';
import { Dialogo } from '../../components/dialogo';
import { toast } from '../../lib/notify';
import { useAcao } from '../../lib/use-acao';
import { buscarPainel, renovarPainel } from './api';

/**
 * 'Painel de retirada' (issue 37): the address the counter's TV opens once. Its code is its only credential, so
 * 'Gerar novo endereço' cuts the old address at once (a TV that showed it must open the new one).
 */
export function PainelSecao() {
  const [painel, setPainel] = useState<PainelDTO | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const { executar, enviando } = useAcao();
  useEffect(() => {
    buscarPainel().then(setPainel, (e) => toast.erro('Erro ao carregar o painel de retirada', e.message));
  }, []);
  async function renovar() {
    const r = await executar(renovarPainel, {
      ok: ['Novo endereço gerado!', 'Abra o novo endereço na TV do balcão'],
      erro: 'Erro ao gerar novo endereço',
    });
    if (!r.ok) return;
    setPainel(r.valor);
    setConfirmando(false);
  }
  if (!painel) return null;
  return (
    <Card withBorder radius="md" mt="md" data-testid="painel-secao">
      <Stack gap="sm">
        <Group gap="xs">
          <IconDeviceTv size={20} aria-hidden />
          <Title order={3} size="h4">
            Painel de retirada
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          Abra este endereço na TV do balcão: os números dos pedidos aparecem em &quot;Preparando&quot; e
          &quot;Prontos&quot;.
        </Text>
        <Group align="flex-start" wrap="wrap">
          <Image src={painel.qr_code} alt="QR Code do painel de retirada" w={160} h={160} data-testid="painel-qr" />
          <TextInput
            label="Endereço do painel"
            value={painel.url}
            readOnly
            data-testid="painel-url"
            style={{ flex: 1, minWidth: 220 }}
          />
        </Group>
        <Group gap="xs">
          <Anchor href={painel.url} target="_blank" rel="noopener">
            Abrir painel
          </Anchor>
          <CopyButton value={painel.url}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="subtle" leftSection={<IconCopy size={14} />} onClick={copy}>
                {copied ? 'Copiado!' : 'Copiar endereço'}
              </Button>
            )}
          </CopyButton>
          <Button
            size="compact-sm"
            variant="subtle"
            color="orange"
            leftSection={<IconRefresh size={14} />}
            onClick={() => setConfirmando(true)}
          >
            Gerar novo endereço
          </Button>
        </Group>
      </Stack>
      <Dialogo opened={confirmando} onClose={() => setConfirmando(false)} title="Gerar novo endereço do painel">
        <Text mb="md">
          O endereço atual deixa de funcionar na hora. Depois, abra o novo endereço na TV. Deseja continuar?
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmando(false)} disabled={enviando}>
            Cancelar
          </Button>
          <Button color="orange" loading={enviando} onClick={() => void renovar()}>
            Gerar novo endereço
          </Button>
        </Group>
      </Dialogo>
    </Card>
  );
}
