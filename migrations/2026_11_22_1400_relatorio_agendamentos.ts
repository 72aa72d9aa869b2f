import { sql, type Kysely } from 'kysely';

// Scheduled e-mailing of the sales report (Relatórios > Programar Envio).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE relatorio_agendamentos (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    frequencia text NOT NULL CHECK (frequencia IN ('diaria', 'semanal')),
    periodo text NOT NULL,
    destinatarios text[] NOT NULL,
    ativo boolean NOT NULL DEFAULT true,
    proximo_envio timestamptz NOT NULL,
    ultimo_envio timestamptz,
    ultimo_erro text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX relatorio_agendamentos_empresa ON relatorio_agendamentos (empresa_id)`.execute(db);
  await sql`CREATE INDEX relatorio_agendamentos_proximo ON relatorio_agendamentos (proximo_envio) WHERE ativo`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS relatorio_agendamentos`.execute(db);
}
