/**
 * What a tab stands on (issue 37): a table (mesa), a numbered comanda card (cartao), the counter (balcao) or a delivery
 * (entrega, issue 39: the restaurant's own or iFood's; migration 2026_11_27_1400 widened the vendas_tipo CHECK).
 */
export const TIPOS_VENDA = ['mesa', 'cartao', 'balcao', 'entrega'] as const;
export type TipoVenda = (typeof TIPOS_VENDA)[number];

export const TIPO_VENDA_LABEL: Record<TipoVenda, string> = {
  mesa: 'Mesa',
  cartao: 'Cartão',
  balcao: 'Balcão',
  entrega: 'Entrega',
};

/** Cards a company may create at once (POST /api/cartoes/lote) and the highest card number. */
export const CARTOES_POR_LOTE = 1000;
export const CARTAO_NUMERO_MAX = 99999;

/** A card's limit and minimum spend (company settings and a manager's raise): BRL, above 0, up to this. */
export const CARTAO_VALOR_MAX = 100_000;
export const MSG_CARTAO_REGRAS = {
  limiteAtingido: 'Limite do cartão atingido',
  limiteInvalido: 'Limite do cartão inválido',
  consumacaoInvalida: 'Consumação mínima inválida',
} as const;
/** The pre-bill's, the bill's and the diner's line for a card's minimum spend. */
export const CONSUMACAO_MINIMA_LABEL = 'Consumação mínima';
/** The cashier's word for a card that may leave (paid, or never used). */
export const CARTAO_LIBERADO_LABEL = 'Liberado';

/** A money amount of a card's rule: null turns it off; otherwise > 0, whole cents, at most CARTAO_VALOR_MAX. */
export function valorDeRegraValido(v: number | null): boolean {
  if (v === null) return true;
  return Number.isFinite(v) && v > 0 && v <= CARTAO_VALOR_MAX && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
}

/** A card's state: blocked by staff, or in use while it has an open tab. */
export const SITUACOES_CARTAO = ['livre', 'em_uso', 'bloqueado'] as const;
export type SituacaoCartao = (typeof SITUACOES_CARTAO)[number];

/** A counter order on the pickup board: cooking, or every item ready. */
export const ESTADOS_PEDIDO_BALCAO = ['preparando', 'pronto', 'retirado'] as const;
export type EstadoPedidoBalcao = (typeof ESTADOS_PEDIDO_BALCAO)[number];
