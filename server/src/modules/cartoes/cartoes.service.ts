import type {
  AbrirCartaoInput,
  AtualizarCartaoInput,
  CartaoDTO,
  CriarCartoesDTO,
  CriarCartoesInput,
  VendaDTO,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Venda } from '../../db/tables';
import { tenant } from '../../db/tenant';
import { withTransaction, type Tx } from '../../db/transaction';
import { conflict, notFound } from '../../errors';
import type { StaffSession } from '../../sessoes/sessao';
import { abrirComanda, type AutorItem } from '../comanda/comanda';
import { presentVenda } from '../comanda/comanda.presenter';
import { presentCartao } from './cartoes.presenter';
import * as repo from './cartoes.repo';

/*
 * Numbered comanda cards (issue 37): a bar hands each customer a card; its tab opens on the card's first use and the
 * card is free again when that tab ends. A blocked (lost) card opens nothing. The core's tab knows only its kind and
 * number; this module owns the cards.
 */

export const MSG_CARTAO = {
  naoEncontrado: 'Cartão não encontrado',
  emUso: 'Cartão em uso: já tem uma comanda aberta',
  bloqueado: 'Cartão bloqueado',
  semComanda: 'Nenhuma comanda aberta neste cartão',
} as const;

/** Opens a card's tab in the caller's transaction (404 no such card, 409 in use or blocked). */
export async function abrirNoCartao(tx: Tx, autor: AutorItem, input: AbrirCartaoInput): Promise<Venda> {
  const t = tenant(tx.trx, autor.empresaId);
  const cartao = await repo.travarCartao(t, input.cartao);
  if (!cartao) throw notFound(MSG_CARTAO.naoEncontrado);
  if (cartao.bloqueado) throw conflict(MSG_CARTAO.bloqueado);
  if (await repo.vendaAbertaDoCartao(t, cartao.id)) throw conflict(MSG_CARTAO.emUso);
  return abrirComanda(tx, autor, {
    nome_cliente: input.nome_cliente ?? 'Cliente',
    lugar: { tipo: 'cartao', numero: cartao.numero, cartao_id: cartao.id },
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

export async function criarLote(ctx: AppContext, s: StaffSession, input: CriarCartoesInput): Promise<CriarCartoesDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => ({
    criados: await repo.inserirLote(tenant(tx.trx, s.empresaId), input.inicio, input.fim),
  }));
}

export const listar = async (ctx: AppContext, s: StaffSession): Promise<CartaoDTO[]> =>
  (await repo.listar(tenant(ctx.db, s.empresaId))).map(presentCartao);

/** PATCH /api/cartoes/:numero: block a lost card (its open tab stays open and payable) or free it again. */
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
    const novo = await repo.definirBloqueado(t, cartao.id, input.situacao === 'bloqueado');
    const venda = await repo.vendaAbertaDoCartao(t, cartao.id);
    return presentCartao({ ...novo, venda_id: venda?.id ?? null });
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
