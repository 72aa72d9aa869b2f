import { create } from 'zustand';
import type { PedidoClienteDTO } from '@comanda/shared';
import { listarPedidosClientePendentes } from './api';

/**
 * Diner orders waiting for a waiter (issue 22), for the staff app wherever the user is: the banner, the table map's
 * badge and the tab screen's pending block read it. Filled from GET /api/pedidos-cliente?situacao=pendente, then by
 * the pedido-cliente:novo / :atualizado events (the same aplicar for both).
 */
interface PedidosClienteState {
  pedidos: Record<number, PedidoClienteDTO>;
  carregar(): Promise<void>;
  /** applies an order as the server has it; returns whether it is newly pending here */
  aplicar(p: PedidoClienteDTO): boolean;
}

/** Whether an order still has something for the waiter to decide. */
export const temPendente = (p: PedidoClienteDTO) => p.itens.some((i) => i.situacao === 'pendente');

export const usePedidosCliente = create<PedidosClienteState>((set, get) => ({
  pedidos: {},
  async carregar() {
    try {
      const lista = await listarPedidosClientePendentes();
      set({ pedidos: Object.fromEntries(lista.filter(temPendente).map((p) => [p.id, p])) });
    } catch {
      /* the badges catch up with the next event */
    }
  },
  aplicar(p) {
    const antes = get().pedidos[p.id];
    const pedidos = { ...get().pedidos };
    if (temPendente(p)) pedidos[p.id] = p;
    else delete pedidos[p.id];
    set({ pedidos });
    return !antes && temPendente(p);
  },
}));

/** A table's pending diner orders, oldest first. */
export const pedidosDaMesa = (pedidos: Record<number, PedidoClienteDTO>, mesaId: number) =>
  Object.values(pedidos)
    .filter((p) => p.mesa_id === mesaId)
    .sort((a, b) => a.criado_em.localeCompare(b.criado_em));

/** A tab's diner orders, oldest first (a numbered card's tab has no table, issue 37). */
export const pedidosDaVenda = (pedidos: Record<number, PedidoClienteDTO>, vendaId: number) =>
  Object.values(pedidos)
    .filter((p) => p.venda_id === vendaId)
    .sort((a, b) => a.criado_em.localeCompare(b.criado_em));

/** How many lines of a table wait for approval (the map card's badge). */
export const itensPendentesDaMesa = (pedidos: Record<number, PedidoClienteDTO>, mesaId: number) =>
  pedidosDaMesa(pedidos, mesaId).reduce((n, p) => n + p.itens.filter((i) => i.situacao === 'pendente').length, 0);
