import { sql, type Selectable, type Updateable } from 'kysely';
import type { IfoodConfigTable, IfoodEventosTable, IfoodPedidosTable, IfoodSaidaTable } from '../../db/tables';
import type { NovaLinha, Tenant } from '../../db/tenant';

/* A company's iFood link, its events, orders and outbox, always scoped to one company. */

export type IfoodConfig = Selectable<IfoodConfigTable>;

export const lerConfig = (t: Tenant) => t.selectFrom('ifood_config').selectAll().executeTakeFirst();

export const travarConfig = (t: Tenant) => t.selectFrom('ifood_config').selectAll().forUpdate().executeTakeFirst();

export const gravarConfig = (t: Tenant, valores: Omit<NovaLinha<'ifood_config'>, 'atualizado_em'>, agora: Date) =>
  t
    .insertInto('ifood_config', { ...valores, atualizado_em: agora })
    .onConflict((oc) => oc.column('empresa_id').doUpdateSet({ ...valores, atualizado_em: agora }))
    .returningAll()
    .executeTakeFirstOrThrow();

export const atualizarConfig = (t: Tenant, set: Updateable<IfoodConfigTable>) =>
  t.updateTable('ifood_config').set(set).returningAll().executeTakeFirst();

export const removerConfig = (t: Tenant) => t.deleteFrom('ifood_config').execute();

/** The poller's lease on the store: the row lock (SKIP LOCKED), then only when no live lease holds it. */
export const tomarPolling = async (t: Tenant, dono: string, agora: Date, ate: Date) =>
  t
    .updateTable('ifood_config')
    .set({ polling_por: dono, polling_ate: ate })
    .where('ativo', '=', true)
    .where('merchant_id', 'is not', null)
    .where((eb) => eb.or([eb('polling_ate', 'is', null), eb('polling_ate', '<', agora)]))
    .where('empresa_id', 'in', t.selectFrom('ifood_config').select('empresa_id').forUpdate().skipLocked())
    .returningAll()
    .executeTakeFirst();

export const soltarPolling = (t: Tenant, dono: string, set: Updateable<IfoodConfigTable>) =>
  t
    .updateTable('ifood_config')
    .set({ ...set, polling_por: null, polling_ate: null })
    .where('polling_por', '=', dono)
    .execute();

/** Stores each event once (a repeat is ignored); answers the ids it stored now. */
export const guardarEventos = async (t: Tenant, eventos: NovaLinha<'ifood_eventos'>[]) =>
  eventos.length === 0
    ? []
    : (
        await t
          .insertInto('ifood_eventos', eventos)
          .onConflict((oc) => oc.column('id').doNothing())
          .returning('id')
          .execute()
      ).map((r) => r.id);

/** The company's events still to process and due, oldest first (iFood's createdAt). */
export const eventosDevidos = (t: Tenant, agora: Date) =>
  t
    .selectFrom('ifood_eventos')
    .select(['id'])
    .where('processado_em', 'is', null)
    .where('proxima_tentativa_em', '<=', agora)
    .orderBy('criado_em')
    .orderBy('id')
    .limit(100)
    .execute();

/** One event, locked for its processing (another instance on it: passed over). */
export const travarEvento = (t: Tenant, id: string) =>
  t
    .selectFrom('ifood_eventos')
    .selectAll()
    .where('id', '=', id)
    .where('processado_em', 'is', null)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();

export const atualizarEvento = (t: Tenant, id: string, set: Updateable<IfoodEventosTable>) =>
  t.updateTable('ifood_eventos').set(set).where('id', '=', id).execute();

export const pedidoPorIfood = (t: Tenant, pedidoId: string) =>
  t.selectFrom('ifood_pedidos').selectAll().where('pedido_id', '=', pedidoId).executeTakeFirst();

export const pedidoDaVenda = (t: Tenant, vendaId: number) =>
  t.selectFrom('ifood_pedidos').selectAll().where('venda_id', '=', vendaId).executeTakeFirst();

export const travarPedidoDaVenda = (t: Tenant, vendaId: number) =>
  t.selectFrom('ifood_pedidos').selectAll().where('venda_id', '=', vendaId).forUpdate().executeTakeFirst();

export const inserirPedido = (t: Tenant, p: NovaLinha<'ifood_pedidos'>) =>
  t
    .insertInto('ifood_pedidos', p)
    .onConflict((oc) => oc.constraint('ifood_pedidos_pedido').doNothing())
    .returningAll()
    .executeTakeFirst();

export const atualizarPedido = (t: Tenant, id: number, set: Updateable<IfoodPedidosTable>) =>
  t.updateTable('ifood_pedidos').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

export const semVinculo = (t: Tenant) =>
  t
    .selectFrom('ifood_pedidos')
    .select(['venda_id', 'display_id', 'sem_vinculo'])
    .where(sql<boolean>`jsonb_array_length(sem_vinculo) > 0`)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();

/** A code now linked to a product: the orders' unmatched items with it leave the manager's list. */
export const tirarDoSemVinculo = (t: Tenant, codigo: string) =>
  t
    .updateTable('ifood_pedidos')
    .set({
      sem_vinculo: sql<string>`(SELECT coalesce(jsonb_agg(e), '[]'::jsonb) FROM jsonb_array_elements(sem_vinculo) e
        WHERE e->>'codigo' IS DISTINCT FROM ${codigo})`,
    })
    .where(sql<boolean>`sem_vinculo @> ${JSON.stringify([{ codigo }])}::jsonb`)
    .execute();

/** Products and their flavours and add-ons by code (iFood's externalCode). */
export const produtoPorCodigo = (t: Tenant, codigo: string) =>
  t
    .selectFrom('produtos as p')
    .leftJoin('categorias as c', 'c.id', 'p.categoria_id')
    .leftJoin('estacoes as e', (j) => j.onRef('e.id', '=', 'c.estacao_id').on('e.ativo', '=', true))
    .select(['p.id', 'p.nome', 'e.id as estacao_id', 'e.nome as estacao_nome'])
    .where('p.codigo', '=', codigo)
    .executeTakeFirst();

/** An unmatched item still goes to production: the company's first active station. */
export const primeiraEstacao = (t: Tenant) =>
  t.selectFrom('estacoes').select(['id', 'nome']).where('ativo', '=', true).orderBy('id').limit(1).executeTakeFirst();

/** The product's flavours and add-ons with their codes (iFood's options' externalCode). */
export const opcoesDoProduto = async (t: Tenant, produtoId: number) => ({
  sabores: await t.selectFrom('sabores').select(['id', 'nome', 'codigo']).where('produto_id', '=', produtoId).execute(),
  adicionais: await t
    .selectFrom('adicionais as a')
    .innerJoin('categorias_adicionais as c', 'c.id', 'a.categoria_adicional_id')
    .select(['a.id', 'a.nome', 'a.codigo'])
    .where('c.produto_id', '=', produtoId)
    .execute(),
});

/** Queues one call to iFood (a repeat of the same key is one row). */
export const enfileirar = (t: Tenant, linha: NovaLinha<'ifood_saida'>) =>
  t
    .insertInto('ifood_saida', linha)
    .onConflict((oc) => oc.constraint('ifood_saida_chave').doNothing())
    .returningAll()
    .executeTakeFirst();

/** Re-queues a key's call (the catalog's status flips back and forth: the last one wins). */
export const reenfileirar = (t: Tenant, linha: NovaLinha<'ifood_saida'>) =>
  t
    .insertInto('ifood_saida', linha)
    .onConflict((oc) =>
      oc.constraint('ifood_saida_chave').doUpdateSet({
        corpo: linha.corpo,
        situacao: 'pendente',
        tentativas: 0,
        proxima_tentativa_em: linha.proxima_tentativa_em,
        mensagem: null,
      }),
    )
    .returningAll()
    .executeTakeFirst();

/** The sender's lease on one call: row lock with SKIP LOCKED, then only a pendente, due call no live lease holds. */
export const travarSaida = (t: Tenant, id: number, agora: Date) =>
  t
    .selectFrom('ifood_saida')
    .selectAll()
    .where('id', '=', id)
    .where('situacao', '=', 'pendente')
    .where('proxima_tentativa_em', '<=', agora)
    .where((eb) => eb.or([eb('enviando_ate', 'is', null), eb('enviando_ate', '<', agora)]))
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();

export const atualizarSaida = (t: Tenant, id: number, set: Updateable<IfoodSaidaTable>) =>
  t.updateTable('ifood_saida').set(set).where('id', '=', id).execute();

export const gravarSaidaComLease = (t: Tenant, id: number, lease: string, set: Updateable<IfoodSaidaTable>) =>
  t
    .updateTable('ifood_saida')
    .set({ ...set, enviando_por: null, enviando_ate: null })
    .where('id', '=', id)
    .where('enviando_por', '=', lease)
    .execute();

/** Open iFood tabs and where their items are (for startPreparation / readyToPickup) and their delivery. */
export const estadoDosPedidos = (t: Tenant, vendaIds?: number[]) => {
  let q = t
    .selectFrom('ifood_pedidos as p')
    .innerJoin('vendas as v', 'v.id', 'p.venda_id')
    .leftJoin('entregas as en', 'en.venda_id', 'p.venda_id')
    .leftJoin('venda_itens as i', 'i.venda_id', 'p.venda_id')
    .select((eb) => [
      'p.pedido_id',
      'p.venda_id',
      'p.entrega_por',
      'en.situacao as entrega',
      eb.fn
        .count<number>('i.id')
        .filterWhere('i.status_producao', 'in', ['em_preparo', 'pronto', 'entregue'])
        .as('comecados'),
      eb.fn.count<number>('i.id').filterWhere('i.status_producao', 'in', ['pendente', 'em_preparo']).as('cozinhando'),
      eb.fn.count<number>('i.id').as('itens'),
    ])
    .where('p.situacao', '=', 'confirmado')
    .where('v.situacao', '!=', 'C')
    .groupBy(['p.pedido_id', 'p.venda_id', 'p.entrega_por', 'en.situacao']);
  if (vendaIds) q = q.where('p.venda_id', 'in', vendaIds.length ? vendaIds : [-1]);
  return q.execute();
};

/** The order's calls still waiting (what must reach iFood before the next step). */
export const acoesPendentesDoPedido = async (t: Tenant, pedidoId: string) =>
  await t
    .selectFrom('ifood_saida')
    .select(['id', 'acao'])
    .where('chave', 'like', `${pedidoId.replace(/[%_\\]/g, '')}:%`)
    .where('situacao', '=', 'pendente')
    .orderBy('id')
    .execute();
