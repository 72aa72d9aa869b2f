import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Collapse, Group, Stack, Text } from '@mantine/core';
import { IconCash, IconHistory, IconPrinter, IconUsers } from '@tabler/icons-react';
import { temPermissao, type ItemDTO, type PagamentoDTO, type VendaDTO } from '@comanda/shared';
import { Dialogo } from '../../../components/dialogo';
import { useAcao } from '../../../lib/use-acao';
import { useSession } from '../../../lib/session-store';
import { ImprimirNaImpressora } from '../../../components/imprimir-na-impressora';
import { fecharConta, imprimirConta, listarPagamentos } from './api';
import { DivisaoConta } from './divisao-conta';
import { HistoricoConta } from './historico-conta';
import { PagamentosLista } from './pagamentos-lista';
import { ReceberPagamento } from './receber-pagamento';
import { TotaisConta } from './totais-conta';

/**
 * The close dialog as a payment panel (issue 14): totals, payments by method, split, PIX; 'Fechar Conta' once nothing
 * remains (a tab with no items closes as no sale).
 */
export function PagamentoDialog({
  venda,
  itens,
  aberto,
  onClose,
  onVenda,
  onFechada,
  onImprimir,
}: {
  venda: VendaDTO;
  itens: ItemDTO[];
  aberto: boolean;
  onClose(): void;
  onVenda(v: VendaDTO): void;
  onFechada(): void;
  onImprimir(): void;
}) {
  const perfil = useSession((s) => s.user?.perfil);
  const [pagamentos, setPagamentos] = useState<PagamentoDTO[]>([]);
  const [dividir, setDividir] = useState(false);
  const [sugerido, setSugerido] = useState<number | null>(null);
  const { executar, enviando: fechando } = useAcao();
  const [verHistorico, setVerHistorico] = useState(false);

  const carregar = useCallback(
    () =>
      listarPagamentos(venda.id)
        .then(setPagamentos)
        .catch(() => {}),
    [venda.id],
  );
  // another device's payment arrives as a new total_pago on the live tab
  useEffect(() => {
    if (aberto) void carregar();
  }, [aberto, carregar, venda.total_pago]);

  const semItens = itens.length === 0;
  async function fechar() {
    const r = await executar(() => fecharConta(venda.id), {
      ok: (r) =>
        r.sem_venda
          ? ['Comanda encerrada sem venda', 'Comanda sem itens: mesa liberada']
          : 'Conta fechada com sucesso!',
      erro: 'Erro ao fechar conta',
    });
    if (r.ok) onFechada();
  }

  return (
    <Dialogo opened={aberto} onClose={onClose} title={`Fechar Conta · ${venda.nome_cliente}`} size="md">
      <Stack gap="sm" data-testid="painel-pagamento">
        <Card withBorder radius="md" p="sm">
          <TotaisConta
            venda={venda}
            podeTaxa={temPermissao(perfil, 'remove_service_charge')}
            podeDesconto={temPermissao(perfil, 'give_discount')}
            onVenda={onVenda}
          />
        </Card>
        <PagamentosLista
          venda={venda}
          pagamentos={pagamentos}
          podeRemover={temPermissao(perfil, 'remove_payment')}
          onVenda={(v) => {
            onVenda(v);
            void carregar();
          }}
        />
        {!semItens && temPermissao(perfil, 'record_payment') && (
          <Card withBorder radius="md" p="sm">
            <Group justify="space-between" mb={6}>
              <Text fw={700} size="sm">
                Receber
              </Text>
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconUsers size={14} />}
                onClick={() => setDividir(!dividir)}
              >
                Dividir
              </Button>
            </Group>
            <Collapse expanded={dividir}>
              <DivisaoConta venda={venda} itens={itens} onEscolher={(v) => setSugerido(v)} />
            </Collapse>
            <ReceberPagamento
              venda={venda}
              valorSugerido={sugerido}
              onPago={(v) => {
                onVenda(v);
                setSugerido(null);
                void carregar();
              }}
            />
          </Card>
        )}
        {semItens && (
          <Text size="sm" c="dimmed">
            Comanda sem itens: ao fechar, ela é encerrada sem venda e a mesa fica livre.
          </Text>
        )}
        <Button
          color="green"
          size="md"
          fullWidth
          leftSection={<IconCash size={18} />}
          loading={fechando}
          disabled={!semItens && venda.restante > 0}
          onClick={fechar}
        >
          Fechar Conta
        </Button>
        <Group grow gap="xs">
          <Button variant="subtle" color="gray" leftSection={<IconPrinter size={16} />} onClick={onImprimir}>
            Imprimir Conta
          </Button>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconHistory size={16} />}
            onClick={() => setVerHistorico(!verHistorico)}
          >
            Histórico
          </Button>
        </Group>
        <ImprimirNaImpressora
          variant="subtle"
          color="gray"
          size="sm"
          tipo="conta"
          imprimir={(id) => imprimirConta(venda.id, id)}
        />
        <Collapse expanded={verHistorico}>
          {verHistorico && (
            <HistoricoConta
              vendaId={venda.id}
              versao={`${venda.total}-${venda.total_pago}-${venda.taxa_servico}-${venda.desconto}`}
            />
          )}
        </Collapse>
      </Stack>
    </Dialogo>
  );
}
