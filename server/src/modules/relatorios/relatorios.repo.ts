import { sql, type RawBuilder } from 'kysely';
import type { CanalVenda } from '@comanda/shared';
import type { Tenant } from '../../db/tenant';

export type Dimensao =
  'hora' | 'mesa' | 'funcionario' | 'produto' | 'taxa_servico' | 'desconto' | 'canal' | 'taxa_entrega';

/**
 * A tab's sales channel (issue 39) in SQL, for a `vendas` row aliased v: the shared rule canalDaVenda (CANAIS_VENDA)
 * written for the database; entregas.test checks every channel end to end.
 */
export const CANAL_DA_VENDA = `CASE v.tipo WHEN 'mesa' THEN 'salao' WHEN 'entrega' THEN
  (CASE WHEN EXISTS (SELECT 1 FROM entregas en WHERE en.empresa_id = v.empresa_id AND en.venda_id = v.id
    AND en.origem = 'ifood') THEN 'ifood' ELSE 'entrega_propria' END) ELSE v.tipo END`;
export const canalDaVendaSql = () => sql<CanalVenda>`${sql.raw(CANAL_DA_VENDA)}`;

/** Closed tabs (F) whose closing time falls in [inicio, fim): the base of the sales report's queries. */
export const fechadasEntre = (t: Tenant, inicio: RawBuilder<Date>, fim: RawBuilder<Date>) =>
  t
    .selectFrom('vendas as v')
    .where('v.situacao', '=', 'F')
    .where('v.data_fechamento', '>=', inicio)
    .where('v.data_fechamento', '<', fim);

/** Service charge and discounts of those tabs: not in the roll-ups yet, one index-range aggregate over the period. */
/** One dimension of the daily roll-ups between two days, summed per key: a few rows per day, whatever the volume. */
export const resumoEntre = (t: Tenant, dimensao: Dimensao, inicio: RawBuilder<string>, fim: RawBuilder<string>) =>
  t
    .selectFrom('vendas_resumo_diario')
    .where('dimensao', '=', dimensao)
    .where('dia', '>=', inicio)
    .where('dia', '<', fim)
    .select(['chave', sql<number>`sum(quantidade)::int`.as('quantidade'), sql<string>`sum(valor)`.as('valor')])
    .groupBy('chave');

/**
 * One sales channel's closed tabs in [inicio, fim) (the report's channel filter, issue 39): per local hour of the
 * company their count, total, service charge, discounts and delivery fees; the distinct products sold; the latest tabs.
 */
export async function doCanalEntre(
  t: Tenant,
  inicio: RawBuilder<Date>,
  fim: RawBuilder<Date>,
  canal: CanalVenda,
  fuso: string,
  ultimas: number,
) {
  const base = fechadasEntre(t, inicio, fim).where(canalDaVendaSql(), '=', canal);
  const [horas, produtos, lista] = await Promise.all([
    base
      .select([
        sql<number>`extract(hour FROM v.data_fechamento AT TIME ZONE ${fuso})::int`.as('hora'),
        sql<number>`count(*)::int`.as('quantidade'),
        sql<string>`sum(v.total)`.as('valor'),
        sql<string>`sum(v.acrescimo)`.as('taxa'),
        sql<string>`sum(v.desconto)`.as('desconto'),
        sql<string>`sum(v.taxa_entrega)`.as('entrega'),
      ])
      .groupBy(sql`1`)
      .execute(),
    base
      .innerJoin('venda_itens as i', (j) =>
        j.onRef('i.venda_id', '=', 'v.id').onRef('i.empresa_id', '=', 'v.empresa_id'),
      )
      .select(sql<number>`count(DISTINCT i.produto_nome)::int`.as('n'))
      .executeTakeFirstOrThrow(),
    base.selectAll('v').orderBy('v.data_fechamento', 'desc').orderBy('v.id', 'desc').limit(ultimas).execute(),
  ]);
  return { horas, produtosDistintos: produtos.n, lista };
}
