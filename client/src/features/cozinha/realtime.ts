import { useEffect } from 'react';
import { onReconectar, onStaffEvent, seguirConexao } from '../../lib/socket';
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
    // a board from the entry's early request reloads once on its first connection instead of now
    const { daPreCarga, carregar } = useCozinha.getState();
    if (!daPreCarga) void carregar();
    const offs = [
      seguirConexao(() => void useCozinha.getState().carregar(), POLL_MS, daPreCarga),
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
    return () => offs.forEach((off) => off());
  }, []);
}
