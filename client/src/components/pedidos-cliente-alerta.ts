import type { PedidoClienteDTO } from '@comanda/shared';
import { onReconectar, onStaffEvent } from '../lib/socket';
import { useAlertas, type Alerta } from './alertas-store';
import { temPendente, usePedidosCliente } from './pedidos-cliente-store';

/** 'Mesa 07: …' or 'Cartão 057: …' (the server's rotuloComanda, issue 37) */
const texto = (p: PedidoClienteDTO) => `${p.rotulo}: pedido de ${p.cliente_nome} para aprovar`;

// one banner per tab (a tab opened from a tab link may have no table)
const idPedido = (vendaId: number) => `pedido-${vendaId}`;

/** The tab's banner leaves once nothing of it waits any more (approved or refused here or on another phone). */
export function limparSeResolvido(vendaId: number) {
  const pedidos = Object.values(usePedidosCliente.getState().pedidos);
  if (!pedidos.some((p) => p.venda_id === vendaId && temPendente(p))) useAlertas.getState().remover(idPedido(vendaId));
}

/**
 * 'Pedido do cliente' for the shell's one alert listener (components/alertas.tsx): a diner's order raises the same
 * banner, chime and vibration as a waiter call, and keeps the pending-orders store (the map's badge) current.
 * Returns the unsubscribe functions.
 */
export function ouvirPedidosCliente(avisar: (a: Alerta) => void): (() => void)[] {
  void usePedidosCliente.getState().carregar();
  return [
    onStaffEvent('pedido-cliente:novo', (p) => {
      if (!usePedidosCliente.getState().aplicar(p)) return;
      avisar({
        id: idPedido(p.venda_id),
        tipo: 'pedido',
        mesaId: p.mesa_id ?? undefined,
        cartaoNumero: p.cartao_numero ?? undefined,
        mesaNumero: p.mesa_numero,
        texto: texto(p),
        desde: p.criado_em,
      });
    }),
    onStaffEvent('pedido-cliente:atualizado', (p) => {
      usePedidosCliente.getState().aplicar(p);
      limparSeResolvido(p.venda_id);
    }),
    onReconectar(() => void usePedidosCliente.getState().carregar()),
  ];
}
