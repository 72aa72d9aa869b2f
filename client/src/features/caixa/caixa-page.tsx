import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { formatBRL, formatHora, rotuloComanda } from '@comanda/shared';
import { FechamentoCaixa } from '../../components/fechamento-caixa';
import { ImprimirNaImpressora } from '../../components/imprimir-na-impressora';
import { buscarCaixaHoje, imprimirCaixa, type CaixaHoje } from './api';
import { toast } from '../../lib/notify';
import { onReconectar, onStaffEvent } from '../../lib/socket';

/** Today's cash: reloaded on every tab event and after a reconnection. */
function useCaixaHoje() {
  const [dados, setDados] = useState<CaixaHoje | null>(null);
  const carregar = useCallback(
    () =>
      buscarCaixaHoje()
        .then(setDados)
        .catch((e) => toast.erro('Erro ao carregar o caixa', e.message)),
    [],
  );
  useEffect(() => {
    void carregar();
    const offs = (
      [
        'venda:aberta',
        'venda:atualizada',
        'venda:fechada',
        'venda:cancelada',
        'venda:item-adicionado',
        'venda:item-removido',
      ] as const
    ).map((e) => onStaffEvent(e, () => void carregar()));
    offs.push(onReconectar(() => void carregar()));
    return () => offs.forEach((off) => off());
  }, [carregar]);
  return dados;
}

type Aberta = CaixaHoje['abertas'][number];

/** The cashier's screen: open tabs (one tap to the tab to close), today's closed tabs and today's cash-up. */
export function CaixaPage() {
  const navigate = useNavigate();
  const dados = useCaixaHoje();
  if (!dados)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <Stack data-testid="page-caixa">
      <Title order={4}>Comandas abertas ({dados.abertas.length})</Title>
      {dados.abertas.length === 0 && <Text c="dimmed">Nenhuma comanda aberta</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
        {dados.abertas.map((v) => (
          <ComandaAberta
            key={v.id}
            venda={v}
            // a numbered card's tab opens on the card's page (issue 37)
            onAbrir={() =>
              v.tipo === 'cartao'
                ? navigate(`/cartoes/${v.numero}`)
                : v.tipo === 'entrega'
                  ? navigate('/entregas') // a delivery is received on its own screen (issue 39)
                  : v.mesa_id && navigate(`/mesa/${v.mesa_id}/comanda`)
            }
          />
        ))}
      </SimpleGrid>
      <Title order={4}>Fechadas hoje ({dados.fechadas.length})</Title>
      {dados.fechadas.length === 0 && <Text c="dimmed">Nenhuma comanda fechada hoje</Text>}
      <Stack gap={4}>
        {dados.fechadas.map((v) => (
          <Group key={v.id} justify="space-between" wrap="nowrap" data-testid="caixa-fechada">
            <Text size="sm">
              {formatHora(v.data_fechamento)} · {rotuloComanda(v)} · #{v.id}
            </Text>
            <Text size="sm" fw={600}>
              {formatBRL(v.total)}
            </Text>
          </Group>
        ))}
      </Stack>
      <FechamentoCaixa dados={dados.fechamento} />
      <Group justify="flex-end">
        <ImprimirNaImpressora variant="light" tipo="caixa" imprimir={imprimirCaixa} />
      </Group>
    </Stack>
  );
}

/** An open tab: table, diner, when it opened, its total and, once partly paid, what is left. */
function ComandaAberta({ venda: v, onAbrir }: { venda: Aberta; onAbrir(): void }) {
  return (
    <UnstyledButton onClick={onAbrir} data-testid="caixa-aberta">
      <Card withBorder radius="md" p="sm">
        <Group justify="space-between" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={700}>
              {rotuloComanda(v)}
              {v.tipo === 'balcao' || v.tipo === 'entrega' ? '' : ` · ${v.nome_cliente}`}
            </Text>
            <Text size="xs" c="dimmed">
              #{v.id} · aberta às {formatHora(v.data_abertura)}
              {v.total_pago > 0 ? ` · pago ${formatBRL(v.total_pago)}` : ''}
            </Text>
          </div>
          <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
            <Text fw={800} style={{ whiteSpace: 'nowrap' }}>
              {formatBRL(v.total)}
            </Text>
            {v.total_pago > 0 && (
              <Text size="xs" fw={700} c="orange" style={{ whiteSpace: 'nowrap' }}>
                falta {formatBRL(v.restante)}
              </Text>
            )}
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
}
