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

/** Staff tokens are short-lived access tokens (JWT_ACCESS_EXPIRES_IN); see renovarStaff for the sliding session. */
export function signStaff(app: FastifyInstance, claims: StaffClaims, expiresIn: string): string {
  return app.jwt.sign(claims, { aud: AUD_STAFF, expiresIn });
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

/** A staff token's claims, signature and audience checked but expiry not: only renewal may accept an expired token. */
export function verifyStaffClaimsParaRenovar(app: FastifyInstance, token: string): StaffClaims & { iat?: number } {
  try {
    return app.jwt.verify<StaffClaims & { iat?: number }>(token, { allowedAud: AUD_STAFF, ignoreExpiration: true });
  } catch {
    throw unauthorized();
  }
}
export const verifyAdminClaims = (app: FastifyInstance, token: string) => verifyAud<AdminClaims>(app, token, AUD_ADMIN);

/** Reads the bearer token of an Authorization header. */
export function bearer(header: string | undefined): string | null {
  const m = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return m ? m[1]!.trim() : null;
}
