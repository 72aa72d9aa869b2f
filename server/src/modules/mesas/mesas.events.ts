import type { Tx } from '../../db/transaction';
import type { Mesa } from '../../db/tables';
import { presentMesa } from './mesas.presenter';
import { resumoMesas } from './mesas.repo';

/** Queues a table change and the new status summary for after commit. */
export async function emitirMesa(tx: Tx, empresaId: number, mesa: Mesa, nome: 'mesa:atualizada' | 'mesa:criada' = 'mesa:atualizada') {
  tx.emit({ empresaId, nome, payload: { mesa: presentMesa(mesa) } });
  tx.emit({ empresaId, nome: 'mesas:resumo', payload: { resumo: await resumoMesas(tx.trx, empresaId) } });
}
