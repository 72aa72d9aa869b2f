import {
  CARRINHO_MAX_LINHAS,
  MSG_PEDIDOS,
  fromCents,
  type AdicionarCarrinhoInput,
  type AlterarCarrinhoInput,
  type CarrinhoDTO,
  type CarrinhoLinhaDTO,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Venda } from '../../db/tables';
import { withTransaction, type Tx } from '../../db/transaction';
import { tenant, type Tenant } from '../../db/tenant';
import { conflict, forbidden, notFound } from '../../errors';
import { travarMesa } from '../mesas/mesa';
import { precificarPedido } from './precificar';
import { exigirPedidosLigados, resolverAlvo, type Referencia } from './alvo';
import { presentLinhaCarrinho } from './pedidos-cliente.presenter';
import * as repo from './pedidos-cliente.repo';

/*
 * The table's shared cart (issue 22): one per table, held by the server, seen live by everyone on the table's link.
 * Each line belongs to the phone that added it (its `dispositivo`); only that phone changes or removes it. The secret
 * never leaves that phone: others see the line's owner by name and an opaque `pessoa` key (issue 35).
 */

/** The whole cart; the lines of the phone asking (`dispositivo`, when it says) come `minha`. */
export async function verCarrinho(ctx: AppContext, ref: Referencia, dispositivo?: string): Promise<CarrinhoDTO> {
  const alvo = await resolverAlvo(ctx.db, ref);
  const linhas = await repo.linhasDoCarrinho(tenant(ctx.db, alvo.empresaId), alvo.mesa.id);
  return { linhas: linhas.map((l) => presentLinhaCarrinho(l, dispositivo)) };
}

/** Queues the whole cart for the table's room (read inside the transaction, after the change); no line is `minha`. */
export async function emitirCarrinho(tx: Tx, t: Tenant, mesaId: number): Promise<void> {
  const linhas = (await repo.linhasDoCarrinho(t, mesaId)).map((l) => presentLinhaCarrinho(l));
  tx.emit({ publico: true, empresaId: t.empresaId, mesaId, nome: 'carrinho:atualizado', payload: { linhas } });
}

/** The tab core's hook (modules/ganchos.ts): the table's shared cart goes with its tab; the next visit starts clean. */
export async function esvaziarComAComanda(tx: Tx, t: Tenant, venda: Venda): Promise<void> {
  if (venda.mesa_id == null || !(await repo.esvaziarCarrinho(t, venda.mesa_id))) return;
  tx.emit({
    publico: true,
    empresaId: t.empresaId,
    mesaId: venda.mesa_id,
    nome: 'carrinho:atualizado',
    payload: { linhas: [] },
  });
}

/** Adds a line priced by the server with the picker's rules (a sold-out product is 409). */
export async function adicionar(
  ctx: AppContext,
  ref: Referencia,
  input: AdicionarCarrinhoInput,
): Promise<CarrinhoLinhaDTO> {
  const alvo = await resolverAlvo(ctx.db, ref);
  exigirPedidosLigados(alvo);
  const [p] = await precificarPedido(ctx, alvo.empresaId, [{ ...input.item, cliente_nome: input.cliente_nome }]);
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, alvo.empresaId);
    // the table's lock serializes the cart's writes: the line limit holds under concurrent adds
    if (!(await travarMesa(t, alvo.mesa.id))) throw notFound(MSG_PEDIDOS.mesaNaoEncontrada);
    if ((await repo.contarLinhasDoCarrinho(t, alvo.mesa.id)) >= CARRINHO_MAX_LINHAS)
      throw conflict(MSG_PEDIDOS.carrinhoCheio);
    const linha = await repo.inserirLinhaDoCarrinho(t, {
      mesa_id: alvo.mesa.id,
      dispositivo: input.dispositivo,
      cliente_nome: input.cliente_nome,
      produto_id: p!.produto.id,
      produto_nome: p!.produto.nome,
      quantidade: input.item.quantidade,
      sabores: JSON.stringify(p!.saboresJson),
      adicionais: JSON.stringify(p!.adicionaisJson),
      observacao: input.item.observacao,
      valor_unitario: fromCents(p!.preco.unitario),
    });
    await emitirCarrinho(tx, t, alvo.mesa.id);
    return presentLinhaCarrinho(linha, input.dispositivo);
  });
}

/** A line of this table's cart that this phone added: another table's line is 404, another phone's 403. */
async function linhaDoDispositivo(t: Tenant, mesaId: number, linhaId: number, dispositivo: string) {
  const linha = await repo.linhaDoCarrinho(t, mesaId, linhaId);
  if (!linha) throw notFound(MSG_PEDIDOS.linhaNaoEncontrada);
  if (linha.dispositivo !== dispositivo) throw forbidden(MSG_PEDIDOS.donoLinha);
  return linha;
}

export async function alterar(
  ctx: AppContext,
  ref: Referencia,
  linhaId: number,
  input: AlterarCarrinhoInput,
): Promise<CarrinhoLinhaDTO> {
  const alvo = await resolverAlvo(ctx.db, ref);
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, alvo.empresaId);
    await travarMesa(t, alvo.mesa.id);
    const linha = await linhaDoDispositivo(t, alvo.mesa.id, linhaId, input.dispositivo);
    await repo.alterarQuantidadeDaLinha(t, linha.id, input.quantidade);
    await emitirCarrinho(tx, t, alvo.mesa.id);
    return presentLinhaCarrinho({ ...linha, quantidade: input.quantidade }, input.dispositivo);
  });
}

export async function remover(ctx: AppContext, ref: Referencia, linhaId: number, dispositivo: string): Promise<void> {
  const alvo = await resolverAlvo(ctx.db, ref);
  await withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, alvo.empresaId);
    await travarMesa(t, alvo.mesa.id);
    const linha = await linhaDoDispositivo(t, alvo.mesa.id, linhaId, dispositivo);
    await repo.removerLinhaDoCarrinho(t, linha.id);
    await emitirCarrinho(tx, t, alvo.mesa.id);
  });
}
