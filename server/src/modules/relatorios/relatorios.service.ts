import { sql } from 'kysely';
import { PERIODO_LABEL, fromCents, toCents, type PeriodoRelatorio, type VendaDTO } from '@comanda/shared';
import type { AppContext } from '../../context';
import { fusoDaEmpresa, limitesPeriodo } from '../../db/periodos';
import { presentVenda } from '../vendas/vendas.presenter';

const dinheiro = (v: string | number | null) => fromCents(toCents(v));

/** Closed tabs (F) whose closing time falls in the period, in the company's zone. */
async function fechadas(ctx: AppContext, empresaId: number, periodo: PeriodoRelatorio) {
  const fuso = await fusoDaEmpresa(ctx.db, empresaId);
  const { inicio, fim } = limitesPeriodo(periodo, fuso)!;
  const base = ctx.db
    .selectFrom('vendas as v')
    .where('v.empresa_id', '=', empresaId)
    .where('v.situacao', '=', 'F')
    .where('v.data_fechamento', '>=', inicio)
    .where('v.data_fechamento', '<', fim);
  return { base, fuso };
}

export interface RelatorioVendas {
  totalValor: number;
  totalVendas: number;
  ticketMedio: number;
  /** service charge and discounts of the same tabs, as their own figures (totalValor already includes the charge) */
  taxaServico: number;
  descontos: number;
  produtosDistintos: number;
  periodo: PeriodoRelatorio;
  periodoLabel: string;
  vendas: VendaDTO[];
  porHora: { hora: number; quantidade: number; valor: number }[];
}

export async function vendas(ctx: AppContext, empresaId: number, periodo: PeriodoRelatorio): Promise<RelatorioVendas> {
  const { base, fuso } = await fechadas(ctx, empresaId, periodo);
  const [lista, horas, distintos] = await Promise.all([
    base.selectAll('v').orderBy('v.data_fechamento', 'desc').limit(1000).execute(),
    base
      .select([sql<number>`extract(hour from v.data_fechamento AT TIME ZONE ${fuso})::int`.as('hora'), sql<number>`count(*)::int`.as('quantidade'), sql<string>`sum(v.total)`.as('valor')])
      .groupBy('hora')
      .execute(),
    base.innerJoin('venda_itens as i', 'i.venda_id', 'v.id').select(sql<number>`count(distinct coalesce(i.produto_id::text, i.produto_nome))::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const totalCents = lista.reduce((s, v) => s + toCents(v.total), 0);
  const soma = (campo: 'acrescimo' | 'desconto') => fromCents(lista.reduce((s, v) => s + toCents(v[campo]), 0));
  return {
    totalValor: fromCents(totalCents),
    totalVendas: lista.length,
    ticketMedio: lista.length ? fromCents(Math.round(totalCents / lista.length)) : 0,
    taxaServico: soma('acrescimo'),
    descontos: soma('desconto'),
    produtosDistintos: distintos.n,
    periodo,
    periodoLabel: PERIODO_LABEL[periodo],
    vendas: lista.map(presentVenda),
    porHora: Array.from({ length: 24 }, (_, hora) => {
      const h = horas.find((x) => x.hora === hora);
      return { hora, quantidade: h?.quantidade ?? 0, valor: dinheiro(h?.valor ?? 0) };
    }),
  };
}

/** Top products by units, from the items' snapshots (deleted products keep their names). */
export async function produtos(ctx: AppContext, empresaId: number, periodo: PeriodoRelatorio, limite = 10) {
  const { base } = await fechadas(ctx, empresaId, periodo);
  const rows = await base
    .innerJoin('venda_itens as i', 'i.venda_id', 'v.id')
    .select(['i.produto_nome as nome_produto', sql<number>`sum(i.quantidade)::int`.as('quantidade_total'), sql<string>`sum(i.total)`.as('valor_total')])
    .groupBy('i.produto_nome')
    .orderBy('quantidade_total', 'desc')
    .orderBy('valor_total', 'desc')
    .limit(limite)
    .execute();
  return { produtosMaisVendidos: rows.map((r) => ({ ...r, valor_total: dinheiro(r.valor_total) })) };
}

export async function mesas(ctx: AppContext, empresaId: number, periodo: PeriodoRelatorio) {
  const { base } = await fechadas(ctx, empresaId, periodo);
  const rows = await base
    .select(['v.mesa_numero', sql<number>`count(*)::int`.as('total_vendas'), sql<string>`sum(v.total)`.as('valor_total')])
    .groupBy('v.mesa_numero')
    .orderBy('valor_total', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, valor_total: dinheiro(r.valor_total) }));
}

export async function funcionarios(ctx: AppContext, empresaId: number, periodo: PeriodoRelatorio) {
  const { base } = await fechadas(ctx, empresaId, periodo);
  const rows = await base
    .select(['v.funcionario', sql<number>`count(*)::int`.as('total_vendas'), sql<string>`sum(v.total)`.as('valor_total')])
    .groupBy('v.funcionario')
    .orderBy('valor_total', 'desc')
    .execute();
  return rows.map((r) => {
    const cents = toCents(r.valor_total);
    return { funcionario: r.funcionario, total_vendas: r.total_vendas, valor_total: fromCents(cents), ticket_medio: fromCents(Math.round(cents / r.total_vendas)) };
  });
}

/** Everything the exports and the full report view need, in one call. */
export async function completo(ctx: AppContext, empresaId: number, periodo: PeriodoRelatorio) {
  const [resumo, top, porMesa, porFuncionario, empresa] = await Promise.all([
    vendas(ctx, empresaId, periodo),
    produtos(ctx, empresaId, periodo, 20),
    mesas(ctx, empresaId, periodo),
    funcionarios(ctx, empresaId, periodo),
    ctx.db.selectFrom('empresas').select(['fantasia', 'fuso_horario']).where('id', '=', empresaId).executeTakeFirstOrThrow(),
  ]);
  return { empresa, resumo, produtos: top.produtosMaisVendidos, mesas: porMesa, funcionarios: porFuncionario };
}
export type RelatorioCompleto = Awaited<ReturnType<typeof completo>>;
