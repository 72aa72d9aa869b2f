import { create } from 'zustand';

/**
 * 'pedido': a diner ordered from the table's phone link and a waiter must approve it (issue 22); 'impressao': a print
 * agent dropped (issue 23); 'fiscal': a tab's NFC-e still pending 10 minutes after the close (issue 38); 'ifood': an
 * iFood order to accept, one cancelled, or a cancellation iFood refused (issue 39)
 */
export type TipoAlerta = 'chamado' | 'conta' | 'pronto' | 'pedido' | 'impressao' | 'fiscal' | 'ifood';

export interface Alerta {
  id: string;
  tipo: TipoAlerta;
  /** the table 'Ver mesa' opens (calls, bill requests and diner orders) */
  mesaId?: number;
  /** the numbered card 'Ver cartão' opens (its calls, bill requests and diner orders, issue 37) */
  cartaoNumero?: number;
  /** the tab whose ready items 'Entregue' delivers ('pronto') */
  vendaId?: number;
  /** the tab whose NFC-e is late ('fiscal'): 'Ver vendas' leads to the sales list */
  vendaFiscalId?: number;
  /** an iFood order waiting for 'Aceitar' or 'Recusar' ('ifood', issue 39): its tab */
  ifoodAguardando?: number;
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
