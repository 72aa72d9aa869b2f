import { sql, type Kysely } from 'kysely';

// Diners order from the table (issue 22): each table's permanent card code, sold-out products, the company's
// ordering mode, who a tab item is for, the diners' orders (a request until staff admit it: ARCHITECTURE rule 16)
// and each table's shared cart. Links between company tables are composite (empresa_id, x) like the rest of the
// schema (migration 2026_11_23_0010), so a row can only point inside its own company.

/** 16 random bytes (122 bits from gen_random_uuid, core PostgreSQL and PGlite) as unpadded base64url. */
const CODIGO_ALEATORIO = `replace(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=', '')`;

const UP = [
  // every table, old and new, gets its own code from the default; the server renews it with 144 random bits
  `ALTER TABLE mesas ADD COLUMN codigo_publico text NOT NULL DEFAULT ${CODIGO_ALEATORIO}`,
  `ALTER TABLE mesas ADD CONSTRAINT mesas_codigo_publico UNIQUE (codigo_publico)`,
  `ALTER TABLE produtos ADD COLUMN esgotado boolean NOT NULL DEFAULT false`,
  `ALTER TABLE empresas ADD COLUMN pedidos_cliente text NOT NULL DEFAULT 'aprovacao'
     CHECK (pedidos_cliente IN ('desligado', 'aprovacao', 'direto'))`,
  `ALTER TABLE empresas ADD COLUMN abrir_pelo_cliente boolean NOT NULL DEFAULT false`,
  // a tab a diner opened from the card is not staff-confirmed until a staff member approves one of its orders
  `ALTER TABLE vendas ADD COLUMN aberta_pelo_cliente boolean NOT NULL DEFAULT false`,
  `ALTER TABLE venda_itens ADD COLUMN cliente_nome text`,
  `CREATE TABLE pedidos_cliente (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    venda_id integer NOT NULL,
    mesa_id integer,
    mesa_numero integer NOT NULL,
    cliente_nome text NOT NULL,
    situacao text NOT NULL DEFAULT 'pendente' CHECK (situacao IN ('pendente', 'aprovado', 'recusado')),
    -- sha-256 of the sender's address: the per-address limit counts it, the address itself is not kept
    origem text NOT NULL,
    criado_em timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT pedidos_cliente_empresa_id_id UNIQUE (empresa_id, id),
    CONSTRAINT pedidos_cliente_empresa_venda_id_fkey FOREIGN KEY (empresa_id, venda_id)
      REFERENCES vendas (empresa_id, id) ON DELETE CASCADE,
    CONSTRAINT pedidos_cliente_empresa_mesa_id_fkey FOREIGN KEY (empresa_id, mesa_id)
      REFERENCES mesas (empresa_id, id) ON DELETE SET NULL (mesa_id)
  )`,
  `CREATE INDEX pedidos_cliente_empresa_situacao ON pedidos_cliente (empresa_id, situacao, criado_em)`,
  `CREATE INDEX pedidos_cliente_empresa_venda ON pedidos_cliente (empresa_id, venda_id)`,
  `CREATE INDEX pedidos_cliente_empresa_mesa ON pedidos_cliente (empresa_id, mesa_id, criado_em)`,
  `CREATE INDEX pedidos_cliente_empresa_origem ON pedidos_cliente (empresa_id, origem, criado_em)`,
  `CREATE TABLE pedido_cliente_itens (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    pedido_id integer NOT NULL,
    produto_id integer,
    produto_nome text NOT NULL,
    cliente_nome text NOT NULL,
    quantidade integer NOT NULL CHECK (quantidade > 0),
    -- the selection as ordered: [{id, nome}] and [{id, nome, quantidade}] (approval prices it again from the menu)
    sabores jsonb NOT NULL DEFAULT '[]',
    adicionais jsonb NOT NULL DEFAULT '[]',
    observacao text,
    valor_unitario numeric(12,2) NOT NULL,
    valor_total numeric(12,2) NOT NULL,
    situacao text NOT NULL DEFAULT 'pendente' CHECK (situacao IN ('pendente', 'aprovado', 'recusado')),
    motivo text,
    venda_item_id integer,
    decidido_em timestamptz,
    decidido_por integer REFERENCES usuarios(id) ON DELETE SET NULL,
    CONSTRAINT pedido_cliente_itens_empresa_pedido_id_fkey FOREIGN KEY (empresa_id, pedido_id)
      REFERENCES pedidos_cliente (empresa_id, id) ON DELETE CASCADE,
    CONSTRAINT pedido_cliente_itens_empresa_produto_id_fkey FOREIGN KEY (empresa_id, produto_id)
      REFERENCES produtos (empresa_id, id) ON DELETE SET NULL (produto_id),
    CONSTRAINT pedido_cliente_itens_empresa_venda_item_id_fkey FOREIGN KEY (empresa_id, venda_item_id)
      REFERENCES venda_itens (empresa_id, id) ON DELETE SET NULL (venda_item_id)
  )`,
  `CREATE INDEX pedido_cliente_itens_empresa_pedido ON pedido_cliente_itens (empresa_id, pedido_id)`,
  `CREATE INDEX pedido_cliente_itens_empresa_venda_item ON pedido_cliente_itens (empresa_id, venda_item_id)`,
  `CREATE TABLE carrinho_linhas (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    mesa_id integer NOT NULL,
    dispositivo text NOT NULL,
    cliente_nome text NOT NULL,
    produto_id integer NOT NULL,
    produto_nome text NOT NULL,
    quantidade integer NOT NULL CHECK (quantidade > 0),
    sabores jsonb NOT NULL DEFAULT '[]',
    adicionais jsonb NOT NULL DEFAULT '[]',
    observacao text,
    valor_unitario numeric(12,2) NOT NULL,
    criado_em timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT carrinho_linhas_empresa_mesa_id_fkey FOREIGN KEY (empresa_id, mesa_id)
      REFERENCES mesas (empresa_id, id) ON DELETE CASCADE,
    CONSTRAINT carrinho_linhas_empresa_produto_id_fkey FOREIGN KEY (empresa_id, produto_id)
      REFERENCES produtos (empresa_id, id) ON DELETE CASCADE
  )`,
  `CREATE INDEX carrinho_linhas_empresa_mesa ON carrinho_linhas (empresa_id, mesa_id, id)`,
];

const DOWN = [
  `DROP TABLE IF EXISTS carrinho_linhas`,
  `DROP TABLE IF EXISTS pedido_cliente_itens`,
  `DROP TABLE IF EXISTS pedidos_cliente`,
  `ALTER TABLE venda_itens DROP COLUMN IF EXISTS cliente_nome`,
  `ALTER TABLE vendas DROP COLUMN IF EXISTS aberta_pelo_cliente`,
  `ALTER TABLE empresas DROP COLUMN IF EXISTS abrir_pelo_cliente`,
  `ALTER TABLE empresas DROP COLUMN IF EXISTS pedidos_cliente`,
  `ALTER TABLE produtos DROP COLUMN IF EXISTS esgotado`,
  `ALTER TABLE mesas DROP COLUMN IF EXISTS codigo_publico`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of UP) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of DOWN) await sql.raw(s).execute(db);
}
