import { useRef, useState } from 'react';
import { rotuloComanda, type ItemDTO, type VendaDTO } from '@comanda/shared';
import { executarAcao } from '../../../lib/acao';
import { EVENTOS_DE_COMANDA, useListaAoVivo } from '../../../lib/use-lista-ao-vivo';
import { adicionarItem, listarItens } from '../api';
import { fecharConta } from '../pagamento/api';
import type { ItemEscolhido } from '../produto-picker';
import { abrirPedidoBalcao, buscarVenda, marcarEntregue, pedidosDoBalcao } from './api';

/** A line of the order being put together at the counter, before it is sent. */
export interface LinhaBalcao {
  chave: number;
  item: ItemEscolhido;
  nome: string;
  total: number;
}

/** The tab whose payment dialog is open: the order just sent with 'Pagar e enviar', or one paid at pickup. */
export interface EmPagamento {
  venda: VendaDTO;
  itens: ItemDTO[];
}

/** Today's orders still to hand over, kept current by the tab and kitchen events (a refetch, coalesced). */
function usePedidosDoDia() {
  const { lista: pedidos, carregar } = useListaAoVivo(pedidosDoBalcao, EVENTOS_DE_COMANDA);
  return { pedidos, carregar };
}

/** The payment dialog of a counter order: opened for one tab, closed by itself once nothing is left to pay. */
function usePagamentoBalcao(recarregar: () => void, proximoPedido: () => void) {
  const [pagamento, setPagamento] = useState<EmPagamento | null>(null);

  async function receber(vendaId: number) {
    const r = await executarAcao(
      async () => ({ venda: await buscarVenda(vendaId), itens: await listarItens(vendaId) }),
      { erro: 'Erro ao abrir o pagamento' },
    );
    if (r.ok) setPagamento(r.valor);
  }

  const fimDoPagamento = (pago: boolean) => {
    setPagamento(null);
    recarregar();
    if (pago) proximoPedido();
  };

  /** A payment came in: once nothing is left, the counter order closes by itself (no 'Fechar Conta' tap). */
  async function aoPagar(venda: VendaDTO) {
    setPagamento((p) => p && { ...p, venda });
    if (venda.situacao !== 'A' || venda.restante > 0) return;
    const r = await executarAcao(() => fecharConta(venda.id), {
      ok: () => ['Pedido pago e enviado', rotuloComanda(venda)],
      erro: 'Erro ao fechar o pedido',
    });
    if (r.ok) fimDoPagamento(true);
  }

  return { pagamento, receber, fimDoPagamento, aoPagar };
}

/**
 * The counter screen's state (issue 37): the order being put together (items from the table's picker, an optional
 * name, 'Para viagem'), sending it ('Enviar': pay at pickup; 'Pagar e enviar': the payment dialog opens at once), and
 * today's orders with 'Receber' and 'Entregue'.
 */
export function useBalcao() {
  const [linhas, setLinhas] = useState<LinhaBalcao[]>([]);
  const [nome, setNome] = useState('');
  const [viagem, setViagem] = useState(false);
  const [picker, setPicker] = useState(true);
  const [enviando, setEnviando] = useState(false);
  const chave = useRef(0);
  const dia = usePedidosDoDia();

  const adicionar = async (item: ItemEscolhido, info: { nome: string; total: number }) => {
    setLinhas((l) => [...l, { chave: ++chave.current, item, nome: info.nome, total: info.total }]);
    return true;
  };
  const remover = (k: number) => setLinhas((l) => l.filter((x) => x.chave !== k));
  const limpar = () => {
    setLinhas([]);
    setNome('');
    setViagem(false);
  };

  async function enviar(pagar: boolean) {
    if (linhas.length === 0 || enviando) return;
    setEnviando(true);
    const r = await executarAcao(
      async () => {
        const venda = await abrirPedidoBalcao({ nome_cliente: nome.trim() || undefined, viagem });
        for (const l of linhas) await adicionarItem(venda.id, l.item);
        return venda;
      },
      {
        ok: (v) => (pagar ? null : ['Pedido enviado', rotuloComanda(v)]),
        erro: 'Erro ao enviar o pedido',
      },
    );
    setEnviando(false);
    dia.carregar();
    if (!r.ok) return;
    limpar();
    if (pagar) await pag.receber(r.valor.id);
    else setPicker(true);
  }

  const entregar = (vendaId: number) =>
    executarAcao(() => marcarEntregue(vendaId), {
      ok: (v) => ['Pedido entregue', rotuloComanda(v)],
      erro: 'Erro ao marcar como entregue',
    }).then(dia.carregar);

  const pag = usePagamentoBalcao(dia.carregar, () => setPicker(true));

  return {
    linhas,
    nome,
    setNome,
    viagem,
    setViagem,
    picker,
    setPicker,
    enviando,
    ...pag,
    pedidos: dia.pedidos,
    adicionar,
    remover,
    enviar,
    entregar,
  };
}
