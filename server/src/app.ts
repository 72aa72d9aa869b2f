import Fastify, { type FastifyInstance } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/database';
import { EventBus } from './realtime/bus';
import { buildGuards } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { registerStaticClient } from './plugins/static-client';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { mesasRoutes } from './modules/mesas/mesas.routes';
import { vendasRoutes } from './modules/vendas/vendas.routes';
import { publicoRoutes } from './modules/publico/publico.routes';
import { plataformaRoutes } from './modules/plataforma/plataforma.routes';
import { empresaRoutes } from './modules/empresa/empresa.routes';
import { usuariosRoutes } from './modules/usuarios/usuarios.routes';
import { historicoRoutes } from './modules/historico/historico.routes';
import { relatoriosRoutes } from './modules/relatorios/relatorios.routes';
import { cardapioRoutes } from './modules/cardapio/cardapio.routes';
import { cozinhaRoutes } from './modules/cozinha/cozinha.routes';
import { iniciarTempoReal } from './realtime/io';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

/** Builds the Fastify app: plugins -> modules -> static client. No listen() here. */
export async function buildApp(config: Config, database: Db, opts: { logger?: boolean; serveClient?: boolean } = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: opts.logger ? { level: config.logLevel } : false,
    trustProxy: true,
    bodyLimit: 4 * 1024 * 1024,
  });
  const ctx: AppContext = { config, db: database.db, dbKind: database.kind, bus: new EventBus() };

  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
  });
  registerErrorHandler(app);
  await app.register(fastifyJwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: config.jwtExpiresIn },
    verify: { algorithms: ['HS256'] },
  });
  await app.register(rateLimit, { global: false });

  const guards = buildGuards(app, ctx);
  healthRoutes(app, ctx);
  authRoutes(app, ctx, guards);
  mesasRoutes(app, ctx, guards);
  vendasRoutes(app, ctx, guards);
  publicoRoutes(app, ctx, guards);
  plataformaRoutes(app, ctx, guards);
  empresaRoutes(app, ctx, guards);
  usuariosRoutes(app, ctx, guards);
  historicoRoutes(app, ctx, guards);
  relatoriosRoutes(app, ctx, guards);
  cardapioRoutes(app, ctx, guards);
  cozinhaRoutes(app, ctx, guards);

  await registerStaticClient(app, opts.serveClient !== false);
  await iniciarTempoReal(app, ctx);
  return { app, ctx };
}
