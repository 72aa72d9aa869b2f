/*
 * Who is acting: the verified sessions every layer reads (plugins/auth.ts builds them from a token). They live here,
 * outside any module, so that the context, the realtime gateway and every module can name them without importing
 * the auth module.
 */

/** The verified staff session: the tenant comes from here, never from the body. */
export interface StaffSession {
  id: number;
  empresaId: number;
  nome: string;
  perfil: string;
  /** the token (jti) and its sliding session (sid; absent on tokens issued before sessions slid) */
  sessao?: { jti: string; exp: number; iat: number; sid?: string };
}

export interface AdminSession {
  id: number;
  nome: string;
  username: string;
}

/** One token's session, one user's devices, or a whole company. */
export interface AlvoSessoes {
  empresaId: number;
  usuarioId?: number;
  sessaoId?: string;
}
