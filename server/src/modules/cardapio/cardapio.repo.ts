import { sql, type Updateable } from 'kysely';
import type { AdicionaisTable, CategoriasAdicionaisTable, ProdutosTable, SaboresTable } from '../../db/tables';
import type { NovaLinha, Tenant } from '../../db/tenant';

// ----- categories -------------------------------------------------------------------------------------------------

/** Categories with how many products (active or not) each holds: the count also decides whether it can be deleted. */
export const listarCategorias = (t: Tenant) =>
  t
    .selectFrom('categorias as c')
    .leftJoin('produtos as p', (j) => j.onRef('p.categoria_id', '=', 'c.id').on('p.empresa_id', '=', t.empresaId))
    .select(['c.id', 'c.nome', 'c.descricao', 'c.estacao_id', (eb) => eb.fn.count<string>('p.id').as('total_produtos')])
    .groupBy(['c.id', 'c.nome', 'c.descricao', 'c.estacao_id'])
    .orderBy('c.nome')
    .orderBy('c.id')
    .execute();

export type CategoriaComTotal = Awaited<ReturnType<typeof listarCategorias>>[number];

export async function buscarCategoria(t: Tenant, id: number): Promise<CategoriaComTotal | undefined> {
  const categoria = await t
    .selectFrom('categorias')
    .select(['id', 'nome', 'descricao', 'estacao_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!categoria) return undefined;
  return { ...categoria, total_produtos: String(await contarProdutosDaCategoria(t, id)) };
}

/** Same name ignoring case and surrounding spaces. */
export const categoriaComNome = (t: Tenant, nome: string) =>
  t
    .selectFrom('categorias')
    .select('id')
    .where(sql<string>`lower(trim(nome))`, '=', nome.trim().toLowerCase())
    .executeTakeFirst();

export const inserirCategoria = (t: Tenant, values: NovaLinha<'categorias'>) =>
  t.insertInto('categorias', values).returning(['id', 'nome', 'descricao', 'estacao_id']).executeTakeFirstOrThrow();

export const atualizarCategoria = (
  t: Tenant,
  id: number,
  set: { nome?: string; descricao?: string | null; estacao_id?: number | null },
) => t.updateTable('categorias').set(set).where('id', '=', id).execute();

/** A station of this company (another company's id is as good as none). */
export const estacaoDaEmpresa = (t: Tenant, id: number) =>
  t.selectFrom('estacoes').select('id').where('id', '=', id).executeTakeFirst();

export const removerCategoria = (t: Tenant, id: number) => t.deleteFrom('categorias').where('id', '=', id).execute();

export async function contarProdutosDaCategoria(t: Tenant, categoriaId: number): Promise<number> {
  const r = await t
    .selectFrom('produtos')
    .select((eb) => eb.fn.countAll<string>().as('n'))
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
  'p.id',
  'p.nome',
  'p.descricao',
  'p.preco',
  'p.preco_promocional',
  'p.codigo_barras',
  'p.codigo',
  'p.estoque_atual',
  'p.estoque_minimo',
  'p.categoria_id',
  'c.nome as categoria_nome',
  'p.ativo',
  'p.tipo_item',
  'p.qtd_min_sabores',
  'p.qtd_max_sabores',
  'p.tipo_preco_sabor',
  'p.imagem_mime_type',
  'p.imagem_versao',
  'p.esgotado',
  'p.fiscal',
] as const;

const selecionarProdutos = (t: Tenant) =>
  t.selectFrom('produtos as p').innerJoin('categorias as c', 'c.id', 'p.categoria_id').select(COLUNAS_PRODUTO);

export type ProdutoLinha = NonNullable<Awaited<ReturnType<typeof buscarProduto>>>;

/** Ordered by category name, then product name (spec 7.2: menu screen and picker). */
export function listarProdutos(t: Tenant, filtro: { incluirInativos: boolean; categoriaId?: number }) {
  let q = selecionarProdutos(t);
  if (!filtro.incluirInativos) q = q.where('p.ativo', '=', 'S');
  if (filtro.categoriaId != null) q = q.where('p.categoria_id', '=', filtro.categoriaId);
  return q.orderBy('c.nome').orderBy('p.nome').orderBy('p.id').execute();
}

export const buscarProduto = (t: Tenant, id: number) => selecionarProdutos(t).where('p.id', '=', id).executeTakeFirst();

/** Locks the product row for the rest of the save, so two saves of one product run one after the other. */
export const travarProduto = (t: Tenant, id: number) =>
  t
    .selectFrom('produtos')
    .select(['id', 'categoria_id', 'ativo', 'codigo'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const inserirProduto = (t: Tenant, values: NovaLinha<'produtos'>) =>
  t.insertInto('produtos', values).returning('id').executeTakeFirstOrThrow();

export const atualizarProduto = (t: Tenant, id: number, set: Updateable<ProdutosTable>) =>
  t.updateTable('produtos').set(set).where('id', '=', id).execute();

/** Stores or clears the image and bumps the version, so every cached /imagem?v= URL of the old one goes stale. */
export const gravarImagem = (t: Tenant, id: number, imagem: { bytes: Uint8Array; mime: string } | null) =>
  t
    .updateTable('produtos')
    .set((eb) => ({
      imagem: imagem ? Buffer.from(imagem.bytes) : null,
      imagem_mime_type: imagem?.mime ?? null,
      imagem_versao: eb('imagem_versao', '+', 1),
    }))
    .where('id', '=', id)
    .execute();

/** The products' own fiscal data (issue 38), by id; a product without it (null) uses the company's padrao. */
export const dadosFiscaisDosProdutos = (t: Tenant, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : t.selectFrom('produtos').select(['id', 'fiscal']).where('id', 'in', ids).execute();

/** Flavours, add-on categories and add-ons go with it (ON DELETE CASCADE); sold items keep their snapshots (SET NULL). */
export const removerProduto = (t: Tenant, id: number) => t.deleteFrom('produtos').where('id', '=', id).execute();

// ----- flavours ---------------------------------------------------------------------------------------------------

export function listarSabores(t: Tenant, produtoId: number, incluirInativos: boolean) {
  let q = t.selectFrom('sabores').selectAll().where('produto_id', '=', produtoId);
  if (!incluirInativos) q = q.where('ativo', '=', 'S');
  return q.orderBy('id').execute();
}

export const inserirSabores = (t: Tenant, rows: NovaLinha<'sabores'>[]) =>
  rows.length ? t.insertInto('sabores', rows).execute() : Promise.resolve([]);

export const atualizarSabor = (t: Tenant, id: number, set: Updateable<SaboresTable>) =>
  t.updateTable('sabores').set(set).where('id', '=', id).execute();

export const removerSabores = (t: Tenant, ids: number[]) =>
  ids.length ? t.deleteFrom('sabores').where('id', 'in', ids).execute() : Promise.resolve([]);

// ----- add-on categories and add-ons ------------------------------------------------------------------------------

export const listarCategoriasAdicionais = (t: Tenant, produtoId: number) =>
  t.selectFrom('categorias_adicionais').selectAll().where('produto_id', '=', produtoId).orderBy('id').execute();

export const inserirCategoriaAdicional = (t: Tenant, values: NovaLinha<'categorias_adicionais'>) =>
  t.insertInto('categorias_adicionais', values).returning(['id', 'nome']).executeTakeFirstOrThrow();

export const atualizarCategoriaAdicional = (t: Tenant, id: number, set: Updateable<CategoriasAdicionaisTable>) =>
  t.updateTable('categorias_adicionais').set(set).where('id', '=', id).execute();

/** Their add-ons go with them (ON DELETE CASCADE). */
export const removerCategoriasAdicionais = (t: Tenant, ids: number[]) =>
  ids.length ? t.deleteFrom('categorias_adicionais').where('id', 'in', ids).execute() : Promise.resolve([]);

/** Add-ons of some add-on categories, with their category's name. */
export function listarAdicionais(t: Tenant, categoriaIds: number[], apenasAtivos: boolean) {
  if (categoriaIds.length === 0) return Promise.resolve([]);
  let q = t
    .selectFrom('adicionais as a')
    .innerJoin('categorias_adicionais as ca', 'ca.id', 'a.categoria_adicional_id')
    .select([
      'a.id',
      'a.nome',
      'a.descricao',
      'a.preco',
      'a.qtd_maxima',
      'a.ativo',
      'a.codigo',
      'a.categoria_adicional_id',
      'ca.nome as categoria_nome',
    ])
    .where('a.categoria_adicional_id', 'in', categoriaIds);
  if (apenasAtivos) q = q.where('a.ativo', '=', 'S');
  return q.orderBy('a.categoria_adicional_id').orderBy('a.id').execute();
}

export type AdicionalLinha = Awaited<ReturnType<typeof listarAdicionais>>[number];

export const inserirAdicionais = (t: Tenant, rows: NovaLinha<'adicionais'>[]) =>
  rows.length ? t.insertInto('adicionais', rows).execute() : Promise.resolve([]);

export const atualizarAdicional = (t: Tenant, id: number, set: Updateable<AdicionaisTable>) =>
  t.updateTable('adicionais').set(set).where('id', '=', id).execute();

export const removerAdicionais = (t: Tenant, ids: number[]) =>
  ids.length ? t.deleteFrom('adicionais').where('id', 'in', ids).execute() : Promise.resolve([]);

/** Another product of the company with this code (iFood's externalCode, issue 39). */
export const outroProdutoComCodigo = (t: Tenant, codigo: string, exceto: number | null) =>
  t
    .selectFrom('produtos')
    .select(['id', 'nome'])
    .where('codigo', '=', codigo)
    .where('id', '!=', exceto ?? -1)
    .executeTakeFirst();

/**
 * The first code two of a product's flavours (or two of its add-ons) share after a save. iFood matches an option's
 * externalCode within the item's product (issue 39), so one code may name 'Borda catupiry' on every pizza size.
 */
export const codigoRepetido = (t: Tenant, tabela: 'sabores' | 'adicionais', produtoId: number) =>
  (tabela === 'sabores'
    ? t.selectFrom('sabores as o').where('o.produto_id', '=', produtoId)
    : t
        .selectFrom('adicionais as o')
        .innerJoin('categorias_adicionais as c', 'c.id', 'o.categoria_adicional_id')
        .where('c.produto_id', '=', produtoId)
  )
    .select('o.codigo')
    .where('o.codigo', 'is not', null)
    .groupBy('o.codigo')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .orderBy('o.codigo')
    .executeTakeFirst();
