import { acoesPermitidas, situacaoMapa, type AcaoMesa, type MesaDTO } from '@comanda/shared';

export const ACOES_MAPA: { acao: AcaoMesa; rotulo: string }[] = [
  { acao: 'reservar', rotulo: 'Reservar' },
  { acao: 'cancelar_reserva', rotulo: 'Liberar reserva' },
  { acao: 'bloquear', rotulo: 'Bloquear' },
  { acao: 'desbloquear', rotulo: 'Desbloquear' },
];

/** The reserve/block/release moves this profile may make on this table (the state machine's, as data). */
export function acoesPossiveis(mesa: MesaDTO, perfil: string | undefined) {
  const permitidas = acoesPermitidas(mesa.situacao, perfil);
  return ACOES_MAPA.filter(({ acao }) => permitidas.includes(acao));
}

/** Occupied and bill-requested tables have a customer link (QR code). */
export const temQrCode = (m: MesaDTO) => ['O', 'P'].includes(situacaoMapa(m.situacao));
