import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Collapse, Group, Stack, Text } from '@mantine/core';
import { IconCash, IconHistory, IconPrinter, IconUsers } from '@tabler/icons-react';
import { formatarCpf, temPermissao, type ItemDTO, type PagamentoDTO, type VendaDTO } from '@comanda/shared';
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

/** The tab's payments, loaded while the dialog is open and again when another device's payment changes total_pago. */
function usePagamentos(venda: VendaDTO, aberto: boolean) {
  const [pagamentos, setPagamentos] = useState<PagamentoDTO[]>([]);
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
  return { pagamentos, carregar };
}

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
  const { pagamentos, carregar } = usePagamentos(venda, aberto);
  // kept while the dialog is closed, as the split and the history were left
  const [dividir, setDividir] = useState(false);
  const [sugerido, setSugerido] = useState<number | null>(null);
  const [verHistorico, setVerHistorico] = useState(false);
  const semItens = itens.length === 0;
  const aposMudanca = (v: VendaDTO) => {
    onVenda(v);
    void carregar();
  };

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
          {venda.cpf_nota && (
            <Text size="sm" mt={6} data-testid="cpf-nota-caixa">
              CPF na nota (informado pelo cliente): <b>{formatarCpf(venda.cpf_nota)}</b>
            </Text>
          )}
        </Card>
        <PagamentosLista
          venda={venda}
          pagamentos={pagamentos}
          podeRemover={temPermissao(perfil, 'remove_payment')}
          onVenda={aposMudanca}
        />
        {!semItens && temPermissao(perfil, 'record_payment') && (
          <ReceberCard
            venda={venda}
            itens={itens}
            dividir={dividir}
            onDividir={setDividir}
            sugerido={sugerido}
            onSugerido={setSugerido}
            onPago={aposMudanca}
          />
        )}
        {semItens && (
          <Text size="sm" c="dimmed">
            Comanda sem itens: ao fechar, ela é encerrada sem venda e a mesa fica livre.
          </Text>
        )}
        <FecharContaBotao venda={venda} semItens={semItens} onFechada={onFechada} />
        <ImpressaoEHistorico
          venda={venda}
          onImprimir={onImprimir}
          verHistorico={verHistorico}
          onVerHistorico={setVerHistorico}
        />
      </Stack>
    </Dialogo>
  );
}

/** 'Receber': the split calculator (behind 'Dividir') suggests the amount the payment form then records. */
function ReceberCard({
  venda,
  itens,
  dividir,
  onDividir,
  sugerido,
  onSugerido,
  onPago,
}: {
  venda: VendaDTO;
  itens: ItemDTO[];
  dividir: boolean;
  onDividir(v: boolean): void;
  sugerido: number | null;
  onSugerido(v: number | null): void;
  onPago(v: VendaDTO): void;
}) {
  return (
    <Card withBorder radius="md" p="sm">
      <Group justify="space-between" mb={6}>
        <Text fw={700} size="sm">
          Receber
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconUsers size={14} />}
          onClick={() => onDividir(!dividir)}
        >
          Dividir
        </Button>
      </Group>
      <Collapse expanded={dividir}>
        <DivisaoConta venda={venda} itens={itens} onEscolher={(v) => onSugerido(v)} />
      </Collapse>
      <ReceberPagamento
        venda={venda}
        valorSugerido={sugerido}
        onPago={(v) => {
          onSugerido(null);
          onPago(v);
        }}
      />
    </Card>
  );
}

/** 'Fechar Conta': enabled once nothing remains to pay, or at once for a tab without items (closed as no sale). */
function FecharContaBotao({ venda, semItens, onFechada }: { venda: VendaDTO; semItens: boolean; onFechada(): void }) {
  const { executar, enviando: fechando } = useAcao();
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
  );
}

/** Printing the bill (here or on a chosen printer) and the money history of the tab. */
function ImpressaoEHistorico({
  venda,
  onImprimir,
  verHistorico,
  onVerHistorico,
}: {
  venda: VendaDTO;
  onImprimir(): void;
  verHistorico: boolean;
  onVerHistorico(v: boolean): void;
}) {
  return (
    <>
      <Group grow gap="xs">
        <Button variant="subtle" color="gray" leftSection={<IconPrinter size={16} />} onClick={onImprimir}>
          Imprimir Conta
        </Button>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconHistory size={16} />}
          onClick={() => onVerHistorico(!verHistorico)}
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
    </>
  );
}
