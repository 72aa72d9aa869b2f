import { MSG_FISCAL, type NotaPublicaDTO } from '@comanda/shared';
import type { Tenant } from '../../db/tenant';
import { conflict } from '../../errors';
import { presentNotaPublica } from './fiscal.presenter';
import * as repo from './fiscal.repo';

/* What the fiscal module lends the other modules about one tab's note. */

/** One closed tab's note as the diner's receipt shows it (or none). */
export async function notaPublicaDaVenda(t: Tenant, vendaId: number): Promise<NotaPublicaDTO | null> {
  const n = await repo.notaDaVenda(t, vendaId);
  return n ? presentNotaPublica(n) : null;
}

/**
 * A tab whose NFC-e is authorized is a legal sale: its payments are not cancelled nor the tab reopened until the note
 * is cancelled (409 with the rule). Called first by those writes, so the fiscal rule is what the cashier reads.
 */
export async function exigirSemNotaAutorizada(t: Tenant, vendaId: number): Promise<void> {
  const n = await repo.notaDaVenda(t, vendaId);
  if (n?.situacao === 'autorizada') throw conflict(MSG_FISCAL.cancelarAntes);
}
