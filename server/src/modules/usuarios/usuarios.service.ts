import { sql, type Transaction } from 'kysely';
import type { EditarUsuarioInput, NovoUsuarioInput, UsuarioDTO } from '@comanda/shared';
import type { AppContext, StaffSession } from '../../context';
import { withTransaction, type Tx } from '../../db/transaction';
import type { Database, Usuario } from '../../db/tables';
import { conflict, notFound } from '../../errors';
import { hashSenha } from '../auth/senha';

const present = (u: Pick<Usuario, 'id' | 'nome' | 'email' | 'perfil' | 'ativo'>): UsuarioDTO => ({ id: u.id, nome: u.nome, email: u.email, perfil: u.perfil, ativo: u.ativo });
const ULTIMO_ADMIN = 'A empresa precisa de pelo menos um administrador ativo';

async function emailEmUso(trx: Transaction<Database>, email: string, exceto?: number) {
  let q = trx.selectFrom('usuarios').select('id').where(sql`lower(email)`, '=', email.toLowerCase());
  if (exceto) q = q.where('id', '<>', exceto);
  if (await q.executeTakeFirst()) throw conflict('E-mail já cadastrado');
}

/** Locks the company's active admins so two concurrent demotions cannot both pass the last-admin check. */
async function adminsAtivos(trx: Transaction<Database>, empresaId: number) {
  return trx.selectFrom('usuarios').select('id').where('empresa_id', '=', empresaId).where('perfil', '=', 'ADMIN').where('ativo', '=', 'S').forUpdate().execute();
}

/** A changed perfil, status or password revokes the user's tokens and sockets at once. */
function revogar(tx: Tx, s: StaffSession, usuarioId: number, message: string) {
  tx.emit({ empresaId: s.empresaId, usuarioId, nome: 'sessao:encerrada', payload: { message } });
}

export async function listar(ctx: AppContext, s: StaffSession) {
  return (await ctx.db.selectFrom('usuarios').select(['id', 'nome', 'email', 'perfil', 'ativo']).where('empresa_id', '=', s.empresaId).orderBy('nome').execute()).map(present);
}

export async function criar(ctx: AppContext, s: StaffSession, input: NovoUsuarioInput) {
  const senhaHash = await hashSenha(input.senha);
  return withTransaction(ctx.db, ctx.bus, async ({ trx }) => {
    await emailEmUso(trx, input.email);
    const u = await trx
      .insertInto('usuarios')
      .values({ empresa_id: s.empresaId, nome: input.nome, email: input.email, perfil: input.perfil, ativo: input.ativo, senha_hash: senhaHash })
      .returningAll()
      .executeTakeFirstOrThrow();
    return present(u);
  });
}

export async function editar(ctx: AppContext, s: StaffSession, id: number, input: EditarUsuarioInput) {
  const senhaHash = input.senha ? await hashSenha(input.senha) : undefined;
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const admins = await adminsAtivos(tx.trx, s.empresaId);
    const atual = await tx.trx.selectFrom('usuarios').selectAll().where('empresa_id', '=', s.empresaId).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!atual) throw notFound('Usuário não encontrado');
    const eraAdminAtivo = atual.perfil === 'ADMIN' && atual.ativo === 'S';
    const continuaAdminAtivo = input.perfil === 'ADMIN' && input.ativo === 'S';
    if (eraAdminAtivo && !continuaAdminAtivo && admins.length <= 1) throw conflict(ULTIMO_ADMIN);
    await emailEmUso(tx.trx, input.email, id);
    const muda = atual.perfil !== input.perfil || atual.ativo !== input.ativo || senhaHash !== undefined;
    const u = await tx.trx
      .updateTable('usuarios')
      .set({
        nome: input.nome, email: input.email, perfil: input.perfil, ativo: input.ativo,
        ...(senhaHash && { senha_hash: senhaHash }),
        ...(muda && { token_versao: atual.token_versao + 1 }),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (muda) revogar(tx, s, id, input.ativo === 'N' ? 'Usuário desativado' : 'Seu acesso foi alterado. Faça login novamente.');
    return present(u);
  });
}

export async function remover(ctx: AppContext, s: StaffSession, id: number) {
  await withTransaction(ctx.db, ctx.bus, async (tx) => {
    const admins = await adminsAtivos(tx.trx, s.empresaId);
    const atual = await tx.trx.selectFrom('usuarios').selectAll().where('empresa_id', '=', s.empresaId).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!atual) throw notFound('Usuário não encontrado');
    if (atual.perfil === 'ADMIN' && atual.ativo === 'S' && admins.length <= 1) throw conflict(ULTIMO_ADMIN);
    await tx.trx.deleteFrom('usuarios').where('id', '=', id).execute();
    revogar(tx, s, id, 'Usuário removido');
  });
}
