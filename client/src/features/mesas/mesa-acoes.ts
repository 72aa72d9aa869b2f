import { TRANSICOES_MESA, podeTransicionar, temPermissao, type AcaoMesa, type MesaDTO } from '@comanda/shared';

export const ACOES_MAPA: { acao: AcaoMesa; rotulo: string }[] = [
  { acao: 'reservar', rotulo: 'Reservar' },
  { acao: 'cancelar_reserva', rotulo: 'Liberar reserva' },
  { acao: 'bloquear', rotulo: 'Bloquear' },
  { acao: 'desbloquear', rotulo: 'Desbloquear' },
];

/** The reserve/block/release moves this profile may make on this table (the state machine's, as data). */
export const acoesPossiveis = (mesa: MesaDTO, perfil: string | undefined) =>
  ACOES_MAPA.filter(({ acao }) => podeTransicionar(acao, mesa.situacao) && temPermissao(perfil, TRANSICOES_MESA[acao].permissao));
