import type { SituacaoItemPedido } from '@comanda/shared';
import type { ExpressionBuilder } from 'kysely';
import type { AdicionaisJson, Database, SaboresJson } from '../../db/tables';
import type { NovaLinha, Tenant } from '../../db/tenant';

// ----- the place's shared cart (a table's or a numbered card's) ---------------------------------------------------

/** The place whose cart it is: a table or a numbered card (issue 37; its number names its public room). */
export type Lugar = { mesa_id: number } | { cartao_id: number; cartao_numero: number };

/** The place's columns in a cart row. */
export const colunasDoLugar = (lugar: Lugar) =>
  'mesa_id' in lugar ? { mesa_id: lugar.mesa_id } : { cartao_id: lugar.cartao_id };

/** Narrows a cart query to one place's lines. */
const doLugar = (lugar: Lugar) => (eb: ExpressionBuilder<Database, 'carrinho_linhas'>) =>
  'mesa_id' in lugar ? eb('mesa_id', '=', lugar.mesa_id) : eb('cartao_id', '=', lugar.cartao_id);

export const linhasDoCarrinho = (t: Tenant, lugar: Lugar) =>
  t.selectFrom('carrinho_linhas').selectAll().where(doLugar(lugar)).orderBy('id').execute();

export const contarLinhasDoCarrinho = async (t: Tenant, lugar: Lugar) =>
  Number(
    (
      await t
        .selectFrom('carrinho_linhas')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where(doLugar(lugar))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const inserirLinhaDoCarrinho = (t: Tenant, linha: NovaLinha<'carrinho_linhas'>) =>
  t.insertInto('carrinho_linhas', linha).returningAll().executeTakeFirstOrThrow();

export const linhaDoCarrinho = (t: Tenant, lugar: Lugar, id: number) =>
  t.selectFrom('carrinho_linhas').selectAll().where(doLugar(lugar)).where('id', '=', id).executeTakeFirst();

export const alterarQuantidadeDaLinha = (t: Tenant, id: number, quantidade: number) =>
  t.updateTable('carrinho_linhas').set({ quantidade }).where('id', '=', id).execute();

export const removerLinhaDoCarrinho = (t: Tenant, id: number) =>
  t.deleteFrom('carrinho_linhas').where('id', '=', id).execute();

/** Takes these lines out of the place's cart (an order sends them); returns the ones that were still there. */
export const tirarLinhasDoCarrinho = (t: Tenant, lugar: Lugar, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : t.deleteFrom('carrinho_linhas').where(doLugar(lugar)).where('id', 'in', ids).returningAll().execute();

/** Empties a place's cart (its tab closed): the next visit to the card starts clean. Returns how many lines went. */
export const esvaziarCarrinho = async (t: Tenant, lugar: Lugar) =>
  Number((await t.deleteFrom('carrinho_linhas').where(doLugar(lugar)).executeTakeFirst()).numDeletedRows);

// ----- the diners' orders ------------------------------------------------------------------------------------------

export const inserirPedido = (t: Tenant, pedido: NovaLinha<'pedidos_cliente'>) =>
  t.insertInto('pedidos_cliente', pedido).returningAll().executeTakeFirstOrThrow();

export interface ItemPedidoNovo {
  pedido_id: number;
  produto_id: number;
  produto_nome: string;
  cliente_nome: string;
  quantidade: number;
  sabores: SaboresJson;
  adicionais: AdicionaisJson;
  observacao: string | null;
  valor_unitario: number;
  valor_total: number;
}

export const inserirItensDoPedido = (t: Tenant, itens: ItemPedidoNovo[]) =>
  t
    .insertInto(
      'pedido_cliente_itens',
      itens.map((i) => ({ ...i, sabores: JSON.stringify(i.sabores), adicionais: JSON.stringify(i.adicionais) })),
    )
    .returningAll()
    .execute();

/** Orders stored since `desde` from this table or card, or from this sender's address (the abuse limit counts them). */
export async function contarPedidosDesde(
  t: Tenant,
  desde: Date,
  onde: { mesaId: number } | { cartaoNumero: number } | { origem: string },
) {
  let q = t
    .selectFrom('pedidos_cliente')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('criado_em', '>', desde);
  if ('mesaId' in onde) q = q.where('mesa_id', '=', onde.mesaId);
  else if ('cartaoNumero' in onde) q = q.where('cartao_numero', '=', onde.cartaoNumero);
  else q = q.where('origem', '=', onde.origem);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export const buscarPedido = (t: Tenant, id: number) =>
  t.selectFrom('pedidos_cliente').selectAll().where('id', '=', id).executeTakeFirst();

/** Locks the order row: two staff deciding the same order run one after the other. */
export const travarPedido = (t: Tenant, id: number) =>
  t.selectFrom('pedidos_cliente').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const atualizarSituacaoDoPedido = (t: Tenant, id: number, situacao: SituacaoItemPedido) =>
  t.updateTable('pedidos_cliente').set({ situacao }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/**
 * Orders for the staff list: pendente ones only of open tabs (a closed tab's leftovers need no decision); without a
 * filter, the last day's orders. Oldest first.
 */
export function listarPedidos(t: Tenant, filtro: { situacao?: SituacaoItemPedido; desde: Date }) {
  let q = t.selectFrom('pedidos_cliente as p').selectAll('p');
  if (filtro.situacao) q = q.where('p.situacao', '=', filtro.situacao);
  if (filtro.situacao === 'pendente')
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('vendas as v')
          .select('v.id')
          .whereRef('v.id', '=', 'p.venda_id')
          .whereRef('v.empresa_id', '=', 'p.empresa_id')
          .where('v.situacao', '=', 'A'),
      ),
    );
  else q = q.where('p.criado_em', '>', filtro.desde);
  return q.orderBy('p.criado_em').orderBy('p.id').limit(500).execute();
}

export const pedidosDaVenda = (t: Tenant, vendaId: number) =>
  t.selectFrom('pedidos_cliente').selectAll().where('venda_id', '=', vendaId).orderBy('id').execute();

/** The lines of some orders, each with the production status of the tab item it became (if it still exists). */
export const itensDosPedidos = (t: Tenant, pedidoIds: number[]) =>
  pedidoIds.length === 0
    ? Promise.resolve([])
    : t
        .selectFrom('pedido_cliente_itens as i')
        .leftJoin('venda_itens as vi', 'vi.id', 'i.venda_item_id')
        .selectAll('i')
        .select('vi.status_producao')
        .where('i.pedido_id', 'in', pedidoIds)
        .orderBy('i.id')
        .execute();

export type ItemDoPedido = Awaited<ReturnType<typeof itensDosPedidos>>[number];

export const decidirItem = (
  t: Tenant,
  id: number,
  set: {
    situacao: SituacaoItemPedido;
    motivo?: string;
    venda_item_id?: number;
    decidido_por: number | null;
    decidido_em: Date;
  },
) => t.updateTable('pedido_cliente_itens').set(set).where('id', '=', id).execute();

// ----- the company's settings and the public menu ------------------------------------------------------------------

/**
 * The diners' menu in four reads: categories, active products that are not sold out (by category name, then product
 * name, as the waiter's picker), their active flavours, and their add-on groups with active add-ons.
 */
export async function cardapioPublico(t: Tenant) {
  const [categorias, produtos] = await Promise.all([
    t.selectFrom('categorias').select(['id', 'nome']).orderBy('nome').orderBy('id').execute(),
    t
      .selectFrom('produtos')
      .select([
        'id',
        'categoria_id',
        'nome',
        'descricao',
        'preco',
        'preco_promocional',
        'tipo_item',
        'tipo_preco_sabor',
        'qtd_min_sabores',
        'qtd_max_sabores',
        'imagem_mime_type',
        'imagem_versao',
      ])
      .where('ativo', '=', 'S')
      .where('esgotado', '=', false)
      .orderBy('nome')
      .orderBy('id')
      .execute(),
  ]);
  const ids = produtos.map((p) => p.id);
  if (ids.length === 0) return { categorias, produtos, sabores: [], grupos: [], adicionais: [] };
  const [sabores, grupos, adicionais] = await Promise.all([
    t
      .selectFrom('sabores')
      .select(['id', 'produto_id', 'nome', 'descricao', 'preco_adicional'])
      .where('produto_id', 'in', ids)
      .where('ativo', '=', 'S')
      .orderBy('id')
      .execute(),
    t
      .selectFrom('categorias_adicionais')
      .select(['id', 'produto_id', 'nome', 'obrigatorio', 'qtd_minima', 'qtd_maxima'])
      .where('produto_id', 'in', ids)
      .orderBy('id')
      .execute(),
    t
      .selectFrom('adicionais as a')
      .innerJoin('categorias_adicionais as c', 'c.id', 'a.categoria_adicional_id')
      .select(['a.id', 'a.categoria_adicional_id', 'a.nome', 'a.preco', 'a.qtd_maxima'])
      .where('c.produto_id', 'in', ids)
      .where('a.ativo', '=', 'S')
      .orderBy('a.id')
      .execute(),
  ]);
  return { categorias, produtos, sabores, grupos, adicionais };
}

export type LinhasCardapioPublico = Awaited<ReturnType<typeof cardapioPublico>>;
