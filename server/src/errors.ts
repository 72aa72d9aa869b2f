/** Domain errors; the error plugin maps each to its HTTP status and the {error, message, details?} body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly details?: unknown,
    /** seconds, sent as Retry-After (429/503) */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, 'Requisição inválida', message, details);
export const unauthorized = (message = 'Sessão expirada ou inválida. Faça login novamente.') =>
  new AppError(401, 'Não autorizado', message);
export const forbidden = (message = 'Você não tem permissão para esta ação.') =>
  new AppError(403, 'Acesso negado', message);
export const notFound = (message: string) => new AppError(404, 'Não encontrado', message);
export const conflict = (message: string, details?: unknown) => new AppError(409, 'Conflito', message, details);
export const tooManyRequests = (message: string, retryAfter: number) =>
  new AppError(429, 'Muitas requisições', message, undefined, Math.max(1, Math.ceil(retryAfter)));
