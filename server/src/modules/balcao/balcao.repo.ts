import { sql } from 'kysely';
import type { Tenant } from '../../db/tenant';

/** The company's local date of `agora` in its time zone, computed by the database. */
const diaLocal = (agora: Date, fuso: string) => sql<string>`(${agora}::timestamptz AT TIME ZONE ${fuso})::date`;

/**
 * The next counter order number of the company's day (in its time zone): one upsert takes the day's row lock, so two
 * counters never get the same number, and the first order of a new day gets 1.
 */
export async function proximoNumero(t: Tenant, agora: Date, fuso: string): Promise<{ numero: number; dia: string }> {
  const linha = await t
    .insertInto('balcao_numeracao', { dia: diaLocal(agora, fuso) as unknown as string, ultimo: 1 })
    .onConflict((oc) => oc.columns(['empresa_id', 'dia']).doUpdateSet({ ultimo: sql`balcao_numeracao.ultimo + 1` }))
    .returning(['ultimo', sql<string>`dia::text`.as('dia')])
    .executeTakeFirstOrThrow();
  return { numero: linha.ultimo, dia: linha.dia };
}

/**
 * Today's counter orders still to hand over (not picked up, not cancelled) with how many of their items are still
 * cooking (pendente or em_preparo) and how many there are.
 */
export const pedidosDoDia = (t: Tenant, agora: Date, fuso: string) =>
  t
    .selectFrom('vendas as v')
    .selectAll('v')
    .select([
      sql<number>`(SELECT count(*) FROM venda_itens i WHERE i.venda_id = v.id)::int`.as('itens'),
      sql<number>`(SELECT count(*) FROM venda_itens i WHERE i.venda_id = v.id
        AND i.status_producao IN ('pendente', 'em_preparo'))::int`.as('cozinhando'),
    ])
    .where('v.tipo', '=', 'balcao')
    .where('v.numero_dia', '=', diaLocal(agora, fuso))
    .where('v.retirada_em', 'is', null)
    .where('v.situacao', '<>', 'C')
    .orderBy('v.numero')
    .execute();

/** A counter order's items as its own page shows them. */
export const itensDoPedido = (t: Tenant, vendaId: number) =>
  t
    .selectFrom('venda_itens')
    .select(['produto_nome', 'quantidade', 'status_producao'])
    .where('venda_id', '=', vendaId)
    .orderBy('id')
    .execute();

/** Items of a tab still cooking (the order is 'pronto' when none are). */
export const cozinhando = async (t: Tenant, vendaId: number) =>
  (
    await t
      .selectFrom('venda_itens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('venda_id', '=', vendaId)
      .where('status_producao', 'in', ['pendente', 'em_preparo'])
      .executeTakeFirstOrThrow()
  ).n;

/** Marks a counter order handed over (it leaves the board). */
export const marcarRetirada = (t: Tenant, vendaId: number, agora: Date) =>
  t
    .updateTable('vendas')
    .set({ retirada_em: agora })
    .where('id', '=', vendaId)
    .returningAll()
    .executeTakeFirstOrThrow();

/** The company's board code, created on first ask. */
export async function codigoDoPainel(t: Tenant): Promise<string> {
  const atual = await t.selectFrom('paineis').select('codigo').executeTakeFirst();
  if (atual) return atual.codigo;
  await t
    .insertInto('paineis', {})
    .onConflict((oc) => oc.column('empresa_id').doNothing())
    .execute();
  return (await t.selectFrom('paineis').select('codigo').executeTakeFirstOrThrow()).codigo;
}

/** A new board code (the old one dies). */
export const renovarCodigo = async (t: Tenant, codigo: string) => {
  await t
    .insertInto('paineis', { codigo })
    .onConflict((oc) => oc.column('empresa_id').doUpdateSet({ codigo }))
    .execute();
  return codigo;
};
