import { sql, type Kysely } from 'kysely';

// The whole product schema (spec section 3). Every tenant table carries empresa_id NOT NULL + FK + an index leading with it.
const up_statements = [
  `CREATE TABLE empresas (
    id serial PRIMARY KEY,
    fantasia text NOT NULL,
    razao_social text,
    cnpj text UNIQUE,
    endereco text,
    telefone text,
    email text,
    fuso_horario text NOT NULL DEFAULT 'America/Sao_Paulo',
    ativo char(1) NOT NULL DEFAULT 'S' CHECK (ativo IN ('S','N')),
    token_versao integer NOT NULL DEFAULT 0,
    data_cadastro timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE usuarios (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    nome text NOT NULL,
    email text NOT NULL,
    senha_hash text NOT NULL,
    perfil text NOT NULL CHECK (perfil IN ('ADMIN','GERENTE','GARCOM','CAIXA')),
    ativo char(1) NOT NULL DEFAULT 'S' CHECK (ativo IN ('S','N')),
    token_versao integer NOT NULL DEFAULT 0,
    ultimo_acesso timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX usuarios_email_unico ON usuarios (lower(email))`,
  `CREATE INDEX usuarios_empresa ON usuarios (empresa_id)`,
  `CREATE TABLE admins_plataforma (
    id serial PRIMARY KEY,
    username text NOT NULL UNIQUE,
    nome text NOT NULL,
    senha_hash text NOT NULL,
    token_versao integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE auditoria_admin (
    id serial PRIMARY KEY,
    admin_id integer REFERENCES admins_plataforma(id) ON DELETE SET NULL,
    admin_nome text NOT NULL,
    acao text NOT NULL,
    alvo text,
    detalhes jsonb,
    criado_em timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX auditoria_admin_criado ON auditoria_admin (criado_em DESC)`,
  `CREATE TABLE mesas (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    numero integer NOT NULL CHECK (numero > 0),
    nome text NOT NULL,
    capacidade integer NOT NULL CHECK (capacidade > 0),
    situacao char(1) NOT NULL DEFAULT 'L' CHECK (situacao IN ('L','O','P','R','X')),
    cliente_reserva text,
    data_reserva timestamptz,
    chamando_garcom char(1) NOT NULL DEFAULT 'N' CHECK (chamando_garcom IN ('S','N')),
    garcom_chamado_em timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (empresa_id, numero)
  )`,
  `CREATE TABLE categorias (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    nome text NOT NULL,
    descricao text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX categorias_empresa ON categorias (empresa_id)`,
  `CREATE TABLE produtos (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    categoria_id integer NOT NULL REFERENCES categorias(id) ON DELETE RESTRICT,
    nome text NOT NULL,
    descricao text,
    preco numeric(12,2) NOT NULL DEFAULT 0 CHECK (preco >= 0),
    preco_promocional numeric(12,2) CHECK (preco_promocional >= 0),
    codigo_barras text,
    estoque_atual numeric(12,3) NOT NULL DEFAULT 0,
    estoque_minimo numeric(12,3) NOT NULL DEFAULT 0,
    ativo char(1) NOT NULL DEFAULT 'S' CHECK (ativo IN ('S','N')),
    tipo_item smallint NOT NULL DEFAULT 0 CHECK (tipo_item IN (0,1)),
    qtd_min_sabores integer NOT NULL DEFAULT 0 CHECK (qtd_min_sabores >= 0),
    qtd_max_sabores integer NOT NULL DEFAULT 0 CHECK (qtd_max_sabores >= 0),
    tipo_preco_sabor smallint NOT NULL DEFAULT 0 CHECK (tipo_preco_sabor BETWEEN 0 AND 4),
    imagem bytea,
    imagem_mime_type text,
    imagem_versao integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX produtos_empresa_categoria ON produtos (empresa_id, categoria_id)`,
  `CREATE TABLE sabores (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    produto_id integer NOT NULL REFERENCES produtos(id) ON DELETE CASCADE,
    nome text NOT NULL,
    descricao text,
    preco_adicional numeric(12,2) NOT NULL DEFAULT 0 CHECK (preco_adicional >= 0),
    qtd_maxima integer NOT NULL DEFAULT 0 CHECK (qtd_maxima >= 0),
    ativo char(1) NOT NULL DEFAULT 'S' CHECK (ativo IN ('S','N'))
  )`,
  `CREATE INDEX sabores_empresa_produto ON sabores (empresa_id, produto_id)`,
  `CREATE TABLE categorias_adicionais (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    produto_id integer NOT NULL REFERENCES produtos(id) ON DELETE CASCADE,
    nome text NOT NULL,
    descricao text,
    qtd_minima integer NOT NULL DEFAULT 0 CHECK (qtd_minima >= 0),
    qtd_maxima integer NOT NULL DEFAULT 0 CHECK (qtd_maxima >= 0),
    obrigatorio boolean NOT NULL DEFAULT false,
    multipla_escolha boolean NOT NULL DEFAULT true
  )`,
  `CREATE INDEX categorias_adicionais_empresa_produto ON categorias_adicionais (empresa_id, produto_id)`,
  `CREATE TABLE adicionais (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    categoria_adicional_id integer NOT NULL REFERENCES categorias_adicionais(id) ON DELETE CASCADE,
    nome text NOT NULL,
    descricao text,
    preco numeric(12,2) NOT NULL DEFAULT 0 CHECK (preco >= 0),
    qtd_maxima integer NOT NULL DEFAULT 1 CHECK (qtd_maxima >= 0),
    ativo char(1) NOT NULL DEFAULT 'S' CHECK (ativo IN ('S','N'))
  )`,
  `CREATE INDEX adicionais_empresa_categoria ON adicionais (empresa_id, categoria_adicional_id)`,
  `CREATE TABLE vendas (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    mesa_id integer REFERENCES mesas(id) ON DELETE SET NULL,
    mesa_numero integer,
    nome_cliente text NOT NULL DEFAULT 'Cliente',
    situacao char(1) NOT NULL DEFAULT 'A' CHECK (situacao IN ('A','F','C')),
    funcionario text NOT NULL DEFAULT 'Sistema',
    usuario_id integer REFERENCES usuarios(id) ON DELETE SET NULL,
    subtotal numeric(12,2) NOT NULL DEFAULT 0,
    desconto numeric(12,2) NOT NULL DEFAULT 0,
    acrescimo numeric(12,2) NOT NULL DEFAULT 0,
    total numeric(12,2) NOT NULL DEFAULT 0,
    valor_pago numeric(12,2) NOT NULL DEFAULT 0,
    troco numeric(12,2) NOT NULL DEFAULT 0,
    token_publico text UNIQUE,
    data_abertura timestamptz NOT NULL DEFAULT now(),
    data_fechamento timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  // At most one open tab per table: concurrent "open" requests race on this index and all but one get 409.
  `CREATE UNIQUE INDEX vendas_uma_aberta_por_mesa ON vendas (mesa_id) WHERE situacao = 'A'`,
  `CREATE INDEX vendas_empresa_abertura ON vendas (empresa_id, data_abertura DESC)`,
  `CREATE INDEX vendas_empresa_fechamento ON vendas (empresa_id, data_fechamento) WHERE situacao = 'F'`,
  `CREATE TABLE venda_itens (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    venda_id integer NOT NULL REFERENCES vendas(id) ON DELETE CASCADE,
    produto_id integer REFERENCES produtos(id) ON DELETE SET NULL,
    produto_nome text NOT NULL,
    quantidade integer NOT NULL CHECK (quantidade >= 1),
    preco_unitario numeric(12,2) NOT NULL,
    total numeric(12,2) NOT NULL,
    observacoes text,
    usuario_id integer REFERENCES usuarios(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX venda_itens_empresa_venda ON venda_itens (empresa_id, venda_id)`,
  `CREATE TABLE venda_item_sabores (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    venda_item_id integer NOT NULL REFERENCES venda_itens(id) ON DELETE CASCADE,
    sabor_id integer REFERENCES sabores(id) ON DELETE SET NULL,
    sabor_nome text NOT NULL,
    quantidade integer NOT NULL DEFAULT 1,
    preco_unitario numeric(12,2) NOT NULL DEFAULT 0,
    preco_adicional numeric(12,2) NOT NULL DEFAULT 0
  )`,
  `CREATE INDEX venda_item_sabores_empresa_item ON venda_item_sabores (empresa_id, venda_item_id)`,
  `CREATE TABLE venda_item_adicionais (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    venda_item_id integer NOT NULL REFERENCES venda_itens(id) ON DELETE CASCADE,
    adicional_id integer REFERENCES adicionais(id) ON DELETE SET NULL,
    adicional_nome text NOT NULL,
    quantidade integer NOT NULL DEFAULT 1,
    preco_unitario numeric(12,2) NOT NULL DEFAULT 0,
    preco numeric(12,2) NOT NULL DEFAULT 0
  )`,
  `CREATE INDEX venda_item_adicionais_empresa_item ON venda_item_adicionais (empresa_id, venda_item_id)`,
];

const down_tables = [
  'venda_item_adicionais',
  'venda_item_sabores',
  'venda_itens',
  'vendas',
  'adicionais',
  'categorias_adicionais',
  'sabores',
  'produtos',
  'categorias',
  'mesas',
  'auditoria_admin',
  'admins_plataforma',
  'usuarios',
  'empresas',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of down_tables) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
}
