import type { Server } from 'socket.io';
import type { ClientEvents, PublicEvents, StaffEvents } from '@comanda/shared/events';
import type { Invalidacao } from './portas';

/** between instances, through the Redis adapter */
interface ServerSideEvents {
  'cache:invalidar': (inv: Invalidacao) => void;
  /** a room event for the receiving instance's own sockets (envio-para-salas.ts) */
  difusao: (salas: string[], nome: string, payload: unknown) => void;
}

/** The socket.io server as io.ts builds it; its own file so that the parts io.ts wires need not import io.ts. */
export type SocketServer = Server<ClientEvents, StaffEvents & PublicEvents, ServerSideEvents>;
