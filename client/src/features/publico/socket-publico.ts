import { useEffect, useMemo, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { PublicEvents } from '@comanda/shared/events';
import { reconectarAposDesligamento } from '../../lib/reconexao';

/** The diner's socket: the bill's events plus the table room's (shared cart, menu changes, a tab opening). */
export type SocketPublico = Socket<PublicEvents>;

/**
 * One socket per page, joined with the tab's token, the table card's code or a numbered card's code (the server picks
 * the rooms). It exists from the page's first render and connects once the page is mounted: the page does not render
 * a second time only to receive it.
 * `encerrado` says when the server closed it for good (the tab closed): then it is not reconnected.
 */
export function useSocketPublico(
  auth: { comanda: string } | { mesa: string } | { cartao: string } | null,
  encerrado: () => boolean,
) {
  const [aoVivo, setAoVivo] = useState(false);
  const chave = auth ? JSON.stringify(auth) : null;
  const socket = useMemo<SocketPublico | null>(
    () => (chave ? io({ auth: JSON.parse(chave), transports: ['websocket', 'polling'], autoConnect: false }) : null),
    [chave],
  );
  useEffect(() => {
    if (!socket) return;
    socket.on('connect', () => setAoVivo(true));
    socket.on('disconnect', () => setAoVivo(false));
    socket.on('connect_error', () => setAoVivo(false));
    reconectarAposDesligamento(socket, encerrado);
    socket.connect();
    // done with it: closed, and its listeners dropped (StrictMode in development connects the same socket again)
    return () => {
      socket.disconnect();
      socket.removeAllListeners();
    };
    // `encerrado` reads a ref of the caller: the socket is per credential only
  }, [socket]);
  return { socket, aoVivo };
}
