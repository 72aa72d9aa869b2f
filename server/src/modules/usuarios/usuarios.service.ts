import type { Kysely } from 'kysely';
import type { EditarUsuarioInput, NovoUsuarioInput, UsuarioDTO } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { StaffSession } from '../../sessoes/sessao';
import { withTransaction, type Tx } from '../../db/transaction';
import type { Database, Usuario } from '../../db/tables';
import { tenant } from '../../db/tenant';
import { conflict, notFound } from '../../errors';
import { emailEmUso } from '../auth/auth.service';
import { hashSenha } from '../auth/senha';
import * as repo from './usuarios.repo';

const present = (u: Pick<Usuario, 'id' | 'nome' | 'email' | 'perfil' | 'ativo'>): UsuarioDTO => ({
  id: u.id,
  nome: u.nome,
  email: u.email,
  perfil: u.perfil,
  ativo: u.ativo,
});
const ULTIMO_ADMIN = 'A empresa precisa de pelo menos um administrador ativo';
const NAO_ENCONTRADO = 'Usuário não encontrado';

/** A login names only an e-mail, so an e-mail belongs to one user on the whole platform (any company). */
export async function exigirEmailLivre(db: Kysely<Database>, email: string, excetoId?: number): Promise<void> {
  if (await emailEmUso(db, email, excetoId)) throw conflict('E-mail já cadastrado');
}

/** A changed perfil, status or password revokes the user's tokens and sockets at once. */
function revogar(tx: Tx, s: StaffSession, usuarioId: number, message: string) {
  tx.emit({ empresaId: s.empresaId, usuarioId, nome: 'sessao:encerrada', payload: { message } });
}

export async function listar(ctx: AppContext, s: StaffSession) {
  return (await repo.listarUsuarios(tenant(ctx.db, s.empresaId))).map(present);
}

export async function criar(ctx: AppContext, s: StaffSession, input: NovoUsuarioInput) {
  const senhaHash = await hashSenha(input.senha);
  return withTransaction(ctx.db, ctx.bus, async ({ trx }) => {
    await exigirEmailLivre(trx, input.email);
    const { nome, email, perfil, ativo } = input;
    return present(
      await repo.inserirUsuario(tenant(trx, s.empresaId), { nome, email, perfil, ativo, senha_hash: senhaHash }),
    );
  });
}

export async function editar(ctx: AppContext, s: StaffSession, id: number, input: EditarUsuarioInput) {
  const senhaHash = input.senha ? await hashSenha(input.senha) : undefined;
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const admins = await repo.travarAdminsAtivos(t);
    const atual = await repo.travarUsuario(t, id);
    if (!atual) throw notFound(NAO_ENCONTRADO);
    const eraAdminAtivo = atual.perfil === 'ADMIN' && atual.ativo === 'S';
    const continuaAdminAtivo = input.perfil === 'ADMIN' && input.ativo === 'S';
    if (eraAdminAtivo && !continuaAdminAtivo && admins.length <= 1) throw conflict(ULTIMO_ADMIN);
    await exigirEmailLivre(tx.trx, input.email, id);
    const muda = atual.perfil !== input.perfil || atual.ativo !== input.ativo || senhaHash !== undefined;
    const u = await repo.atualizarUsuario(t, id, {
      nome: input.nome,
      email: input.email,
      perfil: input.perfil,
      ativo: input.ativo,
      ...(senhaHash && { senha_hash: senhaHash }),
      ...(muda && { token_versao: atual.token_versao + 1 }),
    });
    if (muda)
      revogar(tx, s, id, input.ativo === 'N' ? 'Usuário desativado' : 'Seu acesso foi alterado. Faça login novamente.');
    // a new name must show on what this user does next (tabs opened, history), on every instance
    else tx.emit({ empresaId: s.empresaId, nome: 'usuario:atualizado', payload: { id } });
    return present(u);
  });
}

export async function remover(ctx: AppContext, s: StaffSession, id: number) {
  await withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const admins = await repo.travarAdminsAtivos(t);
    const atual = await repo.travarUsuario(t, id);
    if (!atual) throw notFound(NAO_ENCONTRADO);
    if (atual.perfil === 'ADMIN' && atual.ativo === 'S' && admins.length <= 1) throw conflict(ULTIMO_ADMIN);
    await repo.removerUsuario(t, id);
    revogar(tx, s, id, 'Usuário removido');
  });
}

/** The platform administrator creates a company's first user through this module. */
export { inserirUsuario } from './usuarios.repo';
