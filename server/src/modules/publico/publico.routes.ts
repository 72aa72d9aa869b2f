import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PixQuery } from '@comanda/shared';
import type { AppContext } from '../../context';
import * as service from './publico.service';

const TokenParam = z.object({ token: z.string().min(16).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Comanda não encontrada') });
const token = (params: unknown) => {
  const r = TokenParam.safeParse(params);
  return r.success ? r.data.token : '';
};

export function publicoRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Public calls: no login, only the unguessable token of an open tab.
  app.get('/api/public/comanda/:token', { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, (req) =>
    service.comandaPorToken(ctx, token(req.params)),
  );
  app.post('/api/public/chamar-garcom/:token', { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }, (req) =>
    service.chamarGarcom(ctx, token(req.params)),
  );

  // asking for the bill alerts the staff like a waiter call: same rate limit
  app.post('/api/public/pedir-conta/:token', { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }, (req) =>
    service.pedirConta(ctx, token(req.params)),
  );
  app.get('/api/public/comanda/:token/pix', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, (req) =>
    service.pixPublico(ctx, token(req.params), PixQuery.parse(req.query).valor),
  );
}
