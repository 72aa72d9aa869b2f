import { sql, type Kysely } from 'kysely';

// Diners order to a numbered card (issue 37, with issue 22's rules): the shared cart and the diners' orders belong to
// "the place" — a table or a card — instead of strictly to a table. A cart line names exactly one of them; an order
// keeps the number it was sent from (mesa_numero or cartao_numero, as printed). A card also remembers its last waiter
// call and bill request (the cooldown a table keeps on its own row).

const UP = [
  `ALTER TABLE carrinho_linhas ALTER COLUMN mesa_id DROP NOT NULL`,
  `ALTER TABLE carrinho_linhas ADD COLUMN cartao_id integer`,
  `ALTER TABLE carrinho_linhas ADD CONSTRAINT carrinho_linhas_empresa_cartao_id_fkey FOREIGN KEY (empresa_id, cartao_id)
     REFERENCES cartoes (empresa_id, id) ON DELETE CASCADE`,
  `ALTER TABLE carrinho_linhas ADD CONSTRAINT carrinho_linhas_um_lugar
     CHECK ((mesa_id IS NULL) <> (cartao_id IS NULL))`,
  `CREATE INDEX carrinho_linhas_empresa_cartao ON carrinho_linhas (empresa_id, cartao_id, id)`,
  `ALTER TABLE pedidos_cliente ALTER COLUMN mesa_numero DROP NOT NULL`,
  `ALTER TABLE pedidos_cliente ADD COLUMN cartao_numero integer`,
  `ALTER TABLE pedidos_cliente ADD CONSTRAINT pedidos_cliente_um_lugar
     CHECK ((mesa_numero IS NULL) <> (cartao_numero IS NULL))`,
  `CREATE INDEX pedidos_cliente_empresa_cartao ON pedidos_cliente (empresa_id, cartao_numero, criado_em)`,
  `ALTER TABLE cartoes ADD COLUMN garcom_chamado_em timestamptz`,
  `ALTER TABLE cartoes ADD COLUMN conta_pedida_em timestamptz`,
];

const DOWN = [
  `ALTER TABLE cartoes DROP COLUMN IF EXISTS conta_pedida_em`,
  `ALTER TABLE cartoes DROP COLUMN IF EXISTS garcom_chamado_em`,
  `DELETE FROM pedidos_cliente WHERE mesa_numero IS NULL`,
  `DROP INDEX IF EXISTS pedidos_cliente_empresa_cartao`,
  `ALTER TABLE pedidos_cliente DROP CONSTRAINT IF EXISTS pedidos_cliente_um_lugar`,
  `ALTER TABLE pedidos_cliente DROP COLUMN IF EXISTS cartao_numero`,
  `ALTER TABLE pedidos_cliente ALTER COLUMN mesa_numero SET NOT NULL`,
  `DELETE FROM carrinho_linhas WHERE mesa_id IS NULL`,
  `DROP INDEX IF EXISTS carrinho_linhas_empresa_cartao`,
  `ALTER TABLE carrinho_linhas DROP CONSTRAINT IF EXISTS carrinho_linhas_um_lugar`,
  `ALTER TABLE carrinho_linhas DROP COLUMN IF EXISTS cartao_id`,
  `ALTER TABLE carrinho_linhas ALTER COLUMN mesa_id SET NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of UP) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of DOWN) await sql.raw(s).execute(db);
}
