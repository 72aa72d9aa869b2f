import { useMemo, useState } from 'react';
import type { PedidoClienteDTO } from '@comanda/shared';
import { limparSeResolvido } from '../../components/pedidos-cliente-alerta';
import { pedidosDaMesa, pedidosDaVenda, usePedidosCliente } from '../../components/pedidos-cliente-store';
import { useAcao } from '../../lib/use-acao';
import { aprovarPedidoCliente, recusarPedidoCliente } from './api';

/** What a refusal applies to: the whole order (every line still waiting) or one line. */
export interface Recusa {
  pedido: PedidoClienteDTO;
  itemId?: number;
}

/**
 * A table's (or a numbered card's tab's, issue 37) diner orders waiting for approval and the waiter's two answers. The server's answer updates the shared
 * store at once (the event brings the same to the other phones); approved lines reach the tab through its own events.
 */
export function usePedidosClienteDaMesa(onde: { mesaId: number } | { vendaId: number }) {
  const todos = usePedidosCliente((st) => st.pedidos);
  const mesaId = 'mesaId' in onde ? onde.mesaId : null;
  const vendaId = 'vendaId' in onde ? onde.vendaId : null;
  const pedidos = useMemo(
    () => (mesaId != null ? pedidosDaMesa(todos, mesaId) : pedidosDaVenda(todos, vendaId!)),
    [todos, mesaId, vendaId],
  );
  const [recusa, setRecusa] = useState<Recusa | null>(null);
  const { executar, enviando } = useAcao();

  const aplicar = (p: PedidoClienteDTO) => {
    usePedidosCliente.getState().aplicar(p);
    limparSeResolvido(p.venda_id);
  };

  async function aprovar(pedido: PedidoClienteDTO, itemId?: number) {
    const r = await executar(() => aprovarPedidoCliente(pedido.id, itemId ? [itemId] : undefined), {
      ok: itemId ? 'Item aprovado!' : ['Pedido aprovado!', `Pedido de ${pedido.cliente_nome} enviado para a produção`],
      erro: 'Erro ao aprovar o pedido',
    });
    if (r.ok) aplicar(r.valor);
  }

  async function recusar(motivo: string) {
    if (!recusa) return;
    const { pedido, itemId } = recusa;
    const r = await executar(() => recusarPedidoCliente(pedido.id, motivo, itemId ? [itemId] : undefined), {
      ok: itemId ? 'Item recusado' : 'Pedido recusado',
      erro: 'Erro ao recusar o pedido',
    });
    if (!r.ok) return;
    aplicar(r.valor);
    setRecusa(null);
  }

  return { pedidos, aprovar, recusa, setRecusa, recusar, enviando };
}
