import { create } from 'zustand';

export type TipoAlerta = 'chamado' | 'conta' | 'pronto' | 'impressao';

export interface Alerta {
  id: string;
  tipo: TipoAlerta;
  /** the table 'Ver mesa' opens (calls and bill requests) */
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
