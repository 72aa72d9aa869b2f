import { NAMESPACE_IMPRESSAO } from '@comanda/shared/impressao/protocolo';

/** The only place room names are built. */
export const salaEmpresa = (empresaId: number) => `empresa:${empresaId}`;
export const salaUsuario = (usuarioId: number) => `usuario:${usuarioId}`;
/** A diner's room is keyed by the tab (joined with the tab's public token), so fan-out needs no token lookup. */
export const salaComanda = (vendaId: number) => `comanda:${vendaId}`;
/** One staff session's sockets (its sid, or the token's jti): logout drops exactly these. */
export const salaSessao = (jti: string) => `sessao:${jti}`;
/**
 * The diners at one table (issue 22): phones on the printed card's link and on the tab's link. The shared cart, the
 * tab's bill and the tab opening or closing reach it.
 */
export const salaMesaPublica = (empresaId: number, mesaId: number) => `mesa-publica:${empresaId}:${mesaId}`;
/**
 * The diners on one numbered card (issue 37), by the card's number: the card's QR page (joined with its printed code)
 * and the card's tab's link. The tab's bill and its opening, closing or moving reach it.
 */
export const salaCartaoPublico = (empresaId: number, numero: number) => `cartao-publico:${empresaId}:${numero}`;
/** Every diner page of one company: told to refetch the menu when it changes. */
export const salaCardapioPublico = (empresaId: number) => `cardapio-publico:${empresaId}`;
/** A company's pickup board (issue 37): TVs joined with the board's code. */
export const salaPainel = (empresaId: number) => `painel:${empresaId}`;
/** One counter order's own page (issue 37), joined with the order's token. */
export const salaPedido = (vendaId: number) => `pedido:${vendaId}`;
/** A production station's screens (issue 13). */
export const salaEstacao = (empresaId: number, estacaoId: number) => `empresa:${empresaId}:estacao:${estacaoId}`;
/** The print agents' socket.io namespace (issue 23): same server and path, its own handshake (the shared protocol's). */
export const NAMESPACE_AGENTES = NAMESPACE_IMPRESSAO;
/** Print agents (namespace /impressao): a company's agents, and one agent's sockets (revocation drops them). */
export const salaAgentes = (empresaId: number) => `impressao:empresa:${empresaId}`;
export const salaAgente = (agenteId: number) => `impressao:agente:${agenteId}`;
