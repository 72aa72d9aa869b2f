import { resumirMesas, type ResumoMesas } from '@comanda/shared';
import type { Mesa, MesaUpdate } from '../../db/tables';
import type { NovaLinha, Tenant } from '../../db/tenant';

export const listarMesas = (t: Tenant) => t.selectFrom('mesas').selectAll().orderBy('numero').execute();

export const buscarMesa = (t: Tenant, id: number) =>
  t.selectFrom('mesas').selectAll().where('id', '=', id).executeTakeFirst();

/** Locks the table row for the rest of the transaction: every state change of a table and its tab goes through here first. */
export const travarMesa = (t: Tenant, id: number) =>
  t.selectFrom('mesas').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** Locks the table a tab is on, found by the tab in the same statement (the tab itself is locked next). */
export const travarMesaDaVenda = (t: Tenant, vendaId: number) =>
  t
    .selectFrom('mesas')
    .selectAll()
    .where('id', '=', (eb) =>
      eb
        .selectFrom('vendas')
        .select('mesa_id')
        .where('vendas.id', '=', vendaId)
        .where('vendas.empresa_id', '=', t.empresaId),
    )
    .forUpdate()
    .executeTakeFirst();

export const inserirMesa = (t: Tenant, mesa: NovaLinha<'mesas'>) =>
  t.insertInto('mesas', mesa).returningAll().executeTakeFirstOrThrow();

export const atualizarMesa = (t: Tenant, id: number, set: MesaUpdate) =>
  t.updateTable('mesas').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** The same change, applied only while the table is still in the state it was read in (undefined if it moved on). */
export const atualizarMesaSeAinda = (t: Tenant, id: number, situacaoLida: Mesa['situacao'], set: MesaUpdate) =>
  t
    .updateTable('mesas')
    .set(set)
    .where('id', '=', id)
    .where('situacao', '=', situacaoLida)
    .returningAll()
    .executeTakeFirst();

/** A new permanent card code for the table (issue 22): the old one stops answering at once. */
export const renovarCodigo = (t: Tenant, id: number, codigo: string) =>
  t.updateTable('mesas').set({ codigo_publico: codigo }).where('id', '=', id).returningAll().executeTakeFirst();

export const removerMesa = (t: Tenant, id: number) => t.deleteFrom('mesas').where('id', '=', id).execute();

export const numerosExistentes = async (t: Tenant, de: number, ate: number) =>
  (await t.selectFrom('mesas').select('numero').where('numero', '>=', de).where('numero', '<=', ate).execute()).map(
    (r) => r.numero,
  );

export async function resumoMesas(t: Tenant): Promise<ResumoMesas> {
  return resumirMesas(await t.selectFrom('mesas').select('situacao').execute());
}
