import { onStaffEvent } from '../lib/socket';
import type { Alerta } from './alertas-store';

/** The card screen 'Ver cartão' opens (issue 37). */
export const urlDoCartao = (numero: number) => `/cartoes/${numero}`;

/**
 * A numbered card's diner called the waiter or asked for the bill (issue 37): the same banner, chime and vibration as
 * a table's, named 'Cartão 057' (the server's rotuloComanda). Returns the unsubscribe functions.
 */
export function ouvirChamadosDeCartao(avisar: (a: Alerta) => void): (() => void)[] {
  return [
    onStaffEvent('cartao:chamado', (p) =>
      avisar({
        id: `${p.motivo === 'garcom' ? 'chamado' : 'conta'}-cartao-${p.numero}`,
        tipo: p.motivo === 'garcom' ? 'chamado' : 'conta',
        cartaoNumero: p.numero,
        mesaNumero: null,
        texto: p.motivo === 'garcom' ? `${p.rotulo} chamou o garçom` : `${p.rotulo} pediu a conta`,
        desde: p.em,
      }),
    ),
  ];
}
