import { sql, type RawBuilder } from 'kysely';
import type { Tenant } from '../../db/tenant';

export type Dimensao = 'hora' | 'mesa' | 'funcionario' | 'produto' | 'taxa_servico' | 'desconto';

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
