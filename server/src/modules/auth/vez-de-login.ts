import { AppError } from '../../errors';

/**
 * A small in-process queue: at most `vagas` jobs run at once, at most `maxEspera` wait; past that the caller gets a 503
 * with Retry-After at once instead of piling up memory and latency.
 */
export function criarVezDeLogin(vagas: number, maxEspera: number) {
  let emUso = 0;
  const espera: (() => void)[] = [];
  return async function naVez<T>(trabalho: () => Promise<T>): Promise<T> {
    if (emUso >= vagas) {
      if (espera.length >= maxEspera) {
        throw new AppError(
          503,
          'Serviço ocupado',
          'Muitos logins ao mesmo tempo. Tente novamente em instantes.',
          undefined,
          5,
        );
      }
      await new Promise<void>((vez) => espera.push(vez));
    } else {
      emUso++;
    }
    try {
      return await trabalho();
    } finally {
      // hand the slot straight to the next in line (emUso stays the same), or free it
      const proximo = espera.shift();
      if (proximo) proximo();
      else emUso--;
    }
  };
}
