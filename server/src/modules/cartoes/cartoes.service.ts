import {
  MSG_CARTAO_REGRAS,
  rotuloComanda,
  toCents,
  type AbrirCartaoInput,
  type AtualizarCartaoInput,
  type CartaoDTO,
  type CartaoPublicoDTO,
  type CriarCartoesDTO,
  type CriarCartoesInput,
  type VendaDTO,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Venda } from '../../db/tables';
import { tenant, type Tenant } from '../../db/tenant';
import { withTransaction, type Tx } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../errors';
import type { StaffSession } from '../../sessoes/sessao';
import {
  abrirComanda,
  atualizarVenda,
  exigirAberta,
  exigirVenda,
  travarComanda,
  type AutorItem,
} from '../comanda/comanda';
import { registrarHistorico } from '../comanda/comanda.historico';
import { presentVenda } from '../comanda/comanda.presenter';
import { configuracoesDaEmpresa } from '../empresa/configuracoes';
import { cartaoPorCodigo } from '../publico/credenciais';
import { pdfDeCartoesComQr } from '../../qr-code';
import { presentCartao } from './cartoes.presenter';
import * as repo from './cartoes.repo';

/*
 * Numbered comanda cards (issue 37): a bar hands each customer a card; its tab opens on the card's first use and the
 * card is free again when that tab ends. A blocked (lost) card opens nothing, and its tab can move to another card.
 * The company may cap what a card's items total (a manager raises it for one tab) and charge a minimum spend (the
 * tab keeps the minimum of its opening; the shared totals rule charges the difference). The core's tab knows only its
 * kind and number; this module owns the cards.
 */

export const MSG_CARTAO = {
  naoEncontrado: 'Cartão não encontrado',
  emUso: 'Cartão em uso: já tem uma comanda aberta',
  bloqueado: 'Cartão bloqueado',
  semComanda: 'Nenhuma comanda aberta neste cartão',
  naoECartao: 'Esta comanda não está em um cartão',
  mesmoCartao: 'Escolha outro cartão',
  alterada: 'A comanda foi alterada por outra pessoa. Tente novamente',
} as const;

/** Opens a card's tab in the caller's transaction (404 no such card, 409 in use or blocked). */
export async function abrirNoCartao(tx: Tx, autor: AutorItem, input: AbrirCartaoInput): Promise<Venda> {
  const t = tenant(tx.trx, autor.empresaId);
  const cartao = await repo.travarCartao(t, input.cartao);
  if (!cartao) throw notFound(MSG_CARTAO.naoEncontrado);
  if (cartao.bloqueado) throw conflict(MSG_CARTAO.bloqueado);
  if (await repo.vendaAbertaDoCartao(t, cartao.id)) throw conflict(MSG_CARTAO.emUso);
  const { consumacao_minima } = await configuracoesDaEmpresa(t, 'consumacao_minima');
  return abrirComanda(tx, autor, {
    nome_cliente: input.nome_cliente ?? 'Cliente',
    lugar: { tipo: 'cartao', numero: cartao.numero, cartao_id: cartao.id, minimo_consumacao: consumacao_minima },
  });
}

/** The partial unique index is the last guard against two open tabs on one card. */
export async function semSegundaComandaNoCartao<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e: any) {
    if (e?.code === '23505' && String(e?.constraint ?? e?.message).includes('vendas_cartao_aberta'))
      throw conflict(MSG_CARTAO.emUso);
    throw e;
  }
}

/**
 * The tab core's hook before items come into a tab (tab core: exigirCabeNaComanda): a card's items may not total more
 * than its limit (the tab's own, raised by a manager, else the company's). Only growth is checked: a limit lowered
 * below a tab never blocks removing items.
 */
export async function exigirLimiteDoCartao(t: Tenant, venda: Venda, subtotalDepois: number): Promise<void> {
  if (venda.tipo !== 'cartao' || subtotalDepois <= toCents(venda.subtotal)) return;
  const limite = venda.limite_cartao ?? (await configuracoesDaEmpresa(t, 'cartao_limite')).cartao_limite;
  if (limite != null && subtotalDepois > toCents(limite)) throw conflict(MSG_CARTAO_REGRAS.limiteAtingido);
}

export async function criarLote(ctx: AppContext, s: StaffSession, input: CriarCartoesInput): Promise<CriarCartoesDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => ({
    criados: await repo.inserirLote(tenant(tx.trx, s.empresaId), input.inicio, input.fim),
  }));
}

const limiteDaEmpresa = async (t: Tenant) => (await configuracoesDaEmpresa(t, 'cartao_limite')).cartao_limite;

export async function listar(ctx: AppContext, s: StaffSession): Promise<CartaoDTO[]> {
  const t = tenant(ctx.db, s.empresaId);
  const [cartoes, limite] = await Promise.all([repo.listar(t), limiteDaEmpresa(t)]);
  return cartoes.map((c) => presentCartao(c, limite));
}

/** GET /api/cartoes/:numero: one card and the way out (what its open tab still owes). */
export async function obter(ctx: AppContext, s: StaffSession, numero: number): Promise<CartaoDTO> {
  const t = tenant(ctx.db, s.empresaId);
  const [cartao, limite] = await Promise.all([repo.buscarComVenda(t, numero), limiteDaEmpresa(t)]);
  if (!cartao) throw notFound(MSG_CARTAO.naoEncontrado);
  return presentCartao(cartao, limite);
}

/**
 * PATCH /api/cartoes/:numero: block a lost card (its open tab stays open and payable, and may move to another card)
 * or free it again; and/or a manager sets the limit of the card's open tab (null: the company's again).
 */
export async function atualizar(
  ctx: AppContext,
  s: StaffSession,
  numero: number,
  input: AtualizarCartaoInput,
): Promise<CartaoDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const cartao = await repo.travarCartao(t, numero);
    if (!cartao) throw notFound(MSG_CARTAO.naoEncontrado);
    if (input.limite !== undefined) {
      const aberta = await repo.vendaAbertaDoCartao(t, cartao.id);
      if (!aberta) throw conflict(MSG_CARTAO.semComanda);
      const { venda } = await travarComanda(tx, s, aberta.id);
      exigirAberta(venda);
      const depois = await atualizarVenda(t, venda.id, { limite_cartao: input.limite });
      await registrarHistorico(t, s, venda.id, {
        tipo: 'limite_cartao',
        antes: { limite: venda.limite_cartao == null ? null : Number(venda.limite_cartao) },
        depois: { limite: input.limite },
      });
      tx.emit({
        empresaId: s.empresaId,
        vendaId: venda.id,
        nome: 'venda:atualizada',
        payload: { venda: presentVenda(depois) },
      });
    }
    if (input.situacao !== undefined) await repo.definirBloqueado(t, cartao.id, input.situacao === 'bloqueado');
    const [atual, limite] = await Promise.all([repo.buscarComVenda(t, numero), limiteDaEmpresa(t)]);
    return presentCartao(atual!, limite);
  });
}

/** GET /api/vendas/cartao/:numero: the card's open tab. */
export async function daVenda(ctx: AppContext, s: StaffSession, numero: number): Promise<VendaDTO> {
  const t = tenant(ctx.db, s.empresaId);
  const cartao = await repo.buscarCartao(t, numero);
  if (!cartao) throw notFound(MSG_CARTAO.naoEncontrado);
  const venda = await repo.vendaAbertaDoCartao(t, cartao.id);
  if (!venda) throw notFound(MSG_CARTAO.semComanda);
  return presentVenda(venda);
}

/**
 * POST /api/vendas/:id/mover {cartao_destino}: a card's open tab (same id, items, payments and diner link) moves to a
 * free card that is not blocked, e.g. when the customer lost the card. The cards are locked (by number), then the
 * tab; the old card's page and every device hear it after commit.
 */
export async function moverParaCartao(
  ctx: AppContext,
  s: StaffSession,
  vendaId: number,
  numeroDestino: number,
): Promise<VendaDTO> {
  return semSegundaComandaNoCartao(
    withTransaction(ctx.db, ctx.bus, async (tx) => {
      const t = tenant(tx.trx, s.empresaId);
      const antes = await exigirVenda(t, vendaId);
      exigirAberta(antes);
      if (antes.tipo !== 'cartao' || antes.numero == null) throw conflict(MSG_CARTAO.naoECartao);
      if (antes.numero === numeroDestino) throw badRequest(MSG_CARTAO.mesmoCartao);
      const cartoes = await repo.travarCartoes(t, [antes.numero, numeroDestino]);
      const destino = cartoes.find((c) => c.numero === numeroDestino);
      if (!destino) throw notFound(MSG_CARTAO.naoEncontrado);
      if (destino.bloqueado) throw conflict(MSG_CARTAO.bloqueado);
      if (await repo.vendaAbertaDoCartao(t, destino.id)) throw conflict(MSG_CARTAO.emUso);
      const { venda } = await travarComanda(tx, s, vendaId);
      exigirAberta(venda);
      if (venda.cartao_id !== antes.cartao_id || venda.numero !== antes.numero) throw conflict(MSG_CARTAO.alterada);
      const movida = await atualizarVenda(t, vendaId, { cartao_id: destino.id, numero: destino.numero });
      await registrarHistorico(t, s, vendaId, {
        tipo: 'mudanca_cartao',
        antes: { numero: antes.numero },
        depois: { numero: destino.numero },
      });
      const dto = presentVenda(movida);
      tx.emit({
        empresaId: s.empresaId,
        vendaId,
        nome: 'venda:atualizada',
        payload: { venda: dto },
        cartaoDeixado: antes.numero,
      });
      return dto;
    }),
  );
}

/**
 * GET /api/public/cartao/:codigo: the card's QR page, like a table card's. The printed code is the credential (a
 * card's number never is): an unknown code, another company's or an inactive one's is 404. The bill itself is then
 * read and followed through the open tab's token, as at a table.
 */
export async function cartaoPublico(ctx: AppContext, codigo: string): Promise<CartaoPublicoDTO> {
  const cartao = codigo ? await cartaoPorCodigo(ctx.db, codigo) : undefined;
  if (!cartao) throw notFound(MSG_CARTAO.naoEncontrado);
  const t = tenant(ctx.db, cartao.empresa_id);
  const [venda, empresa] = await Promise.all([
    repo.vendaAbertaDoCartao(t, cartao.id),
    configuracoesDaEmpresa(t, 'pedidos_cliente'),
  ]);
  return {
    empresa: { nome: cartao.empresa_nome },
    cartao: { numero: cartao.numero },
    comanda: venda?.token_publico ? { token: venda.token_publico } : null,
    // a card's diners order like a table's (issue 22's modes, through /api/public/cartao/:codigo/…)
    pedidos: empresa.pedidos_cliente,
  };
}

export const INSTRUCAO_CARTAO_NUMERADO = 'Aponte a câmera para ver a sua conta';

/** A card's page, by its printed code (never its number): /c/:codigo. */
export const urlDoCartao = (ctx: AppContext, origem: string, codigo: string) =>
  `${ctx.config.publicUrl ?? origem}/c/${codigo}`;

/** GET /api/cartoes/qr.pdf: the company's cards to print, like the tables' (6 per A4 page), 'Cartão 057' large. */
export async function pdfDosCartoes(ctx: AppContext, s: StaffSession, origem: string): Promise<Buffer> {
  const t = tenant(ctx.db, s.empresaId);
  const [empresa, cartoes] = await Promise.all([configuracoesDaEmpresa(t, 'fantasia'), repo.listar(t)]);
  return pdfDeCartoesComQr({
    documento: `Cartões - ${empresa.fantasia}`,
    empresa: empresa.fantasia,
    cartoes: cartoes.map((c) => ({
      titulo: rotuloComanda({ tipo: 'cartao', numero: c.numero }),
      url: urlDoCartao(ctx, origem, c.codigo),
    })),
    vazio: 'Nenhum cartão cadastrado.',
    instrucao: INSTRUCAO_CARTAO_NUMERADO,
    tamanhoTitulo: 34,
  });
}
