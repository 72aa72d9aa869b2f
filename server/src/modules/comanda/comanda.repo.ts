import { sql, type Selectable, type Updateable } from 'kysely';
import { fromCents, toCents, totaisDaComanda, type GrupoAdicionais, type TotaisConta } from '@comanda/shared';
import type { VendasTable } from '../../db/tables';
import type { MenuDoProduto } from '../../cache/entradas';
import { consultaFixa } from '../../db/consulta-fixa';
import { tenant, type NovaLinha, type Tenant } from '../../db/tenant';
import type { ItemComDetalhes } from './comanda.presenter';
import { nomeDoAutor, type AutorHistorico } from './comanda.historico';

export const buscarVenda = (t: Tenant, id: number) =>
  t.selectFrom('vendas').selectAll().where('id', '=', id).executeTakeFirst();

const travarVendaFixa = consultaFixa((t, p: { id: number }) =>
  t.selectFrom('vendas').selectAll().where('id', '=', p.id).forUpdate(),
);
/** Locks the tab row (after its table: see vendas.service travarVendaEMesa). */
export const travarVenda = async (t: Tenant, id: number) => (await travarVendaFixa(t, { id }))[0];

export const vendaAbertaDaMesa = (t: Tenant, mesaId: number) =>
  t.selectFrom('vendas').selectAll().where('mesa_id', '=', mesaId).where('situacao', '=', 'A').executeTakeFirst();

export const vendasAtivas = (t: Tenant) =>
  t.selectFrom('vendas').selectAll().where('situacao', '=', 'A').orderBy('data_abertura').execute();

export const inserirVenda = (t: Tenant, values: NovaLinha<'vendas'>) =>
  t.insertInto('vendas', values).returningAll().executeTakeFirstOrThrow();

/** The open tab of a table gets a new diner link (its card's code was renewed): the old token stops answering. */
export const renovarTokenDaMesa = (t: Tenant, mesaId: number, token: string) =>
  t
    .updateTable('vendas')
    .set({ token_publico: token })
    .where('mesa_id', '=', mesaId)
    .where('situacao', '=', 'A')
    .execute();

export const atualizarVenda = (t: Tenant, id: number, set: Updateable<VendasTable>) =>
  t.updateTable('vendas').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/**
 * Recomputes the tab's money from the database with the shared rule (subtotal = the items, service charge, discount,
 * total, paid, change); runs in the same transaction as the change, after the tab row is locked.
 */
export async function recalcularTotais(
  t: Tenant,
  vendaId: number,
  antesDeGravar?: (venda: Selectable<VendasTable>, totais: TotaisConta) => Promise<void>,
) {
  const venda = await t.selectFrom('vendas').selectAll().where('id', '=', vendaId).executeTakeFirstOrThrow();
  const [itens, pagos] = await Promise.all([
    t
      .selectFrom('venda_itens')
      .select((e) => e.fn.sum<string>('total').as('s'))
      .where('venda_id', '=', vendaId)
      .executeTakeFirst(),
    t
      .selectFrom('pagamentos')
      .select(['valor', 'troco'])
      .where('venda_id', '=', vendaId)
      .where('removido_em', 'is', null)
      .execute(),
  ]);
  const totais = totaisDaComanda(venda, toCents(itens?.s), pagos);
  await antesDeGravar?.(venda, totais);
  return gravarTotais(t, vendaId, totais);
}

/** Each money column of a tab and the shared rule's total it stores. */
const COLUNA_DO_TOTAL = {
  subtotal: 'subtotal',
  acrescimo: 'taxa_servico',
  desconto: 'desconto',
  consumacao_minima: 'consumacao_minima',
  total: 'total',
  valor_pago: 'total_pago',
  troco: 'troco',
} as const satisfies Record<string, keyof TotaisConta>;
type ColunaDosTotais = keyof typeof COLUNA_DO_TOTAL;
const COLUNAS_TOTAIS = Object.keys(COLUNA_DO_TOTAL) as ColunaDosTotais[];

/** The tab's money columns as stored, from totals computed by the shared rule. */
export const colunasDosTotais = (totais: TotaisConta) =>
  Object.fromEntries(COLUNAS_TOTAIS.map((c) => [c, fromCents(totais[COLUNA_DO_TOTAL[c]])])) as Record<
    ColunaDosTotais,
    number
  >;

/** The locked tab row as an UPDATE of these totals leaves it (numeric(12,2) reads back as text with two decimals). */
export const vendaComTotais = <V extends Selectable<VendasTable>>(venda: V, totais: TotaisConta): V => ({
  ...venda,
  ...Object.fromEntries(Object.entries(colunasDosTotais(totais)).map(([k, v]) => [k, v.toFixed(2)])),
});

export const gravarTotais = (t: Tenant, vendaId: number, totais: TotaisConta) =>
  atualizarVenda(t, vendaId, colunasDosTotais(totais));

/** The columns an added item is written with: all of them, always (one fixed statement, db/consulta-fixa.ts). */
const COLUNAS_ITEM = [
  'venda_id',
  'produto_id',
  'produto_nome',
  'quantidade',
  'preco_unitario',
  'total',
  'observacoes',
  'usuario_id',
  'cliente_nome',
  'estacao_id',
  'ticket_id',
  'status_producao',
  'entregue_em',
] as const;
export type ItemNovo = Required<Pick<NovaLinha<'venda_itens'>, (typeof COLUNAS_ITEM)[number]>>;

const inserirItemComTotaisFixa = consultaFixa(
  (t, p: { item: ItemNovo; totais: ReturnType<typeof colunasDosTotais>; autorId: number | null; autorNome: string }) =>
    t.db
      .with('item', (db) =>
        tenant(db, t.empresaId)
          .insertInto('venda_itens', Object.fromEntries(COLUNAS_ITEM.map((c) => [c, p.item[c]])) as ItemNovo)
          .returningAll(),
      )
      .with('totais', (db) =>
        tenant(db, t.empresaId)
          .updateTable('vendas')
          .set(Object.fromEntries(COLUNAS_TOTAIS.map((c) => [c, p.totais[c]])))
          .where('id', '=', p.item.venda_id),
      )
      .with('historico', (db) =>
        // eslint-disable-next-line no-restricted-syntax -- INSERT … SELECT: empresa_id is the scoped item row's
        db
          .insertInto('venda_historico')
          .columns(['empresa_id', 'venda_id', 'usuario_id', 'usuario_nome', 'tipo', 'depois'])
          .expression((eb) =>
            eb.selectFrom('item').select([
              'item.empresa_id',
              'item.venda_id',
              sql<number | null>`${p.autorId}::int`.as('usuario_id'),
              sql<string>`${p.autorNome}::text`.as('usuario_nome'),
              sql<string>`'item_adicionado'`.as('tipo'),
              sql<string>`jsonb_build_object('item_id', item.id, 'produto_nome', item.produto_nome,
                'quantidade', item.quantidade, 'total', item.total)`.as('depois'),
            ]),
          ),
      )
      .selectFrom('item')
      .selectAll(),
);

/**
 * An item add's writes in one statement (data-modifying CTEs all run, in one snapshot): the item, the tab's new totals
 * and the 'item_adicionado' history line built from the inserted row. The table's lock is then held for one round
 * trip instead of three. Returns the item row.
 */
export const inserirItemComTotais = async (t: Tenant, item: ItemNovo, totais: TotaisConta, autor: AutorHistorico) =>
  (
    await inserirItemComTotaisFixa(t, {
      item,
      totais: colunasDosTotais(totais),
      autorId: autor.id,
      autorNome: nomeDoAutor(autor),
    })
  )[0]!;

type SaborDoItem = Omit<NovaLinha<'venda_item_sabores'>, 'venda_item_id'>;
type AdicionalDoItem = Omit<NovaLinha<'venda_item_adicionais'>, 'venda_item_id'>;

/** Inserts an item with the flavour and add-on snapshots it was priced with (one INSERT per table); returns them. */
export async function inserirLinhaDeItem<S extends SaborDoItem, A extends AdicionalDoItem>(
  t: Tenant,
  item: NovaLinha<'venda_itens'>,
  sabores: S[],
  adicionais: A[],
) {
  const linha = await t.insertInto('venda_itens', item).returningAll().executeTakeFirstOrThrow();
  await inserirDetalhes(t, linha.id, sabores, adicionais);
  return { linha, sabores, adicionais };
}

/** An item's flavour and add-on snapshots (one INSERT per table, none when empty). */
export async function inserirDetalhes(
  t: Tenant,
  venda_item_id: number,
  sabores: SaborDoItem[],
  adicionais: AdicionalDoItem[],
): Promise<void> {
  if (sabores.length)
    await t
      .insertInto(
        'venda_item_sabores',
        sabores.map((x) => ({ ...x, venda_item_id })),
      )
      .execute();
  if (adicionais.length)
    await t
      .insertInto(
        'venda_item_adicionais',
        adicionais.map((x) => ({ ...x, venda_item_id })),
      )
      .execute();
}

/** Items of some tabs with their flavours and add-ons (three queries, no N+1). */
export async function itensDasVendas(t: Tenant, vendaIds: number[], itemIds?: number[]): Promise<ItemComDetalhes[]> {
  if (vendaIds.length === 0) return [];
  let q = t
    .selectFrom('venda_itens as i')
    .leftJoin('estacoes as e', 'e.id', 'i.estacao_id')
    .selectAll('i')
    .select('e.nome as estacao_nome')
    .where('i.venda_id', 'in', vendaIds);
  if (itemIds) q = q.where('i.id', 'in', itemIds);
  const itens = await q.orderBy('i.id').execute();
  if (itens.length === 0) return [];
  const ids = itens.map((i) => i.id);
  const [sabores, adicionais] = await Promise.all([
    t.selectFrom('venda_item_sabores').selectAll().where('venda_item_id', 'in', ids).orderBy('id').execute(),
    t.selectFrom('venda_item_adicionais').selectAll().where('venda_item_id', 'in', ids).orderBy('id').execute(),
  ]);
  return itens.map((i) => ({
    ...i,
    sabores: sabores
      .filter((s) => s.venda_item_id === i.id)
      .map(({ sabor_id, sabor_nome, quantidade, preco_unitario, preco_adicional }) => ({
        sabor_id,
        sabor_nome,
        quantidade,
        preco_unitario,
        preco_adicional,
      })),
    adicionais: adicionais
      .filter((a) => a.venda_item_id === i.id)
      .map(({ adicional_id, adicional_nome, quantidade, preco_unitario, preco }) => ({
        adicional_id,
        adicional_nome,
        quantidade,
        preco_unitario,
        preco,
      })),
  }));
}

export const buscarItem = (t: Tenant, id: number) =>
  t.selectFrom('venda_itens').selectAll().where('id', '=', id).executeTakeFirst();

export const alterarQuantidade = (t: Tenant, id: number, quantidade: number, total: number | string) =>
  t.updateTable('venda_itens').set({ quantidade, total }).where('id', '=', id).execute();

/** Moves a whole line to another tab of the company. */
export const moverItem = (t: Tenant, id: number, vendaId: number) =>
  t.updateTable('venda_itens').set({ venda_id: vendaId }).where('id', '=', id).execute();

/** Merging tabs: every item and payment of `origemId` goes to `destinoId`. */
export const moverItensEPagamentos = async (t: Tenant, origemId: number, destinoId: number) => ({
  itens: await t
    .updateTable('venda_itens')
    .set({ venda_id: destinoId })
    .where('venda_id', '=', origemId)
    .returning('id')
    .execute(),
  pagamentos: await t
    .updateTable('pagamentos')
    .set({ venda_id: destinoId })
    .where('venda_id', '=', origemId)
    .returning('id')
    .execute(),
});

/** Snapshots (ItemProducaoDTO) of this tab's items removed after the kitchen had started them, oldest first. */
export const canceladosNaProducao = (t: Tenant, vendaId: number) =>
  t.selectFrom('itens_cancelados_producao').select('item').where('venda_id', '=', vendaId).orderBy('id').execute();

export const removerItem = (t: Tenant, id: number) =>
  t.deleteFrom('venda_itens').where('id', '=', id).executeTakeFirstOrThrow();

/**
 * What pricing needs from the menu: the product with the station its category sends it to (if active), its active
 * flavours, and its add-on groups. Three independent reads, run side by side; null when the product is not there.
 */
export async function menuDoProduto(t: Tenant, produtoId: number): Promise<MenuDoProduto | null> {
  const [produto, sabores, linhas] = await Promise.all([
    t
      .selectFrom('produtos as p')
      .leftJoin('categorias as c', 'c.id', 'p.categoria_id')
      .leftJoin('estacoes as e', (j) => j.onRef('e.id', '=', 'c.estacao_id').on('e.ativo', '=', true))
      .select([
        'p.id',
        'p.nome',
        'p.ativo',
        'p.preco',
        'p.preco_promocional',
        'p.tipo_item',
        'p.tipo_preco_sabor',
        'p.qtd_min_sabores',
        'p.qtd_max_sabores',
        'p.esgotado',
        'e.id as estacao_id',
        'e.nome as estacao_nome',
      ])
      .where('p.id', '=', produtoId)
      .executeTakeFirst(),
    t
      .selectFrom('sabores')
      .select(['id', 'nome', 'preco_adicional'])
      .where('produto_id', '=', produtoId)
      .where('ativo', '=', 'S')
      .execute(),
    gruposDoProduto(t, produtoId),
  ]);
  if (!produto) return null;
  return { produto, sabores, grupos: linhas };
}

async function gruposDoProduto(t: Tenant, produtoId: number): Promise<GrupoAdicionais[]> {
  const linhas = await t
    .selectFrom('categorias_adicionais as c')
    .leftJoin('adicionais as a', (j) => j.onRef('a.categoria_adicional_id', '=', 'c.id').on('a.ativo', '=', 'S'))
    .select([
      'c.id as categoria_id',
      'c.nome as categoria_nome',
      'c.obrigatorio',
      'c.qtd_maxima as cat_max',
      'c.qtd_minima',
      'a.id as adicional_id',
      'a.nome as adicional_nome',
      'a.preco',
      'a.qtd_maxima',
    ])
    .where('c.produto_id', '=', produtoId)
    .orderBy('c.id')
    .orderBy('a.id')
    .execute();
  const grupos = new Map<number, GrupoAdicionais>();
  for (const l of linhas) {
    let g = grupos.get(l.categoria_id);
    if (!g) {
      g = {
        categoria_id: l.categoria_id,
        categoria_nome: l.categoria_nome,
        obrigatorio: l.obrigatorio,
        qtd_maxima: l.cat_max,
        qtd_minima: l.qtd_minima,
        adicionais: [],
      };
      grupos.set(l.categoria_id, g);
    }
    if (l.adicional_id != null)
      g.adicionais.push({ id: l.adicional_id, nome: l.adicional_nome!, preco: l.preco!, qtd_maxima: l.qtd_maxima! });
  }
  return [...grupos.values()];
}

/** The user's most-ordered products since `desde` (the picker's quick row): product ids, most units first. */
export const maisPedidosDoUsuario = (t: Tenant, usuarioId: number, desde: Date, limite: number) =>
  t
    .selectFrom('venda_itens')
    .select(['produto_id', (eb) => eb.fn.sum<string>('quantidade').as('unidades')])
    .where('usuario_id', '=', usuarioId)
    .where('created_at', '>=', desde)
    .where('produto_id', 'is not', null)
    .groupBy('produto_id')
    .orderBy('unidades', 'desc')
    .orderBy('produto_id')
    .limit(limite)
    .execute();
