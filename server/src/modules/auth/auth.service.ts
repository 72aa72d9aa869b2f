import { availableParallelism } from 'node:os';
import {
  APROVACAO_GERENTE_OBRIGATORIA,
  APROVACAO_INVALIDA,
  temPermissao,
  type LoginInput,
  type LoginResponse,
  type AdminLoginInput,
  type AdminLoginResponse,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { AdminSession, StaffSession } from '../../sessoes/sessao';
import { SENHA_PADRAO_ADMIN } from '../../config';
import { withTransaction } from '../../db/transaction';
import { ID_MAXIMO } from '../../params';
import { AppError, forbidden, unauthorized } from '../../errors';
import { conferirSenha, gastarTempoDeVerificacao, hashSenha } from './senha';
import { criarVezDeLogin } from './vez-de-login';
import { chaveConta, exigirSemBloqueio, limparFalhas, registrarFalha } from './tentativas.repo';
import type { StaffToken } from '../../sessoes/tokens';
import * as repo from './auth.repo';
import { configuracoesDaEmpresa } from '../empresa/configuracoes';
import { tenant } from '../../db/tenant';

const CREDENCIAIS_INVALIDAS = 'Usuário ou senha inválidos';

/**
 * Logins take turns: at most half the cores run one at once (argon2 plus ~4 queries each), 50 more may wait (a few
 * seconds), the rest get 503 with Retry-After at once. A login flood then costs a bounded share of the CPU and of the
 * database pool, and the API keeps answering (bench:login-flood).
 */
const vezDeLogin = criarVezDeLogin(Math.max(1, Math.floor(availableParallelism() / 2)), 50);

/**
 * The password check both logins share: the account's brake first (no argon2 work for a resting account), the same
 * 401 for an unknown user and a wrong password, and the failure counted for this account and address.
 */
async function conferirCredenciais(
  ctx: AppContext,
  conta: string,
  ip: string,
  senhaHash: string | undefined,
  senha: string,
): Promise<void> {
  await exigirSemBloqueio(ctx.db, conta, ip, ctx.relogio.agora());
  const ok = senhaHash ? await conferirSenha(senhaHash, senha) : (await gastarTempoDeVerificacao(senha), false);
  if (ok) return limparFalhas(ctx.db, conta, ip);
  await registrarFalha(ctx.db, conta, ip, ctx.relogio.agora());
  throw new AppError(401, 'Não autorizado', CREDENCIAIS_INVALIDAS);
}

export const loginStaff = (ctx: AppContext, input: LoginInput, ip: string) =>
  vezDeLogin(() => entrarStaff(ctx, input, ip));

async function entrarStaff(ctx: AppContext, input: LoginInput, ip: string): Promise<LoginResponse> {
  const row = await repo.usuarioParaLogin(ctx.db, input.usuario);
  await conferirCredenciais(ctx, chaveConta('staff', input.usuario), ip, row?.senha_hash, input.senha);
  if (!row) throw new AppError(401, 'Não autorizado', CREDENCIAIS_INVALIDAS); // unreachable: no row never passes
  if (row.empresa_ativo !== 'S') throw forbidden('Empresa inativa. Entre em contato com o suporte.');
  if (row.ativo !== 'S') throw forbidden('Usuário inativo. Procure o administrador da empresa.');

  const primeiroAcesso = await repo.registrarAcesso(ctx.db, row.id, ctx.relogio.agora());
  const claims = { sub: String(row.id), empresa_id: row.empresa_id, perfil: row.perfil, tv: row.token_versao };
  const token = ctx.tokens.assinarStaff(claims, ctx.config.jwtAccessExpiresIn);
  return {
    token,
    user: { id: row.id, nome: row.nome, perfil: row.perfil, primeiro_acesso: primeiroAcesso },
    empresa: { id: row.empresa_id, fantasia: row.fantasia },
  };
}

/** A signed token's subject still has to be a possible id (a foreign signer could put anything there). */
function idDoSujeito(sub: string): number {
  const id = Number(sub);
  if (!Number.isInteger(id) || id < 1 || id > ID_MAXIMO) throw unauthorized();
  return id;
}

/** Checks a staff token and that its user and company are still active and that it was not revoked (logout). */
export function resolveStaff(ctx: AppContext, token: string): Promise<StaffSession> {
  // the cache (sessoes-cache.ts) is keyed by the whole token, signature included: a hit is this very token, whose
  // signature was checked when it was stored, and is only kept until its expiry (by the app's clock); a miss checks it
  // and the user
  return ctx.sessoes.lembrar(
    token,
    () => conferirUsuario(ctx, ctx.tokens.verificarStaff(token)),
    ctx.relogio.agora().getTime(),
  );
}

/**
 * Sliding session: a screen in use trades its access token (even just expired) for a fresh one of the same session
 * (sid). The session ends when its latest token was issued more than JWT_EXPIRES_IN ago (nobody renewed it: idle);
 * revocation (logout of the session, token_versao, user or company deactivated) is checked as on every request.
 */
export async function renovarStaff(ctx: AppContext, token: string): Promise<{ token: string }> {
  const claims = ctx.tokens.verificarStaffParaRenovar(token);
  if (ctx.relogio.agora().getTime() - claims.iat * 1000 > ctx.config.sessaoOciosaMs)
    throw unauthorized('Sessão encerrada por inatividade. Faça login novamente.');
  const s = await conferirUsuario(ctx, claims);
  const renovadas = { sub: String(s.id), empresa_id: s.empresaId, perfil: s.perfil, tv: claims.tv, sid: claims.sid };
  return { token: ctx.tokens.assinarStaff(renovadas, ctx.config.jwtAccessExpiresIn) };
}

async function conferirUsuario(ctx: AppContext, claims: StaffToken): Promise<StaffSession> {
  const sub = idDoSujeito(claims.sub);
  const revogaveis = [String(claims.jti), ...(claims.sid ? [String(claims.sid)] : [])];
  const row = await repo.usuarioDaSessao(ctx.db, sub, revogaveis);
  if (!row || row.revogada || row.empresa_id !== claims.empresa_id || row.token_versao !== claims.tv)
    throw unauthorized();
  if (row.ativo !== 'S' || row.empresa_ativo !== 'S') throw unauthorized('Acesso desativado. Procure o administrador.');
  return {
    id: row.id,
    empresaId: row.empresa_id,
    nome: row.nome,
    perfil: row.perfil,
    sessao: { jti: claims.jti, exp: claims.exp, iat: claims.iat, sid: claims.sid },
  };
}

/**
 * Staff logout revokes this token and its sliding session (every token renewed from it; the user's other devices stay
 * signed in) and drops the session's sockets at once. A token stays renewable until JWT_EXPIRES_IN after its issue, so
 * the revocation is kept that long.
 */
export async function logoutStaff(ctx: AppContext, s: StaffSession): Promise<void> {
  if (!s.sessao) return;
  const { jti, exp, iat, sid } = s.sessao;
  const agora = ctx.relogio.agora();
  const ate = new Date(
    Math.max(exp * 1000, iat * 1000 + ctx.config.sessaoOciosaMs, sid ? agora.getTime() + ctx.config.sessaoOciosaMs : 0),
  );
  await withTransaction(ctx.db, ctx.bus, async (tx) => {
    await repo.revogarSessoes(tx.trx, [jti, ...(sid ? [sid] : [])], ate, agora);
    tx.emit({
      empresaId: s.empresaId,
      sessaoId: sid ?? jti,
      nome: 'sessao:encerrada',
      payload: { message: 'Sessão encerrada' },
    });
  });
}

export const loginAdmin = (ctx: AppContext, input: AdminLoginInput, ip: string) =>
  vezDeLogin(() => entrarAdmin(ctx, input, ip));

async function entrarAdmin(ctx: AppContext, input: AdminLoginInput, ip: string): Promise<AdminLoginResponse> {
  const admin = await repo.adminPorUsername(ctx.db, input.username.trim());
  await conferirCredenciais(ctx, chaveConta('admin', input.username), ip, admin?.senha_hash, input.password);
  if (!admin) throw new AppError(401, 'Não autorizado', CREDENCIAIS_INVALIDAS);
  const token = ctx.tokens.assinarAdmin({ sub: String(admin.id), perfil: 'admin', tv: admin.token_versao });
  return {
    token,
    user: { nome: admin.nome, username: admin.username, perfil: 'admin' },
    message: 'Login realizado com sucesso',
  };
}

export async function resolveAdmin(ctx: AppContext, token: string): Promise<AdminSession> {
  const claims = ctx.tokens.verificarAdmin(token);
  const admin = await repo.adminPorId(ctx.db, idDoSujeito(claims.sub));
  if (!admin || admin.token_versao !== claims.tv) throw unauthorized();
  return { id: admin.id, nome: admin.nome, username: admin.username };
}

/** Logging out revokes every admin token issued so far. */
export async function logoutAdmin(ctx: AppContext, admin: AdminSession): Promise<void> {
  await repo.revogarTokensAdmin(ctx.db, admin.id);
}

/** Whether the platform admin can still log in with the built-in default password (checked against the stored hash). */
export async function adminComSenhaPadrao(ctx: AppContext): Promise<boolean> {
  const admin = await repo.adminPorUsername(ctx.db, 'admin');
  return !!admin && (await conferirSenha(admin.senha_hash, SENHA_PADRAO_ADMIN));
}

/** The platform administrator 'admin' exists from the first start. */
export async function garantirAdminPlataforma(ctx: AppContext): Promise<void> {
  if (await repo.adminPorUsername(ctx.db, 'admin')) return;
  await repo.criarAdminSeAusente(
    ctx.db,
    'admin',
    'Administrador da Plataforma',
    await hashSenha(ctx.config.platformAdminPassword),
  );
}

/**
 * A manager's approval typed on a waiter's phone (issue 15): checked like a login (same queue, same per-account and
 * per-address brakes), but a wrong password answers 403, not 401, so the waiter's own session is not taken as expired.
 * Only an active ADMIN or GERENTE of the same company approves.
 */
export const conferirAprovador = (ctx: AppContext, empresaId: number, email: string, senha: string, ip: string) =>
  vezDeLogin(async (): Promise<{ id: number; nome: string }> => {
    const row = await repo.aprovadorPorEmail(ctx.db, email);
    try {
      await conferirCredenciais(ctx, chaveConta('staff', email), ip, row?.senha_hash, senha);
    } catch (e) {
      if (e instanceof AppError && e.statusCode === 401) throw forbidden(APROVACAO_INVALIDA);
      throw e;
    }
    if (!row || row.empresa_id !== empresaId || row.ativo !== 'S' || !temPermissao(row.perfil, 'approve_voids'))
      throw forbidden(APROVACAO_GERENTE_OBRIGATORIA);
    return { id: row.id, nome: row.nome };
  });

/** GET /api/auth/me: the session's user and company. */
export async function sessaoAtual(ctx: AppContext, s: StaffSession) {
  const empresa = await configuracoesDaEmpresa(tenant(ctx.db, s.empresaId), 'id', 'fantasia');
  return {
    user: { id: s.id, nome: s.nome, perfil: s.perfil },
    empresa: { id: empresa.id, fantasia: empresa.fantasia },
  };
}

/** Whether an e-mail already signs in (e-mails are unique across companies): the users module asks before saving. */
export { emailEmUso } from './auth.repo';
