import { FORMA_PAGAMENTO_LABEL, type FormaPagamento } from '../rules/pagamento';
import { SITUACAO_ENTREGA_LABEL, type SituacaoEntrega } from '../rules/entregas';
import type { HistoricoVendaDTO } from '../schemas/pagamentos';
import { FUSO_PADRAO, formatBRL, formatHora, padCartao, padMesa, rotuloComanda } from './format';

type Obj = Record<string, any> | null | undefined;
type Linha = { produto_nome?: string; quantidade?: number };

const qtd = (l: Linha | undefined) => `${l?.quantidade ?? ''}× ${l?.produto_nome ?? 'item'}`;
const lista = (itens: Linha[] | undefined) => (itens ?? []).map(qtd).join(', ');
const mesa = (n: unknown) => (n == null ? '?' : padMesa(n as number));
const cartao = (n: unknown) => (n == null ? '?' : padCartao(n as number));

/** What was done, as the verb phrase after the person's name ('removeu 1× Chope 300 ml'). */
function acao(tipo: string, antes: Obj, depois: Obj): string {
  switch (tipo) {
    case 'abertura':
      return depois?.tipo && depois.tipo !== 'mesa'
        ? `abriu a comanda ${rotuloComanda(depois)}`
        : `abriu a comanda da mesa ${mesa(depois?.mesa_numero)}`;
    case 'retirada':
      return 'entregou o pedido ao cliente';
    case 'entrega':
      return `marcou a entrega como '${SITUACAO_ENTREGA_LABEL[depois?.situacao as SituacaoEntrega] ?? depois?.situacao}'${depois?.entregador ? ` (entregador ${depois.entregador})` : ''}`;
    case 'item_adicionado':
      return `adicionou ${qtd(depois as Linha)}`;
    case 'item_removido':
      return `removeu ${qtd(antes as Linha)}`;
    case 'quantidade_alterada':
      return `reduziu ${antes?.produto_nome ?? 'item'} de ${antes?.quantidade} para ${depois?.quantidade}`;
    case 'transferencia_saida':
      return `transferiu ${lista(depois?.itens)} para a mesa ${mesa(depois?.mesa_numero)}`;
    case 'transferencia_entrada':
      return `recebeu ${lista(depois?.itens)} da mesa ${mesa(antes?.mesa_numero)}`;
    case 'mudanca_mesa':
      return `mudou a comanda da mesa ${mesa(antes?.mesa_numero)} para a mesa ${mesa(depois?.mesa_numero)}`;
    case 'mudanca_cartao':
      return `mudou a comanda do cartão ${cartao(antes?.numero)} para o cartão ${cartao(depois?.numero)}`;
    case 'limite_cartao':
      return depois?.limite != null
        ? `alterou o limite do cartão para ${formatBRL(depois.limite)}`
        : 'voltou o limite do cartão ao da empresa';
    case 'juncao':
      return `juntou a mesa ${mesa(antes?.mesa_numero)} a esta comanda`;
    case 'nome_cliente':
      return `renomeou o cliente de ${antes?.nome_cliente} para ${depois?.nome_cliente}`;
    case 'conta_solicitada':
      return 'pediu a conta';
    case 'conta_solicitada_cancelada':
      return 'cancelou o pedido de conta';
    case 'taxa_servico':
      return depois?.cobrar
        ? 'incluiu a taxa de serviço'
        : `removeu a taxa de serviço (${formatBRL(antes?.taxa_servico)})`;
    case 'desconto':
      return depois?.desconto
        ? `deu desconto de ${formatBRL(depois.desconto)}${depois.tipo === 'percentual' ? ` (${depois.valor}%)` : ''}`
        : 'removeu o desconto';
    case 'pagamento':
      return `registrou pagamento ${FORMA_PAGAMENTO_LABEL[depois?.forma as FormaPagamento] ?? ''} ${formatBRL(depois?.valor)}${(depois?.troco ?? 0) > 0 ? ` (troco ${formatBRL(depois?.troco)})` : ''}`;
    case 'pagamento_removido':
      return `removeu o pagamento ${FORMA_PAGAMENTO_LABEL[antes?.forma as FormaPagamento] ?? ''} ${formatBRL(antes?.valor)}`;
    case 'fechamento':
      return 'fechou a conta';
    case 'cancelamento':
      return 'cancelou a comanda';
    default:
      return tipo;
  }
}

/**
 * One history record as a pt-BR line, e.g. '21:14 · Gabriel removeu 1× Chope 300 ml — motivo: cliente desistiu'.
 * The one formatter for the tab screen's timeline and the payment panel's money history.
 */
export function descreverHistorico(
  h: Pick<HistoricoVendaDTO, 'tipo' | 'usuario' | 'created_at' | 'antes' | 'depois' | 'motivo'>,
  timeZone = FUSO_PADRAO,
): string {
  const depois = h.depois as Obj;
  const aprovador = depois?.aprovador ? ` (aprovado por ${depois.aprovador})` : '';
  const motivo = h.motivo ? ` — motivo: ${h.motivo}` : '';
  return `${formatHora(h.created_at, timeZone)} · ${h.usuario} ${acao(h.tipo, h.antes as Obj, depois)}${motivo}${aprovador}`;
}
