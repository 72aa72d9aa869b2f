import { create } from 'zustand';
import type { ItemProducaoDTO } from '@comanda/shared';
import { CAMINHOS_MAPA, preCargasProntas } from '../lib/pre-carga';
import { STORAGE } from '../lib/storage';
import { listarProntos } from './api';

/**
 * Ready items waiting for a waiter, for the staff app wherever the user is: the 'pronto' banner, the table map's
 * badge and the tab screen read it. Filled from GET /api/cozinha/prontos, then by cozinha:item events.
 */
interface ProntosState {
  itens: Record<number, ItemProducaoDTO>;
  carregar(): Promise<void>;
  /** applies an event; returns the items that just became ready */
  aplicar(itens: ItemProducaoDTO[], removidos: number[]): ItemProducaoDTO[];
}

/** Ready items already in from the entry's early request (lib/pre-carga.ts), so the map's first render has its badges. */
function inicial(): Record<number, ItemProducaoDTO> {
  const token = localStorage.getItem(STORAGE.userToken);
  const [itens] = (token && preCargasProntas([CAMINHOS_MAPA.prontos], token)) || [[]];
  return Object.fromEntries((itens as ItemProducaoDTO[]).map((i) => [i.id, i]));
}

export const useProntos = create<ProntosState>((set, get) => ({
  itens: inicial(),
  async carregar() {
    try {
      const itens = await listarProntos();
      set({ itens: Object.fromEntries(itens.map((i) => [i.id, i])) });
    } catch {
      /* the badges catch up with the next event */
    }
  },
  aplicar(itens, removidos) {
    const atual = get().itens;
    const novo = { ...atual };
    const novosProntos: ItemProducaoDTO[] = [];
    for (const i of itens) {
      if (i.status === 'pronto' && !i.cancelado) {
        if (!atual[i.id]) novosProntos.push(i);
        novo[i.id] = i;
      } else delete novo[i.id];
    }
    for (const id of removidos) delete novo[id];
    set({ itens: novo });
    return novosProntos;
  },
}));

/** How many items of a table are ready. */
export const prontosDaMesa = (itens: Record<number, ItemProducaoDTO>, mesaNumero: number) =>
  Object.values(itens)
    .filter((i) => i.mesa_numero === mesaNumero)
    .reduce((n, i) => n + i.quantidade, 0);
