import { sql, type Kysely } from 'kysely';

// Paying the bill (issue 14): company service charge and PIX settings, the tab's money fields, payments, and one
// generic append-only tab history (issue 15 records every kind of tab change there too).
const up_statements = [
  `ALTER TABLE empresas
    ADD COLUMN taxa_servico_percentual numeric(5,2) NOT NULL DEFAULT 10 CHECK (taxa_servico_percentual >= 0 AND taxa_servico_percentual <= 100),
    ADD COLUMN chave_pix text,
    ADD COLUMN pix_nome_recebedor text,
    ADD COLUMN pix_cidade text`,
  // acrescimo (spec) holds the service charge; the percent is the company's at opening time
  `ALTER TABLE vendas
    ADD COLUMN taxa_servico_percentual numeric(5,2) NOT NULL DEFAULT 10,
    ADD COLUMN cobrar_taxa_servico boolean NOT NULL DEFAULT true,
    ADD COLUMN taxa_servico_motivo text,
    ADD COLUMN desconto_tipo text CHECK (desconto_tipo IN ('valor','percentual')),
    ADD COLUMN desconto_valor numeric(12,2) NOT NULL DEFAULT 0,
    ADD COLUMN desconto_motivo text`,
  `CREATE TABLE pagamentos (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    venda_id integer NOT NULL REFERENCES vendas(id) ON DELETE CASCADE,
    forma text NOT NULL CHECK (forma IN ('dinheiro','credito','debito','pix','outro')),
    valor numeric(12,2) NOT NULL CHECK (valor > 0),
    valor_recebido numeric(12,2) NOT NULL,
    troco numeric(12,2) NOT NULL DEFAULT 0 CHECK (troco >= 0),
    usuario_id integer REFERENCES usuarios(id) ON DELETE SET NULL,
    usuario_nome text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    removido_em timestamptz,
    removido_por text,
    removido_motivo text
  )`,
  `CREATE INDEX pagamentos_empresa_venda ON pagamentos (empresa_id, venda_id)`,
  `CREATE INDEX pagamentos_empresa_criado ON pagamentos (empresa_id, created_at)`,
  `CREATE TABLE venda_historico (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    venda_id integer NOT NULL REFERENCES vendas(id) ON DELETE CASCADE,
    usuario_id integer REFERENCES usuarios(id) ON DELETE SET NULL,
    usuario_nome text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    tipo text NOT NULL,
    antes jsonb,
    depois jsonb,
    motivo text
  )`,
  `CREATE INDEX venda_historico_empresa_venda ON venda_historico (empresa_id, venda_id, created_at)`,
  `CREATE INDEX venda_historico_empresa_tipo ON venda_historico (empresa_id, tipo, created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of up_statements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS venda_historico`.execute(db);
  await sql`DROP TABLE IF EXISTS pagamentos`.execute(db);
  await sql
    .raw(
      `ALTER TABLE vendas DROP COLUMN IF EXISTS taxa_servico_percentual, DROP COLUMN IF EXISTS cobrar_taxa_servico,
    DROP COLUMN IF EXISTS taxa_servico_motivo, DROP COLUMN IF EXISTS desconto_tipo, DROP COLUMN IF EXISTS desconto_valor,
    DROP COLUMN IF EXISTS desconto_motivo`,
    )
    .execute(db);
  await sql
    .raw(
      `ALTER TABLE empresas DROP COLUMN IF EXISTS taxa_servico_percentual, DROP COLUMN IF EXISTS chave_pix,
    DROP COLUMN IF EXISTS pix_nome_recebedor, DROP COLUMN IF EXISTS pix_cidade`,
    )
    .execute(db);
}
