import type { FastifyInstance } from 'fastify';
import type { LoginInput, LoginResponse, AdminLoginInput, AdminLoginResponse } from '@comanda/shared';
import { sql } from 'kysely';
import type { AdminSession, AppContext, StaffSession } from '../../context';
import { AppError, forbidden, unauthorized } from '../../errors';
import { conferirSenha, gastarTempoDeVerificacao, hashSenha } from './senha';
import { signAdmin, signStaff, verifyAdminClaims, verifyStaffClaims, verifyStaffClaimsParaRenovar, type StaffClaims } from './tokens';

const CREDENCIAIS_INVALIDAS = 'Usuário ou senha inválidos';

export async function loginStaff(ctx: AppContext, app: FastifyInstance, input: LoginInput): Promise<LoginResponse> {
  const row = await ctx.db
    .selectFrom('usuarios as u')
    .innerJoin('empresas as e', 'e.id', 'u.empresa_id')
    .select([
      'u.id', 'u.nome', 'u.perfil', 'u.senha_hash', 'u.ativo', 'u.token_versao', 'u.ultimo_acesso', 'u.empresa_id',
      'e.fantasia', 'e.ativo as empresa_ativo',
    ])
    .where(sql`lower(u.email)`, '=', input.usuario.trim().toLowerCase())
    .executeTakeFirst();
  if (!row) {
    await gastarTempoDeVerificacao(input.senha);
    throw new AppError(401, 'Não autorizado', CREDENCIAIS_INVALIDAS);
  }
  if (!(await conferirSenha(row.senha_hash, input.senha))) throw new AppError(401, 'Não autorizado', CREDENCIAIS_INVALIDAS);
  if (row.empresa_ativo !== 'S') throw forbidden('Empresa inativa. Entre em contato com o suporte.');
  if (row.ativo !== 'S') throw forbidden('Usuário inativo. Procure o administrador da empresa.');

  // The first successful login is the one that finds ultimo_acesso empty (race-safe: one UPDATE wins).
  const primeiro = await ctx.db
    .updateTable('usuarios')
    .set({ ultimo_acesso: new Date() })
    .where('id', '=', row.id)
    .where('ultimo_acesso', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!primeiro) await ctx.db.updateTable('usuarios').set({ ultimo_acesso: new Date() }).where('id', '=', row.id).execute();

  const token = signStaff(app, { sub: String(row.id), empresa_id: row.empresa_id, perfil: row.perfil, tv: row.token_versao }, ctx.config.jwtAccessExpiresIn);
  return {
    token,
    user: { id: row.id, nome: row.nome, perfil: row.perfil, primeiro_acesso: primeiro !== undefined },
    empresa: { id: row.empresa_id, fantasia: row.fantasia },
  };
}

/** Checks a staff token and that its user and company are still active and not revoked. */
export async function resolveStaff(ctx: AppContext, app: FastifyInstance, token: string): Promise<StaffSession> {
  return conferirUsuario(ctx, verifyStaffClaims(app, token));
}

/**
 * Sliding session: a screen in use trades its access token (even just expired) for a fresh one. The session ends when
 * the token was issued more than JWT_EXPIRES_IN ago (nobody renewed it: idle), and revocation (token_versao, user or
 * company deactivated) is checked here as on every request.
 */
export async function renovarStaff(ctx: AppContext, app: FastifyInstance, token: string): Promise<{ token: string }> {
  const claims = verifyStaffClaimsParaRenovar(app, token);
  if (!claims.iat || Date.now() - claims.iat * 1000 > ctx.config.sessaoOciosaMs) throw unauthorized('Sessão encerrada por inatividade. Faça login novamente.');
  const s = await conferirUsuario(ctx, claims);
  return { token: signStaff(app, { sub: String(s.id), empresa_id: s.empresaId, perfil: s.perfil, tv: claims.tv }, ctx.config.jwtAccessExpiresIn) };
}

async function conferirUsuario(ctx: AppContext, claims: StaffClaims): Promise<StaffSession> {
  const row = await ctx.db
    .selectFrom('usuarios as u')
    .innerJoin('empresas as e', 'e.id', 'u.empresa_id')
    .select(['u.id', 'u.nome', 'u.perfil', 'u.ativo', 'u.token_versao', 'u.empresa_id', 'e.ativo as empresa_ativo'])
    .where('u.id', '=', Number(claims.sub))
    .executeTakeFirst();
  if (!row || row.empresa_id !== claims.empresa_id || row.token_versao !== claims.tv) throw unauthorized();
  if (row.ativo !== 'S' || row.empresa_ativo !== 'S') throw unauthorized('Acesso desativado. Procure o administrador.');
  return { id: row.id, empresaId: row.empresa_id, nome: row.nome, perfil: row.perfil };
}

export async function loginAdmin(ctx: AppContext, app: FastifyInstance, input: AdminLoginInput): Promise<AdminLoginResponse> {
  const admin = await ctx.db
    .selectFrom('admins_plataforma')
    .selectAll()
    .where('username', '=', input.username.trim())
    .executeTakeFirst();
  if (!admin) {
    await gastarTempoDeVerificacao(input.password);
    throw new AppError(401, 'Não autorizado', CREDENCIAIS_INVALIDAS);
  }
  if (!(await conferirSenha(admin.senha_hash, input.password))) throw new AppError(401, 'Não autorizado', CREDENCIAIS_INVALIDAS);
  const token = signAdmin(app, { sub: String(admin.id), perfil: 'admin', tv: admin.token_versao });
  return { token, user: { nome: admin.nome, username: admin.username, perfil: 'admin' }, message: 'Login realizado com sucesso' };
}

export async function resolveAdmin(ctx: AppContext, app: FastifyInstance, token: string): Promise<AdminSession> {
  const claims = verifyAdminClaims(app, token);
  const admin = await ctx.db
    .selectFrom('admins_plataforma')
    .select(['id', 'nome', 'username', 'token_versao'])
    .where('id', '=', Number(claims.sub))
    .executeTakeFirst();
  if (!admin || admin.token_versao !== claims.tv) throw unauthorized();
  return { id: admin.id, nome: admin.nome, username: admin.username };
}

/** Logging out revokes every admin token issued so far. */
export async function logoutAdmin(ctx: AppContext, admin: AdminSession): Promise<void> {
  await ctx.db
    .updateTable('admins_plataforma')
    .set((eb) => ({ token_versao: eb('token_versao', '+', 1) }))
    .where('id', '=', admin.id)
    .execute();
}

/** The platform administrator 'admin' exists from the first start. */
export async function garantirAdminPlataforma(ctx: AppContext): Promise<void> {
  const existing = await ctx.db.selectFrom('admins_plataforma').select('id').where('username', '=', 'admin').executeTakeFirst();
  if (existing) return;
  await ctx.db
    .insertInto('admins_plataforma')
    .values({ username: 'admin', nome: 'Administrador da Plataforma', senha_hash: await hashSenha(ctx.config.platformAdminPassword) })
    .onConflict((oc) => oc.column('username').doNothing())
    .execute();
}
