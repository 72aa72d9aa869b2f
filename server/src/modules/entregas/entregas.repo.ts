import { sql, type Updateable } from 'kysely';
import type { EntregasTable } from '../../db/tables';
import type { NovaLinha, Tenant } from '../../db/tenant';

/** The delivery of a tab just opened. */
export const inserirEntrega = (t: Tenant, valores: NovaLinha<'entregas'>) =>
  t.insertInto('entregas', valores).returningAll().executeTakeFirstOrThrow();

export const entregaDaVenda = (t: Tenant, vendaId: number) =>
  t.selectFrom('entregas').selectAll().where('venda_id', '=', vendaId).executeTakeFirst();

export const atualizarEntrega = (t: Tenant, id: number, set: Updateable<EntregasTable>) =>
  t.updateTable('entregas').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** A delivery's items: how many, and how many the kitchen still cooks (pendente or em_preparo). */
const contagens = {
  itens: sql<number>`(SELECT count(*) FROM venda_itens i WHERE i.venda_id = e.venda_id)::int`,
  cozinhando: sql<number>`(SELECT count(*) FROM venda_itens i WHERE i.venda_id = e.venda_id
    AND i.status_producao IN ('pendente', 'em_preparo'))::int`,
};

/**
 * Deliveries with their tabs and item counts: the open ones (not yet delivered, or delivered and not yet paid; tab not
 * cancelled) or one tab's.
 * Ordered by the day's number.
 */
export const entregasComVenda = (t: Tenant, filtro: { vendaId?: number }) => {
  let q = t
    .selectFrom('entregas as e')
    .innerJoin('vendas as v', (j) => j.onRef('v.id', '=', 'e.venda_id').onRef('v.empresa_id', '=', 'e.empresa_id'))
    .selectAll('v')
    .select([
      'e.id as entrega_id',
      'e.origem',
      'e.situacao as situacao_entrega',
      'e.telefone',
      'e.logradouro',
      'e.numero as endereco_numero',
      'e.complemento',
      'e.bairro',
      'e.cidade',
      'e.referencia',
      'e.observacoes',
      'e.pagamento_forma',
      'e.troco_para',
      'e.entregador',
      'e.ifood_pedido_id',
      'e.ifood_display_id',
      'e.saiu_em',
      'e.entregue_em',
      contagens.itens.as('itens'),
      contagens.cozinhando.as('cozinhando'),
    ]);
  if (filtro.vendaId != null) q = q.where('e.venda_id', '=', filtro.vendaId);
  // open: not delivered yet, or delivered with its bill still open (the courier brings the money back)
  else
    q = q
      .where((eb) => eb.or([eb('e.situacao', '<>', 'entregue'), eb('v.situacao', '=', 'A')]))
      .where('v.situacao', '<>', 'C');
  return q.orderBy('v.numero_dia').orderBy('v.numero').execute();
};
export type EntregaComVenda = Awaited<ReturnType<typeof entregasComVenda>>[number];

/** Items of a tab still cooking. */
export const cozinhando = async (t: Tenant, vendaId: number) =>
  await t
    .selectFrom('venda_itens')
    .select([
      (eb) => eb.fn.countAll<number>().as('total'),
      sql<number>`count(*) FILTER (WHERE status_producao IN ('pendente', 'em_preparo'))`.as('cozinhando'),
    ])
    .where('venda_id', '=', vendaId)
    .executeTakeFirstOrThrow();

/** A returning customer's last delivery (their address) by phone. */
export const ultimaDoTelefone = (t: Tenant, telefone: string) =>
  t
    .selectFrom('entregas as e')
    .innerJoin('vendas as v', (j) => j.onRef('v.id', '=', 'e.venda_id').onRef('v.empresa_id', '=', 'e.empresa_id'))
    .select([
      'v.nome_cliente',
      'e.telefone',
      'e.logradouro',
      'e.numero',
      'e.complemento',
      'e.bairro',
      'e.cidade',
      'e.referencia',
    ])
    .where('e.telefone', '=', telefone)
    .orderBy('e.id', 'desc')
    .limit(1)
    .executeTakeFirst();
