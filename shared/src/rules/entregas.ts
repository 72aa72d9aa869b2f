import { formatBRL } from '../text/format';
import { FORMA_PAGAMENTO_LABEL, type FormaPagamentoManual } from './pagamento';

/*
 * Deliveries (issue 39): a tab of kind 'entrega', the restaurant's own (phone and WhatsApp orders) or iFood's. Where a
 * delivery is, who may move it where, and the sales channels of the reports and the cash-up: defined once here.
 */

/** Where a delivery is: the kitchen cooks it, every item is ready, the courier left with it, it was delivered. */
export const SITUACOES_ENTREGA = ['preparando', 'pronto', 'saiu', 'entregue'] as const;
export type SituacaoEntrega = (typeof SITUACOES_ENTREGA)[number];

export const SITUACAO_ENTREGA_LABEL: Record<SituacaoEntrega, string> = {
  preparando: 'Preparando',
  pronto: 'Pronto',
  saiu: 'Saiu para entrega',
  entregue: 'Entregue',
};

/**
 * The moves staff make (POST /api/vendas/:id/entrega): each status may go only to the next one. 'pronto' is also
 * reached by itself when the kitchen has every item ready (situacaoDaEntrega).
 */
export const PROXIMA_SITUACAO_ENTREGA: Record<SituacaoEntrega, SituacaoEntrega | null> = {
  preparando: 'pronto',
  pronto: 'saiu',
  saiu: 'entregue',
  entregue: null,
};

/** Whether a delivery may move from `de` to `para` (409 otherwise). */
export const transicaoEntregaPermitida = (de: SituacaoEntrega, para: SituacaoEntrega): boolean =>
  PROXIMA_SITUACAO_ENTREGA[de] === para;

/**
 * A delivery's status as every screen shows it: the stored one, except that a delivery still 'preparando' whose items
 * the kitchen has all made ready (at least one item, none pendente or em_preparo) is 'pronto', like a counter order
 * on the pickup board.
 */
export function situacaoDaEntrega(
  salva: SituacaoEntrega,
  itens: { total: number; cozinhando: number },
): SituacaoEntrega {
  if (salva === 'preparando' && itens.total > 0 && itens.cozinhando === 0) return 'pronto';
  return salva;
}

/** Who took the order: the restaurant itself (phone, WhatsApp) or iFood. */
export const ORIGENS_ENTREGA = ['propria', 'ifood'] as const;
export type OrigemEntrega = (typeof ORIGENS_ENTREGA)[number];
export const ORIGEM_ENTREGA_LABEL: Record<OrigemEntrega, string> = { propria: 'Própria', ifood: 'iFood' };

/** The sales channels of the reports and the cash-up: one per kind of tab, deliveries split by origin. */
export const CANAIS_VENDA = ['salao', 'balcao', 'cartao', 'entrega_propria', 'ifood'] as const;
export type CanalVenda = (typeof CANAIS_VENDA)[number];
export const CANAL_VENDA_LABEL: Record<CanalVenda, string> = {
  salao: 'Salão',
  balcao: 'Balcão',
  cartao: 'Cartão',
  entrega_propria: 'Entrega própria',
  ifood: 'iFood',
};

/** A tab's channel from its kind and, for a delivery, its origin. */
export function canalDaVenda(tipo: string, origem?: OrigemEntrega | string | null): CanalVenda {
  if (tipo === 'entrega') return origem === 'ifood' ? 'ifood' : 'entrega_propria';
  if (tipo === 'balcao' || tipo === 'cartao') return tipo;
  return 'salao';
}

/** The highest delivery fee accepted (R$). */
export const TAXA_ENTREGA_MAX = 999.99;

/** A Brazilian phone as digits: DDD + 8 or 9 digits (a leading +55 or 0 is dropped). */
export function normalizarTelefone(v: string): string {
  let d = v.replace(/\D/g, '');
  if (d.length > 11 && d.startsWith('55')) d = d.slice(2);
  if (d.length > 10 && d.startsWith('0')) d = d.slice(1);
  return d;
}

export const telefoneValido = (digitos: string): boolean => /^[1-9]{2}9?\d{8}$/.test(digitos);

/** '(11) 98765-4321' / '(11) 3456-7890'; anything else as given. */
export function formatTelefone(v: string | null | undefined): string {
  const d = normalizarTelefone(v ?? '');
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return v ?? '';
}

/** The address on one line: 'Rua das Flores, 120 — apto 31 — Centro, São Paulo'. */
export function enderecoEmLinha(e: {
  logradouro: string;
  numero: string;
  complemento?: string | null;
  bairro: string;
  cidade: string;
}): string {
  return [`${e.logradouro}, ${e.numero}`, e.complemento?.trim() || null, `${e.bairro}, ${e.cidade}`]
    .filter(Boolean)
    .join(' — ');
}

/**
 * What the courier collects, as tickets and screens say it: 'Cobrar na entrega: Dinheiro — troco para R$ 100,00', or
 * 'Pago' when nothing is to collect (prepaid online).
 */
export function pagamentoNaEntrega(p: {
  forma: FormaPagamentoManual | null;
  troco_para?: number | string | null;
}): string {
  if (!p.forma) return 'Pago';
  const troco = p.troco_para != null && Number(p.troco_para) > 0 ? ` — troco para ${formatBRL(p.troco_para)}` : '';
  return `Cobrar na entrega: ${FORMA_PAGAMENTO_LABEL[p.forma]}${troco}`;
}

/** What tickets and the pre-bill print of a delivery, besides its label ('Entrega #31 — Ana'). */
export interface DadosImpressaoEntrega {
  origem: OrigemEntrega;
  ifood_display_id: string | null;
  telefone: string;
  endereco: {
    logradouro: string;
    numero: string;
    complemento: string | null;
    bairro: string;
    cidade: string;
    referencia: string | null;
  };
  observacoes: string | null;
  pagamento: { forma: FormaPagamentoManual; troco_para: number | null } | null;
}

/**
 * The delivery's lines on a kitchen ticket and the pre-bill: iFood's order number, the phone, the address, the
 * reference, the notes and what to collect ('Cobrar na entrega: Dinheiro', 'Levar troco para R$ 100,00').
 */
export function linhasDaEntrega(e: DadosImpressaoEntrega): string[] {
  const { endereco: d } = e;
  return [
    e.origem === 'ifood' ? `iFood #${e.ifood_display_id ?? ''}` : null,
    e.telefone ? `Tel.: ${formatTelefone(e.telefone)}` : null,
    `${d.logradouro}, ${d.numero}${d.complemento ? ` — ${d.complemento}` : ''}`,
    `${d.bairro}, ${d.cidade}`,
    d.referencia ? `Ref.: ${d.referencia}` : null,
    e.observacoes ? `Obs.: ${e.observacoes}` : null,
    // two short lines, so a 58 mm ticket (32 columns) never breaks the amount of the change
    e.pagamento ? `Cobrar na entrega: ${FORMA_PAGAMENTO_LABEL[e.pagamento.forma]}` : 'Pago',
    e.pagamento?.troco_para ? `Levar troco para ${formatBRL(e.pagamento.troco_para)}` : null,
  ].filter((l): l is string => !!l);
}
