import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { ClientEvents, PublicEvents, StaffEvents } from '@comanda/shared/events';
import type { AppContext } from '../context';
import { autenticarSocket } from './connection';
import { ligarBroadcaster } from './broadcaster';

export type SocketServer = Server<ClientEvents, StaffEvents & PublicEvents>;

/** A browser Origin is allowed when it is this server itself, PUBLIC_URL or CORS_ORIGINS (CORS does not guard WebSockets). */
function origemPermitida(ctx: AppContext, origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true; // non-browser clients send no Origin; they still need a valid token
  try {
    const o = new URL(origin);
    if (host && o.host === host) return true;
    const allowed = [ctx.config.publicUrl, ...ctx.config.corsOrigins].filter(Boolean).map((u) => new URL(u!).origin);
    return allowed.includes(o.origin);
  } catch {
    return false;
  }
}

/** socket.io on the Fastify server's port; Redis adapter when REDIS_URL is set so several instances share rooms. */
export async function iniciarTempoReal(app: FastifyInstance, ctx: AppContext): Promise<SocketServer> {
  const io: SocketServer = new Server(app.server, {
    path: '/socket.io',
    maxHttpBufferSize: 16 * 1024, // clients send nothing but the handshake
    serveClient: false,
    allowRequest: (req, cb) => cb(null, origemPermitida(ctx, req.headers.origin, req.headers.host)),
  });
  const redisClients: { quit(): Promise<unknown> }[] = [];
  if (ctx.config.redisUrl) {
    const pub = createClient({ url: ctx.config.redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (e) => app.log.error(e, 'redis pub'));
    sub.on('error', (e) => app.log.error(e, 'redis sub'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub, { key: ctx.config.redisChannel }));
    redisClients.push(pub, sub);
  }
  io.use(autenticarSocket(app, ctx));
  const desligar = ligarBroadcaster(io, ctx);
  ctx.realtime = { socketCount: () => io.engine.clientsCount };
  app.addHook('onClose', async () => {
    desligar();
    // the Redis adapter unsubscribes without awaiting inside io.close(): unsubscribe first so quitting the clients
    // cannot race a pending command ("The client is closed")
    await io.of('/').adapter.close();
    await io.close();
    if (redisClients.length) await new Promise((r) => setTimeout(r, 50));
    await Promise.all(redisClients.map((c) => c.quit().catch(() => {})));
  });
  return io;
}
