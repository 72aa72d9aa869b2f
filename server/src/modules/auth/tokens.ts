import { randomUUID } from 'node:crypto';
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

/** What verification adds: the token's own id (logout revokes just this one) and its expiry. */
export interface StaffToken extends StaffClaims {
  jti: string;
  exp: number;
  iat: number;
  /** the sliding session this token belongs to (tokens issued before sessions slid have none) */
  sid?: string;
}

export interface AdminClaims {
  sub: string;
  perfil: 'admin';
  tv: number;
}

/**
 * Staff tokens are short-lived access tokens (JWT_ACCESS_EXPIRES_IN) with their own id (jti: logout revokes it) and a
 * session id (sid) that stays the same across renewals (logout revokes the whole sliding session); see renovarStaff.
 */
export function signStaff(app: FastifyInstance, claims: StaffClaims & { sid?: string }, expiresIn: string): string {
  return app.jwt.sign({ ...claims, sid: claims.sid ?? randomUUID(), jti: randomUUID() }, { aud: AUD_STAFF, expiresIn });
}

export function signAdmin(app: FastifyInstance, claims: AdminClaims): string {
  return app.jwt.sign(claims, { aud: AUD_ADMIN });
}

// A token without audience or expiry was never issued by us (or by an old, looser build): refuse it.
function verifyAud<T extends object>(app: FastifyInstance, token: string, aud: string, requiredClaims: string[]): T {
  try {
    return app.jwt.verify<T>(token, { allowedAud: aud, requiredClaims });
  } catch {
    throw unauthorized();
  }
}

export const verifyStaffClaims = (app: FastifyInstance, token: string) => verifyAud<StaffToken>(app, token, AUD_STAFF, ['aud', 'exp', 'jti']);
export const verifyAdminClaims = (app: FastifyInstance, token: string) => verifyAud<AdminClaims>(app, token, AUD_ADMIN, ['aud', 'exp']);

/** A staff token's signature, audience and claims checked but not its expiry: only renewal may accept an expired token. */
export function verifyStaffClaimsParaRenovar(app: FastifyInstance, token: string): StaffToken {
  try {
    return app.jwt.verify<StaffToken>(token, { allowedAud: AUD_STAFF, ignoreExpiration: true, requiredClaims: ['aud', 'exp', 'jti', 'iat'] });
  } catch {
    throw unauthorized();
  }
}

/** Reads the bearer token of an Authorization header. */
export function bearer(header: string | undefined): string | null {
  const m = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return m ? m[1]!.trim() : null;
}
