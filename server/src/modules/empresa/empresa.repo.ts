import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database, EmpresasTable } from '../../db/tables';
import type { Tenant } from '../../db/tenant';

/** The session's own company row (the `empresas` table is keyed by `id`, not `empresa_id`). */
export const buscarEmpresa = (t: Tenant) =>
  t.db.selectFrom('empresas').selectAll().where('id', '=', t.empresaId).executeTakeFirstOrThrow();

/** Locks the company row: concurrent settings edits then check the alert order against each other's result. */
export const travarEmpresa = (t: Tenant) =>
  t.db.selectFrom('empresas').selectAll().where('id', '=', t.empresaId).forUpdate().executeTakeFirstOrThrow();

export const atualizarEmpresa = (t: Tenant, set: Updateable<EmpresasTable>) =>
  t.db.updateTable('empresas').set(set).where('id', '=', t.empresaId).returningAll().executeTakeFirstOrThrow();

/** Whether another company already has this CNPJ (the CNPJ is unique across the platform). */
export const cnpjDeOutraEmpresa = async (t: Tenant, cnpj: string) =>
  !!(await t.db
    .selectFrom('empresas')
    .select('id')
    .where('cnpj', '=', cnpj)
    .where('id', '<>', t.empresaId)
    .executeTakeFirst());

/** Node accepts zones PostgreSQL does not know (e.g. 'US/Pacific-New'); reports run AT TIME ZONE in SQL. */
export async function fusoConhecidoPeloBanco(db: Kysely<Database>, fuso: string): Promise<boolean> {
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_timezone_names WHERE name = ${fuso}`.execute(db);
  return (r.rows[0]?.n ?? 0) > 0;
}
