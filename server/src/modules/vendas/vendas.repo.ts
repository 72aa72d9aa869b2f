import type { Insertable, Kysely, Updateable } from 'kysely';
import { fromCents, toCents, totaisDaComanda, type GrupoAdicionais } from '@comanda/shared';
import type { Database, VendasTable } from '../../db/tables';
import type { ItemComDetalhes } from './vendas.presenter';

type Q = Kysely<Database>;

export const buscarVenda = (db: Q, empresaId: number, id: number) =>
  db.selectFrom('vendas').selectAll().where('empresa_id', '=', empresaId).where('id', '=', id).executeTakeFirst();

export const vendaAbertaDaMesa = (db: Q, empresaId: number, mesaId: number) =>
  db.selectFrom('vendas').selectAll().where('empresa_id', '=', empresaId).where('mesa_id', '=', mesaId).where('situacao', '=', 'A').executeTakeFirst();

export const vendasAtivas = (db: Q, empresaId: number) =>
  db.selectFrom('vendas').selectAll().where('empresa_id', '=', empresaId).where('situacao', '=', 'A').orderBy('data_abertura').execute();

export const inserirVenda = (db: Q, values: Insertable<VendasTable>) => db.insertInto('vendas').values(values).returningAll().executeTakeFirstOrThrow();

export const atualizarVenda = (db: Q, empresaId: number, id: number, set: Updateable<VendasTable>) =>
  db.updateTable('vendas').set(set).where('empresa_id', '=', empresaId).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/**
 * Recomputes the tab's money from the database with the shared rule (subtotal = the items, service charge, discount,
 * total, paid, change); runs in the same transaction as the change, after the tab row is locked.
 */
export async function recalcularTotais(db: Q, empresaId: number, vendaId: number) {
  const venda = await db.selectFrom('vendas').selectAll().where('empresa_id', '=', empresaId).where('id', '=', vendaId).executeTakeFirstOrThrow();
  const [itens, pagos] = await Promise.all([
    db.selectFrom('venda_itens').select((e) => e.fn.sum<string>('total').as('s')).where('empresa_id', '=', empresaId).where('venda_id', '=', vendaId).executeTakeFirst(),
    db.selectFrom('pagamentos').select(['valor', 'troco']).where('empresa_id', '=', empresaId).where('venda_id', '=', vendaId).where('removido_em', 'is', null).execute(),
  ]);
  const t = totaisDaComanda(venda, toCents(itens?.s), pagos);
  return atualizarVenda(db, empresaId, vendaId, {
    subtotal: fromCents(t.subtotal), acrescimo: fromCents(t.taxa_servico), desconto: fromCents(t.desconto), total: fromCents(t.total),
    valor_pago: fromCents(t.total_pago), troco: fromCents(t.troco),
  });
}

/** Items of some tabs with their flavours and add-ons (three queries, no N+1). */
export async function itensDasVendas(db: Q, empresaId: number, vendaIds: number[], itemIds?: number[]): Promise<ItemComDetalhes[]> {
  if (vendaIds.length === 0) return [];
  let q = db
    .selectFrom('venda_itens as i')
    .leftJoin('estacoes as e', 'e.id', 'i.estacao_id')
    .selectAll('i')
    .select('e.nome as estacao_nome')
    .where('i.empresa_id', '=', empresaId)
    .where('i.venda_id', 'in', vendaIds);
  if (itemIds) q = q.where('i.id', 'in', itemIds);
  const itens = await q.orderBy('i.id').execute();
  if (itens.length === 0) return [];
  const ids = itens.map((i) => i.id);
  const [sabores, adicionais] = await Promise.all([
    db.selectFrom('venda_item_sabores').selectAll().where('empresa_id', '=', empresaId).where('venda_item_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('venda_item_adicionais').selectAll().where('empresa_id', '=', empresaId).where('venda_item_id', 'in', ids).orderBy('id').execute(),
  ]);
  return itens.map((i) => ({
    ...i,
    sabores: sabores.filter((s) => s.venda_item_id === i.id).map(({ sabor_id, sabor_nome, quantidade, preco_unitario, preco_adicional }) => ({ sabor_id, sabor_nome, quantidade, preco_unitario, preco_adicional })),
    adicionais: adicionais.filter((a) => a.venda_item_id === i.id).map(({ adicional_id, adicional_nome, quantidade, preco_unitario, preco }) => ({ adicional_id, adicional_nome, quantidade, preco_unitario, preco })),
  }));
}

export const buscarItem = (db: Q, empresaId: number, id: number) =>
  db.selectFrom('venda_itens').selectAll().where('empresa_id', '=', empresaId).where('id', '=', id).executeTakeFirst();

export const removerItem = (db: Q, empresaId: number, id: number) =>
  db.deleteFrom('venda_itens').where('empresa_id', '=', empresaId).where('id', '=', id).executeTakeFirstOrThrow();

/** What pricing needs from the menu: the product, the chosen flavours, and the product's add-on groups. */
export async function carregarParaPreco(db: Q, empresaId: number, produtoId: number, saborIds: number[]) {
  const produto = await db
    .selectFrom('produtos')
    .select(['id', 'nome', 'ativo', 'preco', 'preco_promocional', 'tipo_item', 'tipo_preco_sabor', 'qtd_min_sabores', 'qtd_max_sabores'])
    .where('empresa_id', '=', empresaId)
    .where('id', '=', produtoId)
    .executeTakeFirst();
  if (!produto) return null;
  const sabores = saborIds.length
    ? await db
        .selectFrom('sabores')
        .select(['id', 'nome', 'preco_adicional'])
        .where('empresa_id', '=', empresaId)
        .where('produto_id', '=', produtoId)
        .where('ativo', '=', 'S')
        .where('id', 'in', saborIds)
        .execute()
    : [];
  const linhas = await db
    .selectFrom('categorias_adicionais as c')
    .leftJoin('adicionais as a', (j) => j.onRef('a.categoria_adicional_id', '=', 'c.id').on('a.ativo', '=', 'S'))
    .select([
      'c.id as categoria_id', 'c.nome as categoria_nome', 'c.obrigatorio', 'c.qtd_maxima as cat_max', 'c.qtd_minima',
      'a.id as adicional_id', 'a.nome as adicional_nome', 'a.preco', 'a.qtd_maxima',
    ])
    .where('c.empresa_id', '=', empresaId)
    .where('c.produto_id', '=', produtoId)
    .orderBy('c.id')
    .orderBy('a.id')
    .execute();
  const grupos = new Map<number, GrupoAdicionais>();
  for (const l of linhas) {
    let g = grupos.get(l.categoria_id);
    if (!g) {
      g = { categoria_id: l.categoria_id, categoria_nome: l.categoria_nome, obrigatorio: l.obrigatorio, qtd_maxima: l.cat_max, qtd_minima: l.qtd_minima, adicionais: [] };
      grupos.set(l.categoria_id, g);
    }
    if (l.adicional_id != null) g.adicionais.push({ id: l.adicional_id, nome: l.adicional_nome!, preco: l.preco!, qtd_maxima: l.qtd_maxima! });
  }
  return { produto, sabores, grupos: [...grupos.values()] };
}

/** The user's most-ordered products since `desde` (the picker's quick row): product ids, most units first. */
export const maisPedidosDoUsuario = (db: Q, empresaId: number, usuarioId: number, desde: Date, limite: number) =>
  db
    .selectFrom('venda_itens')
    .select(['produto_id', (eb) => eb.fn.sum<string>('quantidade').as('unidades')])
    .where('empresa_id', '=', empresaId)
    .where('usuario_id', '=', usuarioId)
    .where('created_at', '>=', desde)
    .where('produto_id', 'is not', null)
    .groupBy('produto_id')
    .orderBy('unidades', 'desc')
    .orderBy('produto_id')
    .limit(limite)
    .execute();
