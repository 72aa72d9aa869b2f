import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { badRequest } from '../../errors';
import { idDe } from '../../params';
import * as service from './publico.service';

const TokenParam = z.object({ token: z.string().min(16).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Comanda não encontrada') });
const token = (params: unknown) => {
  const r = TokenParam.safeParse(params);
  return r.success ? r.data.token : '';
};

/**
 * Origin of the diner's link when PUBLIC_URL is unset: the Host this server was reached on. req.host and req.protocol
 * only believe X-Forwarded-Host/-Proto from a trusted proxy (TRUST_PROXY), so a client cannot point QR codes elsewhere.
 */
function origemDaRequisicao(req: FastifyRequest): string {
  if (!/^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(req.host)) throw badRequest('Endereço do servidor inválido; defina PUBLIC_URL');
  return `${req.protocol}://${req.host}`;
}

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
    service.qrCode(ctx, req.staff, idDe(req.params), origemDaRequisicao(req)),
  );
}
