import type {
  IfoodAutorizarDTO,
  IfoodAutorizarInput,
  IfoodCodigoDTO,
  IfoodConfigDTO,
  IfoodMotivoDTO,
  IfoodPedidoDTO,
  IfoodVincularInput,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import { tenant, type Tenant } from '../../db/tenant';
import { withTransaction } from '../../db/transaction';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import type { StaffSession } from '../../sessoes/sessao';
import { definirCodigoDoProduto } from '../cardapio/cardapio.service';
import { encerrarComanda, exigirVenda, travarComanda } from '../comanda/comanda';
import { abrirToken, apiDe, cifrarToken, colunasDoToken, comToken } from './conta';
import { IfoodIndisponivel, IfoodNaoAutorizado, IfoodRecusou } from './ifood.api';
import * as repo from './ifood.repo';
import { enfileirarAcao, presentPedido } from './pedidos';

/*
 * Linking a company to its iFood store (issue 39, distributed application): a user code the owner approves in iFood's
 * portal, the authorization code exchanged with the stored verifier, the store chosen among the token's; the link's
 * state and acceptance; and a delivery's iFood actions (accept, refuse, the cancellation reasons, cancel).
 */

const MSG_SEM_CREDENCIAIS = 'Defina IFOOD_CLIENT_ID e IFOOD_CLIENT_SECRET no servidor antes de vincular a loja';
const MSG_INDISPONIVEL = 'iFood indisponível. Tente novamente em instantes.';
const MSG_NAO_E_IFOOD = 'Esta comanda não é um pedido do iFood';

/** iFood's own failures as the API's: 503 when it is down, 409 when it refused. */
async function falarComIfood<T>(fn: () => Promise<T>, recusado: string): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof IfoodIndisponivel) throw new AppError(503, 'Serviço indisponível', MSG_INDISPONIVEL);
    if (e instanceof IfoodRecusou || e instanceof IfoodNaoAutorizado) throw conflict(recusado);
    throw e;
  }
}

async function presentConfig(t: Tenant, cfg: repo.IfoodConfig | undefined): Promise<IfoodConfigDTO> {
  const pendentes = cfg ? await repo.semVinculo(t) : [];
  return {
    ativo: cfg?.ativo ?? false,
    merchant_id: cfg?.merchant_id ?? null,
    merchant_nome: cfg?.merchant_nome ?? null,
    conectado: !!cfg?.ativo && !!cfg.access_token_cifrado,
    ultimo_polling: cfg?.ultimo_polling?.toISOString() ?? null,
    aceite: cfg?.aceite ?? 'automatico',
    ultimo_erro: cfg?.ultimo_erro ?? null,
    sem_vinculo: pendentes.flatMap((p) =>
      (p.sem_vinculo as { nome: string; codigo: string | null }[]).map((i) => ({
        venda_id: p.venda_id,
        display_id: p.display_id,
        nome: i.nome,
        codigo: i.codigo,
      })),
    ),
  };
}

/** GET /api/integracoes/ifood. */
export async function lerConfig(ctx: AppContext, s: StaffSession): Promise<IfoodConfigDTO> {
  const t = tenant(ctx.db, s.empresaId);
  return presentConfig(t, await repo.lerConfig(t));
}

/**
 * POST /api/integracoes/ifood/vincular: 'Vincular a um produto'. The product takes the unmatched item's externalCode
 * as its code (404 for another company's product, 409 when another product holds it), so the next orders match it;
 * the item leaves the list. One transaction.
 */
export async function vincularItem(
  ctx: AppContext,
  s: StaffSession,
  input: IfoodVincularInput,
): Promise<IfoodConfigDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    await definirCodigoDoProduto(ctx, tx, t, input.produto_id, input.codigo);
    await repo.tirarDoSemVinculo(t, input.codigo);
    return presentConfig(t, await repo.lerConfig(t));
  });
}

/** POST /api/integracoes/ifood/codigo: a user code for the owner to approve in iFood's portal. */
export async function pedirCodigo(ctx: AppContext, s: StaffSession): Promise<IfoodCodigoDTO> {
  if (!ctx.config.ifood.clientId || !ctx.config.ifood.clientSecret) throw conflict(MSG_SEM_CREDENCIAIS);
  const codigo = await falarComIfood(() => apiDe(ctx).userCode(), 'O iFood recusou o pedido de código');
  await withTransaction(ctx.db, ctx.bus, async ({ trx }) => {
    const t = tenant(trx, s.empresaId);
    const atual = await repo.travarConfig(t);
    const verificador_cifrado = cifrarToken(ctx, s.empresaId, codigo.verifier);
    if (atual) await repo.atualizarConfig(t, { verificador_cifrado });
    else await repo.gravarConfig(t, { verificador_cifrado }, ctx.relogio.agora());
  });
  return { userCode: codigo.userCode, verificationUrlComplete: codigo.verificationUrlComplete };
}

/**
 * POST /api/integracoes/ifood/autorizar: exchanges the owner's authorization code (with the stored verifier), then
 * links the store chosen (merchant_id), or the only one; with several and none chosen, answers them to choose (the
 * tokens are kept, so the second call needs no new code).
 */
export async function autorizar(
  ctx: AppContext,
  s: StaffSession,
  input: IfoodAutorizarInput,
): Promise<IfoodAutorizarDTO> {
  if (!ctx.config.ifood.clientId || !ctx.config.ifood.clientSecret) throw conflict(MSG_SEM_CREDENCIAIS);
  const t = tenant(ctx.db, s.empresaId);
  const cfg = await repo.lerConfig(t);
  const verificador = abrirToken(ctx, s.empresaId, cfg?.verificador_cifrado ?? null);
  const api = apiDe(ctx);
  let token: string;
  let colunas: ReturnType<typeof colunasDoToken> | null = null;
  const agora = ctx.relogio.agora();
  if (verificador) {
    const tk = await falarComIfood(
      () => api.tokenPorCodigo(input.authorizationCode, verificador),
      'Código de autorização recusado pelo iFood. Confira o código ou peça um novo.',
    );
    token = tk.accessToken;
    colunas = colunasDoToken(ctx, s.empresaId, tk, agora);
  } else {
    const guardado = abrirToken(ctx, s.empresaId, cfg?.access_token_cifrado ?? null);
    if (!guardado) throw conflict('Peça um novo código de vínculo antes de autorizar');
    token = guardado;
  }
  const lojas = await falarComIfood(() => api.lojas(token), 'O iFood recusou a lista de lojas');
  const escolhida = input.merchant_id
    ? lojas.find((l) => l.id === input.merchant_id)
    : lojas.length === 1
      ? lojas[0]
      : undefined;
  if (input.merchant_id && !escolhida) throw badRequest('Loja não encontrada entre as do iFood');
  if (lojas.length === 0) throw conflict('Nenhuma loja do iFood liberada para este aplicativo');
  try {
    return await withTransaction(ctx.db, ctx.bus, async ({ trx }) => {
      const tt = tenant(trx, s.empresaId);
      const base = { ...(colunas ?? {}), verificador_cifrado: null, ultimo_erro: null };
      const gravado = await repo.gravarConfig(
        tt,
        escolhida
          ? { ...base, ativo: true, merchant_id: escolhida.id, merchant_nome: escolhida.nome.slice(0, 200) }
          : { ...base, ativo: false },
        agora,
      );
      return { config: escolhida ? await presentConfig(tt, gravado) : null, lojas };
    });
  } catch (e) {
    if ((e as { code?: string }).code === '23505')
      throw conflict('Esta loja do iFood já está vinculada a outra empresa');
    throw e;
  }
}

/** PATCH /api/integracoes/ifood {aceite}. */
export async function alterarAceite(ctx: AppContext, s: StaffSession, aceite: 'automatico' | 'manual') {
  return withTransaction(ctx.db, ctx.bus, async ({ trx }) => {
    const t = tenant(trx, s.empresaId);
    if (!(await repo.travarConfig(t))) await repo.gravarConfig(t, {}, ctx.relogio.agora());
    return presentConfig(t, await repo.atualizarConfig(t, { aceite }));
  });
}

/** DELETE /api/integracoes/ifood: unlinks the store (its tokens are dropped; past orders stay). */
export async function desvincular(ctx: AppContext, s: StaffSession): Promise<void> {
  await withTransaction(ctx.db, ctx.bus, async ({ trx }) => repo.removerConfig(tenant(trx, s.empresaId)));
}

/** The company's iFood order of a tab (another company's tab, or none: 404). */
async function pedidoDaVenda(t: Tenant, vendaId: number) {
  await exigirVenda(t, vendaId);
  const p = await repo.pedidoDaVenda(t, vendaId);
  if (!p) throw notFound(MSG_NAO_E_IFOOD);
  return p;
}

/** POST /api/vendas/:id/ifood/aceitar: confirms an order waiting for the staff (manual acceptance). */
export async function aceitar(ctx: AppContext, s: StaffSession, vendaId: number): Promise<IfoodPedidoDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    await travarComanda(tx, s, vendaId);
    const p = await pedidoDaVenda(t, vendaId);
    if (p.situacao === 'confirmado') return presentPedido(p);
    if (p.situacao !== 'aguardando') throw conflict('Este pedido do iFood já foi recusado ou cancelado');
    await enfileirarAcao(t, p.pedido_id, 'confirm', {}, ctx.relogio.agora());
    const dto = presentPedido(await repo.atualizarPedido(t, p.id, { situacao: 'confirmado' }));
    tx.emit({
      empresaId: s.empresaId,
      nome: 'ifood:alerta',
      payload: { tipo: 'novo', mensagem: `Pedido iFood #${p.display_id} aceito`, pedido: dto },
    });
    return dto;
  });
}

/**
 * POST /api/vendas/:id/ifood/recusar {motivo}: refuses an order waiting for the staff: iFood is asked to cancel it
 * (the first of its cancellation reasons) and the tab is cancelled with its items.
 */
export async function recusar(
  ctx: AppContext,
  s: StaffSession,
  vendaId: number,
  motivo: string,
): Promise<IfoodPedidoDTO> {
  const t0 = tenant(ctx.db, s.empresaId);
  const p0 = await pedidoDaVenda(t0, vendaId);
  if (p0.situacao !== 'aguardando') throw conflict('Só um pedido aguardando aceite pode ser recusado');
  // iFood's first reason for this order; with iFood away, 501 (its 'problemas de sistema'): the request waits in the
  // outbox either way
  const motivos = await motivosCancelamento(ctx, s, vendaId).catch(() => []);
  const codigo = motivos[0]?.codigo ?? '501';
  return cancelarComMotivo(ctx, s, vendaId, codigo, motivo, 'recusado');
}

/** GET /api/vendas/:id/ifood/motivos-cancelamento: iFood's reasons for this order. */
export async function motivosCancelamento(
  ctx: AppContext,
  s: StaffSession,
  vendaId: number,
): Promise<IfoodMotivoDTO[]> {
  const p = await pedidoDaVenda(tenant(ctx.db, s.empresaId), vendaId);
  return falarComIfood(
    () => comToken(ctx, s.empresaId, (token) => apiDe(ctx).motivosCancelamento(token, p.pedido_id)),
    'O iFood não informou os motivos de cancelamento',
  );
}

/** POST /api/vendas/:id/ifood/cancelar {codigo}: asks iFood to cancel (its answer comes as CANCELLED or CANCELLATION_REQUEST_FAILED). */
export async function cancelar(
  ctx: AppContext,
  s: StaffSession,
  vendaId: number,
  codigo: string,
): Promise<IfoodPedidoDTO> {
  const motivos = await motivosCancelamento(ctx, s, vendaId);
  const motivo = motivos.find((m) => m.codigo === codigo);
  if (!motivo) throw badRequest('Motivo de cancelamento inválido para este pedido');
  return cancelarComMotivo(ctx, s, vendaId, codigo, motivo.descricao, null);
}

async function cancelarComMotivo(
  ctx: AppContext,
  s: StaffSession,
  vendaId: number,
  codigo: string,
  motivo: string,
  situacao: 'recusado' | null,
): Promise<IfoodPedidoDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const { venda, mesa } = await travarComanda(tx, s, vendaId);
    const p = await pedidoDaVenda(t, vendaId);
    if (p.situacao === 'cancelado' || p.situacao === 'recusado')
      throw conflict('Este pedido do iFood já foi cancelado');
    const agora = ctx.relogio.agora();
    await enfileirarAcao(t, p.pedido_id, 'requestCancellation', { codigo, motivo }, agora);
    // refused before it was accepted: the tab ends now (nothing was cooked); a cancellation asked of an accepted order
    // waits for iFood's CANCELLED event, which cancels the tab and its items
    if (situacao === 'recusado' && venda.situacao === 'A')
      await encerrarComanda(tx, s, venda, mesa, 'C', agora, `Recusado: ${motivo}`);
    const dto = presentPedido(
      await repo.atualizarPedido(t, p.id, { cancelamento_falhou: null, ...(situacao ? { situacao } : {}) }),
    );
    tx.emit({
      empresaId: s.empresaId,
      nome: 'ifood:alerta',
      payload: { tipo: 'novo', mensagem: `Cancelamento do pedido iFood #${p.display_id} enviado`, pedido: dto },
    });
    return dto;
  });
}
