import { sql, type Kysely } from 'kysely';

// Kitchen and bar production (issue 13): stations, category routing, item production status, cancelled-in-production
// items, the new COZINHA profile and the per-company age thresholds of the production screen.
const up_statements = [
  `CREATE TABLE estacoes (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    nome text NOT NULL,
    ativo boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX estacoes_empresa_nome ON estacoes (empresa_id, lower(nome))`,
  // a station still named by a category cannot go (the service answers 409 first; this backs it against races)
  `ALTER TABLE categorias ADD COLUMN estacao_id integer REFERENCES estacoes(id) ON DELETE RESTRICT`,
  // items keep the station they were routed to when sent; existing items are history, hence entregue
  `ALTER TABLE venda_itens ADD COLUMN estacao_id integer REFERENCES estacoes(id) ON DELETE SET NULL`,
  `ALTER TABLE venda_itens ADD COLUMN ticket_id integer`,
  `ALTER TABLE venda_itens ADD COLUMN status_producao text NOT NULL DEFAULT 'entregue'
    CHECK (status_producao IN ('pendente','em_preparo','pronto','entregue'))`,
  `ALTER TABLE venda_itens ADD COLUMN em_preparo_em timestamptz`,
  `ALTER TABLE venda_itens ADD COLUMN em_preparo_por integer REFERENCES usuarios(id) ON DELETE SET NULL`,
  `ALTER TABLE venda_itens ADD COLUMN pronto_em timestamptz`,
  `ALTER TABLE venda_itens ADD COLUMN pronto_por integer REFERENCES usuarios(id) ON DELETE SET NULL`,
  `ALTER TABLE venda_itens ADD COLUMN entregue_em timestamptz`,
  `ALTER TABLE venda_itens ADD COLUMN entregue_por integer REFERENCES usuarios(id) ON DELETE SET NULL`,
  // the production screen reads only items still in production
  `CREATE INDEX venda_itens_empresa_producao ON venda_itens (empresa_id, estacao_id, id) WHERE status_producao <> 'entregue'`,
  // A removed item leaves venda_itens (so totals, reports and every other reader stay as they are); if the cook had
  // started it, a snapshot stays here and the screen shows it struck through until someone acknowledges it.
  `CREATE TABLE itens_cancelados_producao (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    item_id integer NOT NULL,
    venda_id integer NOT NULL REFERENCES vendas(id) ON DELETE CASCADE,
    estacao_id integer REFERENCES estacoes(id) ON DELETE CASCADE,
    status_anterior text NOT NULL,
    item jsonb NOT NULL,
    cancelado_em timestamptz NOT NULL DEFAULT now(),
    cancelado_por integer REFERENCES usuarios(id) ON DELETE SET NULL,
    reconhecido_em timestamptz,
    reconhecido_por integer REFERENCES usuarios(id) ON DELETE SET NULL
  )`,
  `CREATE INDEX itens_cancelados_producao_pendentes ON itens_cancelados_producao (empresa_id, item_id) WHERE reconhecido_em IS NULL`,
  `ALTER TABLE empresas ADD COLUMN alerta_amarelo_min integer NOT NULL DEFAULT 10 CHECK (alerta_amarelo_min BETWEEN 1 AND 240)`,
  `ALTER TABLE empresas ADD COLUMN alerta_vermelho_min integer NOT NULL DEFAULT 20 CHECK (alerta_vermelho_min BETWEEN 1 AND 240)`,
  `ALTER TABLE empresas ADD CONSTRAINT empresas_alertas_ordem CHECK (alerta_vermelho_min > alerta_amarelo_min)`,
  `ALTER TABLE usuarios DROP CONSTRAINT usuarios_perfil_check`,
  `ALTER TABLE usuarios ADD CONSTRAINT usuarios_perfil_check CHECK (perfil IN ('ADMIN','GERENTE','GARCOM','CAIXA','COZINHA'))`,
];

const down_statements = [
  // COZINHA users cannot survive the old constraint: they are removed with the feature
  `DELETE FROM usuarios WHERE perfil = 'COZINHA'`,
  `ALTER TABLE usuarios DROP CONSTRAINT usuarios_perfil_check`,
  `ALTER TABLE usuarios ADD CONSTRAINT usuarios_perfil_check CHECK (perfil IN ('ADMIN','GERENTE','GARCOM','CAIXA'))`,
  `ALTER TABLE empresas DROP CONSTRAINT empresas_alertas_ordem`,
  `ALTER TABLE empresas DROP COLUMN alerta_vermelho_min`,
  `ALTER TABLE empresas DROP COLUMN alerta_amarelo_min`,
  `DROP TABLE IF EXISTS itens_cancelados_producao`,
  `DROP INDEX IF EXISTS venda_itens_empresa_producao`,
  ...[
    'entregue_por',
    'entregue_em',
    'pronto_por',
    'pronto_em',
    'em_preparo_por',
    'em_preparo_em',
    'status_producao',
    'ticket_id',
    'estacao_id',
  ].map((c) => `ALTER TABLE venda_itens DROP COLUMN ${c}`),
  `ALTER TABLE categorias DROP COLUMN estacao_id`,
  `DROP TABLE IF EXISTS estacoes`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
