import { useState } from 'react';
import { rotuloComanda, type ItemDTO, type VendaDTO } from '@comanda/shared';
import { executarAcao } from '../../../lib/acao';
import { api } from '../../../lib/api-client';
import { listarItens } from '../api';
import { fecharConta } from '../pagamento/api';

/**
 * 'Receber' on a delivery (issue 39): the tab's payment dialog (what the courier brought back, or paid up front); once
 * nothing is left the tab closes by itself, and the delivery stays on the screen until it is marked delivered.
 */
export function usePagamentoEntrega(recarregar: () => void) {
  const [pagamento, setPagamento] = useState<{ venda: VendaDTO; itens: ItemDTO[] } | null>(null);

  async function receber(vendaId: number) {
    const r = await executarAcao(
      async () => ({ venda: await api.get<VendaDTO>(`/api/vendas/${vendaId}`), itens: await listarItens(vendaId) }),
      { erro: 'Erro ao abrir o pagamento' },
    );
    if (r.ok) setPagamento(r.valor);
  }

  const fim = () => {
    setPagamento(null);
    recarregar();
  };

  async function aoPagar(venda: VendaDTO) {
    setPagamento((p) => p && { ...p, venda });
    if (venda.situacao !== 'A' || venda.restante > 0) return;
    const r = await executarAcao(() => fecharConta(venda.id), {
      ok: () => ['Entrega paga', rotuloComanda(venda)],
      erro: 'Erro ao fechar a conta',
    });
    if (r.ok) fim();
  }

  return { pagamento, receber, fim, aoPagar };
}
