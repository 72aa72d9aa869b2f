import { useRef, useState } from 'react';
import { preCargasProntas } from '../../lib/pre-carga';

/**
 * The entry's early answer to this GET (app/pre-carga-publico.ts), when it is already in and succeeded, taken at the
 * first render: the page starts from it instead of a loading state, so the place, the bill and the menu paint at
 * once. `jaTinha()` is true once, for the mount that used it, so the hook's first load does not ask again. Without it
 * (not in yet, failed, another path) the hook loads as usual and its call takes the answer when it comes.
 */
export function useRespostaAntecipada<T>(caminho: string | null) {
  const [inicial] = useState(() => (caminho ? (preCargasProntas([caminho], null)?.[0] as T | undefined) : undefined));
  const usada = useRef(inicial !== undefined);
  const jaTinha = () => {
    const r = usada.current;
    usada.current = false;
    return r;
  };
  return [inicial, jaTinha] as const;
}
