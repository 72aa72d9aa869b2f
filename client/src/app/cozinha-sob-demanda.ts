import { lazy, type ComponentType } from 'react';

type Modulo = { default: ComponentType };
let carregado: Modulo | undefined;

/** The production board's chunk: waiters' phones never download it. */
export const carregarCozinha = (): Promise<Modulo> =>
  import('../features/cozinha/cozinha-page').then((m) => (carregado = m));

/**
 * The board as a lazy screen that does not suspend once its chunk is in: a screen that starts on /cozinha loads it
 * before mounting (staff-entry.tsx), so the board renders in the first commit instead of after a Suspense fallback,
 * whose content React reveals no sooner than 300 ms after the fallback showed (issue 24). React.lazy reads a thenable
 * that calls back at once as already resolved.
 */
export const CozinhaPage = lazy(() =>
  carregado
    ? ({ then: (pronto: (m: Modulo) => void) => pronto(carregado!) } as unknown as Promise<Modulo>)
    : carregarCozinha(),
);
