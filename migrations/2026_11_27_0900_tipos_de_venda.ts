import { sql, type Kysely } from 'kysely';

// Tabs without a table (issue 37): every tab has a kind (mesa, cartao, balcao; the CHECK is named so the delivery
// issue can widen it to 'entrega'), a number (a counter order's number of its day in the company's time zone, or the
// card's number), and the counter's takeaway flag, pickup and own public page. Numbered cards, the day's counter
// sequence and the pickup board's code are company tables with composite keys like the rest of the schema.

/** 16 random bytes (122 bits from gen_random_uuid, core PostgreSQL and PGlite) as unpadded base64url. */
const CODIGO_ALEATORIO = `replace(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=', '')`;

const UP = [
  `CREATE TABLE cartoes (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    numero integer NOT NULL CHECK (numero BETWEEN 1 AND 99999),
    codigo text NOT NULL DEFAULT ${CODIGO_ALEATORIO},
    bloqueado boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT cartoes_empresa_id_id UNIQUE (empresa_id, id),
    CONSTRAINT cartoes_empresa_numero UNIQUE (empresa_id, numero),
    CONSTRAINT cartoes_codigo UNIQUE (codigo)
  )`,
  `ALTER TABLE vendas ADD COLUMN tipo text NOT NULL DEFAULT 'mesa'`,
  `ALTER TABLE vendas ADD CONSTRAINT vendas_tipo CHECK (tipo IN ('mesa', 'cartao', 'balcao'))`,
  `ALTER TABLE vendas ADD COLUMN numero integer`,
  `ALTER TABLE vendas ADD COLUMN numero_dia date`,
  `ALTER TABLE vendas ADD COLUMN viagem boolean NOT NULL DEFAULT false`,
  `ALTER TABLE vendas ADD COLUMN cartao_id integer`,
  `ALTER TABLE vendas ADD COLUMN retirada_em timestamptz`,
  `ALTER TABLE vendas ADD COLUMN token_pedido text`,
  `ALTER TABLE vendas ADD CONSTRAINT vendas_token_pedido UNIQUE (token_pedido)`,
  `ALTER TABLE vendas ADD CONSTRAINT vendas_balcao_numerada
     CHECK (tipo <> 'balcao' OR (numero IS NOT NULL AND numero_dia IS NOT NULL))`,
  `ALTER TABLE vendas ADD CONSTRAINT vendas_cartao_tem_cartao CHECK (tipo <> 'cartao' OR numero IS NOT NULL)`,
  `ALTER TABLE vendas ADD CONSTRAINT vendas_empresa_cartao_id_fkey FOREIGN KEY (empresa_id, cartao_id)
     REFERENCES cartoes (empresa_id, id) ON DELETE SET NULL (cartao_id)`,
  // one counter number per company and day; at most one open tab per card
  `CREATE UNIQUE INDEX vendas_balcao_numero ON vendas (empresa_id, numero_dia, numero) WHERE tipo = 'balcao'`,
  `CREATE UNIQUE INDEX vendas_cartao_aberta ON vendas (cartao_id) WHERE situacao = 'A' AND cartao_id IS NOT NULL`,
  // the day's last counter number per company: an upsert hands out the next one under the row's lock
  `CREATE TABLE balcao_numeracao (
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    dia date NOT NULL,
    ultimo integer NOT NULL,
    PRIMARY KEY (empresa_id, dia)
  )`,
  // the pickup board's public code (one per company, renewable)
  `CREATE TABLE paineis (
    empresa_id integer PRIMARY KEY REFERENCES empresas(id) ON DELETE CASCADE,
    codigo text NOT NULL DEFAULT ${CODIGO_ALEATORIO},
    CONSTRAINT paineis_codigo UNIQUE (codigo)
  )`,
];

const DOWN = [
  `DROP TABLE IF EXISTS paineis`,
  `DROP TABLE IF EXISTS balcao_numeracao`,
  `DROP INDEX IF EXISTS vendas_cartao_aberta`,
  `DROP INDEX IF EXISTS vendas_balcao_numero`,
  `ALTER TABLE vendas DROP CONSTRAINT IF EXISTS vendas_empresa_cartao_id_fkey`,
  ...['token_pedido', 'retirada_em', 'cartao_id', 'viagem', 'numero_dia', 'numero', 'tipo'].map(
    (c) => `ALTER TABLE vendas DROP COLUMN IF EXISTS ${c}`,
  ),
  `DROP TABLE IF EXISTS cartoes`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of UP) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of DOWN) await sql.raw(s).execute(db);
}
