import {
  JANELA_TICKET_MS,
  cancelamentoVisivelNaCozinha,
  type ItemProducaoDTO,
  type StatusProducao,
} from '@comanda/shared';
import type { Tx } from '../../db/transaction';
import { tenant, type Tenant } from '../../db/tenant';
import { imprimirPorEstacao, imprimirTicket } from '../impressao/fila';
import { presentItemProducao } from './cozinha.presenter';
import * as repo from './cozinha.repo';
import type { LinhaProducao } from './cozinha.repo';

/** Where a new item goes: its category's active station (pendente, joining the tab's open ticket there), or nowhere (born entregue). */
export async function rotearItem(t: Tenant, vendaId: number, estacaoId: number | null, agora: Date) {
  if (estacaoId == null)
    return {
      estacao_id: null,
      ticket_id: null,
      status_producao: 'entregue' as StatusProducao,
      entregue_em: agora,
    };
  const ticket = await repo.ticketAberto(t, vendaId, estacaoId, new Date(agora.getTime() - JANELA_TICKET_MS));
  return { estacao_id: estacaoId, ticket_id: ticket, status_producao: 'pendente' as StatusProducao, entregue_em: null };
}

/**
 * After the insert: a first item names its own ticket; then the item goes to its station's screens, which add it to
 * its ticket (the item is built from what the caller holds: no read back), and to its station's printers (issue 23),
 * in the same transaction.
 */
export async function enviarParaProducao(tx: Tx, t: Tenant, item: LinhaProducao) {
  if (item.ticket_id == null) await repo.definirTicket(t, item.id, item.id);
  const itens = [presentItemProducao(item)];
  tx.emit({ empresaId: t.empresaId, estacaoIds: [item.estacao_id], nome: 'cozinha:ticket', payload: { itens } });
  await imprimirTicket(tx, t, 'producao', itens, item.created_at);
}

/**
 * Items leaving a tab (removed, or the whole tab cancelled). One the cook had started stays on the screen, struck
 * through, until acknowledged (a snapshot in itens_cancelados_producao); one still pendente just leaves the screen.
 * Either way its station's printers print it as CANCELADO (the paper ticket is already in the kitchen).
 * Call before the rows are deleted.
 */
export async function cancelarNaProducao(
  tx: Tx,
  s: { empresaId: number; id: number | null },
  itens: { id: number; estacao_id: number | null; status_producao: string }[],
  agora: Date,
) {
  const produzidos = itens.filter((i) => i.estacao_id != null && i.status_producao !== 'entregue');
  if (produzidos.length === 0) return;
  const visiveis = produzidos.filter((i) => cancelamentoVisivelNaCozinha(i.status_producao)).map((i) => i.id);
  const removidos = produzidos.filter((i) => !visiveis.includes(i.id)).map((i) => i.id);
  const t = tenant(tx.trx, s.empresaId);
  const linhas = await repo.itensProducao(t, { itemIds: produzidos.map((i) => i.id) });
  await imprimirPorEstacao(
    tx,
    t,
    'cancelamento',
    linhas.map((l) => presentItemProducao(l, true)),
    agora,
  );
  const cancelados = linhas.filter((l) => visiveis.includes(l.id)).map((l) => presentItemProducao(l, true));
  await repo.inserirCancelados(
    t,
    cancelados.map((c) => ({
      item_id: c.id,
      venda_id: c.venda_id,
      estacao_id: c.estacao_id,
      status_anterior: c.status,
      item: JSON.stringify(c),
      cancelado_por: s.id,
    })),
  );
  const estacaoIds = [...new Set(produzidos.map((i) => i.estacao_id!))];
  tx.emit({ empresaId: s.empresaId, estacaoIds, nome: 'cozinha:item', payload: { itens: cancelados, removidos } });
}

/**
 * A counter order handed to its customer (issue 37): its ready items are delivered, so they leave the production
 * screens' 'Prontos' column (items still cooking stay). Returns what changed, sent to the stations' screens.
 */
export async function entregarProntosDaVenda(
  tx: Tx,
  t: Tenant,
  vendaId: number,
  usuarioId: number | null,
  agora: Date,
): Promise<ItemProducaoDTO[]> {
  const ids = (await repo.itensProducao(t, { vendaId, status: 'pronto' })).map((l) => l.id);
  if (ids.length === 0) return [];
  await repo.moverItens(t, ids, 'entregue', usuarioId, agora);
  return emitirMudancas(tx, t, ids);
}

/**
 * Sends the changed items (a status move, or a partial void's new quantity) to their stations' rooms and, per tab, to
 * the diner (vendaId).
 */
export async function emitirMudancas(tx: Tx, t: Tenant, ids: number[]): Promise<ItemProducaoDTO[]> {
  const empresaId = t.empresaId;
  const itens = (await repo.itensProducao(t, { itemIds: ids })).map((l) => presentItemProducao(l));
  for (const vendaId of new Set(itens.map((i) => i.venda_id))) {
    const daVenda = itens.filter((i) => i.venda_id === vendaId);
    tx.emit({
      empresaId,
      vendaId,
      estacaoIds: [...new Set(daVenda.map((i) => i.estacao_id))],
      nome: 'cozinha:item',
      payload: { itens: daVenda, removidos: [] },
    });
  }
  return itens;
}

/** A partial void of an item in production: its station's printers print the removed quantity as CANCELADO at `agora`. */
export const cancelarQuantidadeNaProducao = (
  tx: Tx,
  t: Tenant,
  item: ItemProducaoDTO,
  removidos: number,
  agora: Date,
) => imprimirTicket(tx, t, 'cancelamento', [{ ...item, quantidade: removidos, cancelado: true }], agora);

/** The production lines as the screens show them, for the printed tickets (impressao). */
export { itensProducao } from './cozinha.repo';
