import {
  money,
  PERIODO_LABEL,
  type CanalVenda,
  fromCents,
  toCents,
  type PeriodoRelatorio,
  type RelatorioCompleto,
  type RelatorioProdutos,
  type RelatorioVendas,
  type VendasPorFuncionario,
  type VendasPorMesa,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import { tenant, type Tenant } from '../../db/tenant';
import type { Tx } from '../../db/transaction';
import type { Venda } from '../../db/tables';
import { acumularFechamento } from './resumos.repo';
import { diasDoPeriodo, limitesPeriodo } from '../../db/periodos';
import { presentVenda } from '../comanda/comanda.presenter';
import * as repo from './relatorios.repo';
import { porCanal } from './canais';
import { tempoPreparo } from './tempo-preparo.repo';
import { configuracoesDaEmpresa, fusoDaEmpresa } from '../empresa/configuracoes';

/** The tab core's hook (modules/ganchos.ts): a closed tab joins its company's daily roll-ups in its closing transaction. */
export async function acumularSeFechada(_tx: Tx, t: Tenant, venda: Venda): Promise<void> {
  if (venda.situacao === 'F') await acumularFechamento(t, venda.id);
}

/** The company's name and time zone, on every exported report. */
export const cabecalho = (ctx: AppContext, empresaId: number) =>
  configuracoesDaEmpresa(tenant(ctx.db, empresaId), 'fantasia', 'fuso_horario');

/** Closed tabs (F) whose closing time falls in the period, in the company's zone. */
async function fechadas(ctx: AppContext, empresaId: number, periodo: PeriodoRelatorio) {
  const { inicio, fim } = limitesPeriodo(periodo, await fusoDaEmpresa(tenant(ctx.db, empresaId)), ctx.relogio.agora())!;
  return repo.fechadasEntre(tenant(ctx.db, empresaId), inicio, fim);
}

/** One dimension of the period's daily roll-ups (resumos.repo.ts), summed per key. */
async function resumo(ctx: AppContext, empresaId: number, periodo: PeriodoRelatorio, dimensao: repo.Dimensao) {
  const { inicio, fim } = diasDoPeriodo(periodo, await fusoDaEmpresa(tenant(ctx.db, empresaId)), ctx.relogio.agora());
  return repo.resumoEntre(tenant(ctx.db, empresaId), dimensao, inicio, fim);
}

const ULTIMAS_VENDAS = 100;

/**
 * The sales report of a period; with `canal` (issue 39), of one sales channel: its totals, hours and list come from
 * that channel's closed tabs (an aggregate over them, not the roll-ups), the channel split stays whole.
 */
export async function vendas(
  ctx: AppContext,
  empresaId: number,
  periodo: PeriodoRelatorio,
  canal?: CanalVenda,
): Promise<RelatorioVendas> {
  if (canal) return vendasDoCanal(ctx, empresaId, periodo, canal);
  const base = await fechadas(ctx, empresaId, periodo);
  // totals are aggregates over every tab of the period (via the roll-ups), never sums of a capped list
  const [horas, produtosVendidos, lista, taxas, descontos, canais, entregas] = await Promise.all([
    (await resumo(ctx, empresaId, periodo, 'hora')).execute(),
    (await resumo(ctx, empresaId, periodo, 'produto')).execute(),
    base.selectAll('v').orderBy('v.data_fechamento', 'desc').orderBy('v.id', 'desc').limit(ULTIMAS_VENDAS).execute(),
    (await resumo(ctx, empresaId, periodo, 'taxa_servico')).execute(),
    (await resumo(ctx, empresaId, periodo, 'desconto')).execute(),
    (await resumo(ctx, empresaId, periodo, 'canal')).execute(),
    (await resumo(ctx, empresaId, periodo, 'taxa_entrega')).execute(),
  ]);
  const extras = {
    taxaServico: money(taxas[0]?.valor ?? 0),
    descontos: money(descontos[0]?.valor ?? 0),
    taxaEntrega: money(entregas[0]?.valor ?? 0),
    porCanal: porCanal(canais),
    canal: null,
  };
  const totalCents = horas.reduce((s, h) => s + toCents(h.valor), 0);
  const totalVendas = horas.reduce((s, h) => s + h.quantidade, 0);
  return {
    totalValor: fromCents(totalCents),
    totalVendas,
    ticketMedio: totalVendas ? fromCents(Math.round(totalCents / totalVendas)) : 0,
    ...extras,
    produtosDistintos: produtosVendidos.length,
    periodo,
    periodoLabel: PERIODO_LABEL[periodo],
    vendas: lista.map(presentVenda),
    porHora: Array.from({ length: 24 }, (_, hora) => {
      const h = horas.find((x) => Number(x.chave) === hora);
      return { hora, quantidade: h?.quantidade ?? 0, valor: money(h?.valor ?? 0) };
    }),
  };
}

/** The report of one channel: one aggregate per hour over its closed tabs of the period, and its latest tabs. */
async function vendasDoCanal(
  ctx: AppContext,
  empresaId: number,
  periodo: PeriodoRelatorio,
  canal: CanalVenda,
): Promise<RelatorioVendas> {
  const t = tenant(ctx.db, empresaId);
  const fuso = await fusoDaEmpresa(t);
  const { inicio, fim } = limitesPeriodo(periodo, fuso, ctx.relogio.agora())!;
  const [{ horas, produtosDistintos, lista }, canais] = await Promise.all([
    repo.doCanalEntre(t, inicio, fim, canal, fuso, ULTIMAS_VENDAS),
    (await resumo(ctx, empresaId, periodo, 'canal')).execute(),
  ]);
  const soma = (campo: 'valor' | 'taxa' | 'desconto' | 'entrega') => horas.reduce((s, h) => s + toCents(h[campo]), 0);
  const totalCents = soma('valor');
  const totalVendas = horas.reduce((s, h) => s + h.quantidade, 0);
  return {
    totalValor: fromCents(totalCents),
    totalVendas,
    ticketMedio: totalVendas ? fromCents(Math.round(totalCents / totalVendas)) : 0,
    taxaServico: fromCents(soma('taxa')),
    descontos: fromCents(soma('desconto')),
    taxaEntrega: fromCents(soma('entrega')),
    porCanal: porCanal(canais),
    canal,
    produtosDistintos,
    periodo,
    periodoLabel: PERIODO_LABEL[periodo],
    vendas: lista.map(presentVenda),
    porHora: Array.from({ length: 24 }, (_, hora) => {
      const h = horas.find((x) => x.hora === hora);
      return { hora, quantidade: h?.quantidade ?? 0, valor: money(h?.valor ?? 0) };
    }),
  };
}

/** Top products by units, from the items' snapshots (deleted products keep their names). */
export async function produtos(
  ctx: AppContext,
  empresaId: number,
  periodo: PeriodoRelatorio,
  limite = 10,
): Promise<RelatorioProdutos> {
  const rows = await (
    await resumo(ctx, empresaId, periodo, 'produto')
  )
    .orderBy('quantidade', 'desc')
    .orderBy('valor', 'desc')
    .orderBy('chave')
    .limit(limite)
    .execute();
  return {
    produtosMaisVendidos: rows.map((r) => ({
      nome_produto: r.chave,
      quantidade_total: r.quantidade,
      valor_total: money(r.valor),
    })),
  };
}

export async function mesas(ctx: AppContext, empresaId: number, periodo: PeriodoRelatorio): Promise<VendasPorMesa[]> {
  const rows = await (
    await resumo(ctx, empresaId, periodo, 'mesa')
  )
    .orderBy('valor', 'desc')
    .orderBy('chave')
    .execute();
  return rows.map((r) => ({
    mesa_numero: r.chave === '' ? null : Number(r.chave),
    total_vendas: r.quantidade,
    valor_total: money(r.valor),
  }));
}

export async function funcionarios(
  ctx: AppContext,
  empresaId: number,
  periodo: PeriodoRelatorio,
): Promise<VendasPorFuncionario[]> {
  const rows = await (
    await resumo(ctx, empresaId, periodo, 'funcionario')
  )
    .orderBy('valor', 'desc')
    .orderBy('chave')
    .execute();
  return rows.map((r) => {
    const cents = toCents(r.valor);
    return {
      funcionario: r.chave,
      total_vendas: r.quantidade,
      valor_total: fromCents(cents),
      ticket_medio: fromCents(Math.round(cents / r.quantidade)),
    };
  });
}

/** Everything the exports and the full report view need, in one call. */
export async function completo(
  ctx: AppContext,
  empresaId: number,
  periodo: PeriodoRelatorio,
): Promise<RelatorioCompleto> {
  const [resumo, top, porMesa, porFuncionario, preparo, empresa] = await Promise.all([
    vendas(ctx, empresaId, periodo),
    produtos(ctx, empresaId, periodo, 20),
    mesas(ctx, empresaId, periodo),
    funcionarios(ctx, empresaId, periodo),
    tempoPreparo(ctx, empresaId, periodo),
    cabecalho(ctx, empresaId),
  ]);
  return {
    empresa,
    resumo,
    produtos: top.produtosMaisVendidos,
    mesas: porMesa,
    funcionarios: porFuncionario,
    tempoPreparo: preparo,
  };
}

/** The cash-up of a period, for the cashier's screen and its printout. */
export { fechamentoCaixa } from './caixa.repo';
