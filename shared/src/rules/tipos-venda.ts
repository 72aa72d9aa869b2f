/**
 * What a tab stands on (issue 37): a table (mesa), a numbered comanda card (cartao) or the counter (balcao). The
 * delivery issue adds 'entrega' here and widens the vendas_tipo CHECK.
 */
export const TIPOS_VENDA = ['mesa', 'cartao', 'balcao'] as const;
export type TipoVenda = (typeof TIPOS_VENDA)[number];

export const TIPO_VENDA_LABEL: Record<TipoVenda, string> = { mesa: 'Mesa', cartao: 'Cartão', balcao: 'Balcão' };

/** Cards a company may create at once (POST /api/cartoes/lote) and the highest card number. */
export const CARTOES_POR_LOTE = 1000;
export const CARTAO_NUMERO_MAX = 99999;

/** A card's state: blocked by staff, or in use while it has an open tab. */
export const SITUACOES_CARTAO = ['livre', 'em_uso', 'bloqueado'] as const;
export type SituacaoCartao = (typeof SITUACOES_CARTAO)[number];

/** A counter order on the pickup board: cooking, or every item ready. */
export const ESTADOS_PEDIDO_BALCAO = ['preparando', 'pronto', 'retirado'] as const;
export type EstadoPedidoBalcao = (typeof ESTADOS_PEDIDO_BALCAO)[number];
