import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/health', async (_req, reply) => {
    try {
      await sql`select 1`.execute(ctx.db);
      return { status: 'ok', db: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'erro', db: 'indisponível' });
    }
  });
}
