import { padMesa } from '../text/format';

/** A line may be removed without a reason for this long after it was added (the undo of a mistaken tap). */
export const JANELA_DESFAZER_MS = 2 * 60 * 1000;

export const MOTIVO_CANCELAMENTO_OBRIGATORIO = 'Informe o motivo do cancelamento';
export const APROVACAO_GERENTE_OBRIGATORIA = 'Cancelamento requer aprovação do gerente';
export const APROVACAO_INVALIDA = 'Aprovação recusada: e-mail ou senha do gerente incorretos';

/** Whether removing (or lowering) a line needs a reason: past the undo window, or already in production. */
export function cancelamentoExigeMotivo(
  criadoEm: Date | string,
  agora: Date = new Date(),
  emProducao = false,
): boolean {
  return emProducao || agora.getTime() - new Date(criadoEm).getTime() > JANELA_DESFAZER_MS;
}

export const motivoJuncao = (mesaNumero: number | null) => `Junção com a mesa ${padMesa(mesaNumero ?? '')}`;

/** A waiter call stays on the map until answered (issue 15); after this long waiting it shows in red. */
export const CHAMADA_URGENTE_MS = 3 * 60 * 1000;
/** A reservation this long past its time shows a warning on the card (it is never released automatically). */
export const RESERVA_ATRASADA_MS = 30 * 60 * 1000;

export const chamadaPendente = (m: { chamando_garcom?: string | null }) => m.chamando_garcom === 'S';

/** Whole minutes a pending call has waited (0 when none). */
export function esperaChamadaMin(
  m: { chamando_garcom?: string | null; garcom_chamado_em?: string | Date | null },
  agora: number,
): number {
  if (!chamadaPendente(m) || !m.garcom_chamado_em) return 0;
  return Math.max(0, Math.floor((agora - new Date(m.garcom_chamado_em).getTime()) / 60_000));
}

export const chamadaUrgente = (
  m: { chamando_garcom?: string | null; garcom_chamado_em?: string | Date | null },
  agora: number,
) =>
  chamadaPendente(m) && !!m.garcom_chamado_em && agora - new Date(m.garcom_chamado_em).getTime() >= CHAMADA_URGENTE_MS;

export const reservaAtrasada = (m: { situacao?: string | null; data_reserva?: string | Date | null }, agora: number) =>
  m.situacao === 'R' && !!m.data_reserva && agora - new Date(m.data_reserva).getTime() >= RESERVA_ATRASADA_MS;

/**
 * The map lists first what needs the waiter (issue 16): pending calls (oldest call first), then the tables that asked
 * for the bill (situacao P), then the rest in their own order.
 */
export function atendimentoPrimeiro<
  T extends { situacao?: string | null; chamando_garcom?: string | null; garcom_chamado_em?: string | Date | null },
>(mesas: T[]): T[] {
  const hora = (m: T) => (m.garcom_chamado_em ? new Date(m.garcom_chamado_em).getTime() : 0);
  const chamando = mesas.filter(chamadaPendente).sort((a, b) => hora(a) - hora(b));
  const resto = mesas.filter((m) => !chamadaPendente(m));
  return [...chamando, ...resto.filter((m) => m.situacao === 'P'), ...resto.filter((m) => m.situacao !== 'P')];
}

/** An item the kitchen has started or finished (issue 13) is 'in production': removing it needs a reason too. */
export const itemEmProducao = (status: string | null | undefined) => status === 'em_preparo' || status === 'pronto';
