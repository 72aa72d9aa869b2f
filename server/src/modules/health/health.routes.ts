import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';

const PRAZO_BANCO_MS = 2_000;

/**
 * Load balancers and container health checks: 503 while the database is unreachable (this instance cannot serve);
 * a Redis outage only degrades realtime across instances, so it stays 200 and says `realtime: 'degraded'`.
 */
export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/health', async (_req, reply) => {
    const realtime = ctx.realtime?.estado() ?? 'ok';
    const db = await bancoResponde(ctx);
    if (!db) return reply.status(503).send({ status: 'erro', db: 'down', realtime });
    return { status: 'ok', db: 'ok', realtime };
  });
}

async function bancoResponde(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const prazo = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('prazo')), PRAZO_BANCO_MS)));
    await Promise.race([sql`select 1`.execute(ctx.db), prazo]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
