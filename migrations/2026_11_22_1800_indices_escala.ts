import { sql, type Kysely } from 'kysely';

// Indexes that keep the sales list fast at 100k tabs: keyset pages on (data_abertura, id) and a trigram index that
// serves the attendant search (`lower(funcionario) LIKE '%x%'`), which otherwise scans every tab of the company.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`DROP INDEX IF EXISTS vendas_empresa_abertura`.execute(db);
  await sql`CREATE INDEX vendas_empresa_abertura_id ON vendas (empresa_id, data_abertura DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX vendas_funcionario_trgm ON vendas USING gin (lower(funcionario) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS vendas_funcionario_trgm`.execute(db);
  await sql`DROP INDEX IF EXISTS vendas_empresa_abertura_id`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS vendas_empresa_abertura ON vendas (empresa_id, data_abertura DESC)`.execute(db);
}
