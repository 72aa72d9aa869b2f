import { lazy, type ComponentType } from 'react';

type Modulo = { default: ComponentType };

/**
 * A lazy staff screen that does not suspend once its chunk is in. The screen a browser starts on is loaded before
 * mounting (staff-entry.tsx), so it renders in the first commit instead of after a Suspense fallback, whose content
 * React reveals no sooner than 300 ms after the fallback showed (issue 24): the kitchen's TV after every reload, the
 * cash desk opened on /caixa. React.lazy reads a thenable that calls back at once as already resolved.
 */
export function telaSobDemanda(carregar: () => Promise<Modulo>) {
  let carregado: Modulo | undefined;
  const precarregar = () => carregar().then((m) => (carregado = m));
  const Tela = lazy(() =>
    carregado
      ? ({ then: (pronto: (m: Modulo) => void) => pronto(carregado!) } as unknown as Promise<Modulo>)
      : precarregar(),
  );
  return { Tela, precarregar };
}
