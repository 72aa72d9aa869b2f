/** The only place room names are built. */
export const salaEmpresa = (empresaId: number) => `empresa:${empresaId}`;
export const salaUsuario = (usuarioId: number) => `usuario:${usuarioId}`;
export const salaComanda = (token: string) => `comanda:${token}`;
/** A production station's screens (issue 13). */
export const salaEstacao = (empresaId: number, estacaoId: number) => `empresa:${empresaId}:estacao:${estacaoId}`;
