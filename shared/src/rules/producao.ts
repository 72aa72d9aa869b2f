import { temPermissao, type Permissao } from './permissoes';
import { STATUS_PRODUCAO_LABEL, type StatusProducao } from './producao-status';

export * from './producao-status';

/**
 * The item state machine as data: every allowed (from -> to) move and the permission it needs. Forward moves may
 * skip em_preparo (a bumped ticket goes straight to pronto); pronto -> em_preparo is the recall. The server answers
 * 409 to anything else.
 */
export const TRANSICOES_PRODUCAO: readonly { de: StatusProducao; para: StatusProducao; permissao: Permissao }[] = [
  { de: 'pendente', para: 'em_preparo', permissao: 'produce_items' },
  { de: 'pendente', para: 'pronto', permissao: 'produce_items' },
  { de: 'em_preparo', para: 'pronto', permissao: 'produce_items' },
  { de: 'pronto', para: 'em_preparo', permissao: 'produce_items' },
  { de: 'pronto', para: 'entregue', permissao: 'deliver_items' },
];

export function transicaoProducao(de: string, para: string) {
  return TRANSICOES_PRODUCAO.find((t) => t.de === de && t.para === para) ?? null;
}

/** The status one tap on the kitchen screen moves an item to (null: nothing to do there). */
export function proximoStatusProducao(de: StatusProducao): StatusProducao | null {
  return de === 'pendente' ? 'em_preparo' : de === 'em_preparo' ? 'pronto' : null;
}

export function podeMoverProducao(perfil: string | null | undefined, de: string, para: string): boolean {
  const t = transicaoProducao(de, para);
  return t != null && temPermissao(perfil, t.permissao);
}

/** Why a move is refused, in pt-BR, for the 409 answer. */
export function motivoProducaoInvalida(de: string, para: string): string {
  if (de === para) return `Item já está ${STATUS_PRODUCAO_LABEL[de as StatusProducao]?.toLowerCase() ?? de}`;
  const a = STATUS_PRODUCAO_LABEL[de as StatusProducao] ?? de;
  const b = STATUS_PRODUCAO_LABEL[para as StatusProducao] ?? para;
  return `Não é possível passar de ${a.toLowerCase()} para ${b.toLowerCase()}`;
}

/** A removed item the cook had already started must stay on the screen as cancelled until acknowledged. */
export const cancelamentoVisivelNaCozinha = (s: string) => s === 'em_preparo' || s === 'pronto';

/**
 * Items of one tab and one station sent close together form one ticket: a new item joins the tab's latest ticket at
 * that station while none of its items has been started and it is younger than this. Anything later is a new ticket.
 */
export const JANELA_TICKET_MS = 2 * 60 * 1000;

/** Age colour thresholds (minutes): per company, these are the defaults. */
export const ALERTA_AMARELO_PADRAO = 10;
export const ALERTA_VERMELHO_PADRAO = 20;

export type CorIdade = 'neutro' | 'amarelo' | 'vermelho';

export function corIdadeTicket(
  enviadoEm: string | number | Date,
  limites: { amarelo: number; vermelho: number },
  agora = Date.now(),
): CorIdade {
  const minutos = (agora - new Date(enviadoEm).getTime()) / 60_000;
  return minutos >= limites.vermelho ? 'vermelho' : minutos >= limites.amarelo ? 'amarelo' : 'neutro';
}

/** How long ago, as a kitchen screen says it: '45 s', '7 min', '1 h 05'. */
export function tempoDecorrido(desde: string | number | Date, agora = Date.now()): string {
  const s = Math.max(0, Math.floor((agora - new Date(desde).getTime()) / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min`;
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')}`;
}
