import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { operacao } from '../../plugins/contratos';
import { pingBanco } from '../../db/database';

const PRAZO_BANCO_MS = 2_000;

const realtime = z.enum(['ok', 'degraded']);
const Saude = z.object({ status: z.literal('ok'), db: z.literal('ok'), realtime });
const Indisponivel = z.object({ status: z.literal('erro'), db: z.literal('down'), realtime });

/**
 * Load balancers and container health checks: 503 while the database is unreachable (this instance cannot serve);
 * a Redis outage only degrades realtime across instances, so it stays 200 and says `realtime: 'degraded'`.
 */
export function healthRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const doc = operacao('health');
  app.get(
    '/api/health',
    {
      // a few bytes, polled by load balancers: no compression hook (it would also load undici on a start's first answer)
      compress: false,
      schema: {
        ...doc('verificarSaude', 'Saúde da instância e do banco'),
        response: { 200: Saude, 503: Indisponivel },
      },
    },
    async (_req, reply) => {
      const realtime = ctx.realtime?.estado() ?? 'ok';
      const db = await bancoResponde(ctx);
      if (!db) return reply.status(503).send({ status: 'erro', db: 'down', realtime });
      return { status: 'ok' as const, db: 'ok' as const, realtime };
    },
  );
}

async function bancoResponde(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const prazo = new Promise<never>(
      (_, reject) => (timer = setTimeout(() => reject(new Error('prazo')), PRAZO_BANCO_MS)),
    );
    await Promise.race([pingBanco(ctx.db), prazo]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
