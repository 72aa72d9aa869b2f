import type { SituacaoEntrega } from '@comanda/shared';
import type { Entrega, Venda } from '../../db/tables';
import type { Tenant } from '../../db/tenant';
import type { Tx } from '../../db/transaction';

/*
 * What other modules do when staff move a delivery (issue 39), in the same transaction: the iFood integration tells
 * iFood (/dispatch when the courier leaves). Registered once at startup (modules/ganchos.ts), like the tab core's hooks.
 */

export interface MudancaDeEntrega {
  /** the tab, as locked before the change */
  venda: Venda;
  /** the delivery's row after the change */
  entrega: Entrega;
  de: SituacaoEntrega;
  para: SituacaoEntrega;
}

export type GanchoDeEntrega = (tx: Tx, t: Tenant, mudanca: MudancaDeEntrega) => Promise<void>;

const ganchos: { aoMudar: readonly GanchoDeEntrega[] } = { aoMudar: [] };

/**
 * Registers a hook (modules/ganchos.ts, once per process; idempotent: the same function once). Every app of a process
 * shares the same modules, so this is wiring, not state, like the tab core's registrarGanchos.
 */
export function registrarGanchoDeEntrega(h: GanchoDeEntrega): void {
  if (!ganchos.aoMudar.includes(h)) Object.assign(ganchos, { aoMudar: [...ganchos.aoMudar, h] });
}

export const ganchosDeEntrega = (): readonly GanchoDeEntrega[] => ganchos.aoMudar;
