import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { temPermissao, type Permissao } from '@comanda/shared';
import type { AppContext } from '../context';
import type { AdminSession, StaffSession } from '../sessoes/sessao';
import { forbidden, unauthorized } from '../errors';
import { resolveAdmin, resolveStaff } from '../modules/auth/auth.service';
import { bearer } from '../sessoes/tokens';
import { aplicarIdempotencia } from './idempotencia';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffSession;
    admin: AdminSession;
  }
}

/** Route hooks, used as `preValidation`: a missing token (401) or permission (403) wins over a bad body (400). */
export interface Guards {
  /** Any valid staff token; with a permission (or a list: any of them), the shared role matrix must allow it. */
  staff(permissao?: Permissao | readonly Permissao[]): preValidationAsyncHookHandler;
  /** The platform administrator's token. */
  admin(): preValidationAsyncHookHandler;
}

export function buildGuards(ctx: AppContext): Guards {
  const token = (req: FastifyRequest) => {
    const t = bearer(req.headers.authorization);
    if (!t) throw unauthorized('Login necessário');
    return t;
  };
  return {
    staff: (permissao) =>
      async function staffGuard(req, reply) {
        req.staff = await resolveStaff(ctx, token(req));
        const exigidas = permissao === undefined ? [] : typeof permissao === 'string' ? [permissao] : permissao;
        if (exigidas.length && !exigidas.some((p) => temPermissao(req.staff.perfil, p))) throw forbidden();
        // every staff write may carry an Idempotency-Key: a repeat answers the first response
        return aplicarIdempotencia(ctx, req, reply, req.staff);
      },
    admin: () =>
      async function adminGuard(req) {
        req.admin = await resolveAdmin(ctx, token(req));
      },
  };
}
