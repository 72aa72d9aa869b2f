/** The only place room names are built. */
export const salaEmpresa = (empresaId: number) => `empresa:${empresaId}`;
export const salaUsuario = (usuarioId: number) => `usuario:${usuarioId}`;
export const salaComanda = (token: string) => `comanda:${token}`;
/** One staff token's sockets (its jti): logout drops exactly these. */
export const salaSessao = (jti: string) => `sessao:${jti}`;
