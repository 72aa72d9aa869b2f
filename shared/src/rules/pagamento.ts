import { formatBRL } from '../text/format';
import { fromCents, toCents, type Cents } from './money';

/** Money rules of a tab (issue 14): service charge, discount, totals, payments and the split. Pure, integer cents. */

/** What staff record at the till. */
export const FORMAS_PAGAMENTO_MANUAIS = ['dinheiro', 'credito', 'debito', 'pix', 'outro'] as const;
export type FormaPagamentoManual = (typeof FORMAS_PAGAMENTO_MANUAIS)[number];
/** Every way a tab is paid, as the cash-up lists them: the till's, and 'ifood' (prepaid online in iFood, issue 39). */
export const FORMAS_PAGAMENTO = [...FORMAS_PAGAMENTO_MANUAIS, 'ifood'] as const;
export type FormaPagamento = (typeof FORMAS_PAGAMENTO)[number];
export const FORMA_PAGAMENTO_LABEL: Record<FormaPagamento, string> = {
  dinheiro: 'Dinheiro',
  credito: 'Crédito',
  debito: 'Débito',
  pix: 'PIX',
  outro: 'Outro',
  ifood: 'iFood',
};

export const TAXA_SERVICO_PADRAO = 10;
export const DIVISAO_MIN = 2;
export const DIVISAO_MAX = 50;

/** Half-up rounding of numerador/denominador for non-negative integers (no floats in between). */
function divHalfUp(numerador: number, denominador: number): number {
  return Math.floor((2 * numerador + denominador) / (2 * denominador));
}

/** Percent with up to 2 decimals as an integer of hundredths (10 -> 1000, 12.5 -> 1250). */
const centesimosDePercentual = (percentual: number) => Math.round(percentual * 100);

/** Service charge on the subtotal, rounded half-up to the cent; 0 % turns it off. */
export function calcularTaxaServico(subtotal: Cents, percentual: number): Cents {
  if (subtotal <= 0 || percentual <= 0) return 0;
  return divHalfUp(subtotal * centesimosDePercentual(percentual), 10_000);
}

export type TipoDesconto = 'valor' | 'percentual';
export interface DescontoRegra {
  tipo: TipoDesconto;
  /** reais for 'valor', percent for 'percentual' */
  valor: number;
}

/** The discount in cents for the current subtotal (a percentual discount follows the subtotal as items change). */
export function calcularDesconto(d: DescontoRegra | null | undefined, subtotal: Cents): Cents {
  if (!d || d.valor <= 0 || subtotal <= 0) return 0;
  const bruto =
    d.tipo === 'percentual' ? divHalfUp(subtotal * centesimosDePercentual(d.valor), 10_000) : toCents(d.valor);
  // removing items after a fixed discount never makes the bill negative
  return Math.min(bruto, subtotal);
}

/** Why a discount is refused, in pt-BR, or null when it is within bounds. */
export function validarDesconto(d: DescontoRegra, subtotal: Cents): string | null {
  if (!Number.isFinite(d.valor) || d.valor < 0) return 'Desconto inválido';
  if (d.tipo === 'percentual' && d.valor > 100) return 'Desconto não pode ser maior que 100%';
  if (d.tipo === 'valor' && toCents(d.valor) > subtotal) return 'Desconto não pode ser maior que o subtotal';
  return null;
}

export interface TotaisConta {
  subtotal: Cents;
  taxa_servico: Cents;
  desconto: Cents;
  /** a delivery's fee (issue 39): a charge of its own, not discounted and no service charge on it */
  taxa_entrega: Cents;
  /** a numbered card's minimum spend (issue 37): what the items fall short of it, charged as its own line */
  consumacao_minima: Cents;
  total: Cents;
  total_pago: Cents;
  restante: Cents;
  troco: Cents;
}

/** What a card's items fall short of its minimum spend (issue 37): 0 when off or reached. */
export function calcularConsumacaoMinima(subtotal: Cents, minimo: Cents | null | undefined): Cents {
  return minimo != null && minimo > 0 ? Math.max(minimo - subtotal, 0) : 0;
}

/**
 * total = subtotal + taxa_servico − desconto + taxa_entrega + consumacao_minima; restante = max(total − total_pago, 0).
 * A card's minimum spend (issue 37) compares with the items' subtotal; service charge and discount apply to the items.
 */
export function calcularTotais(p: {
  subtotal: Cents;
  percentualTaxa: number;
  cobrarTaxa: boolean;
  desconto?: DescontoRegra | null;
  taxaEntrega?: Cents;
  pagamentos?: { valor: Cents; troco?: Cents }[];
  /** a card's minimum spend in cents (issue 37); null/absent: off */
  minimoConsumacao?: Cents | null;
}): TotaisConta {
  const taxa_servico = p.cobrarTaxa ? calcularTaxaServico(p.subtotal, p.percentualTaxa) : 0;
  const desconto = calcularDesconto(p.desconto, p.subtotal);
  const taxa_entrega = Math.max(p.taxaEntrega ?? 0, 0);
  const consumacao_minima = calcularConsumacaoMinima(p.subtotal, p.minimoConsumacao);
  const total = p.subtotal + taxa_servico - desconto + taxa_entrega + consumacao_minima;
  const total_pago = (p.pagamentos ?? []).reduce((s, x) => s + x.valor, 0);
  const troco = (p.pagamentos ?? []).reduce((s, x) => s + (x.troco ?? 0), 0);
  return {
    subtotal: p.subtotal,
    taxa_servico,
    desconto,
    taxa_entrega,
    consumacao_minima,
    total,
    total_pago,
    restante: Math.max(total - total_pago, 0),
    troco,
  };
}

/** What a tab's row says about its charges; the columns of `vendas`, numeric as strings or numbers. */
export interface RegrasDaConta {
  taxa_servico_percentual: number | string;
  cobrar_taxa_servico: boolean;
  desconto_tipo: TipoDesconto | null;
  desconto_valor: number | string | null;
  /** a delivery's fee (issue 39); absent or 0 on other tabs */
  taxa_entrega?: number | string | null;
  /** a card's tab (issue 37): the minimum spend in force when it opened; null/absent: off */
  minimo_consumacao?: number | string | null;
}

/** A tab's subtotal: the sum of its items' totals. */
export function somaDosItens(itens: { total: number | string }[]): Cents {
  return itens.reduce((s, i) => s + toCents(i.total), 0);
}

/** The totals of one tab from its subtotal, its row's charge settings and its (not removed) payments. */
export function totaisDaComanda(
  conta: RegrasDaConta,
  subtotal: Cents,
  pagamentos: { valor: number | string; troco: number | string }[],
): TotaisConta {
  return calcularTotais({
    subtotal,
    percentualTaxa: Number(conta.taxa_servico_percentual),
    cobrarTaxa: conta.cobrar_taxa_servico,
    desconto: conta.desconto_tipo ? { tipo: conta.desconto_tipo, valor: Number(conta.desconto_valor) } : null,
    taxaEntrega: toCents(conta.taxa_entrega ?? 0),
    pagamentos: pagamentos.map((p) => ({ valor: toCents(p.valor), troco: toCents(p.troco) })),
    minimoConsumacao: conta.minimo_consumacao != null ? toCents(conta.minimo_consumacao) : null,
  });
}

/** What is still to pay on a tab, from its stored total and amount paid. */
export function restanteDaConta(v: { total: number | string; valor_pago: number | string }): Cents {
  return Math.max(toCents(v.total) - toCents(v.valor_pago), 0);
}

export type ResultadoPagamento =
  { ok: true; valor: Cents; valor_recebido: Cents; troco: Cents } | { ok: false; status: 400 | 409; message: string };

/**
 * One payment against what remains. Cash may be handed over in excess (valor_recebido ≥ valor) and the difference is
 * change; anything applied beyond the remaining amount also becomes change. Other methods may not exceed the remaining.
 */
export function aplicarPagamento(
  restante: Cents,
  forma: FormaPagamento,
  valor: Cents,
  valorRecebido?: Cents | null,
): ResultadoPagamento {
  if (restante <= 0) return { ok: false, status: 409, message: 'Conta já está paga' };
  if (!(valor > 0)) return { ok: false, status: 400, message: 'Valor deve ser maior que zero' };
  if (forma !== 'dinheiro') {
    if (valor > restante) return { ok: false, status: 400, message: `Valor maior que o restante (${brl(restante)})` };
    return { ok: true, valor, valor_recebido: valor, troco: 0 };
  }
  const recebido = valorRecebido ?? valor;
  if (recebido < valor) return { ok: false, status: 400, message: 'Valor recebido menor que o valor do pagamento' };
  const aplicado = Math.min(valor, restante);
  return { ok: true, valor: aplicado, valor_recebido: recebido, troco: recebido - aplicado };
}

/** Shares of N people that sum exactly to the amount; the leftover cents go to the first people. */
export function dividirConta(valor: Cents, pessoas: number): Cents[] {
  const n = Math.trunc(pessoas);
  if (n < 1) return [];
  const base = Math.floor(valor / n);
  const sobra = valor - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < sobra ? 1 : 0));
}

/** Ticked items' value plus their proportional share of the tab's service charge (all items -> the whole charge). */
export function valorPorItens(
  totaisItens: Cents[],
  subtotal: Cents,
  taxaServico: Cents,
): { itens: Cents; taxa_servico: Cents; total: Cents } {
  const itens = totaisItens.reduce((s, v) => s + v, 0);
  const taxa = subtotal > 0 && itens > 0 ? divHalfUp(itens * taxaServico, subtotal) : 0;
  return { itens, taxa_servico: taxa, total: itens + taxa };
}

/** Quick cash amounts for the remaining value: exact, then the next multiple of R$ 10, 50 and 100 (distinct, ascending). */
export function valoresRapidos(restante: Cents): Cents[] {
  if (restante <= 0) return [];
  const acima = (m: number) => Math.ceil(restante / m) * m;
  return [...new Set([restante, acima(1000), acima(5000), acima(10000)])].sort((a, b) => a - b);
}

const brl = (c: Cents) => formatBRL(fromCents(c));
