import type { Tenant } from '../../db/tenant';

/** Cards inicio..fim that do not exist yet; answers how many were created. */
export async function inserirLote(t: Tenant, inicio: number, fim: number): Promise<number> {
  const numeros = Array.from({ length: fim - inicio + 1 }, (_, i) => ({ numero: inicio + i }));
  const criados = await t
    .insertInto('cartoes', numeros)
    .onConflict((oc) => oc.columns(['empresa_id', 'numero']).doNothing())
    .returning('id')
    .execute();
  return criados.length;
}

/** The cards with their open tab's money, if any (what the cashier's 'may it leave?' reads). */
const comVendaAberta = (t: Tenant) =>
  t
    .selectFrom('cartoes as c')
    .leftJoin('vendas as v', (j) => j.onRef('v.cartao_id', '=', 'c.id').on('v.situacao', '=', 'A'))
    .select([
      'c.id',
      'c.numero',
      'c.codigo',
      'c.bloqueado',
      'v.id as venda_id',
      'v.total',
      'v.valor_pago',
      'v.limite_cartao',
    ]);

/** Every card of the company with its open tab, if any, by number. */
export const listar = (t: Tenant) => comVendaAberta(t).orderBy('c.numero').execute();

/** One card with its open tab, if any. */
export const buscarComVenda = (t: Tenant, numero: number) =>
  comVendaAberta(t).where('c.numero', '=', numero).executeTakeFirst();

/** One card with its open tab, locked: opening a card's tab and blocking it take this lock first. */
export const travarCartao = (t: Tenant, numero: number) =>
  t.selectFrom('cartoes').selectAll().where('numero', '=', numero).forUpdate().executeTakeFirst();

/** Locks cards by number in ascending order (two moves between the same cards never deadlock). */
export const travarCartoes = (t: Tenant, numeros: number[]) =>
  t.selectFrom('cartoes').selectAll().where('numero', 'in', numeros).orderBy('numero').forUpdate().execute();

export const buscarCartao = (t: Tenant, numero: number) =>
  t.selectFrom('cartoes').selectAll().where('numero', '=', numero).executeTakeFirst();

/** The open tab on a card, if any. */
export const vendaAbertaDoCartao = (t: Tenant, cartaoId: number) =>
  t.selectFrom('vendas').selectAll().where('cartao_id', '=', cartaoId).where('situacao', '=', 'A').executeTakeFirst();

export const definirBloqueado = (t: Tenant, id: number, bloqueado: boolean) =>
  t.updateTable('cartoes').set({ bloqueado }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
