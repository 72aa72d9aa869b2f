import { useCallback, useEffect, useState } from 'react';
import type { StaffEventName } from '@comanda/shared/events';
import { ordemDasRespostas } from './ordem-das-respostas';
import { onStaffEvent, seguirConexao } from './socket';

/** The tab and kitchen events after which a list of tabs (counter orders, deliveries) may have changed. */
export const EVENTOS_DE_COMANDA: StaffEventName[] = [
  'venda:aberta',
  'venda:atualizada',
  'venda:fechada',
  'venda:cancelada',
  'venda:item-adicionado',
  'cozinha:item',
];

/**
 * A list kept current by refetching it (coalesced within 150 ms) after any of `eventos`, and every 5 s while the
 * socket is down; an answer that comes back after a newer one is dropped. A failed first load shows an empty list
 * rather than a spinner forever.
 */
export function useListaAoVivo<T>(buscar: () => Promise<T[]>, eventos: StaffEventName[]) {
  const [lista, setLista] = useState<T[] | null>(null);
  const [ordem] = useState(ordemDasRespostas);
  const carregar = useCallback(() => {
    const atual = ordem.nova();
    buscar()
      .then((l) => atual() && setLista(l))
      .catch(() => setLista((l) => l ?? []));
  }, [buscar, ordem]);
  const chaveEventos = eventos.join();
  useEffect(() => {
    carregar();
    let espera: ReturnType<typeof setTimeout> | undefined;
    const depois = () => {
      clearTimeout(espera);
      espera = setTimeout(carregar, 150);
    };
    const offs = [
      ...chaveEventos.split(',').map((nome) => onStaffEvent(nome as StaffEventName, depois as never)),
      seguirConexao(carregar, 5_000, false),
    ];
    return () => {
      clearTimeout(espera);
      offs.forEach((off) => off());
    };
  }, [carregar, chaveEventos]);
  return { lista, carregar };
}
