import { registrarGanchos } from './comanda/ganchos';
import { retirarSeProntoAoFechar } from './balcao/balcao.service';
import { exigirLimiteDoCartao } from './cartoes/cartoes.service';
import { cancelarNaProducao, enviarParaProducao, rotearItem } from './cozinha/producao';
import { exigirMesaAberta, liberarMesa, travarMesaDaComanda } from './mesas/comanda-da-mesa';
import { esvaziarComAComanda } from './pedidos-cliente/carrinho.service';
import { acumularSeFechada } from './relatorios/relatorios.service';
import { notaAoEncerrar } from './fiscal/fila';
import { registrarGanchoDeEntrega } from './entregas/ganchos';
import { registrarGanchoDeDisponibilidade } from './cardapio/ganchos';
import { catalogoAoMudar, despacharAoSair } from './ifood/saida';

/**
 * What the modules do inside the tab core's transactions (issue 36), wired once by app.ts: the core imports none of
 * them. The order of `encerrada` is the order its effects are written and its events are sent.
 */
export function ligarGanchosDaComanda(): void {
  registrarGanchos({
    travarLugar: travarMesaDaComanda,
    exigirItensEditaveis: exigirMesaAberta,
    exigirCabeNaComanda: exigirLimiteDoCartao,
    rotear: rotearItem,
    paraProducao: enviarParaProducao,
    itensSaindo: cancelarNaProducao,
    encerrada: [acumularSeFechada, liberarMesa, esvaziarComAComanda, retirarSeProntoAoFechar, notaAoEncerrar],
  });
  // a delivery's moves (issue 39): our courier leaving with an iFood order tells iFood (/dispatch, through its outbox)
  registrarGanchoDeEntrega(despacharAoSair);
  // a product sold out (or back): its iFood item's pause (or resume), written to iFood's outbox in the same transaction
  registrarGanchoDeDisponibilidade(catalogoAoMudar);
}
