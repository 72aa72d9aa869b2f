import { sql, type Kysely } from 'kysely';

// Table operations (issue 15): a tab merged into another ends cancelled and points at the tab that took its items, so
// the origin's diner link goes on showing the destination's bill.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE vendas ADD COLUMN juntada_em_venda_id integer REFERENCES vendas(id) ON DELETE SET NULL`.execute(
    db,
  );
  // the optional reason a table is blocked (shown on the map card)
  await sql`ALTER TABLE mesas ADD COLUMN motivo_bloqueio text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mesas DROP COLUMN IF EXISTS motivo_bloqueio`.execute(db);
  await sql`ALTER TABLE vendas DROP COLUMN IF EXISTS juntada_em_venda_id`.execute(db);
}
