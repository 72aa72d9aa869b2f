import { create } from 'zustand';
import type { EstacaoDTO, ItemProducaoDTO } from '@comanda/shared';
import { aplicarItem, remover, type ItensPorId } from './producao';
import { buscarEstado } from './api';

type Mudanca = { itens: ItemProducaoDTO[]; removidos: number[] };

interface CozinhaState {
  itens: ItensPorId;
  estacoes: EstacaoDTO[];
  limites: { amarelo: number; vermelho: number };
  carregado: boolean;
  erro: string | null;
  /** tickets that arrived live in the last seconds: their card flashes */
  novos: Record<number, true>;
  carregar(): Promise<void>;
  aplicar(itens: ItemProducaoDTO[], removidos?: number[]): void;
  marcarNovo(ticketId: number): void;
}

// Events that arrive while a snapshot is being fetched are replayed over it, in order: the snapshot may predate them.
let carregando = 0;
let pendentes: Mudanca[] = [];

const reduzir = (mapa: ItensPorId, m: Mudanca) => remover(m.itens.reduce(aplicarItem, mapa), m.removidos);

/** The production board: REST snapshot on load and on every reconnect, then socket events, all keyed by item id. */
export const useCozinha = create<CozinhaState>((set, get) => ({
  itens: {},
  estacoes: [],
  limites: { amarelo: 10, vermelho: 20 },
  carregado: false,
  erro: null,
  novos: {},
  async carregar() {
    carregando += 1;
    try {
      const estado = await buscarEstado();
      let mapa: ItensPorId = Object.fromEntries(estado.itens.map((i) => [i.id, i]));
      for (const m of pendentes) mapa = reduzir(mapa, m);
      set({ itens: mapa, estacoes: estado.estacoes, limites: estado.limites, carregado: true, erro: null });
    } catch (e) {
      set({ carregado: true, erro: e instanceof Error ? e.message : 'Erro ao carregar' });
    } finally {
      carregando -= 1;
      if (carregando === 0) pendentes = [];
    }
  },
  aplicar(itens, removidos = []) {
    const m: Mudanca = { itens, removidos };
    if (carregando > 0) pendentes.push(m);
    set({ itens: reduzir(get().itens, m) });
  },
  marcarNovo(ticketId) {
    set((s) => ({ novos: { ...s.novos, [ticketId]: true } }));
    setTimeout(() => {
      set((s) => {
        const novos = { ...s.novos };
        delete novos[ticketId];
        return { novos };
      });
    }, 4000);
  },
}));
