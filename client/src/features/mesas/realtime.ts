import { useEffect } from 'react';
import { onReconectar, onStaffEvent, seguirConexao } from '../../lib/socket';
import { useMesas } from '../../lib/mesas-store';

const POLL_MS = 5000;

/**
 * Keeps the table map store current: socket events while connected, 5 s polling while not, one refetch on reconnect.
 * The connection state is followed by subscription, not read in render: the map does not re-render when it changes.
 */
export function useMesasTempoReal() {
  useEffect(() => {
    // data from the entry's early requests (lib/pre-carga.ts) is current, and reloads once on the first connection
    // (only what changed re-renders)
    const { daPreCarga, carregar } = useMesas.getState();
    if (!daPreCarga) void carregar();
    const offs = [
      seguirConexao(() => void useMesas.getState().carregar(), POLL_MS, daPreCarga),
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
    return () => offs.forEach((off) => off());
  }, []);
}
