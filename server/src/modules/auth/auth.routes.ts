import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminLoginInput, LoginInput, AdminLoginResponse, LoginResponse } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { operacao } from '../../plugins/contratos';
import { loginAdmin, loginStaff, logoutAdmin, logoutStaff, renovarStaff, sessaoAtual } from './auth.service';
import { bearer } from '../../sessoes/tokens';
import { unauthorized } from '../../errors';

// Brute-force brake on both logins, per client address (req.ip: the socket's peer unless TRUST_PROXY says otherwise);
// the per-account brake lives in tentativas.ts.
const loginLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
const Mensagem = z.object({ message: z.string() });
const Sessao = z.object({
  user: z.object({ id: z.number(), nome: z.string(), perfil: z.string() }),
  empresa: z.object({ id: z.number(), fantasia: z.string() }),
});

export function authRoutes(fastify: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const doc = operacao('auth');
  app.post(
    '/api/auth/login',
    {
      config: loginLimit,
      schema: {
        ...doc('entrar', 'Entra com e-mail e senha da equipe'),
        body: LoginInput,
        response: { 200: LoginResponse },
      },
    },
    (req) => loginStaff(ctx, req.body, req.ip),
  );

  app.post(
    '/api/auth/logout',
    {
      preValidation: guards.staff(),
      schema: { ...doc('sair', 'Encerra a sessão e revoga o token'), response: { 200: Mensagem } },
    },
    async (req) => {
      await logoutStaff(ctx, req.staff);
      return { message: 'Logout realizado' };
    },
  );

  // sliding session: no guard, since an access token that has just expired may still be renewed
  app.post(
    '/api/auth/renovar',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        ...doc('renovarSessao', 'Renova o token de acesso da sessão'),
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    async (req) => {
      const token = bearer(req.headers.authorization);
      if (!token) throw unauthorized('Login necessário');
      return renovarStaff(ctx, token);
    },
  );

  app.get(
    '/api/auth/me',
    {
      preValidation: guards.staff(),
      schema: { ...doc('obterSessao', 'Usuário e empresa da sessão atual'), response: { 200: Sessao } },
    },
    (req) => sessaoAtual(ctx, req.staff),
  );

  app.post(
    '/api/admin/login',
    {
      config: loginLimit,
      schema: {
        ...doc('entrarAdmin', 'Entra como administrador da plataforma'),
        body: AdminLoginInput,
        response: { 200: AdminLoginResponse },
      },
    },
    (req) => loginAdmin(ctx, req.body, req.ip),
  );

  app.post(
    '/api/admin/logout',
    {
      preValidation: guards.admin(),
      schema: { ...doc('sairAdmin', 'Encerra a sessão do administrador'), response: { 200: Mensagem } },
    },
    async (req) => {
      await logoutAdmin(ctx, req.admin);
      return { message: 'Logout realizado' };
    },
  );
}
