import { sql, type Kysely } from 'kysely';

// Rules a bar needs on numbered cards (issue 37): the company's optional per-card limit and minimum spend (BRL, null =
// off). A card's tab keeps the minimum in force when it opened (like the service-charge percent) and the charged
// difference as a stored total column beside the service charge; a manager may raise the limit for one tab.

const UP = [
  `ALTER TABLE empresas ADD COLUMN cartao_limite numeric(12,2) CHECK (cartao_limite > 0)`,
  `ALTER TABLE empresas ADD COLUMN consumacao_minima numeric(12,2) CHECK (consumacao_minima > 0)`,
  `ALTER TABLE vendas ADD COLUMN minimo_consumacao numeric(12,2) CHECK (minimo_consumacao > 0)`,
  `ALTER TABLE vendas ADD COLUMN consumacao_minima numeric(12,2) NOT NULL DEFAULT 0 CHECK (consumacao_minima >= 0)`,
  `ALTER TABLE vendas ADD COLUMN limite_cartao numeric(12,2) CHECK (limite_cartao > 0)`,
];

const DOWN = [
  ...['limite_cartao', 'consumacao_minima', 'minimo_consumacao'].map(
    (c) => `ALTER TABLE vendas DROP COLUMN IF EXISTS ${c}`,
  ),
  ...['consumacao_minima', 'cartao_limite'].map((c) => `ALTER TABLE empresas DROP COLUMN IF EXISTS ${c}`),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of UP) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of DOWN) await sql.raw(s).execute(db);
}
