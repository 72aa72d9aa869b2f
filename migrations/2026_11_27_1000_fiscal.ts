import { sql, type Kysely } from 'kysely';

// NFC-e (issue 38): each company's fiscal settings, products' own fiscal data, and the fiscal outbox (one note per
// tab, written in the closing transaction and sent after commit, as the print jobs are).
const up_statements = [
  // one row per company; the provider's token only encrypted (AES-256-GCM, key from FISCAL_CHAVE)
  `CREATE TABLE fiscal_config (
    empresa_id integer PRIMARY KEY REFERENCES empresas(id) ON DELETE CASCADE,
    ativo boolean NOT NULL DEFAULT false,
    provedor text NOT NULL DEFAULT 'focusnfe' CHECK (provedor IN ('focusnfe')),
    ambiente text NOT NULL DEFAULT 'homologacao' CHECK (ambiente IN ('homologacao', 'producao')),
    token_cifrado text,
    cnpj text,
    inscricao_estadual text,
    regime_tributario integer NOT NULL DEFAULT 1 CHECK (regime_tributario IN (1, 2, 3)),
    emissao text NOT NULL DEFAULT 'automatica' CHECK (emissao IN ('automatica', 'manual')),
    padrao jsonb,
    atualizado_em timestamptz NOT NULL DEFAULT now()
  )`,
  // {ncm, cfop, icms_situacao_tributaria, icms_origem, unidade}; null: the company's padrao
  `ALTER TABLE produtos ADD COLUMN fiscal jsonb`,
  `CREATE TABLE notas_fiscais (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    venda_id integer NOT NULL,
    -- the provider's reference: derived from the tab, the same on every resend
    ref text NOT NULL UNIQUE,
    ambiente text NOT NULL CHECK (ambiente IN ('homologacao', 'producao')),
    situacao text NOT NULL DEFAULT 'pendente' CHECK (situacao IN ('pendente', 'autorizada', 'erro', 'cancelada')),
    cpf text,
    tentativas integer NOT NULL DEFAULT 0,
    proxima_tentativa_em timestamptz NOT NULL DEFAULT now(),
    -- the sender's lease: who holds the note and until when (another instance takes it over after that)
    enviando_por text,
    enviando_ate timestamptz,
    -- a send went out and its answer never came (timeout, lost answer, crash): read the note before sending again
    incerta boolean NOT NULL DEFAULT false,
    numero text,
    serie text,
    chave text,
    url_consulta text,
    qrcode_url text,
    caminho_xml text,
    codigo_sefaz text,
    mensagem text,
    valor_total numeric(12,2) NOT NULL DEFAULT 0,
    criado_em timestamptz NOT NULL DEFAULT now(),
    autorizada_em timestamptz,
    cancelada_em timestamptz,
    justificativa_cancelamento text,
    -- one note per tab
    CONSTRAINT notas_fiscais_empresa_venda UNIQUE (empresa_id, venda_id),
    CONSTRAINT notas_fiscais_empresa_id_id UNIQUE (empresa_id, id),
    CONSTRAINT notas_fiscais_empresa_venda_id_fkey FOREIGN KEY (empresa_id, venda_id)
      REFERENCES vendas (empresa_id, id) ON DELETE CASCADE
  )`,
  // what the sender polls: only the notes still waiting
  `CREATE INDEX notas_fiscais_pendentes ON notas_fiscais (proxima_tentativa_em) WHERE situacao = 'pendente'`,
  // the manager's list, by day
  `CREATE INDEX notas_fiscais_empresa_criado ON notas_fiscais (empresa_id, criado_em)`,
];

const down_statements = [
  `DROP TABLE IF EXISTS notas_fiscais`,
  `ALTER TABLE produtos DROP COLUMN IF EXISTS fiscal`,
  `DROP TABLE IF EXISTS fiscal_config`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
