import { useEffect } from 'react';
import { onReconectar, onStaffEvent, useConexao } from '../../lib/socket';
import { tocarNovoTicket } from './som';
import { useCozinha } from './store';

const POLL_MS = 10_000;

/**
 * Keeps the board current: one snapshot, then events; a fresh snapshot after every reconnect; polling while offline.
 * The connection state is followed by subscription, not read in render: the whole board does not re-render when the
 * socket connects.
 */
export function useCozinhaTempoReal() {
  useEffect(() => {
    // a board from the entry's early request is current, but changes made before this device's socket joined were
    // not heard: its first connection loads once more (as the map does, features/mesas/realtime.ts)
    let recarregarAoConectar = useCozinha.getState().daPreCarga;
    if (!recarregarAoConectar) void useCozinha.getState().carregar();
    let poll: ReturnType<typeof setInterval> | undefined;
    const seguir = ({ estado }: { estado: string }) => {
      if (estado === 'conectado') {
        clearInterval(poll);
        poll = undefined;
        // in a task of its own, not inside the socket's connect handler with the connection's re-renders
        if (recarregarAoConectar) setTimeout(() => void useCozinha.getState().carregar());
        recarregarAoConectar = false;
      } else poll ??= setInterval(() => void useCozinha.getState().carregar(), POLL_MS);
    };
    seguir(useConexao.getState());
    const offs = [
      useConexao.subscribe(seguir),
      onStaffEvent('cozinha:ticket', ({ itens }) => {
        const st = useCozinha.getState();
        const ticketId = itens[0]?.ticket_id;
        // a ticket this screen already shows got another item: no new chime, but the card flashes again
        const jaExistia = ticketId != null && Object.values(st.itens).some((i) => i.ticket_id === ticketId);
        st.aplicar(itens);
        if (ticketId != null) st.marcarNovo(ticketId);
        if (!jaExistia) tocarNovoTicket();
      }),
      onStaffEvent('cozinha:item', ({ itens, removidos }) => useCozinha.getState().aplicar(itens, removidos)),
      // the ticket age alerts are company settings; the station filter lists the stations
      onStaffEvent('empresa:atualizada', () => void useCozinha.getState().carregar()),
      onStaffEvent('estacao:alterada', () => void useCozinha.getState().carregar()),
      onReconectar(() => void useCozinha.getState().carregar()),
    ];
    return () => {
      clearInterval(poll);
      offs.forEach((off) => off());
    };
  }, []);
}
