import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/notify';

/** True for a 401: the session is ended by the dashboard's 'sessao-expirada' listener, so no toast. */
export const sessaoExpirada = (err: unknown) => err instanceof ApiError && err.status === 401;

/** Error toast with the server's message as description (spec 8), except for an expired session. */
export function avisarErro(titulo: string, err: unknown) {
  if (sessaoExpirada(err)) return;
  toast.erro(titulo, err instanceof Error && err.message ? err.message : 'Erro interno do servidor');
}
