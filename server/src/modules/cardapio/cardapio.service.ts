import {
  chaveNomeCategoria,
  type AdicionalInput,
  type BuscarImagensInput,
  type BuscarImagensResposta,
  type CategoriaAdicionalInput,
  type CategoriaDTO,
  type CriarCategoriaInput,
  type AtualizarCategoriaInput,
  type GrupoAdicionaisEquipeDTO,
  type ListarProdutosQuery,
  type ProdutoDTO,
  type ProdutoDetalheDTO,
  type ProdutoInput,
  type SaborDTO,
  type SaborInput,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { StaffSession } from '../../sessoes/sessao';
import { withTransaction, type Tx } from '../../db/transaction';
import { tenant, type Tenant } from '../../db/tenant';
import { imagemPublicaDoProduto } from '../publico/credenciais';
import { badRequest, conflict, notFound } from '../../errors';
import { decodificarImagem } from './cardapio.imagem';
import {
  presentAdicional,
  presentCategoria,
  presentCategoriaAdicional,
  presentGrupo,
  presentProduto,
  presentSabor,
} from './cardapio.presenter';
import * as repo from './cardapio.repo';
import { ganchosDeDisponibilidade } from './ganchos';
import { escolherGerador } from './imagens/gerador';

export const PRODUTO_NAO_ENCONTRADO = 'Produto não encontrado';
export const CATEGORIA_NAO_ENCONTRADA = 'Categoria não encontrada';
const CATEGORIA_ADICIONAL_NAO_ENCONTRADA = 'Categoria de adicionais não encontrada';

// ----- categories -------------------------------------------------------------------------------------------------

export const listarCategorias = async (ctx: AppContext, s: StaffSession): Promise<CategoriaDTO[]> =>
  (await repo.listarCategorias(tenant(ctx.db, s.empresaId))).map(presentCategoria);

export async function criarCategoria(
  ctx: AppContext,
  s: StaffSession,
  input: CriarCategoriaInput,
): Promise<CategoriaDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    // two categories with one name would be indistinguishable in the filter buttons and the picker
    if (await repo.categoriaComNome(t, input.nome)) throw conflict('Já existe uma categoria com este nome');
    await exigirEstacao(t, input.estacao_id);
    const categoria = presentCategoria({ ...(await repo.inserirCategoria(t, input)), total_produtos: '0' });
    tx.emit({ empresaId: s.empresaId, nome: 'cardapio:alterado', payload: { categoria } });
    return categoria;
  });
}

async function exigirEstacao(t: Tenant, estacaoId: number | null | undefined) {
  if (estacaoId != null && !(await repo.estacaoDaEmpresa(t, estacaoId))) throw notFound('Estação não encontrada');
}

/** Renames a category or routes it to another production station (issue 13). */
export async function atualizarCategoria(
  ctx: AppContext,
  s: StaffSession,
  id: number,
  input: AtualizarCategoriaInput,
): Promise<CategoriaDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    if (!(await repo.buscarCategoria(t, id))) throw notFound(CATEGORIA_NAO_ENCONTRADA);
    const outra = input.nome ? await repo.categoriaComNome(t, input.nome) : undefined;
    if (outra && outra.id !== id) throw conflict('Já existe uma categoria com este nome');
    await exigirEstacao(t, input.estacao_id);
    await repo.atualizarCategoria(t, id, input);
    const categoria = presentCategoria((await repo.buscarCategoria(t, id))!);
    tx.emit({ empresaId: s.empresaId, nome: 'cardapio:alterado', payload: { categoria } });
    return categoria;
  });
}

/** Only an empty category can go (spec 5); the products' FK (ON DELETE RESTRICT) backs this up against races. */
export async function removerCategoria(ctx: AppContext, s: StaffSession, id: number): Promise<void> {
  await withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    if (!(await repo.buscarCategoria(t, id))) throw notFound(CATEGORIA_NAO_ENCONTRADA);
    const total = await repo.contarProdutosDaCategoria(t, id);
    if (total > 0) throw conflict('Categoria possui produtos e não pode ser excluída', { total_produtos: total });
    await repo.removerCategoria(t, id);
    tx.emit({ empresaId: s.empresaId, nome: 'cardapio:alterado', payload: { categoriaRemovidaId: id } });
  });
}

// ----- reading products -------------------------------------------------------------------------------------------

export const listarProdutos = async (ctx: AppContext, s: StaffSession, q: ListarProdutosQuery): Promise<ProdutoDTO[]> =>
  (
    await repo.listarProdutos(tenant(ctx.db, s.empresaId), {
      incluirInativos: q.include_inactive,
      categoriaId: q.categoria_id,
    })
  ).map(presentProduto);

async function exigirProduto(t: Tenant, id: number) {
  const produto = await repo.buscarProduto(t, id);
  if (!produto) throw notFound(PRODUTO_NAO_ENCONTRADO);
  return produto;
}

/** The edit form: the product, all its flavours, and its add-on categories with all their add-ons. */
async function carregarDetalhe(t: Tenant, id: number): Promise<ProdutoDetalheDTO> {
  const produto = await exigirProduto(t, id);
  const [sabores, categorias] = await Promise.all([
    repo.listarSabores(t, id, true),
    repo.listarCategoriasAdicionais(t, id),
  ]);
  const adicionais = await repo.listarAdicionais(
    t,
    categorias.map((c) => c.id),
    false,
  );
  return {
    ...presentProduto(produto),
    sabores: sabores.map(presentSabor),
    categoriasAdicionais: categorias.map((c) => presentCategoriaAdicional(c, adicionais)),
    adicionais: adicionais.map(presentAdicional),
  };
}

export const obterProduto = (ctx: AppContext, s: StaffSession, id: number) =>
  carregarDetalhe(tenant(ctx.db, s.empresaId), id);

export async function listarSabores(
  ctx: AppContext,
  s: StaffSession,
  id: number,
  incluirInativos: boolean,
): Promise<SaborDTO[]> {
  const t = tenant(ctx.db, s.empresaId);
  await exigirProduto(t, id);
  return (await repo.listarSabores(t, id, incluirInativos)).map(presentSabor);
}

/** Picker: every add-on category of the product (required ones included even if empty), with its active add-ons. */
export async function listarGruposAdicionais(
  ctx: AppContext,
  s: StaffSession,
  id: number,
): Promise<GrupoAdicionaisEquipeDTO[]> {
  const t = tenant(ctx.db, s.empresaId);
  await exigirProduto(t, id);
  const categorias = await repo.listarCategoriasAdicionais(t, id);
  const adicionais = await repo.listarAdicionais(
    t,
    categorias.map((c) => c.id),
    true,
  );
  return categorias.map((c) => presentGrupo(c, adicionais));
}

/** Public image route (scoped by id only). */
export async function imagemDoProduto(ctx: AppContext, id: number) {
  const row = await imagemPublicaDoProduto(ctx.db, id);
  if (!row?.imagem || !row.imagem_mime_type) throw notFound('Imagem não encontrada');
  return { bytes: row.imagem, mime: row.imagem_mime_type, versao: row.imagem_versao };
}

// ----- saving products --------------------------------------------------------------------------------------------

/**
 * Splits a submitted child list (flavours, add-on categories, add-ons) against the rows that exist:
 * rows with an id are updates and must be among them (else it is another product's or company's -> 404),
 * rows without id are inserts, and existing rows left out are deletions.
 */
function planejar<T extends { id?: number }>(enviados: T[], existentes: number[], naoEncontrado: string) {
  const validos = new Set(existentes);
  const mantidos = new Set<number>();
  for (const item of enviados) {
    if (item.id == null) continue;
    if (!validos.has(item.id)) throw notFound(naoEncontrado);
    if (mantidos.has(item.id)) throw badRequest('Item repetido na lista');
    mantidos.add(item.id);
  }
  return {
    novos: enviados.filter((i) => i.id == null),
    alterados: enviados.filter((i): i is T & { id: number } => i.id != null),
    removidos: existentes.filter((id) => !mantidos.has(id)),
  };
}

const camposSabor = (x: SaborInput) => ({
  nome: x.nome,
  descricao: x.descricao,
  preco_adicional: x.preco_adicional,
  qtd_maxima: x.qtd_maxima,
  ativo: x.ativo,
  ...(x.codigo === undefined ? {} : { codigo: x.codigo }),
});

async function sincronizarSabores(t: Tenant, produtoId: number, sabores: SaborInput[]) {
  const existentes = (await repo.listarSabores(t, produtoId, true)).map((x) => x.id);
  const plano = planejar(sabores, existentes, 'Sabor não encontrado');
  await repo.removerSabores(t, plano.removidos);
  for (const x of plano.alterados) await repo.atualizarSabor(t, x.id, camposSabor(x));
  await repo.inserirSabores(
    t,
    plano.novos.map((x) => ({ produto_id: produtoId, ...camposSabor(x) })),
  );
}

const camposCategoriaAdicional = (c: CategoriaAdicionalInput) => ({
  nome: c.nome,
  descricao: c.descricao,
  qtd_minima: c.qtd_minima,
  qtd_maxima: c.qtd_maxima,
  obrigatorio: c.obrigatorio,
  multipla_escolha: c.multipla_escolha,
});

const camposAdicional = (a: AdicionalInput, categoriaAdicionalId: number) => ({
  nome: a.nome,
  descricao: a.descricao,
  preco: a.preco,
  qtd_maxima: a.qtd_maxima,
  ativo: a.ativo,
  ...(a.codigo === undefined ? {} : { codigo: a.codigo }),
  categoria_adicional_id: categoriaAdicionalId,
});

/**
 * Add-on categories and add-ons. A list left out keeps what exists. Order matters: categories are created and
 * updated first (so add-ons can name them), add-ons are written next (an add-on may move to another category),
 * and removed categories go last (taking their remaining add-ons with them, ON DELETE CASCADE).
 */
async function sincronizarAdicionais(
  t: Tenant,
  produtoId: number,
  categorias?: CategoriaAdicionalInput[],
  adicionais?: AdicionalInput[],
) {
  const existentes = await repo.listarCategoriasAdicionais(t, produtoId);
  let finais = existentes.map((c) => ({ id: c.id, nome: c.nome }));
  let removidas: number[] = [];
  if (categorias) {
    const plano = planejar(
      categorias,
      existentes.map((c) => c.id),
      CATEGORIA_ADICIONAL_NAO_ENCONTRADA,
    );
    for (const c of plano.alterados) await repo.atualizarCategoriaAdicional(t, c.id, camposCategoriaAdicional(c));
    finais = plano.alterados.map((c) => ({ id: c.id, nome: c.nome }));
    for (const c of plano.novos)
      finais.push(await repo.inserirCategoriaAdicional(t, { produto_id: produtoId, ...camposCategoriaAdicional(c) }));
    removidas = plano.removidos;
  }

  if (adicionais) {
    const porId = new Set(finais.map((c) => c.id));
    const porNome = new Map<string, number>();
    for (const c of finais) if (!porNome.has(chaveNomeCategoria(c.nome))) porNome.set(chaveNomeCategoria(c.nome), c.id);
    const categoriaDe = (a: AdicionalInput): number => {
      if (a.categoria_adicional_id != null) {
        if (porId.has(a.categoria_adicional_id)) return a.categoria_adicional_id;
        if (removidas.includes(a.categoria_adicional_id))
          throw badRequest(`Adicional "${a.nome}" pertence a uma categoria de adicionais removida`);
        throw notFound(CATEGORIA_ADICIONAL_NAO_ENCONTRADA);
      }
      const id = porNome.get(chaveNomeCategoria(a.categoria_nome ?? ''));
      if (id == null) throw badRequest(`Categoria de adicionais "${a.categoria_nome}" não encontrada`);
      return id;
    };
    const atuais = await repo.listarAdicionais(
      t,
      existentes.map((c) => c.id),
      false,
    );
    const plano = planejar(
      adicionais,
      atuais.map((a) => a.id),
      'Adicional não encontrado',
    );
    for (const a of plano.alterados) await repo.atualizarAdicional(t, a.id, camposAdicional(a, categoriaDe(a)));
    await repo.inserirAdicionais(
      t,
      plano.novos.map((a) => camposAdicional(a, categoriaDe(a))),
    );
    await repo.removerAdicionais(t, plano.removidos);
  }

  await repo.removerCategoriasAdicionais(t, removidas);
}

/**
 * A flavour's or an add-on's code is unique among the product's own of its kind (iFood's options' externalCode,
 * issue 39, matched within the item's product). Checked once the save is written (so a swap between two rows of the
 * form is fine); a clash throws and the whole save rolls back.
 */
async function exigirCodigosUnicos(t: Tenant, produtoId: number) {
  const sabor = await repo.codigoRepetido(t, 'sabores', produtoId);
  if (sabor?.codigo) throw conflict(`Já existe um sabor com o código ${sabor.codigo} neste produto`);
  const adicional = await repo.codigoRepetido(t, 'adicionais', produtoId);
  if (adicional?.codigo) throw conflict(`Já existe um adicional com o código ${adicional.codigo} neste produto`);
}

/** The event carries the list shape (ProdutoDTO), not the form's children. */
function soProduto(detalhe: ProdutoDetalheDTO): ProdutoDTO {
  const { sabores: _s, categoriasAdicionais: _c, adicionais: _a, ...produto } = detalhe;
  return produto;
}

/**
 * The product's availability may have changed (sold out, active, its code): the registered hooks (iFood's catalog,
 * issue 39) write what follows from it in this same transaction.
 */
async function avisarDisponibilidade(ctx: AppContext, tx: Tx, t: Tenant, produto: ProdutoDTO) {
  const agora = ctx.relogio.agora();
  const p = { id: produto.id, codigo: produto.codigo, esgotado: produto.esgotado, ativo: produto.ativo, agora };
  for (const h of ganchosDeDisponibilidade()) await h(tx, t, p);
}

/** Queues the product change, plus the categories whose product count changed. */
async function emitirProduto(tx: Tx, t: Tenant, produto: ProdutoDTO, categoriasAfetadas: number[]) {
  const empresaId = t.empresaId;
  tx.emit({ empresaId, nome: 'cardapio:alterado', payload: { produto } });
  for (const id of new Set(categoriasAfetadas)) {
    const categoria = await repo.buscarCategoria(t, id);
    if (categoria)
      tx.emit({ empresaId, nome: 'cardapio:alterado', payload: { categoria: presentCategoria(categoria) } });
  }
}

/**
 * POST and full PATCH. ONE transaction: the product, its image, flavours, add-on categories and add-ons are all
 * written or, on the first invalid part, none of them is (the error rolls everything back).
 */
async function salvarProduto(
  ctx: AppContext,
  s: StaffSession,
  id: number | null,
  input: ProdutoInput,
): Promise<ProdutoDetalheDTO> {
  // absent (or '') keeps the image, null removes it, a data URL replaces it; a bad image refuses the save before
  // the database is touched
  const imagem = input.imagem_data
    ? decodificarImagem(input.imagem_data)
    : input.imagem_data === null
      ? null
      : undefined;
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const anterior = id == null ? undefined : await repo.travarProduto(t, id);
    if (id != null && !anterior) throw notFound(PRODUTO_NAO_ENCONTRADO);
    if (!(await repo.buscarCategoria(t, input.categoria_id))) throw notFound(CATEGORIA_NAO_ENCONTRADA);
    if (input.codigo && (await repo.outroProdutoComCodigo(t, input.codigo, id)))
      throw conflict(`Já existe um produto com o código ${input.codigo}`);

    const campos = {
      nome: input.nome,
      descricao: input.descricao,
      preco: input.preco,
      preco_promocional: input.preco_promocional,
      codigo_barras: input.codigo_barras,
      ...(input.codigo === undefined ? {} : { codigo: input.codigo }),
      estoque_atual: input.estoque_atual,
      estoque_minimo: input.estoque_minimo,
      categoria_id: input.categoria_id,
      ativo: input.ativo,
      tipo_item: input.tipo_item,
      qtd_min_sabores: input.qtd_min_sabores,
      qtd_max_sabores: input.qtd_max_sabores,
      tipo_preco_sabor: input.tipo_preco_sabor,
      // NFC-e data (issue 38): absent keeps what is stored
      ...(input.fiscal === undefined ? {} : { fiscal: input.fiscal && JSON.stringify(input.fiscal) }),
    };
    let produtoId: number;
    if (id == null) produtoId = (await repo.inserirProduto(t, campos)).id;
    else await repo.atualizarProduto(t, (produtoId = id), campos);

    if (imagem !== undefined && !(imagem === null && id == null)) await repo.gravarImagem(t, produtoId, imagem);
    if (input.sabores) await sincronizarSabores(t, produtoId, input.sabores);
    if (input.categoriasAdicionais || input.adicionais)
      await sincronizarAdicionais(t, produtoId, input.categoriasAdicionais, input.adicionais);
    await exigirCodigosUnicos(t, produtoId);

    const detalhe = await carregarDetalhe(t, produtoId);
    if (anterior && (anterior.ativo !== detalhe.ativo || anterior.codigo !== detalhe.codigo))
      await avisarDisponibilidade(ctx, tx, t, detalhe);
    const mudouCategoria = anterior == null || anterior.categoria_id !== input.categoria_id;
    await emitirProduto(
      tx,
      t,
      soProduto(detalhe),
      mudouCategoria ? [input.categoria_id, ...(anterior ? [anterior.categoria_id] : [])] : [],
    );
    return detalhe;
  });
}

export const criarProduto = (ctx: AppContext, s: StaffSession, input: ProdutoInput) =>
  salvarProduto(ctx, s, null, input);
export const atualizarProduto = (ctx: AppContext, s: StaffSession, id: number, input: ProdutoInput) =>
  salvarProduto(ctx, s, id, input);

/** PATCH {ativo}: reactivation / deactivation (spec 4.4); nothing else changes. */
export async function alterarAtivo(
  ctx: AppContext,
  s: StaffSession,
  id: number,
  ativo: 'S' | 'N',
): Promise<ProdutoDetalheDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    if (!(await repo.travarProduto(t, id))) throw notFound(PRODUTO_NAO_ENCONTRADO);
    await repo.atualizarProduto(t, id, { ativo });
    const detalhe = await carregarDetalhe(t, id);
    await avisarDisponibilidade(ctx, tx, t, detalhe);
    await emitirProduto(tx, t, soProduto(detalhe), []);
    return detalhe;
  });
}

/**
 * PATCH /api/produtos/:id/esgotado (issue 22): one tap from the menu editor, the picker or the kitchen. The menu event
 * drops the pricing caches and the diners' menu (its ETag changes) and tells every diner room to refetch it; the
 * availability hooks (iFood's catalog) write their part in the same transaction.
 */
export async function alterarEsgotado(
  ctx: AppContext,
  s: StaffSession,
  id: number,
  esgotado: boolean,
): Promise<ProdutoDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    if (!(await repo.travarProduto(t, id))) throw notFound(PRODUTO_NAO_ENCONTRADO);
    await repo.atualizarProduto(t, id, { esgotado });
    const produto = presentProduto(await exigirProduto(t, id));
    // iFood's pause or resume is written here, in the change's own transaction (issue 39)
    await avisarDisponibilidade(ctx, tx, t, produto);
    tx.emit({ empresaId: s.empresaId, nome: 'cardapio:alterado', payload: { produto } });
    return produto;
  });
}

/**
 * Gives a product a code (iFood's externalCode, issue 39: 'Vincular a um produto' for an unmatched iFood item) inside
 * the caller's transaction: another company's product answers 404, a code another product holds 409. The product
 * keeps everything else; the menu event and the availability hooks follow as for any edit.
 */
export async function definirCodigoDoProduto(
  ctx: AppContext,
  tx: Tx,
  t: Tenant,
  id: number,
  codigo: string,
): Promise<ProdutoDTO> {
  if (!(await repo.travarProduto(t, id))) throw notFound(PRODUTO_NAO_ENCONTRADO);
  if (await repo.outroProdutoComCodigo(t, codigo, id)) throw conflict(`Já existe um produto com o código ${codigo}`);
  await repo.atualizarProduto(t, id, { codigo });
  const produto = presentProduto(await exigirProduto(t, id));
  await avisarDisponibilidade(ctx, tx, t, produto);
  tx.emit({ empresaId: t.empresaId, nome: 'cardapio:alterado', payload: { produto } });
  return produto;
}

/** Deletes the product with its flavours and add-ons; sold items keep their name and prices (snapshots). */
export async function removerProduto(ctx: AppContext, s: StaffSession, id: number): Promise<void> {
  await withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const produto = await repo.travarProduto(t, id);
    if (!produto) throw notFound(PRODUTO_NAO_ENCONTRADO);
    await repo.removerProduto(t, id);
    tx.emit({ empresaId: s.empresaId, nome: 'cardapio:alterado', payload: { produtoRemovidoId: id } });
    const categoria = await repo.buscarCategoria(t, produto.categoria_id);
    if (categoria)
      tx.emit({
        empresaId: s.empresaId,
        nome: 'cardapio:alterado',
        payload: { categoria: presentCategoria(categoria) },
      });
  });
}

// ----- image search -----------------------------------------------------------------------------------------------

export async function buscarImagens(ctx: AppContext, input: BuscarImagensInput): Promise<BuscarImagensResposta> {
  const imagens = await escolherGerador(ctx.config).gerar(input);
  return {
    success: true,
    imagens: imagens.map((imageData) => ({ imageData })),
    message: `${imagens.length} ${imagens.length === 1 ? 'imagem gerada' : 'imagens geradas'} para ${input.nome}`,
  };
}
