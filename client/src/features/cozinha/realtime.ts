import { useEffect } from 'react';
import { onReconectar, onStaffEvent, useConexao } from '../../lib/socket';
import { tocarNovoTicket } from './som';
import { useCozinha } from './store';

const POLL_MS = 10_000;

/** Keeps the board current: one snapshot, then events; a fresh snapshot after every reconnect; polling while offline. */
export function useCozinhaTempoReal() {
  const estado = useConexao((s) => s.estado);
  useEffect(() => {
    void useCozinha.getState().carregar();
    const offs = [
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

  useEffect(() => {
    if (estado === 'conectado') return;
    const t = setInterval(() => void useCozinha.getState().carregar(), POLL_MS);
    return () => clearInterval(t);
  }, [estado]);
}
