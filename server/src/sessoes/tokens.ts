import { randomUUID } from 'node:crypto';
import { unauthorized } from '../errors';
import type { Relogio } from '../relogio';

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
  /** without options: the verifier built once at registration (see VERIFICACAO); with options: one built per call */
  verify<T>(token: string, options?: { allowedAud: string; requiredClaims: string[]; ignoreExpiration?: boolean }): T;
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

/**
 * The verification every request makes, registered once with @fastify/jwt: a verifier with per-call options would be
 * built again on every request (key import included). The audience is then told apart here, and the expiry checked
 * against the app's clock (a verifier's own clock is fixed when it is built), in criarTokens.
 */
export const VERIFICACAO = {
  algorithms: ['HS256' as const],
  allowedAud: [AUD_STAFF, AUD_ADMIN],
  requiredClaims: ['aud', 'exp'],
  ignoreExpiration: true,
};

/**
 * `relogio`: the app's clock (ctx.relogio), which both stamps a new token (iat, and exp from it) and decides whether
 * one has expired, so a test that moves the clock moves every session with it.
 */
export function criarTokens(jwt: Jwt, relogio: Relogio): Tokens {
  const agoraMs = () => relogio.agora().getTime();
  // A token without audience or expiry was never issued by us (or by an old, looser build): refuse it.
  const verificar = <T>(token: string, options?: Parameters<Jwt['verify']>[1]): T => {
    try {
      return jwt.verify<T>(token, options);
    } catch {
      throw unauthorized();
    }
  };
  const daAudiencia = <T>(token: string, aud: string, exigidos: string[]): T => {
    const claims = verificar<Record<string, unknown>>(token);
    if (claims.aud !== aud || exigidos.some((c) => claims[c] == null)) throw unauthorized();
    // expired once the clock is past exp (fast-jwt's own rule: valid while now <= exp)
    if (typeof claims.exp !== 'number' || agoraMs() > claims.exp * 1000) throw unauthorized();
    return claims as T;
  };
  // fast-jwt takes iat from the payload when given, and counts expiresIn from it
  const emitidoAgora = () => ({ iat: Math.floor(agoraMs() / 1000) });
  return {
    assinarStaff: (claims, expiresIn) =>
      jwt.sign(
        { ...claims, ...emitidoAgora(), sid: claims.sid ?? randomUUID(), jti: randomUUID() },
        { aud: AUD_STAFF, expiresIn },
      ),
    assinarAdmin: (claims) => jwt.sign({ ...claims, ...emitidoAgora() }, { aud: AUD_ADMIN }),
    verificarStaff: (token) => daAudiencia(token, AUD_STAFF, ['jti']),
    verificarStaffParaRenovar: (token) =>
      verificar(token, { allowedAud: AUD_STAFF, ignoreExpiration: true, requiredClaims: ['aud', 'exp', 'jti', 'iat'] }),
    verificarAdmin: (token) => daAudiencia(token, AUD_ADMIN, []),
  };
}

/** Reads the bearer token of an Authorization header. */
export function bearer(header: string | undefined): string | null {
  const m = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return m ? m[1]!.trim() : null;
}
