import type { StatusProducao, TipoVenda } from '@comanda/shared';
import type { Mesa, Venda } from '../../db/tables';
import type { Tenant } from '../../db/tenant';
import type { Tx } from '../../db/transaction';
import type { AutorHistorico } from './comanda.historico';

/*
 * What other modules do inside the tab core's own transactions (issue 36). The core (comanda.ts) imports none of
 * them: each registers here what must happen in the same transaction (Outline's pattern: written in the transaction,
 * published after commit by tx.emit), and app.ts wires them once (modules/ganchos.ts).
 */

/** Who changes a tab: a staff session, or the diner's order in 'direto' mode (id null, as in the tab history). */
export type AutorItem = AutorHistorico & { empresaId: number };

/** Where a new item goes in production; no station: born entregue. */
export interface Roteamento {
  estacao_id: number | null;
  ticket_id: number | null;
  status_producao: StatusProducao;
  entregue_em: Date | null;
}

/** An item just written to a tab with a station: what its screens and printers show. */
export interface ItemParaProducao {
  id: number;
  venda_id: number;
  ticket_id: number | null;
  estacao_id: number;
  estacao_nome: string;
  mesa_numero: number | null;
  /** the tab's kind and what names it (rotuloComanda): issue 37 */
  tipo: TipoVenda;
  numero: number | null;
  nome_cliente: string;
  viagem: boolean;
  funcionario: string;
  usuario_nome: string | null;
  produto_nome: string;
  quantidade: number;
  observacoes: string | null;
  status_producao: StatusProducao;
  created_at: Date;
  em_preparo_em: Date | null;
  pronto_em: Date | null;
  entregue_em: Date | null;
  sabores: string[];
  adicionais: { nome: string; quantidade: number }[];
}

export interface GanchosDaComanda {
  /**
   * Locks what the tab stands on (its table) before the tab's own row: every change takes the locks in this order,
   * so two never deadlock. Answers the locked table, if any.
   */
  travarLugar(t: Tenant, vendaId: number): Promise<Mesa | undefined>;
  /** Whether the tab's items may change now (a table that asked for the bill may not); throws a 409 otherwise. */
  exigirItensEditaveis(venda: Venda, mesa: Mesa | undefined, verbo: 'adicionar' | 'remover'): void;
  /**
   * Before items are added to a tab (an add, a diner's order, a transfer or a merge into it): the tab as locked and its
   * items' subtotal after the change, in cents. Throws a 409 when what the tab stands on refuses it (a numbered card's
   * limit, issue 37); the caller's transaction then changes nothing.
   */
  exigirCabeNaComanda(t: Tenant, venda: Venda, subtotalDepois: number): Promise<void>;
  /** Before an item is written (`agora`: the time of the add, by the app's clock): its station and ticket. */
  rotear(t: Tenant, vendaId: number, estacaoId: number | null, agora: Date): Promise<Roteamento>;
  /** After an item with a station is written: the production screens and printers. */
  paraProducao(tx: Tx, t: Tenant, item: ItemParaProducao): Promise<void>;
  /** Items leaving an open tab (a cancelled tab's, or voided ones) at `agora` (the app's clock): production and printers hear it. */
  itensSaindo(
    tx: Tx,
    autor: AutorItem,
    itens: { id: number; estacao_id: number | null; status_producao: string }[],
    agora: Date,
  ): Promise<void>;
  /** A tab ended (F closed or C cancelled), each in registration order: reports, the table, the diners' cart. */
  encerrada: ((tx: Tx, t: Tenant, venda: Venda, mesa: Mesa | undefined) => Promise<void>)[];
}

/** Until a module registers: a tab stands on nothing, items are born delivered, nothing else happens. */
const ganchos: GanchosDaComanda = {
  travarLugar: async () => undefined,
  exigirItensEditaveis: () => {},
  exigirCabeNaComanda: async () => {},
  rotear: async (_t, _vendaId, _estacaoId, agora) => ({
    estacao_id: null,
    ticket_id: null,
    status_producao: 'entregue',
    entregue_em: agora,
  }),
  paraProducao: async () => {},
  itensSaindo: async () => {},
  encerrada: [],
};

/**
 * Registers the modules' hooks (modules/ganchos.ts, once per process: every app of a process shares the same
 * modules, so this is wiring, not state).
 */
export function registrarGanchos(g: GanchosDaComanda) {
  Object.assign(ganchos, g);
}

export const gancho = (): Readonly<GanchosDaComanda> => ganchos;
