import { sql, type Kysely } from 'kysely';

// Printers, print agents and the print outbox (issue 23). Every link carries empresa_id (composite keys, as in
// 2026_11_23_0010_chaves_compostas): a printer serves only its own company's stations, a job only its printers.
const up_statements = [
  `CREATE TABLE impressoras (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    nome text NOT NULL,
    host text NOT NULL,
    porta integer NOT NULL DEFAULT 9100 CHECK (porta BETWEEN 1 AND 65535),
    largura integer NOT NULL DEFAULT 80 CHECK (largura IN (80, 58)),
    tipos text[] NOT NULL DEFAULT '{producao}',
    copias integer NOT NULL DEFAULT 1 CHECK (copias BETWEEN 1 AND 5),
    ativa boolean NOT NULL DEFAULT true,
    pagina_codigo text NOT NULL DEFAULT 'CP860',
    -- as the agent last reported it
    online boolean NOT NULL DEFAULT false,
    estado_desde timestamptz,
    erro text,
    criado_em timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT impressoras_empresa_id_id UNIQUE (empresa_id, id)
  )`,
  // which stations' tickets a printer prints; a deleted station leaves its printers
  `CREATE TABLE impressora_estacoes (
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    impressora_id integer NOT NULL,
    estacao_id integer NOT NULL,
    PRIMARY KEY (impressora_id, estacao_id),
    CONSTRAINT impressora_estacoes_empresa_impressora_id_fkey FOREIGN KEY (empresa_id, impressora_id)
      REFERENCES impressoras (empresa_id, id) ON DELETE CASCADE,
    CONSTRAINT impressora_estacoes_empresa_estacao_id_fkey FOREIGN KEY (empresa_id, estacao_id)
      REFERENCES estacoes (empresa_id, id) ON DELETE CASCADE
  )`,
  // the add path looks printers up by station
  `CREATE INDEX impressora_estacoes_estacao ON impressora_estacoes (empresa_id, estacao_id)`,
  // a device credential: only the SHA-256 of the token is kept; revoked_em ends it for good
  `CREATE TABLE impressao_agentes (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    nome text NOT NULL,
    token_hash text NOT NULL UNIQUE,
    criado_em timestamptz NOT NULL DEFAULT now(),
    revogado_em timestamptz,
    -- the live socket (any instance); null while disconnected
    socket_id text,
    conectado_desde timestamptz,
    desconectado_desde timestamptz,
    CONSTRAINT impressao_agentes_empresa_id_id UNIQUE (empresa_id, id)
  )`,
  // the outbox: written in the transaction of the change that causes it, delivered at least once, printed once
  `CREATE TABLE impressoes (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    impressora_id integer NOT NULL,
    tipo text NOT NULL CHECK (tipo IN ('producao', 'cancelamento', 'conta', 'caixa')),
    payload jsonb NOT NULL,
    resumo text NOT NULL,
    situacao text NOT NULL DEFAULT 'pendente'
      CHECK (situacao IN ('pendente', 'enviada', 'impressa', 'falhou', 'aguardando_decisao', 'descartada')),
    tentativas integer NOT NULL DEFAULT 0,
    ultimo_erro text,
    agente_id integer,
    criado_em timestamptz NOT NULL DEFAULT now(),
    enviada_em timestamptz,
    impressa_em timestamptz,
    -- a person chose 'Imprimir mesmo assim' (then the age limit no longer applies) or 'Descartar'
    decidida_em timestamptz,
    decidida_por integer REFERENCES usuarios(id) ON DELETE SET NULL,
    CONSTRAINT impressoes_empresa_impressora_id_fkey FOREIGN KEY (empresa_id, impressora_id)
      REFERENCES impressoras (empresa_id, id) ON DELETE CASCADE,
    CONSTRAINT impressoes_empresa_agente_id_fkey FOREIGN KEY (empresa_id, agente_id)
      REFERENCES impressao_agentes (empresa_id, id) ON DELETE SET NULL (agente_id)
  )`,
  // what agents are sent and the queues screens count: only the unfinished jobs
  `CREATE INDEX impressoes_abertas ON impressoes (empresa_id, id) WHERE situacao IN ('pendente', 'enviada', 'aguardando_decisao', 'falhou')`,
];

const down_statements = [
  `DROP TABLE IF EXISTS impressoes`,
  `DROP TABLE IF EXISTS impressao_agentes`,
  `DROP TABLE IF EXISTS impressora_estacoes`,
  `DROP TABLE IF EXISTS impressoras`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
