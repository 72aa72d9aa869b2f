import { randomUUID } from 'node:crypto';
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

/** The JWT library as the token service uses it (@fastify/jwt's `app.jwt`, built in app.ts). */
export interface Jwt {
  sign(payload: object, options: { aud: string; expiresIn?: string }): string;
  verify<T>(token: string, options: { allowedAud: string; requiredClaims: string[]; ignoreExpiration?: boolean }): T;
}

/** Issues and checks our tokens; injected into the auth service (ctx.tokens), so no service needs the Fastify app. */
export interface Tokens {
  /**
   * Staff tokens are short-lived access tokens (JWT_ACCESS_EXPIRES_IN) with their own id (jti: logout revokes it) and
   * a session id (sid) that stays the same across renewals (logout revokes the whole sliding session); see renovarStaff.
   */
  assinarStaff(claims: StaffClaims & { sid?: string }, expiresIn: string): string;
  assinarAdmin(claims: AdminClaims): string;
  verificarStaff(token: string): StaffToken;
  /** signature, audience and claims checked but not the expiry: only renewal may accept an expired token */
  verificarStaffParaRenovar(token: string): StaffToken;
  verificarAdmin(token: string): AdminClaims;
}

export function criarTokens(jwt: Jwt): Tokens {
  // A token without audience or expiry was never issued by us (or by an old, looser build): refuse it.
  const verificar = <T>(token: string, options: Parameters<Jwt['verify']>[1]): T => {
    try {
      return jwt.verify<T>(token, options);
    } catch {
      throw unauthorized();
    }
  };
  return {
    assinarStaff: (claims, expiresIn) =>
      jwt.sign({ ...claims, sid: claims.sid ?? randomUUID(), jti: randomUUID() }, { aud: AUD_STAFF, expiresIn }),
    assinarAdmin: (claims) => jwt.sign(claims, { aud: AUD_ADMIN }),
    verificarStaff: (token) => verificar(token, { allowedAud: AUD_STAFF, requiredClaims: ['aud', 'exp', 'jti'] }),
    verificarStaffParaRenovar: (token) =>
      verificar(token, { allowedAud: AUD_STAFF, ignoreExpiration: true, requiredClaims: ['aud', 'exp', 'jti', 'iat'] }),
    verificarAdmin: (token) => verificar(token, { allowedAud: AUD_ADMIN, requiredClaims: ['aud', 'exp'] }),
  };
}

/** Reads the bearer token of an Authorization header. */
export function bearer(header: string | undefined): string | null {
  const m = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return m ? m[1]!.trim() : null;
}
