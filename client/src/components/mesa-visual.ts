import { formatHora, type MesaDTO, type SituacaoMesa, type VendaDTO } from '@comanda/shared';

export const COR_SITUACAO: Record<SituacaoMesa, string> = {
  L: 'green',
  O: 'blue',
  P: 'orange',
  R: 'violet',
  X: 'gray',
};

/** Card subtitle per situacao (spec 4.1). */
export function subtituloMesa(m: MesaDTO, s: SituacaoMesa, venda?: VendaDTO): string {
  switch (s) {
    case 'O':
      return venda?.nome_cliente || 'Mesa ocupada';
    case 'P':
      return venda?.nome_cliente || 'Pediu a conta';
    case 'R':
      // 'Família Souza · 20:30' (issue 15)
      return (
        [m.cliente_reserva, m.data_reserva ? formatHora(m.data_reserva) : null].filter(Boolean).join(' · ') ||
        'Reservada'
      );
    case 'X':
      return m.motivo_bloqueio ? `Bloqueada · ${m.motivo_bloqueio}` : 'Mesa bloqueada';
    default:
      return `${m.capacidade} lugares`;
  }
}
