import { useCallback, useState } from 'react';
import { executarAcao, type Acao, type Resultado } from './acao';

// apart from acao.ts so that the login page, which needs no loading state, does not download this hook

/** executarAcao plus `enviando` while it runs (for the button's loading state). */
export function useAcao() {
  const [enviando, setEnviando] = useState(false);
  const executar = useCallback(async <T>(fazer: () => Promise<T>, a: Acao<T>): Promise<Resultado<T>> => {
    setEnviando(true);
    try {
      return await executarAcao(fazer, a);
    } finally {
      setEnviando(false);
    }
  }, []);
  return { executar, enviando };
}
