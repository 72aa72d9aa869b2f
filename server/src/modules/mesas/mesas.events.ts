import type { Tx } from '../../db/transaction';
import type { DomainEvent } from '../../realtime/bus';
import type { Mesa } from '../../db/tables';
import { presentMesa } from './mesas.presenter';

type NomeEventoMesa = 'mesa:atualizada' | 'mesa:criada';

/**
 * Queues a table change for after commit. The map's status summary is derived from the tables on each device
 * (shared `resumirMesas`), so no summary query runs while the table's row lock is held.
 */
export function emitirMesa(tx: Tx, empresaId: number, mesa: Mesa, nome: NomeEventoMesa = 'mesa:atualizada') {
  tx.emit(eventoMesa(empresaId, mesa, nome));
}

/** The table event itself, for a write that is its own transaction (one statement) and publishes once it returns. */
export const eventoMesa = (empresaId: number, mesa: Mesa, nome: NomeEventoMesa = 'mesa:atualizada'): DomainEvent => ({
  empresaId,
  nome,
  payload: { mesa: presentMesa(mesa) },
});
