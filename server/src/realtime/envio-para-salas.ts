import type { Socket } from 'socket.io';
import { PacketType } from 'socket.io-parser';
import type { SocketServer } from './servidor';

/** The parts of engine.io's socket that tell whether a frame can go straight to its WebSocket (engine.io 6). */
interface ConexaoEngine {
  readyState: string;
  writeBuffer: unknown[];
  transport: {
    name: string;
    writable: boolean;
    socket?: { readyState: number; send(dados: Buffer, opcoes: { binary: boolean }): void };
  };
}

/**
 * The frame goes straight to the socket's WebSocket when engine.io has nothing of its own in flight for it: on the
 * WebSocket transport, open, no write pending and nothing queued, the WebSocket's own order is engine.io's order.
 * Anything else (long-polling, an upgrade under way, a write not yet done, a closing socket, a socket with an
 * onAnyOutgoing listener) answers false.
 */
function escreverDireto(socket: Socket, quadro: Buffer): boolean {
  // socket.emit also tells the socket's onAnyOutgoing listeners
  if (socket.listenersAnyOutgoing().length > 0) return false;
  const conn = socket.conn as unknown as ConexaoEngine;
  const transporte = conn.transport;
  const ws = transporte.socket;
  if (conn.readyState !== 'open' || transporte.name !== 'websocket' || !transporte.writable) return false;
  if (conn.writeBuffer.length > 0 || ws?.readyState !== 1 || typeof ws.send !== 'function') return false;
  ws.send(quadro, { binary: false });
  return true;
}

/**
 * Sends an event to this instance's sockets in the given rooms, once per socket (issue 24).
 *
 * socket.io's room broadcast passes each socket's copy through engine.io's packet queue: a packet object, four events
 * and a write callback per socket, which at 1,000 sockets in a room costs as much again as the WebSocket writes
 * themselves. Here the event is encoded once, by socket.io's own encoder, and written straight to each idle WebSocket.
 * A socket that is not idle gets it through socket.emit, so delivery and order never rest on the shortcut; only the
 * cost does.
 */
export function criarEntregaLocal(io: SocketServer) {
  const nsp = io.of('/');
  return (salas: readonly string[], nome: string, payload: unknown) => {
    // encoded at the first socket found: a change nobody here watches (no screen open on this instance) costs nothing
    let quadro: Buffer | undefined | null = null;
    const codificar = () => {
      const partes = io.encoder.encode({ type: PacketType.EVENT, nsp: '/', data: [nome, payload] });
      // '4' is Engine.IO's "message" packet; an event with binary attachments has more parts and takes socket.emit
      return partes.length === 1 && typeof partes[0] === 'string' ? Buffer.from(`4${partes[0]}`) : undefined;
    };
    const vistos = salas.length > 1 ? new Set<string>() : undefined;
    for (const sala of salas) {
      const ids = nsp.adapter.rooms.get(sala);
      if (!ids) continue;
      for (const id of ids) {
        if (vistos) {
          if (vistos.has(id)) continue;
          vistos.add(id);
        }
        const socket = nsp.sockets.get(id);
        if (!socket) continue;
        if (quadro === null) quadro = codificar();
        if (!(quadro && escreverDireto(socket, quadro)))
          (socket.emit as (ev: string, p: unknown) => boolean)(nome, payload);
      }
    }
  };
}

/** Sends an event to rooms (one or several; a socket in more than one gets it once). */
export type Emitir = (salas: string | string[], nome: string, payload: unknown) => void;

/**
 * Sends to rooms across the cluster: this instance's sockets at once, and with the Redis adapter the other instances
 * deliver to theirs. It goes through serverSideEmit, the adapter's request channel, the same one disconnectSockets and
 * socketsJoin take, so a bill's end still reaches a diner on another instance before the disconnect that follows it.
 */
export function ligarEnvioParaSalas(io: SocketServer, variasInstancias: boolean) {
  const entregarLocal = criarEntregaLocal(io);
  if (variasInstancias) io.on('difusao', entregarLocal);
  const emitir: Emitir = (salas, nome, payload) => {
    const lista = typeof salas === 'string' ? [salas] : salas;
    entregarLocal(lista, nome, payload);
    if (variasInstancias) io.serverSideEmit('difusao', lista, nome, payload);
  };
  return { emitir, desligar: () => void io.off('difusao', entregarLocal) };
}
