import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../errors';

export const AUD_STAFF = 'comanda-viva:staff';
export const AUD_ADMIN = 'comanda-viva:admin';

export interface StaffClaims {
  sub: string;
  empresa_id: number;
  perfil: string;
  /** token version: bumping usuarios.token_versao revokes every token issued before */
  tv: number;
}

export interface AdminClaims {
  sub: string;
  perfil: 'admin';
  tv: number;
}

export function signStaff(app: FastifyInstance, claims: StaffClaims): string {
  return app.jwt.sign(claims, { aud: AUD_STAFF });
}

export function signAdmin(app: FastifyInstance, claims: AdminClaims): string {
  return app.jwt.sign(claims, { aud: AUD_ADMIN });
}

function verifyAud<T extends object>(app: FastifyInstance, token: string, aud: string): T {
  try {
    return app.jwt.verify<T>(token, { allowedAud: aud });
  } catch {
    throw unauthorized();
  }
}

export const verifyStaffClaims = (app: FastifyInstance, token: string) => verifyAud<StaffClaims>(app, token, AUD_STAFF);
export const verifyAdminClaims = (app: FastifyInstance, token: string) => verifyAud<AdminClaims>(app, token, AUD_ADMIN);

/** Reads the bearer token of an Authorization header. */
export function bearer(header: string | undefined): string | null {
  const m = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return m ? m[1]!.trim() : null;
}
