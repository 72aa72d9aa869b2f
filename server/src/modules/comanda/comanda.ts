import { randomBytes } from 'node:crypto';
import {
  agruparAdicionais,
  calcularPrecoItem,
  excedeValorMaximo,
  fromCents,
  toCents,
  totaisDaComanda,
  validarSelecao,
  MSG_COMANDA,
  type AdicionarItemInput,
  type ItemDTO,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import { tenant, type NovaLinha, type Tenant } from '../../db/tenant';
import type { Tx } from '../../db/transaction';
import type { Mesa, Venda } from '../../db/tables';
import { badRequest, conflict, notFound } from '../../errors';
import { configuracoesDaEmpresa } from '../empresa/configuracoes';
import { presentItem, presentVenda } from './comanda.presenter';
import * as repo from './comanda.repo';
import { nomeDoAutor, registrarHistorico } from './comanda.historico';
import { gancho, type AutorItem } from './ganchos';

/*
 * The tab core (issue 36): a tab's lifecycle (open, lock, add an item with its price and totals, history, close),
 * whatever it stands on (a table today; a card, the counter or a delivery next). Payments, diner orders, the kitchen,
 * printing and the table map call it; it calls none of them, only the hooks they register (ganchos.ts).
 */

export type { AutorItem };

/** Public link token: 144 random bits, base64url (spec: >= 128 bits, dies with the tab). */
export const novoToken = () => randomBytes(18).toString('base64url');

/** The one refusal of a change to a tab that is no longer open (409). */
function comandaNaoAberta(v: Pick<Venda, 'situacao'>): never {
  throw conflict(
    v.situacao === 'F' ? MSG_COMANDA.fechada : v.situacao === 'C' ? MSG_COMANDA.cancelada : MSG_COMANDA.naoAberta,
  );
}

/** Guards an open tab (the guard every change starts with). */
export function exigirAberta(v: Pick<Venda, 'situacao'>): void {
  if (v.situacao !== 'A') comandaNaoAberta(v);
}

/** The company's tab by id: another company's, or none, is 404. */
export async function exigirVenda(t: Tenant, vendaId: number): Promise<Venda> {
  const venda = await repo.buscarVenda(t, vendaId);
  if (!venda) throw notFound(MSG_COMANDA.naoEncontrada);
  return venda;
}

/**
 * What a tab stands on besides a table (issue 37), as its caller decided it: the kind, its number (a card's, or a
 * counter order's of the day), the counter's takeaway flag and public page. The core stores it and names the tab by
 * it (rotuloComanda); the rules of each kind live in their own modules.
 */
export type LugarDaComanda = Partial<
  Pick<
    NovaLinha<'vendas'>,
    | 'tipo'
    | 'numero'
    | 'numero_dia'
    | 'viagem'
    | 'cartao_id'
    | 'token_pedido'
    | 'cobrar_taxa_servico'
    | 'taxa_entrega'
    | 'minimo_consumacao'
  >
>;

/**
 * Opens a tab on what the caller already locked (a table: mesa) or decided (`lugar`: a card, the counter). A diner
 * opening it (autor id null) leaves it unconfirmed.
 */
export async function abrirComanda(
  tx: Tx,
  autor: AutorItem,
  dados: { mesa?: Pick<Mesa, 'id' | 'numero'>; nome_cliente: string; lugar?: LugarDaComanda },
): Promise<Venda> {
  const t = tenant(tx.trx, autor.empresaId);
  const { taxa_servico_percentual } = await configuracoesDaEmpresa(t, 'taxa_servico_percentual');
  // an empty tab's totals by the shared rule: a card's minimum spend (issue 37) is due from the start
  const totais = totaisDaComanda(
    {
      taxa_servico_percentual,
      cobrar_taxa_servico: dados.lugar?.cobrar_taxa_servico ?? true,
      desconto_tipo: null,
      desconto_valor: null,
      taxa_entrega: dados.lugar?.taxa_entrega ?? null,
      minimo_consumacao: dados.lugar?.minimo_consumacao ?? null,
    },
    0,
    [],
  );
  const venda = await repo.inserirVenda(t, {
    ...repo.colunasDosTotais(totais),
    taxa_servico_percentual,
    mesa_id: dados.mesa?.id ?? null,
    mesa_numero: dados.mesa?.numero ?? null,
    nome_cliente: dados.nome_cliente,
    funcionario: autor.nome || 'Sistema',
    usuario_id: autor.id,
    token_publico: novoToken(),
    aberta_pelo_cliente: autor.id == null,
    ...dados.lugar,
  });
  await registrarHistorico(t, autor, venda.id, {
    tipo: 'abertura',
    depois: {
      mesa_numero: venda.mesa_numero,
      nome_cliente: venda.nome_cliente,
      ...(venda.tipo !== 'mesa' && { tipo: venda.tipo, numero: venda.numero, viagem: venda.viagem }),
    },
  });
  tx.emit({
    empresaId: autor.empresaId,
    vendaId: venda.id,
    nome: 'venda:aberta',
    payload: { venda: presentVenda(venda) },
  });
  return venda;
}

/**
 * Locks what the tab stands on (its table, through the hook), then the tab: every tab change takes the locks in this
 * order, so they never deadlock. If the tab moved between the two (a move holds both locks), they are taken again.
 */
export async function travarComanda(
  tx: Tx,
  s: { empresaId: number },
  vendaId: number,
): Promise<{ venda: Venda; mesa: Mesa | undefined }> {
  const t = tenant(tx.trx, s.empresaId);
  for (let tentativa = 0; ; tentativa++) {
    const mesa = await gancho().travarLugar(t, vendaId);
    const venda = await repo.travarVenda(t, vendaId);
    if (!venda) throw notFound(MSG_COMANDA.naoEncontrada);
    if ((venda.mesa_id ?? undefined) === mesa?.id) return { venda, mesa };
    // a tab that keeps moving is not worth waiting for: the client retries
    if (tentativa === 2) throw conflict('A comanda mudou de mesa. Tente novamente.');
  }
}

/** An open tab whose items may change now (its table has not asked for the bill). */
export function exigirItensEditaveis(venda: Venda, mesa: Mesa | undefined, verbo: 'adicionar' | 'remover') {
  exigirAberta(venda);
  gancho().exigirItensEditaveis(venda, mesa, verbo);
}

/**
 * Ends a locked open tab (F closed or C cancelled) at `agora` (the caller's `ctx.relogio.agora()`): the row, the
 * history, the event, a cancelled tab's items leaving production, then every registered hook (reports, the table, the
 * diners' cart) in the same transaction.
 */
export async function encerrarComanda(
  tx: Tx,
  autor: AutorItem,
  venda: Venda,
  mesa: Mesa | undefined,
  situacao: 'F' | 'C',
  agora: Date,
  motivo?: string,
): Promise<Venda> {
  const t = tenant(tx.trx, autor.empresaId);
  const encerrada = await repo.atualizarVenda(t, venda.id, { situacao, data_fechamento: agora });
  await registrarHistorico(t, autor, venda.id, {
    tipo: situacao === 'F' ? 'fechamento' : 'cancelamento',
    antes: { situacao: venda.situacao },
    depois: { situacao, total: encerrada.total, valor_pago: encerrada.valor_pago, troco: encerrada.troco },
    motivo,
  });
  tx.emit({
    empresaId: autor.empresaId,
    vendaId: venda.id,
    nome: situacao === 'F' ? 'venda:fechada' : 'venda:cancelada',
    payload: { venda: presentVenda(encerrada) },
  });
  // a cancelled tab's items leave the production screens (struck through when already started)
  if (situacao === 'C') await gancho().itensSaindo(tx, autor, await repo.itensDasVendas(t, [venda.id]), agora);
  for (const h of gancho().encerrada) await h(tx, t, encerrada, mesa);
  return encerrada;
}

/** What pricing reads from an add-item body (the waiter's, or a diner's line). */
export type SelecaoItem = Pick<
  AdicionarItemInput,
  'produto_id' | 'quantidade' | 'sabores' | 'adicionais' | 'observacoes'
>;

/**
 * Prices an item from the menu, outside any lock: the product (with its station), the chosen flavours and add-ons,
 * validated by the shared rules. Client-sent prices, totals and names are never read. The product's menu entry comes
 * from the instance's cache (ctx.cardapio), which every menu or station change drops at its commit, here and on the
 * other instances: the price is the one the database holds.
 */
export async function precificar(ctx: AppContext, empresaId: number, input: SelecaoItem) {
  const saborIds = input.sabores.filter((id): id is number => id != null);
  if (new Set(saborIds).size !== saborIds.length) throw badRequest('Sabor repetido');
  const menu = await ctx.cardapio.ler(
    empresaId,
    () => repo.menuDoProduto(tenant(ctx.db, empresaId), input.produto_id),
    input.produto_id,
  );
  if (!menu) throw notFound('Produto não encontrado');
  if (menu.produto.ativo !== 'S') throw badRequest('Produto inativo');
  const sabores = menu.sabores.filter((sb) => saborIds.includes(sb.id));
  if (sabores.length !== saborIds.length) throw badRequest('Sabor inválido para este produto');
  const adicionais = agruparAdicionais(
    input.adicionais.filter((a): a is { adicional_id: number; quantidade: number } => a.adicional_id != null),
  );
  const erro = validarSelecao({
    produto: menu.produto,
    qtdSabores: saborIds.length,
    grupos: menu.grupos,
    adicionais,
    quantidade: input.quantidade,
    observacoes: input.observacoes,
  });
  if (erro) throw badRequest(erro);
  const todos = menu.grupos.flatMap((g) => g.adicionais);
  const escolhidos = adicionais.map((a) => ({
    ...todos.find((d) => d.id === a.adicional_id)!,
    quantidade: a.quantidade,
  }));
  const preco = calcularPrecoItem({
    produto: menu.produto,
    sabores,
    adicionais: escolhidos,
    quantidade: input.quantidade,
  });
  return { ...menu, sabores, escolhidos, preco };
}

export type ItemPrecificado = Awaited<ReturnType<typeof precificar>>;

/**
 * What the add-item writes, priced from our menu (precificar) or by an outside channel that sets its own prices (a
 * marketplace's order): then the product may be none of ours (id null), and flavours and add-ons carry their names.
 */
export interface ItemParaInserir {
  produto: { id: number | null; nome: string; estacao_id: number | null; estacao_nome: string | null };
  sabores: { id: number | null; nome: string; preco_adicional: string | number }[];
  escolhidos: { id: number | null; nome: string; preco: string | number; quantidade: number }[];
  preco: { unitario: number; total: number };
}

/**
 * The add-item writes under the locks of travarComanda, shared by the waiter's add and a diner's approved order:
 * the ticket, then the item, the totals and the history line in one statement (and the flavours and add-ons, if any),
 * the production screens and the event. The replies and events are built from what was written, with no read back.
 * Returns the item and the tab as the write left it (the next add on the same tab starts from it). `agora` is the
 * time of the add, by the app's clock (the caller's `ctx.relogio.agora()`).
 */
export async function inserirItem(
  tx: Tx,
  autor: AutorItem,
  venda: Venda,
  item: ItemParaInserir & { quantidade: number; observacoes: string | null; cliente_nome: string | null; agora: Date },
): Promise<{ item: ItemDTO; venda: Venda }> {
  const t = tenant(tx.trx, autor.empresaId);
  const { produto, sabores, escolhidos, preco } = item;
  // payments do not change: the stored paid amount and change stand
  const totais = totaisDaComanda(venda, toCents(venda.subtotal) + preco.total, [
    { valor: venda.valor_pago, troco: venda.troco },
  ]);
  const valores = escolhidos.map((a) => toCents(a.preco) * a.quantidade);
  if (excedeValorMaximo(preco.unitario, preco.total, totais.subtotal, totais.total, ...valores))
    throw badRequest('Valor excede o limite');
  await gancho().exigirCabeNaComanda(t, venda, totais.subtotal);

  const producao = await gancho().rotear(t, venda.id, produto.estacao_id, item.agora);
  const linha = await repo.inserirItemComTotais(
    t,
    {
      venda_id: venda.id,
      produto_id: produto.id,
      produto_nome: produto.nome,
      quantidade: item.quantidade,
      preco_unitario: fromCents(preco.unitario),
      total: fromCents(preco.total),
      observacoes: item.observacoes || null,
      usuario_id: autor.id,
      cliente_nome: item.cliente_nome,
      ...producao,
    },
    totais,
    autor,
  );
  const saboresItem = sabores.map((sb) => ({
    sabor_id: sb.id,
    sabor_nome: sb.nome,
    quantidade: 1,
    preco_unitario: sb.preco_adicional,
    preco_adicional: sb.preco_adicional,
  }));
  const adicionaisItem = escolhidos.map((a, i) => ({
    adicional_id: a.id,
    adicional_nome: a.nome,
    quantidade: a.quantidade,
    preco_unitario: a.preco,
    preco: fromCents(valores[i]!),
  }));
  await repo.inserirDetalhes(t, linha.id, saboresItem, adicionaisItem);
  // the tab as the UPDATE left it: the locked row with the totals written
  const depois = repo.vendaComTotais(venda, totais);
  const dto = presentItem({
    ...linha,
    estacao_nome: produto.estacao_nome,
    sabores: saboresItem,
    adicionais: adicionaisItem,
  });
  if (linha.estacao_id != null)
    await gancho().paraProducao(tx, t, {
      ...linha,
      estacao_id: linha.estacao_id,
      estacao_nome: produto.estacao_nome!,
      mesa_numero: venda.mesa_numero,
      tipo: venda.tipo,
      numero: venda.numero,
      nome_cliente: venda.nome_cliente,
      viagem: venda.viagem,
      funcionario: venda.funcionario,
      usuario_nome: nomeDoAutor(autor),
      sabores: saboresItem.map((x) => x.sabor_nome),
      adicionais: adicionaisItem.map((x) => ({ nome: x.adicional_nome, quantidade: x.quantidade })),
    });
  tx.emit({
    empresaId: autor.empresaId,
    vendaId: venda.id,
    nome: 'venda:item-adicionado',
    payload: { venda: presentVenda(depois), item: dto },
  });
  return { item: dto, venda: depois };
}

/**
 * Recomputes a locked tab's money from the database (repo.recalcularTotais) after any change to its items or
 * payments. When items came in (a transfer or a merge into it), what the tab stands on may refuse them first (a card's
 * limit, issue 37: exigirCabeNaComanda), before anything is written.
 */
export const recalcularTotais = (t: Tenant, vendaId: number) =>
  repo.recalcularTotais(t, vendaId, (venda, totais) => gancho().exigirCabeNaComanda(t, venda, totais.subtotal));

/** What the other modules read and write of a tab: the core's own queries, the only way to its tables. */
export {
  alterarQuantidade,
  atualizarVenda,
  buscarItem,
  buscarVenda,
  canceladosNaProducao,
  colunasDosTotais,
  inserirLinhaDeItem,
  itensDasVendas,
  maisPedidosDoUsuario,
  menuDoProduto,
  moverItem,
  moverItensEPagamentos,
  removerItem,
  renovarTokenDaMesa,
  travarVenda,
  vendaAbertaDaMesa,
  vendasAtivas,
} from './comanda.repo';
