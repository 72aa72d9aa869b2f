/** The only place room names are built. */
export const salaEmpresa = (empresaId: number) => `empresa:${empresaId}`;
export const salaUsuario = (usuarioId: number) => `usuario:${usuarioId}`;
export const salaComanda = (token: string) => `comanda:${token}`;
