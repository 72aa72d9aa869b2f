import { useEffect } from 'react';
import { onReconectar, onStaffEvent, useConexao } from '../../lib/socket';
import { useMesas } from '../../lib/mesas-store';

const POLL_MS = 5000;

/** Keeps the table map store current: socket events while connected, 5 s polling while not, one refetch on reconnect. */
export function useMesasTempoReal() {
  const estado = useConexao((s) => s.estado);
  useEffect(() => {
    const st = useMesas.getState();
    void st.carregar();
    const offs = [
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

  useEffect(() => {
    if (estado === 'conectado') return;
    const t = setInterval(() => void useMesas.getState().carregar(), POLL_MS);
    return () => clearInterval(t);
  }, [estado]);
}
