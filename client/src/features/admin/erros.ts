import { ApiError } from '../../lib/api-client';
import { mensagemDeErro } from '../../lib/acao';
import { toast } from '../../lib/notify';

/** True for a 401: the session is ended by the dashboard's 'sessao-expirada' listener, so no toast. */
export const sessaoExpirada = (err: unknown) => err instanceof ApiError && err.status === 401;

/** The admin panel's error toasts (executarAcao options): the server's message (spec 8), none for an expired session. */
export const ERRO_ADMIN = { padrao: 'Erro interno do servidor', calar: sessaoExpirada };

/** Error toast of a failed load, like ERRO_ADMIN. */
export function avisarErro(titulo: string, err: unknown) {
  if (sessaoExpirada(err)) return;
  toast.erro(titulo, mensagemDeErro(err, ERRO_ADMIN.padrao));
}
