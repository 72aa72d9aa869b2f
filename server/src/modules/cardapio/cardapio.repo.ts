import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { AdicionaisTable, CategoriasAdicionaisTable, Database, ProdutosTable, SaboresTable } from '../../db/tables';

type Q = Kysely<Database>;

// ----- categories -------------------------------------------------------------------------------------------------

/** Categories with how many products (active or not) each holds: the count also decides whether it can be deleted. */
export const listarCategorias = (db: Q, empresaId: number) =>
  db
    .selectFrom('categorias as c')
    .leftJoin('produtos as p', (j) => j.onRef('p.categoria_id', '=', 'c.id').on('p.empresa_id', '=', empresaId))
    .select(['c.id', 'c.nome', 'c.descricao', 'c.estacao_id', (eb) => eb.fn.count<string>('p.id').as('total_produtos')])
    .where('c.empresa_id', '=', empresaId)
    .groupBy(['c.id', 'c.nome', 'c.descricao', 'c.estacao_id'])
    .orderBy('c.nome')
    .orderBy('c.id')
    .execute();

export type CategoriaComTotal = Awaited<ReturnType<typeof listarCategorias>>[number];

export async function buscarCategoria(db: Q, empresaId: number, id: number): Promise<CategoriaComTotal | undefined> {
  const categoria = await db.selectFrom('categorias').select(['id', 'nome', 'descricao', 'estacao_id']).where('empresa_id', '=', empresaId).where('id', '=', id).executeTakeFirst();
  if (!categoria) return undefined;
  return { ...categoria, total_produtos: String(await contarProdutosDaCategoria(db, empresaId, id)) };
}

/** Same name ignoring case and surrounding spaces. */
export const categoriaComNome = (db: Q, empresaId: number, nome: string) =>
  db
    .selectFrom('categorias')
    .select('id')
    .where('empresa_id', '=', empresaId)
    .where(sql<string>`lower(trim(nome))`, '=', nome.trim().toLowerCase())
    .executeTakeFirst();

export const inserirCategoria = (db: Q, empresaId: number, values: { nome: string; descricao: string | null; estacao_id?: number | null }) =>
  db.insertInto('categorias').values({ empresa_id: empresaId, ...values }).returning(['id', 'nome', 'descricao', 'estacao_id']).executeTakeFirstOrThrow();

export const atualizarCategoria = (db: Q, empresaId: number, id: number, set: { nome?: string; descricao?: string | null; estacao_id?: number | null }) =>
  db.updateTable('categorias').set(set).where('empresa_id', '=', empresaId).where('id', '=', id).execute();

/** A station of this company (another company's id is as good as none). */
export const estacaoDaEmpresa = (db: Q, empresaId: number, id: number) =>
  db.selectFrom('estacoes').select('id').where('empresa_id', '=', empresaId).where('id', '=', id).executeTakeFirst();

export const removerCategoria = (db: Q, empresaId: number, id: number) =>
  db.deleteFrom('categorias').where('empresa_id', '=', empresaId).where('id', '=', id).execute();

export async function contarProdutosDaCategoria(db: Q, empresaId: number, categoriaId: number): Promise<number> {
  const r = await db
    .selectFrom('produtos')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('empresa_id', '=', empresaId)
    .where('categoria_id', '=', categoriaId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

// ----- products ---------------------------------------------------------------------------------------------------

/**
 * Every product column except the image bytes: lists and forms must never read the bytea.
 * imagem_mime_type is set exactly when an image is stored, so it tells whether there is one.
 */
const COLUNAS_PRODUTO = [
  'p.id', 'p.nome', 'p.descricao', 'p.preco', 'p.preco_promocional', 'p.codigo_barras', 'p.estoque_atual', 'p.estoque_minimo',
  'p.categoria_id', 'c.nome as categoria_nome', 'p.ativo', 'p.tipo_item', 'p.qtd_min_sabores', 'p.qtd_max_sabores', 'p.tipo_preco_sabor',
  'p.imagem_mime_type', 'p.imagem_versao',
] as const;

const selecionarProdutos = (db: Q, empresaId: number) =>
  db
    .selectFrom('produtos as p')
    .innerJoin('categorias as c', 'c.id', 'p.categoria_id')
    .select(COLUNAS_PRODUTO)
    .where('p.empresa_id', '=', empresaId);

export type ProdutoLinha = NonNullable<Awaited<ReturnType<typeof buscarProduto>>>;

/** Ordered by category name, then product name (spec 7.2: menu screen and picker). */
export function listarProdutos(db: Q, empresaId: number, filtro: { incluirInativos: boolean; categoriaId?: number }) {
  let q = selecionarProdutos(db, empresaId);
  if (!filtro.incluirInativos) q = q.where('p.ativo', '=', 'S');
  if (filtro.categoriaId != null) q = q.where('p.categoria_id', '=', filtro.categoriaId);
  return q.orderBy('c.nome').orderBy('p.nome').orderBy('p.id').execute();
}

export const buscarProduto = (db: Q, empresaId: number, id: number) => selecionarProdutos(db, empresaId).where('p.id', '=', id).executeTakeFirst();

/** Locks the product row for the rest of the save, so two saves of one product run one after the other. */
export const travarProduto = (db: Q, empresaId: number, id: number) =>
  db.selectFrom('produtos').select(['id', 'categoria_id']).where('empresa_id', '=', empresaId).where('id', '=', id).forUpdate().executeTakeFirst();

export const inserirProduto = (db: Q, values: Insertable<ProdutosTable>) =>
  db.insertInto('produtos').values(values).returning('id').executeTakeFirstOrThrow();

export const atualizarProduto = (db: Q, empresaId: number, id: number, set: Updateable<ProdutosTable>) =>
  db.updateTable('produtos').set(set).where('empresa_id', '=', empresaId).where('id', '=', id).execute();

/** Stores or clears the image and bumps the version, so every cached /imagem?v= URL of the old one goes stale. */
export const gravarImagem = (db: Q, empresaId: number, id: number, imagem: { bytes: Uint8Array; mime: string } | null) =>
  db
    .updateTable('produtos')
    .set((eb) => ({
      imagem: imagem ? Buffer.from(imagem.bytes) : null,
      imagem_mime_type: imagem?.mime ?? null,
      imagem_versao: eb('imagem_versao', '+', 1),
    }))
    .where('empresa_id', '=', empresaId)
    .where('id', '=', id)
    .execute();

/** Flavours, add-on categories and add-ons go with it (ON DELETE CASCADE); sold items keep their snapshots (SET NULL). */
export const removerProduto = (db: Q, empresaId: number, id: number) =>
  db.deleteFrom('produtos').where('empresa_id', '=', empresaId).where('id', '=', id).execute();

/** The public image route: by id only, as the picker and the menu show images without a tenant in the URL. */
export const buscarImagem = (db: Q, id: number) =>
  db.selectFrom('produtos').select(['imagem', 'imagem_mime_type', 'imagem_versao']).where('id', '=', id).executeTakeFirst();

// ----- flavours ---------------------------------------------------------------------------------------------------

export function listarSabores(db: Q, empresaId: number, produtoId: number, incluirInativos: boolean) {
  let q = db.selectFrom('sabores').selectAll().where('empresa_id', '=', empresaId).where('produto_id', '=', produtoId);
  if (!incluirInativos) q = q.where('ativo', '=', 'S');
  return q.orderBy('id').execute();
}

export const inserirSabores = (db: Q, rows: Insertable<SaboresTable>[]) =>
  rows.length ? db.insertInto('sabores').values(rows).execute() : Promise.resolve([]);

export const atualizarSabor = (db: Q, empresaId: number, id: number, set: Updateable<SaboresTable>) =>
  db.updateTable('sabores').set(set).where('empresa_id', '=', empresaId).where('id', '=', id).execute();

export const removerSabores = (db: Q, empresaId: number, ids: number[]) =>
  ids.length ? db.deleteFrom('sabores').where('empresa_id', '=', empresaId).where('id', 'in', ids).execute() : Promise.resolve([]);

// ----- add-on categories and add-ons ------------------------------------------------------------------------------

export const listarCategoriasAdicionais = (db: Q, empresaId: number, produtoId: number) =>
  db.selectFrom('categorias_adicionais').selectAll().where('empresa_id', '=', empresaId).where('produto_id', '=', produtoId).orderBy('id').execute();

export const inserirCategoriaAdicional = (db: Q, values: Insertable<CategoriasAdicionaisTable>) =>
  db.insertInto('categorias_adicionais').values(values).returning(['id', 'nome']).executeTakeFirstOrThrow();

export const atualizarCategoriaAdicional = (db: Q, empresaId: number, id: number, set: Updateable<CategoriasAdicionaisTable>) =>
  db.updateTable('categorias_adicionais').set(set).where('empresa_id', '=', empresaId).where('id', '=', id).execute();

/** Their add-ons go with them (ON DELETE CASCADE). */
export const removerCategoriasAdicionais = (db: Q, empresaId: number, ids: number[]) =>
  ids.length ? db.deleteFrom('categorias_adicionais').where('empresa_id', '=', empresaId).where('id', 'in', ids).execute() : Promise.resolve([]);

/** Add-ons of some add-on categories, with their category's name. */
export function listarAdicionais(db: Q, empresaId: number, categoriaIds: number[], apenasAtivos: boolean) {
  if (categoriaIds.length === 0) return Promise.resolve([]);
  let q = db
    .selectFrom('adicionais as a')
    .innerJoin('categorias_adicionais as ca', 'ca.id', 'a.categoria_adicional_id')
    .select(['a.id', 'a.nome', 'a.descricao', 'a.preco', 'a.qtd_maxima', 'a.ativo', 'a.categoria_adicional_id', 'ca.nome as categoria_nome'])
    .where('a.empresa_id', '=', empresaId)
    .where('a.categoria_adicional_id', 'in', categoriaIds);
  if (apenasAtivos) q = q.where('a.ativo', '=', 'S');
  return q.orderBy('a.categoria_adicional_id').orderBy('a.id').execute();
}

export type AdicionalLinha = Awaited<ReturnType<typeof listarAdicionais>>[number];

export const inserirAdicionais = (db: Q, rows: Insertable<AdicionaisTable>[]) =>
  rows.length ? db.insertInto('adicionais').values(rows).execute() : Promise.resolve([]);

export const atualizarAdicional = (db: Q, empresaId: number, id: number, set: Updateable<AdicionaisTable>) =>
  db.updateTable('adicionais').set(set).where('empresa_id', '=', empresaId).where('id', '=', id).execute();

export const removerAdicionais = (db: Q, empresaId: number, ids: number[]) =>
  ids.length ? db.deleteFrom('adicionais').where('empresa_id', '=', empresaId).where('id', 'in', ids).execute() : Promise.resolve([]);
