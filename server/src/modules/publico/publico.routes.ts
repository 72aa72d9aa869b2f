import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { idDe } from '../../params';
import * as service from './publico.service';

const TokenParam = z.object({ token: z.string().min(16).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Comanda não encontrada') });
const token = (params: unknown) => {
  const r = TokenParam.safeParse(params);
  return r.success ? r.data.token : '';
};

export function publicoRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  // Public calls: no login, only the unguessable token of an open tab.
  app.get('/api/public/comanda/:token', { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, (req) =>
    service.comandaPorToken(ctx, token(req.params)),
  );
  app.post('/api/public/chamar-garcom/:token', { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }, (req) =>
    service.chamarGarcom(ctx, token(req.params)),
  );

  app.patch('/api/mesas/:id/cancelar-garcom', { preHandler: guards.staff('view_tables') }, (req) =>
    service.cancelarChamado(ctx, req.staff, idDe(req.params)),
  );
  app.get('/api/mesa/:id/qrcode', { preHandler: guards.staff('view_tables') }, (req) =>
    service.qrCode(ctx, req.staff, idDe(req.params), `${req.protocol}://${req.host}`),
  );
}
