import { sql, type Kysely } from 'kysely';

// iFood (issue 39): each company's link to one iFood store (tokens only encrypted), with the poller's lease on it; the
// events as received (stored before they are acknowledged, each processed once); the orders taken in (one tab per
// iFood order); the calls back to iFood (a durable outbox); the products' own code, which iFood's externalCode names;
// and 'ifood' as a way a tab is paid (prepaid online), so the cash-up shows it.
const FORMAS_ANTES = `'dinheiro','credito','debito','pix','outro'`;

const UP = [
  `ALTER TABLE produtos ADD COLUMN codigo text`,
  `CREATE UNIQUE INDEX produtos_empresa_codigo ON produtos (empresa_id, codigo) WHERE codigo IS NOT NULL`,
  // flavours and add-ons are iFood's options: matched by the same code
  `ALTER TABLE sabores ADD COLUMN codigo text`,
  `ALTER TABLE adicionais ADD COLUMN codigo text`,
  // unique within the product (flavours) or the add-on group, as the menu form checks per product; deferred to the
  // commit, so a save that swaps two rows' codes passes
  `ALTER TABLE sabores ADD CONSTRAINT sabores_produto_codigo UNIQUE (produto_id, codigo) DEFERRABLE INITIALLY DEFERRED`,
  `ALTER TABLE adicionais ADD CONSTRAINT adicionais_grupo_codigo
    UNIQUE (categoria_adicional_id, codigo) DEFERRABLE INITIALLY DEFERRED`,
  `ALTER TABLE pagamentos DROP CONSTRAINT IF EXISTS pagamentos_forma_check`,
  `ALTER TABLE pagamentos ADD CONSTRAINT pagamentos_forma_check CHECK (forma IN (${FORMAS_ANTES},'ifood'))`,
  `CREATE TABLE ifood_config (
    empresa_id integer PRIMARY KEY REFERENCES empresas(id) ON DELETE CASCADE,
    ativo boolean NOT NULL DEFAULT false,
    merchant_id text,
    merchant_nome text,
    aceite text NOT NULL DEFAULT 'automatico' CHECK (aceite IN ('automatico', 'manual')),
    -- the link in progress: iFood's verifier for the user code (encrypted)
    verificador_cifrado text,
    access_token_cifrado text,
    refresh_token_cifrado text,
    token_expira_em timestamptz,
    -- the poller's lease: who polls this store and until when (another instance takes over after that)
    polling_por text,
    polling_ate timestamptz,
    ultimo_polling timestamptz,
    ultimo_erro text,
    atualizado_em timestamptz NOT NULL DEFAULT now()
  )`,
  // one store is linked to one company
  `CREATE UNIQUE INDEX ifood_config_merchant ON ifood_config (merchant_id) WHERE merchant_id IS NOT NULL`,
  `CREATE TABLE ifood_eventos (
    id text PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    codigo text NOT NULL,
    pedido_id text NOT NULL,
    criado_em timestamptz NOT NULL,
    recebido_em timestamptz NOT NULL,
    corpo jsonb NOT NULL,
    processado_em timestamptz,
    tentativas integer NOT NULL DEFAULT 0,
    proxima_tentativa_em timestamptz NOT NULL,
    erro text
  )`,
  `CREATE INDEX ifood_eventos_pendentes ON ifood_eventos (empresa_id, criado_em) WHERE processado_em IS NULL`,
  `CREATE TABLE ifood_pedidos (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    pedido_id text NOT NULL,
    venda_id integer NOT NULL,
    display_id text NOT NULL,
    -- who takes it to the customer: the restaurant's courier (dispatch), iFood's, or the customer picks it up
    -- (readyToPickup)
    entrega_por text NOT NULL DEFAULT 'ifood' CHECK (entrega_por IN ('proprio', 'ifood', 'retirada')),
    situacao text NOT NULL DEFAULT 'aguardando' CHECK (situacao IN ('aguardando', 'confirmado', 'cancelado', 'recusado')),
    -- the items with no product of ours (iFood's externalCode matched none): for the manager to link
    sem_vinculo jsonb NOT NULL DEFAULT '[]',
    cancelamento_falhou text,
    criado_em timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT ifood_pedidos_pedido UNIQUE (empresa_id, pedido_id),
    CONSTRAINT ifood_pedidos_venda UNIQUE (venda_id),
    CONSTRAINT ifood_pedidos_empresa_venda_id_fkey FOREIGN KEY (empresa_id, venda_id)
      REFERENCES vendas (empresa_id, id) ON DELETE CASCADE
  )`,
  `CREATE TABLE ifood_saida (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    -- what is sent: an order's confirm, startPreparation, readyToPickup, dispatch or requestCancellation, or an item's
    -- status in the catalog; chave makes a repeat of the same call one row
    acao text NOT NULL,
    chave text NOT NULL,
    corpo jsonb NOT NULL DEFAULT '{}',
    situacao text NOT NULL DEFAULT 'pendente' CHECK (situacao IN ('pendente', 'enviada', 'erro')),
    tentativas integer NOT NULL DEFAULT 0,
    proxima_tentativa_em timestamptz NOT NULL,
    enviando_por text,
    enviando_ate timestamptz,
    mensagem text,
    criado_em timestamptz NOT NULL,
    CONSTRAINT ifood_saida_chave UNIQUE (empresa_id, chave)
  )`,
  `CREATE INDEX ifood_saida_pendentes ON ifood_saida (proxima_tentativa_em) WHERE situacao = 'pendente'`,
];

const DOWN = [
  `DROP TABLE IF EXISTS ifood_saida`,
  `DROP TABLE IF EXISTS ifood_pedidos`,
  `DROP TABLE IF EXISTS ifood_eventos`,
  `DROP TABLE IF EXISTS ifood_config`,
  `DELETE FROM pagamentos WHERE forma = 'ifood'`,
  `ALTER TABLE pagamentos DROP CONSTRAINT IF EXISTS pagamentos_forma_check`,
  `ALTER TABLE pagamentos ADD CONSTRAINT pagamentos_forma_check CHECK (forma IN (${FORMAS_ANTES}))`,
  `ALTER TABLE adicionais DROP CONSTRAINT IF EXISTS adicionais_grupo_codigo`,
  `ALTER TABLE sabores DROP CONSTRAINT IF EXISTS sabores_produto_codigo`,
  `ALTER TABLE adicionais DROP COLUMN IF EXISTS codigo`,
  `ALTER TABLE sabores DROP COLUMN IF EXISTS codigo`,
  `DROP INDEX IF EXISTS produtos_empresa_codigo`,
  `ALTER TABLE produtos DROP COLUMN IF EXISTS codigo`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of UP) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of DOWN) await sql.raw(s).execute(db);
}
