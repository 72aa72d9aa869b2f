import { create } from 'zustand';
import type { ItemDTO, ItemProducaoDTO, MesaDTO, VendaDTO } from '@comanda/shared';

export interface ComandaState {
  mesaId: number | null;
  mesa: MesaDTO | null;
  venda: VendaDTO | null;
  itens: ItemDTO[];
  carregando: boolean;
  naoEncontrada: boolean;
  /** the last load could not reach the server: what is shown is the last known data */
  semConexao: boolean;
}

export const INICIAL: Omit<ComandaState, 'mesaId'> = {
  mesa: null,
  venda: null,
  itens: [],
  carregando: true,
  naoEncontrada: false,
  semConexao: false,
};

/** The open table's tab. REST answers and socket events go through the same aplicar* functions below. */
export const useComandaStore = create<ComandaState>(() => ({ mesaId: null, ...INICIAL }));

const set = useComandaStore.setState;
const daMesa = (s: ComandaState, v: VendaDTO) => v.mesa_id === s.mesaId;

/** A new table on screen: forget the last one's tab. */
export const abrirMesa = (mesaId: number) => set({ mesaId, ...INICIAL });

export const aplicarCarga = (mesa: MesaDTO, venda: VendaDTO | null, itens: ItemDTO[]) =>
  set({ mesa, venda, itens, carregando: false, naoEncontrada: false, semConexao: false });

export const aplicarFalhaDeCarga = (naoEncontrada: boolean, semConexao: boolean) =>
  // out of reach is not 'não encontrada': keep what we had and say so
  set(
    naoEncontrada ? { carregando: false, naoEncontrada: true, semConexao: false } : { carregando: false, semConexao },
  );

export const aplicarMesa = (mesa: MesaDTO) => set((s) => (mesa.id === s.mesaId ? { mesa } : s));

export const aplicarMesaRemovida = (id: number) => set((s) => (id === s.mesaId ? { naoEncontrada: true } : s));

/** The tab as the server has it: this table's open tab, or the end of ours (closed, cancelled, moved to another table). */
export const aplicarVenda = (venda: VendaDTO) =>
  set((s) => {
    if (daMesa(s, venda) && venda.situacao === 'A') return { venda, itens: s.venda?.id === venda.id ? s.itens : [] };
    return s.venda?.id === venda.id ? { venda: null, itens: [] } : s;
  });

export const aplicarItens = (venda: VendaDTO, itens: ItemDTO[]) =>
  set((s) => (daMesa(s, venda) ? { venda, itens } : s));

/** An added item (once, whether the REST answer or the event comes first); `venda`: its new totals, when known. */
export const aplicarItem = (item: ItemDTO, venda?: VendaDTO) =>
  set((s) => {
    if (venda && !daMesa(s, venda)) return s;
    const itens = s.itens.some((i) => i.id === item.id) ? s.itens : [...s.itens, item];
    return venda ? { venda, itens } : { itens };
  });

export const aplicarItemRemovido = (venda: VendaDTO, itemId: number) =>
  set((s) => (daMesa(s, venda) ? { venda, itens: s.itens.filter((i) => i.id !== itemId) } : s));

/** The tab's items with the statuses of a cozinha:item event applied (the same array when none of them changed). */
function comStatusAtualizado(itens: ItemDTO[], mudancas: ItemProducaoDTO[]): ItemDTO[] {
  const porId = new Map(mudancas.filter((m) => !m.cancelado).map((m) => [m.id, m.status]));
  if (!itens.some((i) => porId.has(i.id) && porId.get(i.id) !== i.status_producao)) return itens;
  return itens.map((i) => (porId.has(i.id) ? { ...i, status_producao: porId.get(i.id)! } : i));
}

/** Production status changes (kitchen, bar, a waiter delivering) keep the item badges current. */
export const aplicarProducao = (mudancas: ItemProducaoDTO[]) =>
  set((s) => {
    const itens = comStatusAtualizado(s.itens, mudancas);
    return itens === s.itens ? s : { itens };
  });
