import { sql, type Kysely } from 'kysely';

// Deliveries (issue 39): a tab of kind 'entrega', numbered in the counter's day sequence (the same balcao_numeracao
// row), with its delivery fee as a charge of its own on the tab (vendas.taxa_entrega, part of the total), and one
// `entregas` row per delivery tab: the customer's phone and address, its origin (the restaurant's own phone/WhatsApp
// orders or iFood, with iFood's ids), where it is (preparando, pronto, saiu, entregue), the courier, the payment to
// collect on delivery with the change asked for, and notes. The daily roll-ups gain the sales channel and the fee.

const FORMAS = `'dinheiro', 'credito', 'debito', 'pix', 'outro'`;
const DIMENSOES_ANTES = `'hora', 'mesa', 'funcionario', 'produto', 'taxa_servico', 'desconto'`;

const UP = [
  `ALTER TABLE vendas DROP CONSTRAINT vendas_tipo`,
  `ALTER TABLE vendas ADD CONSTRAINT vendas_tipo CHECK (tipo IN ('mesa', 'cartao', 'balcao', 'entrega'))`,
  `ALTER TABLE vendas ADD COLUMN taxa_entrega numeric(10,2) NOT NULL DEFAULT 0 CHECK (taxa_entrega >= 0)`,
  `ALTER TABLE vendas ADD CONSTRAINT vendas_entrega_numerada
     CHECK (tipo <> 'entrega' OR (numero IS NOT NULL AND numero_dia IS NOT NULL))`,
  // counter orders and deliveries share the day's numbers
  `DROP INDEX IF EXISTS vendas_balcao_numero`,
  `CREATE UNIQUE INDEX vendas_balcao_numero ON vendas (empresa_id, numero_dia, numero) WHERE tipo IN ('balcao', 'entrega')`,
  `CREATE TABLE entregas (
    id serial PRIMARY KEY,
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    venda_id integer NOT NULL,
    origem text NOT NULL DEFAULT 'propria' CHECK (origem IN ('propria', 'ifood')),
    situacao text NOT NULL DEFAULT 'preparando' CHECK (situacao IN ('preparando', 'pronto', 'saiu', 'entregue')),
    telefone text NOT NULL DEFAULT '',
    logradouro text NOT NULL DEFAULT '',
    numero text NOT NULL DEFAULT '',
    complemento text,
    bairro text NOT NULL DEFAULT '',
    cidade text NOT NULL DEFAULT '',
    referencia text,
    observacoes text,
    pagamento_forma text CHECK (pagamento_forma IN (${FORMAS})),
    troco_para numeric(10,2) CHECK (troco_para > 0),
    entregador text,
    ifood_pedido_id text,
    ifood_display_id text,
    ifood_merchant_id text,
    saiu_em timestamptz,
    entregue_em timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT entregas_empresa_id_id UNIQUE (empresa_id, id),
    CONSTRAINT entregas_venda UNIQUE (venda_id),
    CONSTRAINT entregas_ifood_pedido UNIQUE (empresa_id, ifood_pedido_id),
    CONSTRAINT entregas_empresa_venda_id_fkey FOREIGN KEY (empresa_id, venda_id)
      REFERENCES vendas (empresa_id, id) ON DELETE CASCADE
  )`,
  // a returning customer's last address by phone; the open deliveries' screen
  `CREATE INDEX entregas_telefone ON entregas (empresa_id, telefone, id DESC)`,
  `CREATE INDEX entregas_abertas ON entregas (empresa_id, situacao) WHERE situacao <> 'entregue'`,
  // the daily roll-ups: sales per channel and the delivery fees
  `ALTER TABLE vendas_resumo_diario DROP CONSTRAINT vendas_resumo_diario_dimensao_check`,
  `ALTER TABLE vendas_resumo_diario ADD CONSTRAINT vendas_resumo_diario_dimensao_check
     CHECK (dimensao IN (${DIMENSOES_ANTES}, 'canal', 'taxa_entrega'))`,
  `INSERT INTO vendas_resumo_diario (empresa_id, dia, dimensao, chave, quantidade, valor)
   SELECT v.empresa_id, (v.data_fechamento AT TIME ZONE e.fuso_horario)::date, 'canal',
     CASE v.tipo WHEN 'mesa' THEN 'salao' ELSE v.tipo END, count(*), sum(v.total)
   FROM vendas v JOIN empresas e ON e.id = v.empresa_id
   WHERE v.situacao = 'F' AND v.data_fechamento IS NOT NULL
   GROUP BY 1, 2, 4`,
];

const DOWN = [
  `DELETE FROM vendas_resumo_diario WHERE dimensao IN ('canal', 'taxa_entrega')`,
  `ALTER TABLE vendas_resumo_diario DROP CONSTRAINT vendas_resumo_diario_dimensao_check`,
  `ALTER TABLE vendas_resumo_diario ADD CONSTRAINT vendas_resumo_diario_dimensao_check
     CHECK (dimensao IN (${DIMENSOES_ANTES}))`,
  `DROP TABLE IF EXISTS entregas`,
  `DELETE FROM vendas WHERE tipo = 'entrega'`,
  `DROP INDEX IF EXISTS vendas_balcao_numero`,
  `CREATE UNIQUE INDEX vendas_balcao_numero ON vendas (empresa_id, numero_dia, numero) WHERE tipo = 'balcao'`,
  `ALTER TABLE vendas DROP CONSTRAINT IF EXISTS vendas_entrega_numerada`,
  `ALTER TABLE vendas DROP COLUMN IF EXISTS taxa_entrega`,
  `ALTER TABLE vendas DROP CONSTRAINT vendas_tipo`,
  `ALTER TABLE vendas ADD CONSTRAINT vendas_tipo CHECK (tipo IN ('mesa', 'cartao', 'balcao'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of UP) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of DOWN) await sql.raw(s).execute(db);
}
