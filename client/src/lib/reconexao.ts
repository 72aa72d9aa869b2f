import type { Socket } from 'socket.io-client';

/**
 * socket.io-client reconnects by itself after a dropped transport, but not after the server disconnects it
 * ('io server disconnect'), which a server may do when it shuts down or hands its sockets to another instance.
 * Reconnect then too (after a random pause, so a whole restaurant does not come back in the same millisecond),
 * unless the server ended this session or tab on purpose; a refused handshake (expired token) is not retried.
 */
// any event map: only the reserved disconnect event is used
export function reconectarAposDesligamento(socket: Socket<any, any>, encerrado: () => boolean, pausaMs = () => 300 + Math.random() * 1_200): void {
  socket.on('disconnect', (motivo) => {
    if (motivo !== 'io server disconnect' || encerrado()) return;
    setTimeout(() => {
      if (!socket.connected && !encerrado()) socket.connect();
    }, pausaMs());
  });
}
