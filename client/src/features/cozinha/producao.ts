import type { ItemProducaoDTO } from '@comanda/shared';

/** Items on a screen, keyed by item id: a ticket can never show twice, whatever order REST and events arrive in. */
export type ItensPorId = Record<number, ItemProducaoDTO>;

/**
 * The latest moment an item changed. Every move stamps a newer time (a recall stamps em_preparo_em again), so a
 * larger version is a newer state; an older one (a replayed event, a stale snapshot) must not win.
 */
export function versao(i: ItemProducaoDTO): number {
  return Math.max(...[i.enviado_em, i.em_preparo_em, i.pronto_em, i.entregue_em].map((t) => (t ? Date.parse(t) : 0)));
}

/** Applies one item state: delivered items leave; a cancellation is final; an older state never replaces a newer one. */
export function aplicarItem(mapa: ItensPorId, item: ItemProducaoDTO): ItensPorId {
  const atual = mapa[item.id];
  if (atual?.cancelado && !item.cancelado) return mapa;
  if (atual && !item.cancelado && versao(atual) > versao(item)) return mapa;
  if (item.status === 'entregue' && !item.cancelado) return remover(mapa, [item.id]);
  return { ...mapa, [item.id]: item };
}

export function remover(mapa: ItensPorId, ids: number[]): ItensPorId {
  if (!ids.some((id) => id in mapa)) return mapa;
  const novo = { ...mapa };
  for (const id of ids) delete novo[id];
  return novo;
}

export interface Ticket {
  id: number;
  venda_id: number;
  mesa_numero: number | null;
  /** the tab's label (rotuloComanda): 'Mesa 07', 'Cartão 057', 'Balcão #27 — Ana' */
  comanda: string;
  funcionario: string;
  estacao_nome: string;
  enviado_em: string;
  itens: ItemProducaoDTO[];
}

const emProducao = (i: ItemProducaoDTO) => i.cancelado || i.status === 'pendente' || i.status === 'em_preparo';

/**
 * Cards of the board, oldest first: a ticket shows while it has an item to make or a cancellation nobody
 * acknowledged. Its ready items move to the 'Prontos' column.
 */
export function montarTickets(mapa: ItensPorId, estacaoId: number | null): Ticket[] {
  const porTicket = new Map<number, ItemProducaoDTO[]>();
  for (const i of Object.values(mapa)) {
    if (estacaoId != null && i.estacao_id !== estacaoId) continue;
    if (!emProducao(i)) continue;
    const lista = porTicket.get(i.ticket_id);
    if (lista) lista.push(i);
    else porTicket.set(i.ticket_id, [i]);
  }
  const tickets: Ticket[] = [];
  for (const [id, itens] of porTicket) {
    itens.sort((a, b) => a.id - b.id);
    const primeiro = itens[0]!;
    tickets.push({
      id,
      venda_id: primeiro.venda_id,
      mesa_numero: primeiro.mesa_numero,
      comanda: primeiro.comanda,
      funcionario: primeiro.funcionario,
      estacao_nome: primeiro.estacao_nome,
      enviado_em: primeiro.enviado_em,
      itens,
    });
  }
  return tickets.sort((a, b) => Date.parse(a.enviado_em) - Date.parse(b.enviado_em) || a.id - b.id);
}

/** Ready items waiting for a waiter, oldest ready first. */
export function listarProntos(mapa: ItensPorId, estacaoId: number | null): ItemProducaoDTO[] {
  return Object.values(mapa)
    .filter((i) => !i.cancelado && i.status === 'pronto' && (estacaoId == null || i.estacao_id === estacaoId))
    .sort((a, b) => Date.parse(a.pronto_em ?? a.enviado_em) - Date.parse(b.pronto_em ?? b.enviado_em));
}

export function contarPorStatus(mapa: ItensPorId, estacaoId: number | null) {
  const c = { pendente: 0, em_preparo: 0, pronto: 0 };
  for (const i of Object.values(mapa)) {
    if (i.cancelado || (estacaoId != null && i.estacao_id !== estacaoId)) continue;
    if (i.status === 'pendente' || i.status === 'em_preparo' || i.status === 'pronto') c[i.status] += 1;
  }
  return c;
}
