import { create } from 'zustand';
import { fromCents, toCents, type ItemDTO, type ItemProducaoDTO, type MesaDTO, type VendaDTO } from '@comanda/shared';

export interface ComandaState {
  mesaId: number | null;
  mesa: MesaDTO | null;
  venda: VendaDTO | null;
  itens: ItemDTO[];
  /** lines removed after the kitchen started them: shown struck through as 'Cancelado', not in the totals */
  cancelados: ItemProducaoDTO[];
  carregando: boolean;
  naoEncontrada: boolean;
  /** the last load could not reach the server: what is shown is the last known data */
  semConexao: boolean;
}

export const INICIAL: Omit<ComandaState, 'mesaId'> = {
  mesa: null,
  venda: null,
  itens: [],
  cancelados: [],
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

export const aplicarCarga = (
  mesa: MesaDTO,
  venda: VendaDTO | null,
  itens: ItemDTO[],
  cancelados: ItemProducaoDTO[] = [],
) => set({ mesa, venda, itens, cancelados, carregando: false, naoEncontrada: false, semConexao: false });

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
    const mesma = s.venda?.id === venda.id;
    if (daMesa(s, venda) && venda.situacao === 'A')
      return { venda, itens: mesma ? s.itens : [], cancelados: mesma ? s.cancelados : [] };
    return mesma ? { venda: null, itens: [], cancelados: [] } : s;
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

/** A partial void the server accepted: the line's new quantity and total (the tab's totals come in `venda`). */
export const aplicarReducao = (venda: VendaDTO, itemId: number, quantidade: number) =>
  set((s) =>
    daMesa(s, venda)
      ? {
          venda,
          itens: s.itens.map((i) =>
            i.id === itemId ? { ...i, quantidade, total: fromCents(toCents(i.preco_unitario) * quantidade) } : i,
          ),
        }
      : s,
  );

/** The tab's items with the statuses of a cozinha:item event applied (the same array when none of them changed). */
function comStatusAtualizado(itens: ItemDTO[], mudancas: ItemProducaoDTO[]): ItemDTO[] {
  const porId = new Map(mudancas.filter((m) => !m.cancelado).map((m) => [m.id, m.status]));
  if (!itens.some((i) => porId.has(i.id) && porId.get(i.id) !== i.status_producao)) return itens;
  return itens.map((i) => (porId.has(i.id) ? { ...i, status_producao: porId.get(i.id)! } : i));
}

/** This tab's lines the event reports cancelled in production, added once. */
function comCancelados(s: ComandaState, mudancas: ItemProducaoDTO[]): ItemProducaoDTO[] {
  const novos = mudancas.filter(
    (m) => m.cancelado && m.venda_id === s.venda?.id && !s.cancelados.some((c) => c.id === m.id),
  );
  return novos.length ? [...s.cancelados, ...novos] : s.cancelados;
}

/** Production status changes (kitchen, bar, a waiter delivering) keep the item badges and cancelled lines current. */
export const aplicarProducao = (mudancas: ItemProducaoDTO[]) =>
  set((s) => {
    const itens = comStatusAtualizado(s.itens, mudancas);
    const cancelados = comCancelados(s, mudancas);
    return itens === s.itens && cancelados === s.cancelados ? s : { itens, cancelados };
  });
