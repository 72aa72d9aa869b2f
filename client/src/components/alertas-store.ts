import { create } from 'zustand';

/**
 * 'pedido': a diner ordered from the table's phone link and a waiter must approve it (issue 22); 'impressao': a print
 * agent dropped (issue 23)
 */
export type TipoAlerta = 'chamado' | 'conta' | 'pronto' | 'pedido' | 'impressao';

export interface Alerta {
  id: string;
  tipo: TipoAlerta;
  /** the table 'Ver mesa' opens (calls, bill requests and diner orders) */
  mesaId?: number;
  /** the tab whose ready items 'Entregue' delivers ('pronto') */
  vendaId?: number;
  /** null: a counter order with no table */
  mesaNumero: number | null;
  texto: string;
  /** when the table started waiting (ISO), for 'há N min' */
  desde: string;
}

interface AlertasState {
  alertas: Alerta[];
  adicionar(a: Alerta): void;
  remover(id: string): void;
}

/** The shell's alert banners: one per table and kind, the newest first. */
export const useAlertas = create<AlertasState>((set) => ({
  alertas: [],
  adicionar: (a) => set((s) => ({ alertas: [a, ...s.alertas.filter((x) => x.id !== a.id)].slice(0, 5) })),
  remover: (id) => set((s) => ({ alertas: s.alertas.filter((x) => x.id !== id) })),
}));

export const idAlerta = (tipo: TipoAlerta, mesaId: number) => `${tipo}-${mesaId}`;
