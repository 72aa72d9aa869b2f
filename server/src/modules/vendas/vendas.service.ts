import {
  TRANSICOES_MESA,
  temPermissao,
  type AbrirVendaInput,
  type AdicionarItemInput,
  type AtualizarVendaInput,
  type Permissao,
  type TipoVenda,
  type ItemDTO,
  type ItemProducaoDTO,
  type VendaDTO,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { StaffSession } from '../../sessoes/sessao';
import { withTransaction } from '../../db/transaction';
import { tenant } from '../../db/tenant';
import { forbidden, notFound } from '../../errors';
import * as comanda from '../comanda/comanda';
import { presentItem, presentVenda } from '../comanda/comanda.presenter';
import { registrarHistorico } from '../comanda/comanda.historico';
import { abrirNaMesaPorId, semSegundaComanda } from '../mesas/comanda-da-mesa';
import { abrirNoBalcao } from '../balcao/balcao.service';
import { abrirNoCartao, semSegundaComandaNoCartao } from '../cartoes/cartoes.service';
import { abrirEntrega } from '../entregas/entregas.service';

/** Who may open each kind of tab (and add items to it without create_sales). */
const PERMISSAO_PARA_ABRIR = {
  mesa: 'create_sales',
  cartao: 'create_sales',
  balcao: 'use_counter',
  entrega: 'manage_deliveries',
} as const satisfies Record<TipoVenda, Permissao>;

/**
 * POST /api/vendas: a table's tab, a counter order (issue 37: use_counter) or a card's tab. The route lets in either
 * permission; each kind checks its own here.
 */
export async function abrir(ctx: AppContext, s: StaffSession, input: AbrirVendaInput): Promise<VendaDTO> {
  if (!temPermissao(s.perfil, PERMISSAO_PARA_ABRIR[input.tipo ?? 'mesa'])) throw forbidden();
  if (input.tipo === 'entrega')
    return withTransaction(ctx.db, ctx.bus, async (tx) =>
      presentVenda((await abrirEntrega(tx, s, input, ctx.relogio.agora())).venda),
    );
  if (input.tipo === 'balcao')
    return withTransaction(ctx.db, ctx.bus, async (tx) =>
      presentVenda(await abrirNoBalcao(tx, s, input, ctx.relogio.agora())),
    );
  if (input.tipo === 'cartao')
    return semSegundaComandaNoCartao(
      withTransaction(ctx.db, ctx.bus, async (tx) => presentVenda(await abrirNoCartao(tx, s, input))),
    );
  const { mesa_id, nome_cliente } = input;
  return semSegundaComanda(
    withTransaction(ctx.db, ctx.bus, async (tx) => {
      const { venda } = await abrirNaMesaPorId(tx, s, mesa_id, nome_cliente);
      return presentVenda(venda);
    }),
  );
}

/** GET /api/vendas/:id: any tab of the company, whatever its kind or state. */
export const porId = async (ctx: AppContext, s: StaffSession, vendaId: number): Promise<VendaDTO> =>
  presentVenda(await comanda.exigirVenda(tenant(ctx.db, s.empresaId), vendaId));

export const ativas = async (ctx: AppContext, s: StaffSession) =>
  (await comanda.vendasAtivas(tenant(ctx.db, s.empresaId))).map(presentVenda);

export async function daMesa(ctx: AppContext, s: StaffSession, mesaId: number): Promise<VendaDTO> {
  const venda = await comanda.vendaAbertaDaMesa(tenant(ctx.db, s.empresaId), mesaId);
  if (!venda) throw notFound('Nenhuma comanda aberta para esta mesa');
  return presentVenda(venda);
}

async function cancelar(ctx: AppContext, s: StaffSession, vendaId: number): Promise<VendaDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const { venda, mesa } = await comanda.travarComanda(tx, s, vendaId);
    comanda.exigirAberta(venda);
    return presentVenda(await comanda.encerrarComanda(tx, s, venda, mesa, 'C', ctx.relogio.agora()));
  });
}

export async function atualizar(
  ctx: AppContext,
  s: StaffSession,
  vendaId: number,
  input: AtualizarVendaInput,
): Promise<VendaDTO> {
  if ('situacao' in input) {
    if (!temPermissao(s.perfil, TRANSICOES_MESA.cancelar_mesa.permissao)) throw forbidden();
    return cancelar(ctx, s, vendaId);
  }
  if (!temPermissao(s.perfil, 'create_sales')) throw forbidden();
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const { venda } = await comanda.travarComanda(tx, s, vendaId);
    comanda.exigirAberta(venda);
    const t = tenant(tx.trx, s.empresaId);
    const atualizada = await comanda.atualizarVenda(t, vendaId, { nome_cliente: input.nome_cliente });
    if (atualizada.nome_cliente !== venda.nome_cliente) {
      await registrarHistorico(t, s, vendaId, {
        tipo: 'nome_cliente',
        antes: { nome_cliente: venda.nome_cliente },
        depois: { nome_cliente: atualizada.nome_cliente },
      });
    }
    tx.emit({
      empresaId: s.empresaId,
      vendaId,
      nome: 'venda:atualizada',
      payload: { venda: presentVenda(atualizada) },
    });
    return presentVenda(atualizada);
  });
}

export async function itens(ctx: AppContext, s: StaffSession, vendaId: number): Promise<ItemDTO[]> {
  const t = tenant(ctx.db, s.empresaId);
  await comanda.exigirVenda(t, vendaId);
  return (await comanda.itensDasVendas(t, [vendaId])).map(presentItem);
}

/**
 * Lines removed after the kitchen started them (issue 13): the tab screen shows them struck through as 'Cancelado'
 * instead of letting them vanish. Not part of the totals.
 */
export async function cancelados(ctx: AppContext, s: StaffSession, vendaId: number): Promise<ItemProducaoDTO[]> {
  const t = tenant(ctx.db, s.empresaId);
  await comanda.exigirVenda(t, vendaId);
  return (await comanda.canceladosNaProducao(t, vendaId)).map((c) => c.item as ItemProducaoDTO);
}

/** Adds an item priced by the server: the menu is read before the table's lock is taken. */
export async function adicionarItem(
  ctx: AppContext,
  s: StaffSession,
  vendaId: number,
  input: AdicionarItemInput,
): Promise<ItemDTO> {
  // the counter's cashier (use_counter without create_sales) adds to counter orders (issue 37) and deliveries
  // (issue 39, manage_deliveries) only
  if (!temPermissao(s.perfil, 'create_sales')) {
    const venda = await comanda.exigirVenda(tenant(ctx.db, s.empresaId), vendaId);
    if (venda.tipo === 'mesa' || !temPermissao(s.perfil, PERMISSAO_PARA_ABRIR[venda.tipo])) throw forbidden();
  }
  const precificado = await comanda.precificar(ctx, s.empresaId, input);
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const { venda, mesa } = await comanda.travarComanda(tx, s, vendaId);
    comanda.exigirItensEditaveis(venda, mesa, 'adicionar');
    const { item } = await comanda.inserirItem(tx, s, venda, {
      ...precificado,
      quantidade: input.quantidade,
      observacoes: input.observacoes ?? null,
      cliente_nome: input.cliente_nome,
      agora: ctx.relogio.agora(),
    });
    return item;
  });
}

/** The waiter's 8 most-ordered products of the last 7 days (issue 16): the picker shows them above the categories. */
export async function maisPedidos(ctx: AppContext, s: StaffSession): Promise<{ produto_ids: number[] }> {
  const desde = new Date(ctx.relogio.agora().getTime() - 7 * 24 * 60 * 60 * 1000);
  const linhas = await comanda.maisPedidosDoUsuario(tenant(ctx.db, s.empresaId), s.id, desde, 8);
  return { produto_ids: linhas.map((l) => l.produto_id!) };
}
