/**
 * How a public credential finds its row before the company is known (a tab's link token, a table card's code, a
 * product's public image): the only queries that run without the tenant handle, owned by this module.
 */
export { cartaoPorCodigo, imagemPublicaDoProduto, mesaPorCodigo, vendaPorToken } from './publico.repo';

/** A numbered card as a diner's place (issue 37), read and locked within its company. */
export { buscarCartaoPorId, travarCartaoPorId, vendaAbertaDoCartao } from './publico.repo';
