import { rotuloComanda, SITUACAO_ENTREGA_LABEL, type EntregaDTO, type SituacaoEntrega } from '@comanda/shared';
import { executarAcao } from '../../../lib/acao';
import { EVENTOS_DE_COMANDA, useListaAoVivo } from '../../../lib/use-lista-ao-vivo';
import { listarEntregas, moverEntrega } from './api';

/**
 * The open deliveries, live (issue 39): refetched (coalesced) on every delivery, tab and kitchen event, so a kitchen
 * bump turns a delivery 'Pronto' here as on the counter's board; polled while the socket is down.
 */
const EVENTOS_DA_ENTREGA = ['entrega:atualizada' as const, ...EVENTOS_DE_COMANDA];

export function useEntregas() {
  const { lista: entregas, carregar } = useListaAoVivo(listarEntregas, EVENTOS_DA_ENTREGA);

  const mover = (e: EntregaDTO, situacao: SituacaoEntrega, entregador?: string) =>
    executarAcao(() => moverEntrega(e.venda_id, situacao, entregador), {
      ok: (d) => [SITUACAO_ENTREGA_LABEL[d.situacao], rotuloComanda(d.venda)],
      erro: 'Erro ao mudar a entrega',
    }).then((r) => {
      carregar();
      return r.ok;
    });

  return { entregas, carregar, mover };
}
