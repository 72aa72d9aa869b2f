import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import { tenant } from '../../db/tenant';
import { withTransaction, type Tx } from '../../db/transaction';
import { AppError } from '../../errors';
import { encerrarComanda, travarComanda } from '../comanda/comanda';
import { apiDe, comToken } from './conta';
import { IfoodIndisponivel, IfoodRecusou, type EventoIfood, type PedidoIfood } from './ifood.api';
import * as repo from './ifood.repo';
import { lojasDevidas, empresasComEventos } from './fila.repo';
import { AUTOR_IFOOD, criarPedido, presentPedido } from './pedidos';

/*
 * iFood's events (issue 39, architecture rule 23): one instance polls a store at a time (a lease on the link's row,
 * taken with FOR UPDATE SKIP LOCKED, with an expiry so a dead instance's store moves on); each event is stored
 * (unique by its id) before it is acknowledged, and processed once, in iFood's createdAt order, whatever arrives twice
 * or late. An order's details may answer 404 for a while after PLACED: retried with backoff for up to 10 minutes.
 */

/** How long iFood's order details may take to appear after PLACED. */
export const ESPERA_DETALHES_MS = 10 * 60_000;

/** 1 s doubling to 30 s. */
const espera = (tentativas: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, tentativas - 1));

const mensagem = (e: unknown) =>
  e instanceof IfoodIndisponivel || e instanceof IfoodRecusou || e instanceof AppError
    ? e.message
    : 'Erro ao falar com o iFood';

/**
 * Polls one company's store if no other instance holds it: stores the events, acknowledges them, then processes what is
 * due. Answers how many events came, or null when another instance holds the store (or it is not linked).
 */
export async function pollarLoja(ctx: AppContext, empresaId: number): Promise<number | null> {
  const dono = randomUUID();
  const agora = ctx.relogio.agora();
  const ate = new Date(agora.getTime() + ctx.config.ifood.timeoutMs * 3 + 5_000);
  const loja = await withTransaction(ctx.db, ctx.bus, ({ trx }) =>
    repo.tomarPolling(tenant(trx, empresaId), dono, agora, ate),
  );
  if (!loja?.merchant_id) return null;
  const t = tenant(ctx.db, empresaId);
  let recebidos: EventoIfood[] = [];
  try {
    recebidos = await comToken(ctx, empresaId, (token) => apiDe(ctx).eventos(token, loja.merchant_id!));
    // stored before the acknowledgment: an event acknowledged is never lost
    await repo.guardarEventos(
      t,
      recebidos
        .filter((e) => e.merchantId === loja.merchant_id)
        .map((e) => ({
          id: e.id,
          codigo: e.code,
          pedido_id: e.orderId,
          criado_em: new Date(e.createdAt),
          recebido_em: agora,
          corpo: JSON.stringify(e),
          proxima_tentativa_em: agora,
        })),
    );
    const ids = [...new Set(recebidos.map((e) => e.id))];
    if (ids.length) await comToken(ctx, empresaId, (token) => apiDe(ctx).reconhecer(token, ids));
    await repo.soltarPolling(t, dono, { ultimo_polling: agora, ultimo_erro: null });
  } catch (e) {
    await repo.soltarPolling(t, dono, { ultimo_erro: mensagem(e) });
    if (!(e instanceof IfoodIndisponivel || e instanceof IfoodRecusou || e instanceof AppError)) throw e;
  }
  await processarEventos(ctx, empresaId);
  return recebidos.length;
}

/** Every due store of every company, then the events left due (retries). */
export async function pollar(ctx: AppContext): Promise<void> {
  const agora = ctx.relogio.agora();
  for (const { empresa_id } of await lojasDevidas(ctx.db, agora)) await pollarLoja(ctx, empresa_id);
  for (const { empresa_id } of await empresasComEventos(ctx.db, ctx.relogio.agora()))
    await processarEventos(ctx, empresa_id);
}

/** The company's due events, oldest first. */
export async function processarEventos(ctx: AppContext, empresaId: number): Promise<void> {
  const t = tenant(ctx.db, empresaId);
  for (const { id } of await repo.eventosDevidos(t, ctx.relogio.agora()))
    try {
      await processarEvento(ctx, empresaId, id);
    } catch {
      // one event that fails (an order our rules refuse, a database hiccup) never blocks the ones after it: it is
      // retried with backoff, and past the 10 minutes the staff are told
      await adiar(ctx, empresaId, id, 'Erro ao registrar o pedido do iFood');
    }
}

/** Retried later (backoff), or given up past the 10 minutes (or when told to) with the staff told. */
async function adiar(ctx: AppContext, empresaId: number, id: string, erro: string, desistir?: boolean) {
  await withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, empresaId);
    const ev = await repo.travarEvento(t, id);
    if (!ev) return;
    const agora = ctx.relogio.agora();
    if (desistir ?? agora.getTime() - ev.recebido_em.getTime() > ESPERA_DETALHES_MS) {
      await repo.atualizarEvento(t, id, { processado_em: agora, erro });
      tx.emit({
        empresaId,
        nome: 'ifood:alerta',
        payload: { tipo: 'erro', mensagem: `Pedido iFood não recebido: ${erro}`, pedido: null },
      });
      return;
    }
    await repo.atualizarEvento(t, id, {
      tentativas: ev.tentativas + 1,
      proxima_tentativa_em: new Date(agora.getTime() + espera(ev.tentativas + 1)),
      erro,
    });
  });
}

/** Processes one stored event once (another instance on it, or done: nothing happens). */
export async function processarEvento(ctx: AppContext, empresaId: number, id: string): Promise<void> {
  const t = tenant(ctx.db, empresaId);
  const ev = await repo.travarEvento(t, id);
  if (!ev) return;
  const agora = ctx.relogio.agora();
  const vencido = agora.getTime() - ev.recebido_em.getTime() > ESPERA_DETALHES_MS;
  let detalhes: PedidoIfood | null = null;
  if (ev.codigo === 'PLC' && !(await repo.pedidoPorIfood(t, ev.pedido_id))) {
    try {
      detalhes = await comToken(ctx, empresaId, (token) => apiDe(ctx).pedido(token, ev.pedido_id));
    } catch (e) {
      return adiar(ctx, empresaId, id, mensagem(e), vencido);
    }
    if (!detalhes) return adiar(ctx, empresaId, id, 'Pedido ainda não disponível no iFood', vencido);
  }
  if (ev.codigo === 'CAN' && !(await repo.pedidoPorIfood(t, ev.pedido_id)) && !vencido)
    // cancelled before its PLACED was taken in (out of order): once the tab exists
    return adiar(ctx, empresaId, id, 'Aguardando o pedido', false);
  try {
    await withTransaction(ctx.db, ctx.bus, async (tx) => {
      const tt = tenant(tx.trx, empresaId);
      const travado = await repo.travarEvento(tt, id);
      if (!travado) return;
      await aplicarEvento(tx, ctx, empresaId, ev.codigo, ev.pedido_id, detalhes);
      await repo.atualizarEvento(tt, id, { processado_em: ctx.relogio.agora(), erro: null });
    });
  } catch (e) {
    // the same order's tab written by another instance meanwhile (unique order): this event is done
    if ((e as { code?: string }).code === '23505') {
      await repo.atualizarEvento(t, id, { processado_em: ctx.relogio.agora(), erro: null });
      return;
    }
    throw e;
  }
}

/** What an event does to the order's tab, in the caller's transaction. */
async function aplicarEvento(
  tx: Tx,
  ctx: AppContext,
  empresaId: number,
  codigo: string,
  pedidoId: string,
  detalhes: PedidoIfood | null,
) {
  const t = tenant(tx.trx, empresaId);
  if (codigo === 'PLC') {
    if (!detalhes) return;
    const cfg = await repo.lerConfig(t);
    await criarPedido(tx, ctx, empresaId, detalhes, cfg?.aceite ?? 'automatico');
    return;
  }
  const pedido = await repo.pedidoPorIfood(t, pedidoId);
  if (!pedido) return;
  if (codigo === 'CFM' && pedido.situacao === 'aguardando') {
    await repo.atualizarPedido(t, pedido.id, { situacao: 'confirmado' });
    return;
  }
  if (codigo === 'CARF') {
    const p = await repo.atualizarPedido(t, pedido.id, { cancelamento_falhou: 'O iFood recusou o cancelamento' });
    tx.emit({
      empresaId,
      nome: 'ifood:alerta',
      payload: {
        tipo: 'cancelamento_falhou',
        mensagem: `O iFood recusou o cancelamento do pedido #${p.display_id}`,
        pedido: presentPedido(p),
      },
    });
    return;
  }
  if (codigo === 'CAN' && pedido.situacao !== 'cancelado') {
    const autor = AUTOR_IFOOD(empresaId);
    const { venda, mesa } = await travarComanda(tx, autor, pedido.venda_id);
    // the items leave production with a cancellation ticket (the core's itensSaindo hook)
    if (venda.situacao === 'A')
      await encerrarComanda(tx, autor, venda, mesa, 'C', ctx.relogio.agora(), 'Cancelado pelo iFood');
    const p = await repo.atualizarPedido(t, pedido.id, { situacao: 'cancelado', cancelamento_falhou: null });
    tx.emit({
      empresaId,
      nome: 'ifood:alerta',
      payload: { tipo: 'cancelado', mensagem: `Pedido iFood #${p.display_id} cancelado`, pedido: presentPedido(p) },
    });
  }
}
