import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts a lazily loaded child (a form dialog) the first time `ativo` turns true and keeps it mounted afterwards, so
 * its code (and the zod schemas it validates with) is downloaded only when someone opens it.
 */
export function SobDemanda({ ativo, children }: { ativo: boolean; children: ReactNode }) {
  const [montado, setMontado] = useState(ativo);
  if (ativo && !montado) setMontado(true);
  return montado || ativo ? <Suspense fallback={null}>{children}</Suspense> : null;
}
