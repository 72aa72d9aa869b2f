import { onStaffEvent } from '../lib/socket';
import { useAlertas, type Alerta } from './alertas-store';

const idNota = (notaId: number) => `fiscal-${notaId}`;

/**
 * 'Mesa 07: NFC-e pendente há mais de 10 minutos' for the shell's one alert listener (components/alertas.tsx), for
 * whoever manages sales (issue 38): a banner with the same chime and vibration as the printers' and the kitchen's
 * alerts, leading to the sales list. It leaves by itself once that note is authorized, rejected or cancelled.
 * Returns the unsubscribe functions.
 */
export function ouvirFiscal(avisar: (a: Alerta) => void): (() => void)[] {
  return [
    onStaffEvent('fiscal:alerta', ({ mensagem, venda_id, nota_id }) =>
      avisar({
        id: idNota(nota_id),
        tipo: 'fiscal',
        vendaFiscalId: venda_id,
        mesaNumero: null,
        texto: mensagem,
        desde: new Date().toISOString(),
      }),
    ),
    onStaffEvent('fiscal:nota', ({ nota }) => {
      if (nota.situacao !== 'pendente') useAlertas.getState().remover(idNota(nota.id));
    }),
  ];
}
