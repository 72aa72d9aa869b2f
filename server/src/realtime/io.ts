import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { Server } from 'socket.io';
import type { AppContext } from '../context';
import { autenticarSocket, varrerSessoesVencidas } from './connection';
import { ligarBroadcaster } from './broadcaster';
import { ligarEnvioParaSalas } from './envio-para-salas';
import { ligarAgentes } from './agentes';
import { NAMESPACE_AGENTES } from './rooms';
import { ligarRedis, type LigacaoRedis } from './redis';
import type { PortasTempoReal } from './portas';
import type { SocketServer } from './servidor';

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
export async function iniciarTempoReal(
  app: FastifyInstance,
  ctx: AppContext,
  portas: PortasTempoReal,
): Promise<SocketServer> {
  const io: SocketServer = new Server(app.server, {
    path: '/socket.io',
    maxHttpBufferSize: 16 * 1024, // clients send nothing but the handshake
    serveClient: false,
    allowRequest: (req, cb) => cb(null, origemPermitida(ctx, req.headers.origin, req.headers.host)),
  });
  // socket.io's own advice (docs, "Memory usage"): each session keeps its first HTTP request unless told not to; we
  // read nothing from it after the handshake (the token comes in the auth payload). engine.io's upgrade response shim
  // still holds the request until the connection closes, so its headers are dropped too.
  io.engine.on('connection', (raw: { request: IncomingMessage | null }) => {
    if (raw.request) {
      raw.request.headers = {};
      raw.request.rawHeaders = [];
    }
    raw.request = null;
  });
  let redis: LigacaoRedis | undefined;
  if (ctx.config.redisUrl) {
    redis = await ligarRedis(ctx.config.redisUrl, app.log, () => portas.aplicarInvalidacao({ tudo: true }));
    const { createAdapter } = await import('@socket.io/redis-adapter');
    io.adapter(createAdapter(redis.pub, redis.sub, { key: ctx.config.redisChannel }));
  }
  io.use(autenticarSocket(ctx, portas));
  const pararVarredura = varrerSessoesVencidas(() => io.of('/').sockets.values());
  const envio = ligarEnvioParaSalas(io, Boolean(redis));
  const desligar = ligarBroadcaster(io, ctx, portas, envio.emitir);
  // after the adapter: the agents' namespace shares rooms across instances too
  const desligarAgentes = ligarAgentes(io, ctx, portas.impressao, app.log);
  const desligarInvalidacoes = redis ? repassarInvalidacoes(io, ctx, portas) : () => {};
  ctx.realtime = { socketCount: () => io.engine.clientsCount, estado: () => redis?.estado() ?? 'ok' };
  // preClose runs before the HTTP server waits for its connections: open sockets would otherwise hold it forever.
  // io.close() drops every socket's transport (clients see 'transport close' and reconnect by themselves, to another
  // instance behind the load balancer), stops listening and resolves once in-flight HTTP requests have finished.
  app.addHook('preClose', async () => {
    // the Redis adapter unsubscribes without awaiting inside io.close(): unsubscribe first so closing the clients
    // cannot race a pending command ("The client is closed")
    await io.of('/').adapter.close();
    await io.of(NAMESPACE_AGENTES).adapter.close();
    await io.close();
  });
  // requests that finished during the drain still published their events (through Redis to the other instances)
  app.addHook('onClose', async () => {
    pararVarredura();
    desligar();
    envio.desligar();
    desligarAgentes();
    desligarInvalidacoes();
    if (!redis) return;
    await new Promise((r) => setTimeout(r, 50));
    await redis.fechar();
  });
  return io;
}

/**
 * Each instance caches what every request reads (the staff sessions, each company's tables): a change committed here
 * goes to the other instances at once, so they drop what it made stale (a revoked token is refused everywhere).
 */
function repassarInvalidacoes(io: SocketServer, ctx: AppContext, portas: PortasTempoReal): () => void {
  io.on('cache:invalidar', (inv) => portas.aplicarInvalidacao(inv));
  return ctx.bus.subscribe((e) => {
    const inv = portas.invalidacaoDoEvento(e);
    if (inv) io.serverSideEmit('cache:invalidar', inv);
  });
}
