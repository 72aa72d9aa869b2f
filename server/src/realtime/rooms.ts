/** The only place room names are built. */
export const salaEmpresa = (empresaId: number) => `empresa:${empresaId}`;
export const salaUsuario = (usuarioId: number) => `usuario:${usuarioId}`;
/** A diner's room is keyed by the tab (joined with the tab's public token), so fan-out needs no token lookup. */
export const salaComanda = (vendaId: number) => `comanda:${vendaId}`;
/** One staff session's sockets (its sid, or the token's jti): logout drops exactly these. */
export const salaSessao = (jti: string) => `sessao:${jti}`;
/** A production station's screens (issue 13). */
export const salaEstacao = (empresaId: number, estacaoId: number) => `empresa:${empresaId}:estacao:${estacaoId}`;
