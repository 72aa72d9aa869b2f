import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/**
 * Queries that find a user across companies: a login names only an e-mail (unique on the whole platform), never the
 * company. Everything else about a user is company-scoped (usuarios.repo.ts).
 */
type Q = Kysely<Database>;

/** E-mails compare case-insensitively (`lower(email)` has a unique index). */
const porEmail = (email: string) => email.trim().toLowerCase();

export const usuarioParaLogin = (db: Q, email: string) =>
  db
    .selectFrom('usuarios as u')
    .innerJoin('empresas as e', 'e.id', 'u.empresa_id')
    .select([
      'u.id',
      'u.nome',
      'u.perfil',
      'u.senha_hash',
      'u.ativo',
      'u.token_versao',
      'u.ultimo_acesso',
      'u.empresa_id',
      'e.fantasia',
      'e.ativo as empresa_ativo',
    ])
    .where(sql`lower(u.email)`, '=', porEmail(email))
    .executeTakeFirst();

/** Whether a user of any company already has this e-mail (other than `excetoId`). */
export async function emailEmUso(db: Q, email: string, excetoId?: number): Promise<boolean> {
  let q = db
    .selectFrom('usuarios')
    .select('id')
    .where(sql`lower(email)`, '=', porEmail(email));
  if (excetoId) q = q.where('id', '<>', excetoId);
  return !!(await q.executeTakeFirst());
}

/** Records this login at `agora`; true when it is the user's first (race-safe: one UPDATE finds ultimo_acesso empty). */
export async function registrarAcesso(db: Q, usuarioId: number, agora: Date): Promise<boolean> {
  const primeiro = await db
    .updateTable('usuarios')
    .set({ ultimo_acesso: agora })
    .where('id', '=', usuarioId)
    .where('ultimo_acesso', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!primeiro) await db.updateTable('usuarios').set({ ultimo_acesso: agora }).where('id', '=', usuarioId).execute();
  return primeiro !== undefined;
}

/** A token's user with its company's status, and whether one of the token's ids was revoked (logout). */
export const usuarioDaSessao = (db: Q, usuarioId: number, revogaveis: string[]) =>
  db
    .selectFrom('usuarios as u')
    .innerJoin('empresas as e', 'e.id', 'u.empresa_id')
    .select(['u.id', 'u.nome', 'u.perfil', 'u.ativo', 'u.token_versao', 'u.empresa_id', 'e.ativo as empresa_ativo'])
    .select((eb) =>
      eb.exists(eb.selectFrom('sessoes_revogadas').select('jti').where('jti', 'in', revogaveis)).as('revogada'),
    )
    .where('u.id', '=', usuarioId)
    .executeTakeFirst();

/** Revokes token ids until `ate`, dropping rows that protect nothing any more at `agora` (their tokens have expired). */
export async function revogarSessoes(db: Q, ids: string[], ate: Date, agora: Date): Promise<void> {
  await db
    .insertInto('sessoes_revogadas')
    .values(ids.map((jti) => ({ jti, expira_em: ate })))
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
  await db.deleteFrom('sessoes_revogadas').where('expira_em', '<', agora).execute();
}

/** A manager's approval on a waiter's phone names an e-mail; the service checks the company. */
export const aprovadorPorEmail = (db: Q, email: string) =>
  db
    .selectFrom('usuarios')
    .select(['id', 'nome', 'perfil', 'senha_hash', 'ativo', 'empresa_id'])
    .where(sql`lower(email)`, '=', porEmail(email))
    .executeTakeFirst();

// ----- platform administrators ------------------------------------------------------------------------------------

export const adminPorUsername = (db: Q, username: string) =>
  db.selectFrom('admins_plataforma').selectAll().where('username', '=', username).executeTakeFirst();

export const adminPorId = (db: Q, id: number) =>
  db
    .selectFrom('admins_plataforma')
    .select(['id', 'nome', 'username', 'token_versao'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Bumps the admin's token version: every admin token issued so far stops working. */
export const revogarTokensAdmin = (db: Q, id: number) =>
  db
    .updateTable('admins_plataforma')
    .set((eb) => ({ token_versao: eb('token_versao', '+', 1) }))
    .where('id', '=', id)
    .execute();

/** Creates the platform administrator if absent (concurrent starts: one insert wins). */
export const criarAdminSeAusente = (db: Q, username: string, nome: string, senhaHash: string) =>
  db
    .insertInto('admins_plataforma')
    .values({ username, nome, senha_hash: senhaHash })
    .onConflict((oc) => oc.column('username').doNothing())
    .execute();
