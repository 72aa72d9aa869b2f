import { create } from 'zustand';
import type { EstacaoDTO, EstadoCozinha, ItemProducaoDTO } from '@comanda/shared';
import { manter, mesmoSeIgual } from '../../lib/manter';
import { CAMINHO_COZINHA, preCargasProntas } from '../../lib/pre-carga';
import { STORAGE } from '../../lib/storage';
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
  /** the board came from the entry's early request (lib/pre-carga.ts), before the socket joined */
  daPreCarga: boolean;
  carregar(): Promise<void>;
  aplicar(itens: ItemProducaoDTO[], removidos?: number[]): void;
  marcarNovo(ticketId: number): void;
}

// Events that arrive while a snapshot is being fetched are replayed over it, in order: the snapshot may predate them.
let carregando = 0;
let pendentes: Mudanca[] = [];

const reduzir = (mapa: ItensPorId, m: Mudanca) => remover(m.itens.reduce(aplicarItem, mapa), m.removidos);

const porId = (itens: ItemProducaoDTO[]): ItensPorId => Object.fromEntries(itens.map((i) => [i.id, i]));

/**
 * The board's first state: the early answer when it is in by the time the screen starts, so the first render (a
 * transition, in time slices) already has the tickets instead of a second, synchronous render when they arrive.
 */
function inicial() {
  const token = localStorage.getItem(STORAGE.userToken);
  const [estado] = (token && (preCargasProntas([CAMINHO_COZINHA], token) as [EstadoCozinha] | undefined)) || [];
  if (!estado)
    return { itens: {}, estacoes: [], limites: { amarelo: 10, vermelho: 20 }, carregado: false, daPreCarga: false };
  return {
    itens: porId(estado.itens),
    estacoes: estado.estacoes,
    limites: estado.limites,
    carregado: true,
    daPreCarga: true,
  };
}

/** The production board: REST snapshot on load and on every reconnect, then socket events, all keyed by item id. */
export const useCozinha = create<CozinhaState>((set, get) => ({
  ...inicial(),
  erro: null,
  novos: {},
  async carregar() {
    carregando += 1;
    try {
      const estado = await buscarEstado();
      let mapa = porId(estado.itens);
      for (const m of pendentes) mapa = reduzir(mapa, m);
      // what did not change keeps its object: a reload that brings nothing new re-renders nothing
      set((s) => ({
        itens: manter(s.itens, mapa),
        estacoes: mesmoSeIgual(s.estacoes, estado.estacoes),
        limites: mesmoSeIgual(s.limites, estado.limites),
        carregado: true,
        daPreCarga: false,
        erro: null,
      }));
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
