import { ApiError, novaChave } from '../../lib/api-client';
import { enfileirar, type Pendente } from '../../lib/fila-offline';

export const PENDENTE = 'pendente' as const;
type Descricao = Omit<Pendente, 'chave' | 'criadoEm'>;

/**
 * Sends a write now; when the server cannot be reached, the same write (with the same Idempotency-Key, in case the
 * lost attempt did arrive) waits in the device's queue and this answers 'pendente'.
 */
export async function enviarOuEnfileirar<T>(
  enviar: (chave: string) => Promise<T>,
  descricao: Descricao,
): Promise<T | typeof PENDENTE> {
  const chave = novaChave();
  try {
    return await enviar(chave);
  } catch (e) {
    if (!(e instanceof ApiError && e.semConexao)) throw e;
    await enfileirar({ ...descricao, chave });
    return PENDENTE;
  }
}
