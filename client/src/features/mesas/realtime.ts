import { useEffect } from 'react';
import { padMesa } from '@comanda/shared';
import { onReconectar, onStaffEvent, useConexao } from '../../lib/socket';
import { useMesas } from './store';

const POLL_MS = 5000;

/** A short two-tone chime so a counter screen left open does not miss a waiter call. */
function tocarChamada() {
  try {
    const ctx = new AudioContext();
    [880, 660].forEach((freq, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.2, ctx.currentTime + i * 0.25);
      gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + i * 0.25 + 0.22);
      osc.connect(gain).connect(ctx.destination);
      osc.start(ctx.currentTime + i * 0.25);
      osc.stop(ctx.currentTime + i * 0.25 + 0.25);
    });
  } catch {
    /* audio not allowed yet: the card icon still shows the call */
  }
}

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
      onStaffEvent('garcom:chamado', ({ mesa }) => {
        useMesas.getState().aplicarMesa(mesa);
        tocarChamada();
        if ('Notification' in window && Notification.permission === 'granted') {
          new Notification(`Mesa ${padMesa(mesa.numero)} chamou o garçom`, { tag: `garcom-${mesa.id}` });
        }
      }),
      onStaffEvent('garcom:cancelado', ({ mesa }) => useMesas.getState().aplicarMesa(mesa)),
      onReconectar(() => void useMesas.getState().carregar()),
    ];
    if ('Notification' in window && Notification.permission === 'default') void Notification.requestPermission().catch(() => {});
    return () => offs.forEach((off) => off());
  }, []);

  useEffect(() => {
    if (estado === 'conectado') return;
    const t = setInterval(() => void useMesas.getState().carregar(), POLL_MS);
    return () => clearInterval(t);
  }, [estado]);
}
