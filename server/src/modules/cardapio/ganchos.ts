import type { Tenant } from '../../db/tenant';
import type { Tx } from '../../db/transaction';

/*
 * What other modules do when a product's availability may have changed (sold out or back, issue 22; active or not;
 * its code), in the SAME transaction that changes it: the iFood integration writes the catalog's pause or resume to
 * its outbox there (issue 39), so a crash right after the commit loses nothing. The menu imports none of them: each is
 * registered once at startup (modules/ganchos.ts), like the tab core's hooks.
 */

/** The product as it is after the change, inside the change's transaction. */
export interface ProdutoDisponibilidade {
  id: number;
  codigo: string | null;
  esgotado: boolean;
  ativo: 'S' | 'N';
  /** the change's time, by the app's clock */
  agora: Date;
}

export type GanchoDeDisponibilidade = (tx: Tx, t: Tenant, produto: ProdutoDisponibilidade) => Promise<void>;

const ganchos: { aoMudar: readonly GanchoDeDisponibilidade[] } = { aoMudar: [] };

/**
 * Registers a hook (modules/ganchos.ts, once per process; idempotent: the same function once). Every app of a process
 * shares the same modules, so this is wiring, not state. Answers the function that takes it out again (a test's hook).
 */
export function registrarGanchoDeDisponibilidade(h: GanchoDeDisponibilidade): () => void {
  if (!ganchos.aoMudar.includes(h)) Object.assign(ganchos, { aoMudar: [...ganchos.aoMudar, h] });
  return () => Object.assign(ganchos, { aoMudar: ganchos.aoMudar.filter((x) => x !== h) });
}

export const ganchosDeDisponibilidade = (): readonly GanchoDeDisponibilidade[] => ganchos.aoMudar;
