// No imports: the diner's page deep-imports this file alone (its JS budget is small).

/** empresas.pedidos_cliente: whether diners order from their phones, and whether a waiter approves first. */
export const MODOS_PEDIDO_CLIENTE = ['desligado', 'aprovacao', 'direto'] as const;
export type ModoPedidoCliente = (typeof MODOS_PEDIDO_CLIENTE)[number];
export const MODO_PEDIDO_CLIENTE_PADRAO: ModoPedidoCliente = 'aprovacao';
export const MODO_PEDIDO_CLIENTE_LABEL: Record<ModoPedidoCliente, string> = {
  desligado: 'Desligado — só cardápio',
  aprovacao: 'Com aprovação do garçom',
  direto: 'Direto para a produção',
};

/** A diner's order line as staff decide on it. */
export const SITUACOES_ITEM_PEDIDO = ['pendente', 'aprovado', 'recusado'] as const;
export type SituacaoItemPedido = (typeof SITUACOES_ITEM_PEDIDO)[number];
/** The order as a whole: pendente while any line waits; then aprovado if any line went to the tab, else recusado. */
export type SituacaoPedidoCliente = SituacaoItemPedido;

/** What the diner sees of each line they ordered (live). */
export const SITUACOES_LINHA_CLIENTE = [
  'aguardando',
  'enviado',
  'em_preparo',
  'pronto',
  'entregue',
  'recusado',
] as const;
export type SituacaoLinhaCliente = (typeof SITUACOES_LINHA_CLIENTE)[number];
export const SITUACAO_LINHA_CLIENTE_LABEL: Record<SituacaoLinhaCliente, string> = {
  aguardando: 'Aguardando garçom',
  enviado: 'Enviado',
  em_preparo: 'Em preparo',
  pronto: 'Pronto',
  entregue: 'Entregue',
  recusado: 'Recusado',
};

/**
 * The diner's status of a line: its decision while not approved, then the production status of the tab item it
 * became. An approved line whose tab item was later voided reads as recusado.
 */
export function situacaoLinhaCliente(
  situacao: SituacaoItemPedido,
  statusProducao: 'pendente' | 'em_preparo' | 'pronto' | 'entregue' | null,
): SituacaoLinhaCliente {
  if (situacao === 'pendente') return 'aguardando';
  if (situacao === 'recusado' || statusProducao == null) return 'recusado';
  return statusProducao === 'pendente' ? 'enviado' : statusProducao;
}

/** Staff-facing labels of a diner's order. */
export const SITUACAO_PEDIDO_CLIENTE_LABEL: Record<SituacaoPedidoCliente, string> = {
  pendente: 'Aguardando aprovação',
  aprovado: 'Aprovado',
  recusado: 'Recusado',
};

/** Abuse limits of public orders (issue 22). */
export const PEDIDO_MAX_LINHAS = 30;
export const PEDIDO_MAX_QUANTIDADE = 50;
export const CLIENTE_NOME_MAX = 60;
export const PEDIDOS_POR_JANELA = 10;
export const JANELA_PEDIDOS_MS = 10 * 60 * 1000;
/** A table's shared cart holds at most this many lines (one order takes at most PEDIDO_MAX_LINHAS of them). */
export const CARRINHO_MAX_LINHAS = 60;

/** The pt-BR answers of the public ordering routes. */
export const MSG_PEDIDOS = {
  maxLinhas: `No máximo ${PEDIDO_MAX_LINHAS} itens por pedido.`,
  maxQuantidade: `Quantidade máxima por item: ${PEDIDO_MAX_QUANTIDADE}.`,
  nome: 'Informe seu nome.',
  nomeLongo: `Nome com no máximo ${CLIENTE_NOME_MAX} caracteres.`,
  vazio: 'Adicione pelo menos um item ao pedido.',
  semComanda: 'A mesa não tem comanda aberta. Chame o garçom.',
  desligado: 'Pedidos pelo celular estão desativados neste restaurante.',
  muitos: 'Muitos pedidos em pouco tempo. Aguarde alguns minutos.',
  esgotado: (nome: string) => `Produto esgotado: ${nome}`,
  indisponivel: (nome: string) => `Produto indisponível: ${nome}`,
  donoLinha: 'Só quem adicionou pode alterar este item',
  carrinhoCheio: 'O carrinho da mesa está cheio. Envie o pedido antes de adicionar mais.',
  linhaNaoEncontrada: 'Item do carrinho não encontrado',
  mesaNaoEncontrada: 'Mesa não encontrada',
  /** a numbered card's code (issue 37) that names nothing */
  cartaoNaoEncontrado: 'Cartão não encontrado',
  semComandaCartao: 'O cartão não tem comanda aberta. Chame o garçom.',
  abrirDesligado: 'Peça ao garçom para abrir a comanda.',
  pedidoDecidido: 'Este pedido já foi decidido',
  carrinhoMudou: 'O carrinho mudou enquanto você enviava. Confira e envie de novo.',
  chaveObrigatoria: 'Envie o cabeçalho Idempotency-Key',
} as const;

/** Label of the diner-less share in the per-person bill (items the waiter added without a name). */
export const SEM_NOME_PESSOA = 'Mesa';
