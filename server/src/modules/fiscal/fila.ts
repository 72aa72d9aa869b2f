import { refDaNota } from '@comanda/shared';
import type { Mesa, Venda } from '../../db/tables';
import type { Tenant } from '../../db/tenant';
import type { Tx } from '../../db/transaction';
import * as repo from './fiscal.repo';
import { presentNota } from './fiscal.presenter';

/**
 * The tab core's `encerrada` hook (modules/ganchos.ts): a tab closed as a sale (F) of a company that emits
 * automatically gets its note, 'pendente', in the closing transaction (so a committed close always has its note and a
 * rolled-back one never does). The sender (emissor.ts) hears the event after COMMIT and sends it; the close never
 * waits on the provider.
 */
export async function notaAoEncerrar(tx: Tx, t: Tenant, venda: Venda, _mesa: Mesa | undefined): Promise<void> {
  if (venda.situacao !== 'F') return;
  const agora = venda.data_fechamento ?? venda.data_abertura;
  const nota = await repo.enfileirarSeAutomatica(
    t,
    venda.id,
    refDaNota(t.empresaId, venda.id),
    venda.total,
    agora,
    venda.cpf_nota,
  );
  if (nota)
    tx.emit({ empresaId: t.empresaId, nome: 'fiscal:nota', payload: { nota: presentNota(nota, venda.mesa_numero) } });
}
