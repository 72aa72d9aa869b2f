import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { tenant, type Tenant } from '../../db/tenant';
import { withTransaction, type Tx } from '../../db/transaction';
import { iniciarTrabalhador } from '../../trabalhador';
import { AppError } from '../../errors';
import type { ProdutoDisponibilidade } from '../cardapio/ganchos';
import type { MudancaDeEntrega } from '../entregas/ganchos';
import { MSG_NAO_VINCULADA, apiDe, comToken } from './conta';
import { pollar } from './eventos';
import { IfoodIndisponivel, IfoodRecusou, type AcaoPedido } from './ifood.api';
import * as repo from './ifood.repo';
import { empresasComPedidosAbertos, saidasDevidas } from './fila.repo';
import { enfileirarAcao, presentPedido } from './pedidos';

/*
 * The calls back to iFood (issue 39, architecture rules 18 and 23): each is a row of ifood_saida, written in the
 * transaction that causes it (a confirm with the order, a cancellation request with its route), or by the
 * reconciliation that compares each open iFood order's kitchen and delivery with what iFood was told
 * (startPreparation when the kitchen starts it, readyToPickup when every item is ready, dispatch when our courier
 * leaves). A sender leases each row (FOR UPDATE SKIP LOCKED, then an expiry), calls iFood and records the answer; an
 * outage leaves it pendente, retried with backoff, so nothing is lost; iFood's actions are idempotent, so a call whose
 * answer was lost is simply repeated.
 */

const espera = (tentativas: number) => Math.min(60_000, 1000 * 2 ** Math.max(0, tentativas - 1));
const ACOES_PEDIDO: AcaoPedido[] = ['confirm', 'startPreparation', 'readyToPickup', 'dispatch', 'requestCancellation'];
/** An order's steps in iFood's order: a step waits while an earlier one is still to be sent. */
const ETAPAS = ['confirm', 'startPreparation', 'readyToPickup', 'dispatch'];

/** Sends one due call; answers whether this caller handled it. */
export async function enviarSaida(ctx: AppContext, empresaId: number, id: number): Promise<boolean> {
  const agora = ctx.relogio.agora();
  const lease = randomUUID();
  const tomada = await withTransaction(ctx.db, ctx.bus, async ({ trx }) => {
    const t = tenant(trx, empresaId);
    const s = await repo.travarSaida(t, id, agora);
    if (!s) return null;
    const etapa = ETAPAS.indexOf(s.acao);
    const pedidoId = (s.corpo as { pedido_id?: string }).pedido_id;
    if (etapa > 0 && pedidoId) {
      const antes = (await repo.acoesPendentesDoPedido(t, pedidoId)).filter((a) => {
        const i = ETAPAS.indexOf(a.acao);
        return i >= 0 && i < etapa;
      });
      // iFood refuses a step before the previous one: this one is sent right after it (below)
      if (antes.length) return null;
    }
    await repo.atualizarSaida(t, id, {
      enviando_por: lease,
      enviando_ate: new Date(agora.getTime() + ctx.config.ifood.timeoutMs * 3 + 10_000),
      tentativas: s.tentativas + 1,
    });
    return s;
  });
  if (!tomada) return false;
  const t = tenant(ctx.db, empresaId);
  const corpo = tomada.corpo as { pedido_id?: string; codigo?: string; motivo?: string; disponivel?: boolean };
  try {
    await comToken(ctx, empresaId, async (token, cfg) => {
      const api = apiDe(ctx);
      if (tomada.acao === 'itemStatus')
        return api.statusDoItem(token, cfg.merchant_id!, corpo.codigo!, corpo.disponivel !== false);
      if (!ACOES_PEDIDO.includes(tomada.acao as AcaoPedido)) throw new IfoodRecusou(400, 'Ação desconhecida');
      return api.acao(
        token,
        corpo.pedido_id!,
        tomada.acao as AcaoPedido,
        tomada.acao === 'requestCancellation'
          ? { reason: corpo.motivo ?? 'Cancelado pelo restaurante', cancellationCode: corpo.codigo }
          : undefined,
      );
    });
    await repo.gravarSaidaComLease(t, id, lease, { situacao: 'enviada', mensagem: null });
    // the order's next steps that waited for this one
    if (ETAPAS.includes(tomada.acao) && corpo.pedido_id)
      for (const proxima of await repo.acoesPendentesDoPedido(t, corpo.pedido_id))
        if (ETAPAS.indexOf(proxima.acao) > ETAPAS.indexOf(tomada.acao)) await enviarSaida(ctx, empresaId, proxima.id);
  } catch (e) {
    if (e instanceof IfoodRecusou) {
      await repo.gravarSaidaComLease(t, id, lease, { situacao: 'erro', mensagem: e.message });
      if (tomada.acao === 'requestCancellation' && corpo.pedido_id)
        await cancelamentoRecusado(ctx, empresaId, corpo.pedido_id, e.message);
    } else if (e instanceof AppError && e.message === MSG_NAO_VINCULADA) {
      // the store was unlinked: nothing more goes to iFood for it
      await repo.gravarSaidaComLease(t, id, lease, { situacao: 'erro', mensagem: e.message });
    } else if (e instanceof IfoodIndisponivel || e instanceof AppError) {
      await repo.gravarSaidaComLease(t, id, lease, {
        mensagem: e.message,
        proxima_tentativa_em: new Date(agora.getTime() + espera(tomada.tentativas + 1)),
      });
    } else throw e;
  }
  return true;
}

/** iFood refused the restaurant's cancellation request at once: the staff see it. */
async function cancelamentoRecusado(ctx: AppContext, empresaId: number, pedidoId: string, motivo: string) {
  await withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, empresaId);
    const p = await repo.pedidoPorIfood(t, pedidoId);
    if (!p) return;
    const atualizado = await repo.atualizarPedido(t, p.id, { cancelamento_falhou: motivo });
    tx.emit({
      empresaId,
      nome: 'ifood:alerta',
      payload: {
        tipo: 'cancelamento_falhou',
        mensagem: `O iFood recusou o cancelamento do pedido #${p.display_id}`,
        pedido: presentPedido(atualizado),
      },
    });
  });
}

/**
 * Compares open iFood orders (all of the company's, or these tabs') with what iFood was told, and queues what is
 * missing: startPreparation once the kitchen started any item, readyToPickup once every item is ready (the customer
 * or iFood's courier picks it up), dispatch once our courier left.
 */
export async function reconciliar(ctx: AppContext, empresaId: number, vendaIds?: number[]): Promise<void> {
  await withTransaction(ctx.db, ctx.bus, async ({ trx }) => {
    const t = tenant(trx, empresaId);
    const agora = ctx.relogio.agora();
    for (const p of await repo.estadoDosPedidos(t, vendaIds)) {
      const comecados = Number(p.comecados);
      const prontos = Number(p.itens) > 0 && Number(p.cozinhando) === 0;
      if (comecados > 0 || prontos) await enfileirarAcao(t, p.pedido_id, 'startPreparation', {}, agora);
      if (prontos && p.entrega_por !== 'proprio') await enfileirarAcao(t, p.pedido_id, 'readyToPickup', {}, agora);
      if (p.entrega_por === 'proprio' && (p.entrega === 'saiu' || p.entrega === 'entregue'))
        await enfileirarAcao(t, p.pedido_id, 'dispatch', {}, agora);
    }
  });
}

/** The deliveries' hook (entregas/ganchos.ts), in the move's transaction: our courier left with an iFood order. */
export async function despacharAoSair(tx: Tx, t: Tenant, m: MudancaDeEntrega): Promise<void> {
  if (m.para !== 'saiu' || m.entrega.origem !== 'ifood' || !m.entrega.ifood_pedido_id) return;
  const agora = m.entrega.saiu_em ?? m.venda.data_abertura;
  await enfileirarAcao(t, m.entrega.ifood_pedido_id, 'dispatch', {}, agora);
  void tx;
}

/** Every due call of every company. */
export async function varrerSaida(ctx: AppContext, limite = 50): Promise<number> {
  let n = 0;
  for (const d of await saidasDevidas(ctx.db, ctx.relogio.agora(), limite))
    if (await enviarSaida(ctx, d.empresa_id, d.id)) n++;
  return n;
}

/** One round: poll the stores, reconcile the open orders, send what is due. */
export async function rodada(ctx: AppContext): Promise<void> {
  await pollar(ctx);
  for (const { empresa_id } of await empresasComPedidosAbertos(ctx.db)) await reconciliar(ctx, empresa_id);
  await varrerSaida(ctx);
}

/**
 * Starts this app's iFood worker: a round every IFOOD_POLL_MS (0 = off: the tests call the rounds), and, right after
 * a commit that concerns an iFood order (a kitchen move, a delivery move, a new call queued, a product sold out), the
 * reconciliation of those tabs and the send. Returns the stop function.
 */
export function iniciarIfood(ctx: AppContext, log: (e: unknown) => void): () => Promise<void> {
  return iniciarTrabalhador({
    log,
    intervaloMs: ctx.config.ifood.pollMs,
    rodada: () => rodada(ctx),
    ouvir: (rodar) =>
      ctx.bus.subscribe((e) => {
        if (e.nome === 'cozinha:item') {
          const vendas = [...new Set(e.payload.itens.map((i) => i.venda_id))];
          if (vendas.length)
            setImmediate(() => rodar(() => reconciliar(ctx, e.empresaId, vendas).then(() => varrerSaida(ctx))));
        } else if (e.nome === 'ifood:alerta' || e.nome === 'entrega:atualizada') {
          setImmediate(() => rodar(() => varrerSaida(ctx)));
        } else if (e.nome === 'cardapio:alterado' && e.payload.produto) {
          // a catalog pause or resume was written with the product (catalogoAoMudar): send it now
          setImmediate(() => rodar(() => varrerSaida(ctx)));
        }
      }),
  });
}

/**
 * The menu's availability hook (cardapio/ganchos.ts), in the transaction that marks a product sold out (or back, or
 * (in)active): its iFood item's pause (or resume) is written to the outbox there, so a crash right after the commit
 * loses nothing; the sweep sends it. Repeated flips of one item are one row: the last state wins.
 */
export async function catalogoAoMudar(tx: Tx, t: Tenant, p: ProdutoDisponibilidade): Promise<void> {
  if (!p.codigo) return;
  const cfg = await repo.lerConfig(t);
  if (!cfg?.ativo || !cfg.merchant_id) return;
  await repo.reenfileirar(t, {
    acao: 'itemStatus',
    chave: `item:${p.codigo}`,
    corpo: JSON.stringify({ codigo: p.codigo, disponivel: !p.esgotado && p.ativo === 'S' }),
    proxima_tentativa_em: p.agora,
    criado_em: p.agora,
  });
  void tx;
}

/** buildApp's one line: the worker starts with the app and stops when it closes. */
export function ligarIfood(app: FastifyInstance, ctx: AppContext): void {
  app.addHook(
    'onClose',
    iniciarIfood(ctx, (e) => app.log.error(e, 'iFood')),
  );
}
