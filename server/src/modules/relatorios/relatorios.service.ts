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
  produtosDistintos: number;
  periodo: PeriodoRelatorio;
  periodoLabel: string;
  /** The most recent closed tabs of the period (at most ULTIMAS_VENDAS); the totals above cover every tab. */
  vendas: VendaDTO[];
  porHora: { hora: number; quantidade: number; valor: number }[];
}

const ULTIMAS_VENDAS = 100;

/** Items of the period's closed tabs; the join carries empresa_id so it stays on this company's index range. */
const itensDe = (base: Awaited<ReturnType<typeof fechadas>>['base'], empresaId: number) =>
  base.innerJoin('venda_itens as i', (j) => j.onRef('i.venda_id', '=', 'v.id').on('i.empresa_id', '=', empresaId));

export async function vendas(ctx: AppContext, empresaId: number, periodo: PeriodoRelatorio): Promise<RelatorioVendas> {
  const { base, fuso } = await fechadas(ctx, empresaId, periodo);
  // totals are SQL aggregates over every tab of the period, never sums of a capped list
  const [totais, lista, horas, distintos] = await Promise.all([
    base.select([sql<string>`coalesce(sum(v.total), 0)`.as('valor'), sql<number>`count(*)::int`.as('quantidade')]).executeTakeFirstOrThrow(),
    base.selectAll('v').orderBy('v.data_fechamento', 'desc').orderBy('v.id', 'desc').limit(ULTIMAS_VENDAS).execute(),
    base
      .select([sql<number>`extract(hour from v.data_fechamento AT TIME ZONE ${fuso})::int`.as('hora'), sql<number>`count(*)::int`.as('quantidade'), sql<string>`sum(v.total)`.as('valor')])
      .groupBy('hora')
      .execute(),
    itensDe(base, empresaId).select(sql<number>`count(distinct coalesce(i.produto_id::text, i.produto_nome))::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const totalCents = toCents(totais.valor);
  return {
    totalValor: fromCents(totalCents),
    totalVendas: totais.quantidade,
    ticketMedio: totais.quantidade ? fromCents(Math.round(totalCents / totais.quantidade)) : 0,
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
  const rows = await itensDe(base, empresaId)
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
