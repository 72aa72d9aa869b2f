import { MSG_COMANDA, mascararCpf } from '@comanda/shared';
import type { AppContext } from '../../context';
import { tenant } from '../../db/tenant';
import { withTransaction } from '../../db/transaction';
import { conflict } from '../../errors';
import { atualizarVenda, exigirAberta, travarComanda } from '../comanda/comanda';
import { presentVenda } from '../comanda/comanda.presenter';
import { resolverAlvo, type Referencia } from '../pedidos-cliente/alvo';

/**
 * 'CPF na nota?' from the diner's phone (issue 38): the CPF (check digits already checked by the schema) waits on
 * the open tab and goes on its NFC-e when it is emitted, unless the cashier gives another. The cashier's screens get
 * the tab (venda:atualizada, the CPF whole); the table's diners get their projection with it masked. Setting it again
 * is the same write: safe to repeat.
 */
export async function definirCpfNota(
  ctx: AppContext,
  ref: Referencia,
  cpf: string | null,
): Promise<{ message: string; cpf_nota: string | null }> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const alvo = await resolverAlvo(tx.trx, ref);
    if (!alvo.venda) throw conflict(MSG_COMANDA.naoAberta);
    // the tab's own locks (its table, then it), so a close in flight is seen before the write
    const { venda } = await travarComanda(tx, { empresaId: alvo.empresaId }, alvo.venda.id);
    exigirAberta(venda);
    const salva = await atualizarVenda(tenant(tx.trx, alvo.empresaId), venda.id, { cpf_nota: cpf });
    if (venda.cpf_nota !== cpf)
      tx.emit({
        empresaId: alvo.empresaId,
        vendaId: venda.id,
        nome: 'venda:atualizada',
        payload: { venda: presentVenda(salva) },
      });
    return {
      message: cpf ? 'CPF incluído na nota' : 'CPF retirado da nota',
      cpf_nota: cpf ? mascararCpf(cpf) : null,
    };
  });
}
