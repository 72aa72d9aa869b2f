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
import { precificarPedido } from './precificar';
import {
  exigirPedidosLigados,
  lugarDoAlvo,
  lugarNaoEncontrado,
  resolverAlvo,
  travarLugar,
  type Lugar,
  type Referencia,
} from './alvo';
import { presentLinhaCarrinho } from './pedidos-cliente.presenter';
import * as repo from './pedidos-cliente.repo';

/*
 * The place's shared cart (issue 22; a numbered card is a place too, issue 37): one per table or card, held by the server, seen live by everyone on the table's link.
 * Each line belongs to the phone that added it (its `dispositivo`); only that phone changes or removes it. The secret
 * never leaves that phone: others see the line's owner by name and an opaque `pessoa` key (issue 35).
 */

/** The whole cart; the lines of the phone asking (`dispositivo`, when it says) come `minha`. */
export async function verCarrinho(ctx: AppContext, ref: Referencia, dispositivo?: string): Promise<CarrinhoDTO> {
  const alvo = await resolverAlvo(ctx.db, ref);
  const linhas = await repo.linhasDoCarrinho(tenant(ctx.db, alvo.empresaId), lugarDoAlvo(alvo));
  return { linhas: linhas.map((l) => presentLinhaCarrinho(l, dispositivo)) };
}

/** The public room of a place: a table's (mesaId) or a card's (by its number, issue 37). */
const salaDoLugar = (lugar: Lugar) =>
  'mesa_id' in lugar ? { mesaId: lugar.mesa_id } : { cartao: lugar.cartao_numero };

/** Queues the whole cart for the place's room (read inside the transaction, after the change); no line is `minha`. */
export async function emitirCarrinho(tx: Tx, t: Tenant, lugar: Lugar): Promise<void> {
  const linhas = (await repo.linhasDoCarrinho(t, lugar)).map((l) => presentLinhaCarrinho(l));
  tx.emit({
    publico: true,
    empresaId: t.empresaId,
    ...salaDoLugar(lugar),
    nome: 'carrinho:atualizado',
    payload: { linhas },
  });
}

/** The tab core's hook (modules/ganchos.ts): the place's shared cart goes with its tab; the next visit starts clean. */
export async function esvaziarComAComanda(tx: Tx, t: Tenant, venda: Venda): Promise<void> {
  const lugar: Lugar | null =
    venda.mesa_id != null
      ? { mesa_id: venda.mesa_id }
      : venda.cartao_id != null && venda.numero != null
        ? { cartao_id: venda.cartao_id, cartao_numero: venda.numero }
        : null;
  if (!lugar || !(await repo.esvaziarCarrinho(t, lugar))) return;
  tx.emit({
    publico: true,
    empresaId: t.empresaId,
    ...salaDoLugar(lugar),
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
    const lugar = lugarDoAlvo(alvo);
    // the place's lock serializes the cart's writes: the line limit holds under concurrent adds
    if (!(await travarLugar(t, lugar))) throw lugarNaoEncontrado(alvo);
    if ((await repo.contarLinhasDoCarrinho(t, lugar)) >= CARRINHO_MAX_LINHAS) throw conflict(MSG_PEDIDOS.carrinhoCheio);
    const linha = await repo.inserirLinhaDoCarrinho(t, {
      ...repo.colunasDoLugar(lugar),
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
    await emitirCarrinho(tx, t, lugar);
    return presentLinhaCarrinho(linha, input.dispositivo);
  });
}

/** A line of this place's cart that this phone added: another place's line is 404, another phone's 403. */
async function linhaDoDispositivo(t: Tenant, lugar: Lugar, linhaId: number, dispositivo: string) {
  const linha = await repo.linhaDoCarrinho(t, lugar, linhaId);
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
    const lugar = lugarDoAlvo(alvo);
    await travarLugar(t, lugar);
    const linha = await linhaDoDispositivo(t, lugar, linhaId, input.dispositivo);
    await repo.alterarQuantidadeDaLinha(t, linha.id, input.quantidade);
    await emitirCarrinho(tx, t, lugar);
    return presentLinhaCarrinho({ ...linha, quantidade: input.quantidade }, input.dispositivo);
  });
}

export async function remover(ctx: AppContext, ref: Referencia, linhaId: number, dispositivo: string): Promise<void> {
  const alvo = await resolverAlvo(ctx.db, ref);
  await withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, alvo.empresaId);
    const lugar = lugarDoAlvo(alvo);
    await travarLugar(t, lugar);
    const linha = await linhaDoDispositivo(t, lugar, linhaId, dispositivo);
    await repo.removerLinhaDoCarrinho(t, linha.id);
    await emitirCarrinho(tx, t, lugar);
  });
}
