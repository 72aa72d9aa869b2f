import { sql, type Kysely } from 'kysely';

// Company scoping in the database itself (issue 12): every link between two company tables also carries empresa_id,
// so a row can only point at a row of its own company. Parents get UNIQUE (empresa_id, id) to be referenced; each
// single-column foreign key is replaced by a composite one with the same ON DELETE. SET NULL names its column
// (PostgreSQL 15+), so empresa_id, which is NOT NULL and shared by the other keys, is never nulled.

const PAIS = [
  'estacoes',
  'categorias',
  'produtos',
  'sabores',
  'categorias_adicionais',
  'adicionais',
  'mesas',
  'vendas',
  'venda_itens',
];

/** [child table, column, parent table, ON DELETE of the original key] */
const LIGACOES: [string, string, string, 'CASCADE' | 'RESTRICT' | 'SET NULL'][] = [
  ['categorias', 'estacao_id', 'estacoes', 'RESTRICT'],
  ['produtos', 'categoria_id', 'categorias', 'RESTRICT'],
  ['sabores', 'produto_id', 'produtos', 'CASCADE'],
  ['categorias_adicionais', 'produto_id', 'produtos', 'CASCADE'],
  ['adicionais', 'categoria_adicional_id', 'categorias_adicionais', 'CASCADE'],
  ['vendas', 'mesa_id', 'mesas', 'SET NULL'],
  ['vendas', 'juntada_em_venda_id', 'vendas', 'SET NULL'],
  ['venda_itens', 'venda_id', 'vendas', 'CASCADE'],
  ['venda_itens', 'produto_id', 'produtos', 'SET NULL'],
  ['venda_itens', 'estacao_id', 'estacoes', 'SET NULL'],
  ['venda_item_sabores', 'venda_item_id', 'venda_itens', 'CASCADE'],
  ['venda_item_sabores', 'sabor_id', 'sabores', 'SET NULL'],
  ['venda_item_adicionais', 'venda_item_id', 'venda_itens', 'CASCADE'],
  ['venda_item_adicionais', 'adicional_id', 'adicionais', 'SET NULL'],
  ['itens_cancelados_producao', 'venda_id', 'vendas', 'CASCADE'],
  ['itens_cancelados_producao', 'estacao_id', 'estacoes', 'CASCADE'],
  ['pagamentos', 'venda_id', 'vendas', 'CASCADE'],
  ['venda_historico', 'venda_id', 'vendas', 'CASCADE'],
];

const aoRemover = (acao: string, coluna: string) => (acao === 'SET NULL' ? `SET NULL (${coluna})` : acao);
// PostgreSQL's default name for the original single-column keys
const nomeSimples = (tabela: string, coluna: string) => `${tabela}_${coluna}_fkey`;
const nomeComposto = (tabela: string, coluna: string) => `${tabela}_empresa_${coluna}_fkey`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const pai of PAIS)
    await sql.raw(`ALTER TABLE ${pai} ADD CONSTRAINT ${pai}_empresa_id_id UNIQUE (empresa_id, id)`).execute(db);
  for (const [tabela, coluna, pai, acao] of LIGACOES) {
    await sql.raw(`ALTER TABLE ${tabela} DROP CONSTRAINT ${nomeSimples(tabela, coluna)}`).execute(db);
    await sql
      .raw(
        `ALTER TABLE ${tabela} ADD CONSTRAINT ${nomeComposto(tabela, coluna)} FOREIGN KEY (empresa_id, ${coluna}) ` +
          `REFERENCES ${pai} (empresa_id, id) ON DELETE ${aoRemover(acao, coluna)}`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [tabela, coluna, pai, acao] of LIGACOES) {
    await sql.raw(`ALTER TABLE ${tabela} DROP CONSTRAINT ${nomeComposto(tabela, coluna)}`).execute(db);
    await sql
      .raw(
        `ALTER TABLE ${tabela} ADD CONSTRAINT ${nomeSimples(tabela, coluna)} FOREIGN KEY (${coluna}) ` +
          `REFERENCES ${pai} (id) ON DELETE ${acao}`,
      )
      .execute(db);
  }
  for (const pai of PAIS) await sql.raw(`ALTER TABLE ${pai} DROP CONSTRAINT ${pai}_empresa_id_id`).execute(db);
}
