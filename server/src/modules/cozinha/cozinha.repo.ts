import type { StatusProducao } from '@comanda/shared';
import type { ItemParaProducao } from '../comanda/ganchos';
import { consultaFixa } from '../../db/consulta-fixa';
import { tenant, type NovaLinha, type Tenant } from '../../db/tenant';

/** A production line as the screens and printers show it: the tab core's item for production (one shape). */
export type LinhaProducao = ItemParaProducao;

/** Filters of itensProducao: by item ids, by ticket, by station, or everything still on a screen. */
export interface FiltroProducao {
  itemIds?: number[];
  vendaId?: number;
  ticketId?: number;
  estacaoId?: number;
  /** not delivered yet, of tabs that were not cancelled */
  emAberto?: boolean;
  status?: StatusProducao;
}

/** Produced items (those routed to a station) with their flavours and add-ons: three queries, no N+1. */
export async function itensProducao(t: Tenant, f: FiltroProducao): Promise<LinhaProducao[]> {
  if (f.itemIds && f.itemIds.length === 0) return [];
  let q = t
    .selectFrom('venda_itens as i')
    .innerJoin('vendas as v', 'v.id', 'i.venda_id')
    .innerJoin('estacoes as e', 'e.id', 'i.estacao_id')
    .leftJoin('usuarios as u', 'u.id', 'i.usuario_id')
    .select([
      'i.id',
      'i.venda_id',
      'i.ticket_id',
      'i.estacao_id',
      'e.nome as estacao_nome',
      'v.mesa_numero',
      'v.tipo',
      'v.numero',
      'v.nome_cliente',
      'v.viagem',
      'v.funcionario',
      'u.nome as usuario_nome',
      'i.produto_nome',
      'i.quantidade',
      'i.observacoes',
      'i.status_producao',
      'i.created_at',
      'i.em_preparo_em',
      'i.pronto_em',
      'i.entregue_em',
    ]);
  if (f.itemIds) q = q.where('i.id', 'in', f.itemIds);
  if (f.vendaId != null) q = q.where('i.venda_id', '=', f.vendaId);
  if (f.ticketId != null) q = q.where('i.ticket_id', '=', f.ticketId);
  if (f.estacaoId != null) q = q.where('i.estacao_id', '=', f.estacaoId);
  if (f.status) q = q.where('i.status_producao', '=', f.status);
  if (f.emAberto) q = q.where('i.status_producao', '<>', 'entregue').where('v.situacao', '<>', 'C');
  const linhas = await q.orderBy('i.id').execute();
  if (linhas.length === 0) return [];
  const ids = linhas.map((l) => l.id);
  const [sabores, adicionais] = await Promise.all([
    t
      .selectFrom('venda_item_sabores')
      .select(['venda_item_id', 'sabor_nome'])
      .where('venda_item_id', 'in', ids)
      .orderBy('id')
      .execute(),
    t
      .selectFrom('venda_item_adicionais')
      .select(['venda_item_id', 'adicional_nome', 'quantidade'])
      .where('venda_item_id', 'in', ids)
      .orderBy('id')
      .execute(),
  ]);
  return linhas.map((l) => ({
    ...(l as Omit<LinhaProducao, 'sabores' | 'adicionais' | 'estacao_id'> & { estacao_id: number }),
    sabores: sabores.filter((s) => s.venda_item_id === l.id).map((s) => s.sabor_nome),
    adicionais: adicionais
      .filter((a) => a.venda_item_id === l.id)
      .map((a) => ({ nome: a.adicional_nome, quantidade: a.quantidade })),
  }));
}

/** Locks items (in id order, so two bumps never deadlock) and returns their current status. */
export const travarItens = (t: Tenant, ids: number[]) =>
  t
    .selectFrom('venda_itens')
    .select(['id', 'venda_id', 'estacao_id', 'status_producao', 'produto_nome'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();

/** Moves items to a status, stamping the time and the user of that step. */
export function moverItens(t: Tenant, ids: number[], para: StatusProducao, usuarioId: number | null, agora: Date) {
  const carimbo =
    para === 'em_preparo'
      ? { em_preparo_em: agora, em_preparo_por: usuarioId, pronto_em: null, pronto_por: null }
      : para === 'pronto'
        ? { pronto_em: agora, pronto_por: usuarioId }
        : para === 'entregue'
          ? { entregue_em: agora, entregue_por: usuarioId }
          : {};
  return t
    .updateTable('venda_itens')
    .set({ status_producao: para, ...carimbo })
    .where('id', 'in', ids)
    .execute();
}

// the tab's last item at this station, then whether its ticket has been started; the last item is picked first (a
// subquery with LIMIT) so the started check probes one ticket (venda_itens_ticket_iniciado) instead of hashing every
// started item of the company
const ultimoDaEstacao = consultaFixa((t, p: { vendaId: number; estacaoId: number }) =>
  t.db
    .with('u', (db) =>
      tenant(db, t.empresaId)
        .selectFrom('venda_itens')
        .select(['ticket_id', 'created_at'])
        .where('venda_id', '=', p.vendaId)
        .where('estacao_id', '=', p.estacaoId)
        .orderBy('id', 'desc')
        .limit(1),
    )
    .selectFrom('u')
    .select((eb) => [
      'u.ticket_id',
      'u.created_at',
      eb
        .exists(
          eb
            .selectFrom('venda_itens as i')
            .select('i.id')
            .where('i.empresa_id', '=', t.empresaId)
            .whereRef('i.ticket_id', '=', 'u.ticket_id')
            .where('i.status_producao', '<>', 'pendente'),
        )
        .as('iniciado'),
    ]),
);

/** The tab's latest ticket at a station, if a new item may still join it (see JANELA_TICKET_MS). */
export async function ticketAberto(t: Tenant, vendaId: number, estacaoId: number, desde: Date): Promise<number | null> {
  const [ultimo] = await ultimoDaEstacao(t, { vendaId, estacaoId });
  if (!ultimo?.ticket_id || ultimo.created_at < desde || ultimo.iniciado) return null;
  return ultimo.ticket_id;
}

export const canceladosPendentes = (t: Tenant, estacaoId?: number) => {
  let q = t.selectFrom('itens_cancelados_producao').select(['item_id', 'item']).where('reconhecido_em', 'is', null);
  if (estacaoId != null) q = q.where('estacao_id', '=', estacaoId);
  return q.orderBy('id').execute();
};

/** After a first item's insert: it names its own ticket. */
export const definirTicket = (t: Tenant, itemId: number, ticketId: number) =>
  t.updateTable('venda_itens').set({ ticket_id: ticketId }).where('id', '=', itemId).execute();

export const listarEstacoes = (t: Tenant) =>
  t.selectFrom('estacoes').select(['id', 'nome', 'ativo']).orderBy('nome').orderBy('id').execute();

/** Snapshots of items the cook had started, kept on the screens struck through until acknowledged. */
export const inserirCancelados = (t: Tenant, linhas: NovaLinha<'itens_cancelados_producao'>[]) =>
  linhas.length ? t.insertInto('itens_cancelados_producao', linhas).execute() : Promise.resolve([]);

/** Marks an item's cancellation as seen; returns the stations it was shown on (none: nothing to acknowledge). */
export const reconhecerCancelado = (t: Tenant, itemId: number, usuarioId: number, agora: Date) =>
  t
    .updateTable('itens_cancelados_producao')
    .set({ reconhecido_em: agora, reconhecido_por: usuarioId })
    .where('item_id', '=', itemId)
    .where('reconhecido_em', 'is', null)
    .returning('estacao_id')
    .execute();
