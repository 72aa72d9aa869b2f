import { useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { PublicEvents } from '@comanda/shared/events';
import { reconectarAposDesligamento } from '../../lib/reconexao';

/** The diner's socket: the bill's events plus the table room's (shared cart, menu changes, a tab opening). */
export type SocketPublico = Socket<PublicEvents>;

/**
 * One socket per page, joined with the tab's token, the table card's code or a numbered card's code (the server picks
 * the rooms).
 * `encerrado` says when the server closed it for good (the tab closed): then it is not reconnected.
 */
export function useSocketPublico(
  auth: { comanda: string } | { mesa: string } | { cartao: string } | null,
  encerrado: () => boolean,
) {
  const [socket, setSocket] = useState<SocketPublico | null>(null);
  const [aoVivo, setAoVivo] = useState(false);
  const chave = auth ? JSON.stringify(auth) : null;
  useEffect(() => {
    if (!chave) return;
    const s: SocketPublico = io({ auth: JSON.parse(chave), transports: ['websocket', 'polling'] });
    s.on('connect', () => setAoVivo(true));
    s.on('disconnect', () => setAoVivo(false));
    s.on('connect_error', () => setAoVivo(false));
    reconectarAposDesligamento(s, encerrado);
    setSocket(s);
    return () => {
      s.disconnect();
      setSocket(null);
    };
    // `encerrado` reads a ref of the caller: the socket is per credential only
  }, [chave]);
  return { socket, aoVivo };
}
