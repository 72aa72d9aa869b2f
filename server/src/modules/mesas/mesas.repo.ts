import { sql } from 'kysely';
import { resumirMesas, type ResumoMesas, type SituacaoMesa } from '@comanda/shared';
import type { MesaUpdate } from '../../db/tables';
import { consultaFixa } from '../../db/consulta-fixa';
import type { NovaLinha, Tenant } from '../../db/tenant';

export const listarMesas = (t: Tenant) => t.selectFrom('mesas').selectAll().orderBy('numero').execute();

export const buscarMesa = (t: Tenant, id: number) =>
  t.selectFrom('mesas').selectAll().where('id', '=', id).executeTakeFirst();

/** Locks the table row for the rest of the transaction: every state change of a table and its tab goes through here first. */
export const travarMesa = (t: Tenant, id: number) =>
  t.selectFrom('mesas').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

const travarMesaDaVendaFixa = consultaFixa((t, p: { vendaId: number }) =>
  t
    .selectFrom('mesas')
    .selectAll()
    .where('id', '=', (eb) =>
      eb
        .selectFrom('vendas')
        .select('mesa_id')
        .where('vendas.id', '=', p.vendaId)
        .where('vendas.empresa_id', '=', t.empresaId),
    )
    .forUpdate(),
);
/** Locks the table a tab is on, found by the tab in the same statement (the tab itself is locked next). */
export const travarMesaDaVenda = async (t: Tenant, vendaId: number) => (await travarMesaDaVendaFixa(t, { vendaId }))[0];

export const inserirMesa = (t: Tenant, mesa: NovaLinha<'mesas'>) =>
  t.insertInto('mesas', mesa).returningAll().executeTakeFirstOrThrow();

export const atualizarMesa = (t: Tenant, id: number, set: MesaUpdate) =>
  t.updateTable('mesas').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** A change that applies to a table in one of the states `de`. */
export interface Movimento {
  de: readonly SituacaoMesa[];
  set: MesaUpdate;
}

/**
 * Moves the table by whichever of these changes starts from the state it is in, in one UPDATE: a column that the
 * changes set alike is set plainly, one they set differently is a CASE on the state (left as it is where a change does
 * not set it). Undefined when the table is in none of those states (or not this company's).
 */
export function moverMesa(t: Tenant, id: number, movimentos: readonly Movimento[]) {
  const colunas = [...new Set(movimentos.flatMap((m) => Object.keys(m.set) as (keyof MesaUpdate)[]))];
  const set = Object.fromEntries(
    colunas.map((c) => {
      const valores = movimentos.map((m) => (c in m.set ? m.set[c] : undefined));
      if (valores.every((v) => v !== undefined && v === valores[0])) return [c, valores[0]];
      const ramos = movimentos.flatMap((m, i) =>
        valores[i] === undefined ? [] : [sql`WHEN situacao IN (${sql.join(m.de)}) THEN ${valores[i]}`],
      );
      return [c, sql`CASE ${sql.join(ramos, sql` `)} ELSE ${sql.ref(c)} END`];
    }),
  ) as MesaUpdate;
  return t
    .updateTable('mesas')
    .set(set)
    .where('id', '=', id)
    .where(
      'situacao',
      'in',
      movimentos.flatMap((m) => m.de),
    )
    .returningAll()
    .executeTakeFirst();
}

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
