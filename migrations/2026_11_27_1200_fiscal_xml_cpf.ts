import { sql, type Kysely } from 'kysely';

// NFC-e, the rest of issue 38: each note keeps its XMLs (the company must keep them for 5 years), fetched from the
// provider after authorization and cancellation and retried by the outbox's sweep until stored; the alert to managers
// of a note still pending after 10 minutes is raised once; the CPF a diner typed on the phone waits on the tab.
const up_statements = [
  `ALTER TABLE notas_fiscais ADD COLUMN xml text`,
  `ALTER TABLE notas_fiscais ADD COLUMN caminho_xml_cancelamento text`,
  `ALTER TABLE notas_fiscais ADD COLUMN xml_cancelamento text`,
  // when the sweep fetches a missing XML again (null: nothing to fetch)
  `ALTER TABLE notas_fiscais ADD COLUMN xml_proxima_em timestamptz`,
  `ALTER TABLE notas_fiscais ADD COLUMN xml_tentativas integer NOT NULL DEFAULT 0`,
  `ALTER TABLE notas_fiscais ADD COLUMN alertada_em timestamptz`,
  // what the sweep polls: only the notes whose XML is still missing
  `CREATE INDEX notas_fiscais_xml_devido ON notas_fiscais (xml_proxima_em) WHERE xml_proxima_em IS NOT NULL`,
  // the month's XMLs for the accountant
  `CREATE INDEX notas_fiscais_empresa_autorizada ON notas_fiscais (empresa_id, autorizada_em)`,
  // 11 digits, check digits checked by the API
  `ALTER TABLE vendas ADD COLUMN cpf_nota text`,
];

const down_statements = [
  `ALTER TABLE vendas DROP COLUMN IF EXISTS cpf_nota`,
  `DROP INDEX IF EXISTS notas_fiscais_empresa_autorizada`,
  `DROP INDEX IF EXISTS notas_fiscais_xml_devido`,
  `ALTER TABLE notas_fiscais DROP COLUMN IF EXISTS alertada_em`,
  `ALTER TABLE notas_fiscais DROP COLUMN IF EXISTS xml_tentativas`,
  `ALTER TABLE notas_fiscais DROP COLUMN IF EXISTS xml_proxima_em`,
  `ALTER TABLE notas_fiscais DROP COLUMN IF EXISTS xml_cancelamento`,
  `ALTER TABLE notas_fiscais DROP COLUMN IF EXISTS caminho_xml_cancelamento`,
  `ALTER TABLE notas_fiscais DROP COLUMN IF EXISTS xml`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
