import { useEffect } from 'react';
import { onReconectar, onStaffEvent, useConexao } from '../../lib/socket';
import { useMesas } from '../../lib/mesas-store';

const POLL_MS = 5000;

/**
 * Keeps the table map store current: socket events while connected, 5 s polling while not, one refetch on reconnect.
 * The connection state is followed by subscription, not read in render: the map does not re-render when it changes.
 */
export function useMesasTempoReal() {
  useEffect(() => {
    const st = useMesas.getState();
    // data from the entry's early requests (lib/pre-carga.ts) is current; but changes made before this device's socket
    // joined were not heard, so its first connection loads once more (only what changed re-renders)
    let recarregarAoConectar = st.daPreCarga;
    if (!recarregarAoConectar) void st.carregar();
    let poll: ReturnType<typeof setInterval> | undefined;
    const seguir = ({ estado }: { estado: string }) => {
      if (estado === 'conectado') {
        clearInterval(poll);
        poll = undefined;
        // in a task of its own, not inside the socket's connect handler with the connection's re-renders
        if (recarregarAoConectar) setTimeout(() => void useMesas.getState().carregar());
        recarregarAoConectar = false;
      } else poll ??= setInterval(() => void useMesas.getState().carregar(), POLL_MS);
    };
    seguir(useConexao.getState());
    const offs = [
      useConexao.subscribe(seguir),
      onStaffEvent('mesa:criada', ({ mesa }) => useMesas.getState().aplicarMesa(mesa)),
      onStaffEvent('mesa:atualizada', ({ mesa }) => useMesas.getState().aplicarMesa(mesa)),
      onStaffEvent('mesa:removida', ({ id }) => useMesas.getState().removerMesa(id)),
      onStaffEvent('venda:aberta', ({ venda }) => useMesas.getState().aplicarVenda(venda)),
      onStaffEvent('venda:atualizada', ({ venda }) => useMesas.getState().aplicarVenda(venda)),
      onStaffEvent('venda:fechada', ({ venda }) => useMesas.getState().aplicarVenda(venda)),
      onStaffEvent('venda:cancelada', ({ venda }) => useMesas.getState().aplicarVenda(venda)),
      onStaffEvent('venda:item-adicionado', ({ venda }) => useMesas.getState().aplicarVenda(venda)),
      onStaffEvent('venda:item-removido', ({ venda }) => useMesas.getState().aplicarVenda(venda)),
      // the chime, vibration and banner come from the shell's one alert listener (components/alertas.tsx)
      onStaffEvent('garcom:chamado', ({ mesa }) => useMesas.getState().aplicarMesa(mesa)),
      onStaffEvent('garcom:cancelado', ({ mesa }) => useMesas.getState().aplicarMesa(mesa)),
      onReconectar(() => void useMesas.getState().carregar()),
    ];
    return () => {
      clearInterval(poll);
      offs.forEach((off) => off());
    };
  }, []);
}
