import type { Updateable } from 'kysely';
import type { UsuariosTable } from '../../db/tables';
import type { NovaLinha, Tenant } from '../../db/tenant';

export const listarUsuarios = (t: Tenant) =>
  t.selectFrom('usuarios').select(['id', 'nome', 'email', 'perfil', 'ativo']).orderBy('nome').execute();

/** Locks the company's active admins so two concurrent demotions cannot both pass the last-admin check. */
export const travarAdminsAtivos = (t: Tenant) =>
  t.selectFrom('usuarios').select('id').where('perfil', '=', 'ADMIN').where('ativo', '=', 'S').forUpdate().execute();

export const travarUsuario = (t: Tenant, id: number) =>
  t.selectFrom('usuarios').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const inserirUsuario = (t: Tenant, usuario: NovaLinha<'usuarios'>) =>
  t.insertInto('usuarios', usuario).returningAll().executeTakeFirstOrThrow();

export const atualizarUsuario = (t: Tenant, id: number, set: Updateable<UsuariosTable>) =>
  t.updateTable('usuarios').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

export const removerUsuario = (t: Tenant, id: number) => t.deleteFrom('usuarios').where('id', '=', id).execute();
