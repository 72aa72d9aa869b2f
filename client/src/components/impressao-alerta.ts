import { textoAgenteDesconectado } from '@comanda/shared';
import { onStaffEvent } from '../lib/socket';
import { useAlertas, type Alerta } from './alertas-store';

const idAgente = (mensagem: string) => `impressao-${mensagem}`;

/**
 * 'Agente de impressão "Cozinha PC" desconectado' for the shell's one alert listener (components/alertas.tsx), for
 * whoever manages printers: a banner with the same chime and vibration as a waiter call. The banner leaves by itself
 * when that agent is back. Returns the unsubscribe functions.
 */
export function ouvirImpressao(avisar: (a: Alerta) => void): (() => void)[] {
  return [
    onStaffEvent('impressao:alerta', ({ mensagem }) =>
      avisar({
        id: idAgente(mensagem),
        tipo: 'impressao',
        mesaNumero: null,
        texto: mensagem,
        desde: new Date().toISOString(),
      }),
    ),
    onStaffEvent('impressao:estado', ({ agentes }) => {
      for (const a of agentes)
        if (a.conectado) useAlertas.getState().remover(idAgente(textoAgenteDesconectado(a.nome)));
    }),
  ];
}
