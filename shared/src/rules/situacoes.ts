import type { Permissao } from './permissoes';

/** Table situacao codes (spec 4.1). */
export const SITUACOES_MESA = ['L', 'O', 'P', 'R', 'X'] as const;
export type SituacaoMesa = (typeof SITUACOES_MESA)[number];

export const SITUACAO_MESA_LABEL: Record<SituacaoMesa, string> = {
  L: 'Livre',
  O: 'Ocupada',
  P: 'Pediu Conta',
  R: 'Reservada',
  X: 'Bloqueada',
};

/** Order (venda) situacao codes (spec 4.3). */
export const SITUACOES_VENDA = ['A', 'F', 'C'] as const;
/** The answers to a change on a tab that is missing or no longer open (the server's one guard, comanda.ts). */
export const MSG_COMANDA = {
  naoEncontrada: 'Comanda não encontrada',
  fechada: 'Comanda já está fechada',
  cancelada: 'Comanda já está cancelada',
  naoAberta: 'Comanda não está aberta',
} as const;
export type SituacaoVenda = (typeof SITUACOES_VENDA)[number];

export const SITUACAO_VENDA_VISUAL: Record<SituacaoVenda, { label: string; cor: string }> = {
  A: { label: 'Aberta', cor: 'blue' },
  F: { label: 'Fechada', cor: 'green' },
  C: { label: 'Cancelada', cor: 'red' },
};

export function visualSituacaoVenda(s: string | null | undefined): { label: string; cor: string } {
  return SITUACAO_VENDA_VISUAL[s as SituacaoVenda] ?? { label: 'Desconhecido', cor: 'gray' };
}

/** On the table map an unknown value is shown as free (spec 4.1). */
export function situacaoMapa(s: string | null | undefined): SituacaoMesa {
  return (SITUACOES_MESA as readonly string[]).includes(s ?? '') ? (s as SituacaoMesa) : 'L';
}

/** How many tables are in each state (the schema ResumoMesas in schemas/mesas.ts describes it). */
export interface ContagemMesas {
  livre: number;
  ocupada: number;
  reservada: number;
  bloqueada: number;
  pediu_conta: number;
}

/** Counts of the table map's summary; unknown codes count as free, as the map shows them (spec 4.1). */
export function resumirMesas(mesas: readonly { situacao: string | null | undefined }[]): ContagemMesas {
  const r: ContagemMesas = { livre: 0, ocupada: 0, reservada: 0, bloqueada: 0, pediu_conta: 0 };
  const chave = { L: 'livre', O: 'ocupada', R: 'reservada', X: 'bloqueada', P: 'pediu_conta' } as const;
  for (const m of mesas) r[chave[situacaoMapa(m.situacao)]]++;
  return r;
}

/** On the order screen anything other than L, O, P, R is shown as bloqueada (spec 4.1). */
export function situacaoComanda(s: string | null | undefined): SituacaoMesa {
  return s === 'L' || s === 'O' || s === 'P' || s === 'R' ? s : 'X';
}

/** Named table actions; each one is a set of allowed (from -> to) moves. */
export type AcaoMesa =
  | 'abrir_comanda'
  | 'pedir_conta'
  | 'cancelar_pedido_conta'
  | 'fechar_conta'
  | 'cancelar_mesa'
  | 'reservar'
  | 'cancelar_reserva'
  | 'bloquear'
  | 'desbloquear';

/** The table state machine as data: allowed moves and the permission each needs. The server rejects anything else with 409. */
export const TRANSICOES_MESA: Record<
  AcaoMesa,
  { de: readonly SituacaoMesa[]; para: SituacaoMesa; permissao: Permissao }
> = {
  abrir_comanda: { de: ['L', 'R'], para: 'O', permissao: 'create_sales' },
  pedir_conta: { de: ['O'], para: 'P', permissao: 'open_close_tables' },
  cancelar_pedido_conta: { de: ['P'], para: 'O', permissao: 'manage_sales' },
  fechar_conta: { de: ['O', 'P'], para: 'L', permissao: 'close_sales' },
  cancelar_mesa: { de: ['O', 'P'], para: 'L', permissao: 'manage_sales' },
  reservar: { de: ['L'], para: 'R', permissao: 'open_close_tables' },
  cancelar_reserva: { de: ['R'], para: 'L', permissao: 'open_close_tables' },
  bloquear: { de: ['L'], para: 'X', permissao: 'edit_tables' },
  desbloquear: { de: ['X'], para: 'L', permissao: 'edit_tables' },
};

/** Why a move is refused, in pt-BR, for the 409 answer. */
export function motivoTransicaoInvalida(acao: AcaoMesa, de: string): string {
  if (acao === 'abrir_comanda' && (de === 'O' || de === 'P')) return 'Mesa já possui comanda aberta';
  if (de === 'X') return 'Mesa bloqueada';
  const atual = SITUACAO_MESA_LABEL[de as SituacaoMesa] ?? de;
  return `Ação não permitida: a mesa está ${atual.toLowerCase()}`;
}

/** Moves the generic status call (PATCH /api/mesas/:id/status) may perform; opening, closing and cancelling go through the tab. */
export const ACOES_POR_STATUS: readonly AcaoMesa[] = [
  'pedir_conta',
  'cancelar_pedido_conta',
  'reservar',
  'cancelar_reserva',
  'bloquear',
  'desbloquear',
];

export function podeTransicionar(acao: AcaoMesa, de: string): boolean {
  return (TRANSICOES_MESA[acao].de as readonly string[]).includes(de);
}

/** Finds the status-call action that moves a table from `de` to `para`, if any. */
export function acaoDoStatus(de: string, para: string): AcaoMesa | null {
  return ACOES_POR_STATUS.find((a) => TRANSICOES_MESA[a].para === para && podeTransicionar(a, de)) ?? null;
}

/** Waiter-call cooldown (spec 4.2 and 9). */
export const GARCOM_COOLDOWN_MS = 10 * 60 * 1000;

/** A waiter call is active only while flagged 'S' and within 10 minutes. */
export function chamadaAtiva(
  mesa: { chamando_garcom?: string | null; garcom_chamado_em?: string | Date | null },
  agora: number = Date.now(),
): boolean {
  if (mesa.chamando_garcom !== 'S' || !mesa.garcom_chamado_em) return false;
  return agora - new Date(mesa.garcom_chamado_em).getTime() < GARCOM_COOLDOWN_MS;
}
