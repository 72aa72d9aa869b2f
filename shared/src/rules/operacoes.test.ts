import { describe, expect, it } from 'vitest';
import {
  atendimentoPrimeiro,
  cancelamentoExigeMotivo,
  chamadaUrgente,
  esperaChamadaMin,
  motivoJuncao,
  reservaAtrasada,
} from './operacoes';

const agora = Date.parse('2026-11-22T21:00:00Z');
const min = (n: number) => new Date(agora - n * 60_000).toISOString();

describe('table operations rules', () => {
  it('a void needs a reason after 2 minutes or once in production', () => {
    expect(cancelamentoExigeMotivo(min(1.9), new Date(agora))).toBe(false);
    expect(cancelamentoExigeMotivo(min(2.1), new Date(agora))).toBe(true);
    expect(cancelamentoExigeMotivo(min(0), new Date(agora), true)).toBe(true);
  });
  it('waiter calls stay until answered, red after 3 minutes, listed first (oldest first), then bill requests', () => {
    const velha = { id: 1, chamando_garcom: 'S', garcom_chamado_em: min(30) };
    const nova = { id: 2, chamando_garcom: 'S', garcom_chamado_em: min(1) };
    expect([esperaChamadaMin(velha, agora), chamadaUrgente(velha, agora), chamadaUrgente(nova, agora)]).toEqual([
      30,
      true,
      false,
    ]);
    const livre = { id: 0, situacao: 'L', chamando_garcom: 'N', garcom_chamado_em: null };
    const conta = { id: 3, situacao: 'P', chamando_garcom: 'N', garcom_chamado_em: null };
    expect(atendimentoPrimeiro([livre, conta, nova, velha]).map((m) => m.id)).toEqual([1, 2, 3, 0]);
  });
  it('a reservation 30 minutes past its time is late; the merge reason names the table', () => {
    expect(reservaAtrasada({ situacao: 'R', data_reserva: min(31) }, agora)).toBe(true);
    expect(reservaAtrasada({ situacao: 'R', data_reserva: min(29) }, agora)).toBe(false);
    expect(motivoJuncao(4)).toBe('Junção com a mesa 04');
  });
});
