import { fromCents, type Cents, type FormaPagamento } from '@comanda/shared';
import type { Venda } from '../../db/tables';
import { tenant } from '../../db/tenant';
import type { Tx } from '../../db/transaction';
import { recalcularTotais, type AutorItem } from '../comanda/comanda';
import { registrarHistorico } from '../comanda/comanda.historico';
import { presentPagamento } from './pagamentos.presenter';
import { inserirPagamento } from './pagamentos.repo';

/** A tab's payments still standing (not removed), in order: what a fiscal note lists (issue 38). */
export { pagamentosAtivos } from './pagamentos.repo';

/**
 * A payment made outside the till (prepaid online in a marketplace's app, issue 39) on a tab the caller locked: the
 * row, the history line and the tab's totals, in the caller's transaction. It shows in the cash-up under its method.
 */
export async function registrarPagoForaDoCaixa(
  tx: Tx,
  autor: AutorItem,
  vendaId: number,
  forma: FormaPagamento,
  valor: Cents,
): Promise<Venda> {
  const t = tenant(tx.trx, autor.empresaId);
  const p = await inserirPagamento(t, {
    venda_id: vendaId,
    forma,
    valor: fromCents(valor),
    valor_recebido: fromCents(valor),
    troco: 0,
    usuario_id: autor.id,
    usuario_nome: autor.nome || 'Sistema',
  });
  await registrarHistorico(t, autor, vendaId, { tipo: 'pagamento', depois: presentPagamento(p) });
  return recalcularTotais(t, vendaId);
}
