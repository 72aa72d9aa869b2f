import type { Socket } from 'socket.io-client';
import { SERVICO_INDISPONIVEL } from '@comanda/shared/events';

/**
 * socket.io-client reconnects by itself after a dropped transport, but not after the server disconnects it
 * ('io server disconnect', e.g. while handing its sockets to another instance) nor after a handshake the server
 * refused. Reconnect in those cases too (after a random pause, so a whole restaurant does not come back in the same
 * millisecond) when the refusal was only a database outage, unless the server ended this session or tab on purpose.
 * A handshake refused for a bad or expired token is not retried.
 */
// any event map: only reserved events are used
export function reconectarAposDesligamento(
  socket: Socket<any, any>,
  encerrado: () => boolean,
  pausaMs = () => 300 + Math.random() * 1_200,
): void {
  const tentarDeNovo = (pausa: number) =>
    setTimeout(() => {
      if (!socket.connected && !socket.active && !encerrado()) socket.connect();
    }, pausa);
  socket.on('disconnect', (motivo) => {
    if (motivo === 'io server disconnect' && !encerrado()) tentarDeNovo(pausaMs());
  });
  socket.on('connect_error', (erro) => {
    if (!socket.active && erro.message === SERVICO_INDISPONIVEL) tentarDeNovo(pausaMs() + 2_000);
  });
}
