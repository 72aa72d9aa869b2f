import type { Kysely } from 'kysely';
import { resumirMesas, type ResumoMesas } from '@comanda/shared';
import type { Database, MesaUpdate, NovaMesa } from '../../db/tables';

type Q = Kysely<Database>;

export const listarMesas = (db: Q, empresaId: number) =>
  db.selectFrom('mesas').selectAll().where('empresa_id', '=', empresaId).orderBy('numero').execute();

export const buscarMesa = (db: Q, empresaId: number, id: number) =>
  db.selectFrom('mesas').selectAll().where('empresa_id', '=', empresaId).where('id', '=', id).executeTakeFirst();

/** Locks the table row for the rest of the transaction: every state change of a table and its tab goes through here first. */
export const travarMesa = (db: Q, empresaId: number, id: number) =>
  db.selectFrom('mesas').selectAll().where('empresa_id', '=', empresaId).where('id', '=', id).forUpdate().executeTakeFirst();

export const inserirMesa = (db: Q, mesa: NovaMesa) => db.insertInto('mesas').values(mesa).returningAll().executeTakeFirstOrThrow();

export const atualizarMesa = (db: Q, empresaId: number, id: number, set: MesaUpdate) =>
  db.updateTable('mesas').set(set).where('empresa_id', '=', empresaId).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

export const removerMesa = (db: Q, empresaId: number, id: number) =>
  db.deleteFrom('mesas').where('empresa_id', '=', empresaId).where('id', '=', id).execute();

export const numerosExistentes = async (db: Q, empresaId: number, de: number, ate: number) =>
  (await db.selectFrom('mesas').select('numero').where('empresa_id', '=', empresaId).where('numero', '>=', de).where('numero', '<=', ate).execute()).map((r) => r.numero);

export async function resumoMesas(db: Q, empresaId: number): Promise<ResumoMesas> {
  return resumirMesas(await db.selectFrom('mesas').select('situacao').where('empresa_id', '=', empresaId).execute());
}
