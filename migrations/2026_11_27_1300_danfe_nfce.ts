import { sql, type Kysely } from 'kysely';

// The DANFE NFC-e on paper and on screen (issue 38): printers take a new kind of job, 'nfce', and a note keeps what
// the DANFE prints of its authorization that the tab does not hold: SEFAZ's protocol and its date, and the emission
// date of the document that was authorized.
const up_statements = [
  `ALTER TABLE impressoes DROP CONSTRAINT impressoes_tipo_check`,
  `ALTER TABLE impressoes ADD CONSTRAINT impressoes_tipo_check
    CHECK (tipo IN ('producao', 'cancelamento', 'conta', 'caixa', 'nfce'))`,
  `ALTER TABLE notas_fiscais ADD COLUMN protocolo text`,
  `ALTER TABLE notas_fiscais ADD COLUMN protocolo_em timestamptz`,
  `ALTER TABLE notas_fiscais ADD COLUMN emitida_em timestamptz`,
];

const down_statements = [
  `ALTER TABLE notas_fiscais DROP COLUMN IF EXISTS emitida_em`,
  `ALTER TABLE notas_fiscais DROP COLUMN IF EXISTS protocolo_em`,
  `ALTER TABLE notas_fiscais DROP COLUMN IF EXISTS protocolo`,
  `DELETE FROM impressoes WHERE tipo = 'nfce'`,
  `ALTER TABLE impressoes DROP CONSTRAINT impressoes_tipo_check`,
  `ALTER TABLE impressoes ADD CONSTRAINT impressoes_tipo_check
    CHECK (tipo IN ('producao', 'cancelamento', 'conta', 'caixa'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
