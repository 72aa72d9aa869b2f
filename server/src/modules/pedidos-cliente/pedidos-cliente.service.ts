import {
  JANELA_PEDIDOS_MS,
  fromCents,
  toCents,
  MSG_PEDIDOS,
  PEDIDOS_POR_JANELA,
  type AprovarPedidoInput,
  type CriarPedidoClienteInput,
  type ListarPedidosClienteQuery,
  type PedidoClienteDTO,
  type PedidoCriadoDTO,
  type RecusarPedidoInput,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { StaffSession } from '../../sessoes/sessao';
import type { CarrinhoLinha, PedidoCliente, Venda } from '../../db/tables';
import { withTransaction, type Tx } from '../../db/transaction';
import { tenant, type Tenant } from '../../db/tenant';
import { conflict, notFound, tooManyRequests } from '../../errors';
import { exigirItensEditaveis, inserirItem, travarComanda, type AutorItem } from '../comanda/comanda';
import { atualizarVenda } from '../comanda/comanda';
import { exigirLimiteDoCartao } from '../cartoes/cartoes.service';
import { exigirPedidosLigados, lugarDoAlvo, resolverAlvo, type AlvoPublico, type Referencia } from './alvo';
import { emitirCarrinho } from './carrinho.service';
import { precificarPedido, type LinhaPrecificada } from './precificar';
import { presentPedido, situacaoDoPedido } from './pedidos-cliente.presenter';
import * as repo from './pedidos-cliente.repo';

const PEDIDO_NAO_ENCONTRADO = 'Pedido não encontrado';
/** How a diner's order appears in the tab's history and on its kitchen tickets when no one approved it ('direto'). */
const CLIENTE_QR = 'Cliente (QR Code)';

/** A cart line as an order line: its own person, its stored selection. */
const linhaDoCarrinhoComoItem = (l: CarrinhoLinha) => ({
  produto_id: l.produto_id,
  quantidade: l.quantidade,
  sabores: l.sabores.map((s) => s.id),
  adicionais: l.adicionais.map((a) => ({ adicional_id: a.id, quantidade: a.quantidade })),
  observacao: l.observacao,
  cliente_nome: l.cliente_nome,
});

/**
 * At most PEDIDOS_POR_JANELA stored orders per place (table or card) and per sender's address in the window (both hold
 * across instances).
 */
async function exigirDentroDoLimite(t: Tenant, agora: Date, alvo: AlvoPublico, origem: string): Promise<void> {
  const desde = new Date(agora.getTime() - JANELA_PEDIDOS_MS);
  const [daMesa, daOrigem] = await Promise.all([
    repo.contarPedidosDesde(t, desde, alvo.mesa ? { mesaId: alvo.mesa.id } : { cartaoNumero: alvo.cartao!.numero }),
    repo.contarPedidosDesde(t, desde, { origem }),
  ]);
  if (daMesa >= PEDIDOS_POR_JANELA || daOrigem >= PEDIDOS_POR_JANELA)
    throw tooManyRequests(MSG_PEDIDOS.muitos, JANELA_PEDIDOS_MS / 1000);
}

/**
 * Puts approved lines on the tab through the waiter's own add (inserirItem: production tickets and
 * stations, history, totals, events), each keeping its person, and marks them aprovado (at `agora`, the app's clock).
 */
async function lancarNaComanda(
  tx: Tx,
  autor: AutorItem,
  venda: Venda,
  linhas: { id: number; precificada: LinhaPrecificada }[],
  agora: Date,
): Promise<Venda> {
  const t = tenant(tx.trx, autor.empresaId);
  let atual = venda;
  for (const { id, precificada } of linhas) {
    const { item, venda: depois } = await inserirItem(tx, autor, atual, { ...precificada, agora });
    await repo.decidirItem(t, id, {
      situacao: 'aprovado',
      venda_item_id: item.id,
      decidido_por: autor.id,
      decidido_em: agora,
    });
    atual = depois;
  }
  return atual;
}

/**
 * A diner's order (ARCHITECTURE rule 16): stored as a request that changes no tab, total or kitchen queue until staff
 * approve it, unless the company sends orders 'direto' and the tab was opened or confirmed by staff. Everything is
 * priced first (a sold-out product or a broken rule stores nothing), then, under the table's lock, the limits, the
 * cart lines it takes and the order are written in one transaction.
 */
export async function criarPedido(
  ctx: AppContext,
  ref: Referencia,
  input: CriarPedidoClienteInput,
  origem: string,
): Promise<PedidoCriadoDTO> {
  const alvo = await resolverAlvo(ctx.db, ref);
  exigirPedidosLigados(alvo);
  const semComanda = alvo.mesa ? MSG_PEDIDOS.semComanda : MSG_PEDIDOS.semComandaCartao;
  if (!alvo.venda) throw conflict(semComanda);
  const vendaId = alvo.venda.id;
  const lugar = lugarDoAlvo(alvo);
  const t0 = tenant(ctx.db, alvo.empresaId);
  const doCarrinho = (await repo.linhasDoCarrinho(t0, lugar)).filter((l) => input.carrinho_linha_ids.includes(l.id));
  if (doCarrinho.length !== new Set(input.carrinho_linha_ids).size) throw conflict(MSG_PEDIDOS.carrinhoMudou);
  const precificadas = await precificarPedido(ctx, alvo.empresaId, [
    ...input.itens.map((i) => ({ ...i, cliente_nome: input.cliente_nome })),
    ...doCarrinho.map(linhaDoCarrinhoComoItem),
  ]);

  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, alvo.empresaId);
    const { venda, mesa } = await travarComanda(tx, t, vendaId);
    // the tab must still stand on the place the diner ordered from (a moved tab's old table or card gets nothing)
    const noLugar = alvo.mesa ? mesa?.id === alvo.mesa.id : mesa == null && venda.cartao_id === alvo.cartao!.id;
    if (venda.situacao !== 'A' || !noLugar) throw conflict(semComanda);
    exigirItensEditaveis(venda, mesa, 'adicionar');
    // a card's limit (issue 37) answers the diner at once instead of at the approval
    const totalDoPedido = precificadas.reduce((soma, p) => soma + p.preco.total, 0);
    await exigirLimiteDoCartao(t, venda, toCents(venda.subtotal) + totalDoPedido);
    const agora = ctx.relogio.agora();
    await exigirDentroDoLimite(t, agora, alvo, origem);
    const tiradas = await repo.tirarLinhasDoCarrinho(t, lugar, input.carrinho_linha_ids);
    const mudou = tiradas.some((l) => doCarrinho.find((d) => d.id === l.id)?.quantidade !== l.quantidade);
    if (tiradas.length !== doCarrinho.length || mudou) throw conflict(MSG_PEDIDOS.carrinhoMudou);

    const direto = alvo.empresa.pedidos_cliente === 'direto' && !venda.aberta_pelo_cliente;
    const pedido = await repo.inserirPedido(t, {
      venda_id: venda.id,
      mesa_id: mesa?.id ?? null,
      mesa_numero: mesa?.numero ?? null,
      cartao_numero: mesa ? null : alvo.cartao!.numero,
      cliente_nome: input.cliente_nome,
      situacao: direto ? 'aprovado' : 'pendente',
      origem,
    });
    const itens = await repo.inserirItensDoPedido(
      t,
      precificadas.map((p) => ({
        pedido_id: pedido.id,
        produto_id: p.produto.id,
        produto_nome: p.produto.nome,
        cliente_nome: p.cliente_nome,
        quantidade: p.quantidade,
        sabores: p.saboresJson,
        adicionais: p.adicionaisJson,
        observacao: p.observacoes,
        valor_unitario: fromCents(p.preco.unitario),
        valor_total: fromCents(p.preco.total),
      })),
    );
    if (direto) {
      const autor = { empresaId: alvo.empresaId, id: null, nome: CLIENTE_QR };
      await lancarNaComanda(
        tx,
        autor,
        venda,
        itens.map((i, n) => ({ id: i.id, precificada: precificadas[n]! })),
        agora,
      );
    }
    const lidos = await repo.itensDosPedidos(t, [pedido.id]);
    const dto = presentPedido(pedido, lidos);
    tx.emit({ empresaId: alvo.empresaId, vendaId: venda.id, nome: 'pedido-cliente:novo', payload: dto });
    if (tiradas.length) await emitirCarrinho(tx, t, lugar);
    return {
      pedido_id: pedido.id,
      situacao: direto ? 'aprovado' : 'pendente',
      itens: lidos.map((i) => ({ id: i.id, status_producao: i.status_producao })),
    };
  });
}

export async function listar(
  ctx: AppContext,
  s: StaffSession,
  q: ListarPedidosClienteQuery,
): Promise<PedidoClienteDTO[]> {
  const t = tenant(ctx.db, s.empresaId);
  const desde = new Date(ctx.relogio.agora().getTime() - 86_400_000);
  const pedidos = await repo.listarPedidos(t, { situacao: q.situacao, desde });
  const itens = await repo.itensDosPedidos(
    t,
    pedidos.map((p) => p.id),
  );
  return pedidos.map((p) => presentPedido(p, itens));
}

/** The order's lines still pending, narrowed to `ids` when given; none left is 409 (already decided). */
async function pendentes(t: Tenant, pedidoId: number, ids: number[] | undefined) {
  const itens = (await repo.itensDosPedidos(t, [pedidoId])).filter(
    (i) => i.situacao === 'pendente' && (!ids || ids.includes(i.id)),
  );
  if (itens.length === 0) throw conflict(MSG_PEDIDOS.pedidoDecidido);
  return itens;
}

/** Stores the order's new overall status and queues pedido-cliente:atualizado (the diner's bill follows by vendaId). */
async function fecharDecisao(tx: Tx, t: Tenant, pedido: PedidoCliente): Promise<PedidoClienteDTO> {
  const itens = await repo.itensDosPedidos(t, [pedido.id]);
  const atualizado = await repo.atualizarSituacaoDoPedido(t, pedido.id, situacaoDoPedido(itens));
  const dto = presentPedido(atualizado, itens);
  tx.emit({ empresaId: t.empresaId, vendaId: pedido.venda_id, nome: 'pedido-cliente:atualizado', payload: dto });
  return dto;
}

/**
 * Staff approve an order (all its pending lines, or some): each becomes a tab item through the waiter's add path,
 * priced again from today's menu, and a tab a diner opened counts as confirmed by staff from then on.
 */
export async function aprovar(
  ctx: AppContext,
  s: StaffSession,
  pedidoId: number,
  input: AprovarPedidoInput,
): Promise<PedidoClienteDTO> {
  const t0 = tenant(ctx.db, s.empresaId);
  const pedido = await repo.buscarPedido(t0, pedidoId);
  if (!pedido) throw notFound(PEDIDO_NAO_ENCONTRADO);
  const aprovar = await pendentes(t0, pedido.id, input.itens);
  const precificadas = await precificarPedido(
    ctx,
    s.empresaId,
    aprovar.map((i) => ({
      produto_id: i.produto_id ?? 0,
      quantidade: i.quantidade,
      sabores: i.sabores.map((x) => x.id),
      adicionais: i.adicionais.map((a) => ({ adicional_id: a.id, quantidade: a.quantidade })),
      observacao: i.observacao,
      cliente_nome: i.cliente_nome,
    })),
  );
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const { venda, mesa } = await travarComanda(tx, s, pedido.venda_id);
    exigirItensEditaveis(venda, mesa, 'adicionar');
    const travado = await repo.travarPedido(t, pedido.id);
    // decided meanwhile by someone else: the lines must still be pending under the lock
    const ainda = await pendentes(t, pedido.id, input.itens);
    if (ainda.length !== aprovar.length) throw conflict(MSG_PEDIDOS.pedidoDecidido);
    await lancarNaComanda(
      tx,
      s,
      venda,
      aprovar.map((i, n) => ({ id: i.id, precificada: precificadas[n]! })),
      ctx.relogio.agora(),
    );
    if (venda.aberta_pelo_cliente) await atualizarVenda(t, venda.id, { aberta_pelo_cliente: false });
    return fecharDecisao(tx, t, travado!);
  });
}

/** Staff refuse an order (or some lines) with a reason the diner sees as 'Recusado: motivo'. */
export async function recusar(
  ctx: AppContext,
  s: StaffSession,
  pedidoId: number,
  input: RecusarPedidoInput,
): Promise<PedidoClienteDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const pedido = await repo.travarPedido(t, pedidoId);
    if (!pedido) throw notFound(PEDIDO_NAO_ENCONTRADO);
    for (const i of await pendentes(t, pedido.id, input.itens))
      await repo.decidirItem(t, i.id, {
        situacao: 'recusado',
        motivo: input.motivo,
        decidido_por: s.id,
        decidido_em: ctx.relogio.agora(),
      });
    return fecharDecisao(tx, t, pedido);
  });
}
