import type { FastifyInstance } from 'fastify';
import { AdminLoginInput, LoginInput } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { loginAdmin, loginStaff, logoutAdmin, logoutStaff, renovarStaff, sessaoAtual } from './auth.service';
import { bearer } from './tokens';
import { unauthorized } from '../../errors';

// Brute-force brake on both logins, per client address (req.ip: the socket's peer unless TRUST_PROXY says otherwise);
// the per-account brake lives in tentativas.ts.
const loginLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

export function authRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  app.post('/api/auth/login', { config: loginLimit }, (req) => loginStaff(ctx, LoginInput.parse(req.body), req.ip));

  app.post('/api/auth/logout', { preHandler: guards.staff() }, async (req) => {
    await logoutStaff(ctx, req.staff);
    return { message: 'Logout realizado' };
  });

  // sliding session: no guard, since an access token that has just expired may still be renewed
  app.post('/api/auth/renovar', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (req) => {
    const token = bearer(req.headers.authorization);
    if (!token) throw unauthorized('Login necessário');
    return renovarStaff(ctx, token);
  });

  app.get('/api/auth/me', { preHandler: guards.staff() }, (req) => sessaoAtual(ctx, req.staff));

  app.post('/api/admin/login', { config: loginLimit }, (req) => loginAdmin(ctx, AdminLoginInput.parse(req.body), req.ip));

  app.post('/api/admin/logout', { preHandler: guards.admin() }, async (req) => {
    await logoutAdmin(ctx, req.admin);
    return { message: 'Logout realizado' };
  });
}
