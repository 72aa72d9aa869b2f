import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A callback whose identity never changes but which always runs the latest `f`: a memoized child that receives it
 * does not re-render when its parent does (the diner's menu when the socket connects, issue 36). It lives here, not in
 * lib/, because the diner's build maps this folder's React imports to Preact.
 */
export function useFuncaoEstavel<A extends unknown[], R>(f: (...args: A) => R): (...args: A) => R {
  const atual = useRef(f);
  useLayoutEffect(() => {
    atual.current = f;
  });
  return useCallback((...args: A) => atual.current(...args), []);
}
