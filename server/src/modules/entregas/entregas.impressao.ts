import { linhasDaEntrega, money } from '@comanda/shared';
import type { Tenant } from '../../db/tenant';
import { entregaDaVenda } from './entregas.repo';

/*
 * What printing reads of a delivery (issue 39): kept apart from the service (which opens tabs) so that printing, which
 * the tab core's production path calls, depends on nothing but this module's reads.
 */

/** A delivery tab's lines for its tickets and pre-bill (linhasDaEntrega); undefined when the tab is no delivery. */
export async function linhasParaImpressao(t: Tenant, vendaId: number): Promise<string[] | undefined> {
  const e = await entregaDaVenda(t, vendaId);
  if (!e) return undefined;
  return linhasDaEntrega({
    origem: e.origem,
    ifood_display_id: e.ifood_display_id,
    telefone: e.telefone,
    endereco: {
      logradouro: e.logradouro,
      numero: e.numero,
      complemento: e.complemento,
      bairro: e.bairro,
      cidade: e.cidade,
      referencia: e.referencia,
    },
    observacoes: e.observacoes,
    pagamento: e.pagamento_forma
      ? { forma: e.pagamento_forma, troco_para: e.troco_para == null ? null : money(e.troco_para) }
      : null,
  });
}
