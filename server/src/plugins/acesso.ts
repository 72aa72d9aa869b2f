import type { FastifyInstance } from 'fastify';

/**
 * The access log: one line per request when it completes (Fastify's default is two), at info for successes, warn for
 * client errors and error for server errors, so production can run at `warn` and still see every failure.
 */
export function registrarAcesso(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    const status = reply.statusCode;
    const nivel = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    req.log[nivel](
      { req, res: { statusCode: status }, responseTime: Math.round(reply.elapsedTime) },
      'requisição concluída',
    );
  });
}
