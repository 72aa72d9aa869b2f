import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The time the business rules read (the void window, ages of things). Handed in through AppContext so a test can
 * move it forward instead of back-dating rows in the database.
 */
export interface Relogio {
  agora(): Date;
}

/** The real clock, plus an offset that only the test-only route below ever changes. */
export function criarRelogio(): Relogio & { avancar(ms: number): void } {
  let deslocamentoMs = 0;
  return {
    agora: () => new Date(Date.now() + deslocamentoMs),
    avancar: (ms) => {
      deslocamentoMs += ms;
    },
  };
}

const Avanco = z.object({
  avancar_ms: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60 * 1000),
});

/**
 * `POST /api/teste/relogio {avancar_ms}`: moves the app's clock forward. Mounted only when NODE_ENV=test (browser
 * tests drive the built server), left out of the API document.
 */
export function rotaDeTesteDoRelogio(fastify: FastifyInstance, relogio: ReturnType<typeof criarRelogio>): void {
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .post('/api/teste/relogio', { schema: { hide: true, body: Avanco } }, async (req) => {
      relogio.avancar(req.body.avancar_ms);
      return { agora: relogio.agora().toISOString() };
    });
}
