import { randomBytes } from 'node:crypto';
import {
  TRANSICOES_MESA,
  agruparAdicionais,
  calcularPrecoItem,
  excedeValorMaximo,
  fromCents,
  toCents,
  motivoTransicaoInvalida,
  podeTransicionar,
  temPermissao,
  totaisDaComanda,
  validarSelecao,
  type AbrirVendaInput,
  type AdicionarItemInput,
  type AtualizarVendaInput,
  type ItemDTO,
  type ItemProducaoDTO,
  type VendaDTO,
} from '@comanda/shared';
import type { AppContext, StaffSession } from '../../context';
import { withTransaction, type Tx } from '../../db/transaction';
import { tenant } from '../../db/tenant';
import type { Mesa, Venda } from '../../db/tables';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { acumularFechamento } from '../relatorios/resumos.repo';
import { emitirMesa } from '../mesas/mesas.events';
import { atualizarMesa, travarMesa, travarMesaDaVenda } from '../mesas/mesas.repo';
import { cancelarNaProducao, enviarParaProducao, rotearItem } from '../cozinha/producao';
import { presentItem, presentVenda } from './vendas.presenter';
import * as repo from './vendas.repo';
import { esvaziarCarrinho } from '../pedidos-cliente/pedidos-cliente.repo';
import { nomeDoAutor, registrarHistorico, type AutorHistorico } from './vendas.historico';

const VENDA_NAO_ENCONTRADA = 'Comanda não encontrada';
const MESA_NAO_ENCONTRADA = 'Mesa não encontrada';
const JA_ABERTA = 'Mesa já possui comanda aberta';

/** Public link token: 144 random bits, base64url (spec: >= 128 bits, dies with the tab). */
export const novoToken = () => randomBytes(18).toString('base64url');

export function comandaNaoAberta(v: Venda): never {
  throw conflict(
    v.situacao === 'F'
      ? 'Comanda já está fechada'
      : v.situacao === 'C'
        ? 'Comanda já está cancelada'
        : 'Comanda não está aberta',
  );
}

/**
 * Opens a tab on a locked table (L or R) and marks the table occupied. A diner opening it from the table card
 * (autor id null, issue 22) leaves it not staff-confirmed: its orders wait for approval.
 */
export async function abrirComandaNaTransacao(
  tx: Tx,
  s: AutorItem,
  mesa: Mesa,
  nomeCliente?: string,
): Promise<{ venda: Venda; mesa: Mesa }> {
  if (!podeTransicionar('abrir_comanda', mesa.situacao))
    throw conflict(motivoTransicaoInvalida('abrir_comanda', mesa.situacao));
  const t = tenant(tx.trx, s.empresaId);
  if (await repo.vendaAbertaDaMesa(t, mesa.id)) throw conflict(JA_ABERTA);
  const venda = await repo.inserirVenda(t, {
    taxa_servico_percentual: await repo.taxaServicoDaEmpresa(t),
    mesa_id: mesa.id,
    mesa_numero: mesa.numero,
    nome_cliente: nomeCliente ?? ((mesa.situacao === 'R' && mesa.cliente_reserva) || 'Cliente'),
    funcionario: s.nome || 'Sistema',
    usuario_id: s.id,
    token_publico: novoToken(),
    aberta_pelo_cliente: s.id == null,
  });
  const ocupada = await atualizarMesa(t, mesa.id, { situacao: 'O', cliente_reserva: null, data_reserva: null });
  await registrarHistorico(t, s, venda.id, {
    tipo: 'abertura',
    depois: { mesa_numero: mesa.numero, nome_cliente: venda.nome_cliente },
  });
  tx.emit({ empresaId: s.empresaId, vendaId: venda.id, nome: 'venda:aberta', payload: { venda: presentVenda(venda) } });
  emitirMesa(tx, s.empresaId, ocupada);
  return { venda, mesa: ocupada };
}

/** The partial unique index is the last guard against two open tabs on one table. */
async function semSegundaComanda<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e: any) {
    if (e?.code === '23505' && String(e?.constraint ?? e?.message).includes('vendas_uma_aberta_por_mesa'))
      throw conflict(JA_ABERTA);
    throw e;
  }
}

export async function abrir(ctx: AppContext, s: StaffSession, input: AbrirVendaInput): Promise<VendaDTO> {
  return semSegundaComanda(
    withTransaction(ctx.db, ctx.bus, async (tx) => {
      const mesa = await travarMesa(tenant(tx.trx, s.empresaId), input.mesa_id);
      if (!mesa) throw notFound(MESA_NAO_ENCONTRADA);
      const { venda } = await abrirComandaNaTransacao(tx, s, mesa, input.nome_cliente);
      return presentVenda(venda);
    }),
  );
}

export const ativas = async (ctx: AppContext, s: StaffSession) =>
  (await repo.vendasAtivas(tenant(ctx.db, s.empresaId))).map(presentVenda);

export async function daMesa(ctx: AppContext, s: StaffSession, mesaId: number): Promise<VendaDTO> {
  const venda = await repo.vendaAbertaDaMesa(tenant(ctx.db, s.empresaId), mesaId);
  if (!venda) throw notFound('Nenhuma comanda aberta para esta mesa');
  return presentVenda(venda);
}

/**
 * Locks the tab's table, then the tab: every tab change takes the locks in this order, so they never deadlock. Two
 * statements; if the tab moved to another table between them (a move holds both locks), the locks are taken again.
 */
export async function travarVendaEMesa(
  tx: Tx,
  s: Pick<StaffSession, 'empresaId'>,
  vendaId: number,
): Promise<{ venda: Venda; mesa: Mesa | undefined }> {
  const t = tenant(tx.trx, s.empresaId);
  for (let tentativa = 0; ; tentativa++) {
    const mesa = await travarMesaDaVenda(t, vendaId);
    const venda = await repo.travarVenda(t, vendaId);
    if (!venda) throw notFound(VENDA_NAO_ENCONTRADA);
    if ((venda.mesa_id ?? undefined) === mesa?.id) return { venda, mesa };
    // a tab that keeps moving is not worth waiting for: the client retries
    if (tentativa === 2) throw conflict('A comanda mudou de mesa. Tente novamente.');
  }
}

/** Ends a locked open tab (F closed or C cancelled), records it in the tab history and frees its table. */
export async function encerrarNaTransacao(
  tx: Tx,
  s: StaffSession,
  venda: Venda,
  mesa: Mesa | undefined,
  situacao: 'F' | 'C',
  motivo?: string,
): Promise<Venda> {
  const t = tenant(tx.trx, s.empresaId);
  const acao = situacao === 'F' ? 'fechar_conta' : 'cancelar_mesa';
  if (mesa && !podeTransicionar(acao, mesa.situacao)) throw conflict(motivoTransicaoInvalida(acao, mesa.situacao));
  const encerrada = await repo.atualizarVenda(t, venda.id, { situacao, data_fechamento: new Date() });
  // the reports' daily roll-ups take the closed tab in the same transaction (its final total, service charge included)
  if (situacao === 'F') await acumularFechamento(t, venda.id);
  await registrarHistorico(t, s, venda.id, {
    tipo: situacao === 'F' ? 'fechamento' : 'cancelamento',
    antes: { situacao: venda.situacao },
    depois: { situacao, total: encerrada.total, valor_pago: encerrada.valor_pago, troco: encerrada.troco },
    motivo,
  });
  tx.emit({
    empresaId: s.empresaId,
    vendaId: venda.id,
    nome: situacao === 'F' ? 'venda:fechada' : 'venda:cancelada',
    payload: { venda: presentVenda(encerrada) },
  });
  // a cancelled tab's items leave the production screens (struck through when already started)
  if (situacao === 'C') await cancelarNaProducao(tx, s, await repo.itensDasVendas(t, [venda.id]));
  if (mesa) {
    const livre = await atualizarMesa(t, mesa.id, { situacao: 'L', chamando_garcom: 'N', garcom_chamado_em: null });
    await emitirMesa(tx, s.empresaId, livre);
    // the table's shared cart goes with the tab (issue 22): the next visit to its card starts clean
    if (await esvaziarCarrinho(t, mesa.id))
      tx.emit({
        publico: true,
        empresaId: s.empresaId,
        mesaId: mesa.id,
        nome: 'carrinho:atualizado',
        payload: { linhas: [] },
      });
  }
  return encerrada;
}

async function cancelar(ctx: AppContext, s: StaffSession, vendaId: number): Promise<VendaDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const { venda, mesa } = await travarVendaEMesa(tx, s, vendaId);
    if (venda.situacao !== 'A') comandaNaoAberta(venda);
    return presentVenda(await encerrarNaTransacao(tx, s, venda, mesa, 'C'));
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
    const { venda } = await travarVendaEMesa(tx, s, vendaId);
    if (venda.situacao !== 'A') comandaNaoAberta(venda);
    const t = tenant(tx.trx, s.empresaId);
    const atualizada = await repo.atualizarVenda(t, vendaId, { nome_cliente: input.nome_cliente });
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
  if (!(await repo.buscarVenda(t, vendaId))) throw notFound(VENDA_NAO_ENCONTRADA);
  return (await repo.itensDasVendas(t, [vendaId])).map(presentItem);
}

/**
 * Lines removed after the kitchen started them (issue 13): the tab screen shows them struck through as 'Cancelado'
 * instead of letting them vanish. Not part of the totals.
 */
export async function cancelados(ctx: AppContext, s: StaffSession, vendaId: number): Promise<ItemProducaoDTO[]> {
  const t = tenant(ctx.db, s.empresaId);
  if (!(await repo.buscarVenda(t, vendaId))) throw notFound(VENDA_NAO_ENCONTRADA);
  return (await repo.canceladosNaProducao(t, vendaId)).map((c) => c.item as ItemProducaoDTO);
}

export function exigirItensEditaveis(venda: Venda, mesa: Mesa | undefined, verbo: 'adicionar' | 'remover') {
  if (venda.situacao !== 'A') comandaNaoAberta(venda);
  if (mesa?.situacao === 'P') throw conflict(`Conta solicitada: não é possível ${verbo} itens`);
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

/** Who adds an item: a staff session, or the diner's order in 'direto' mode (id null, as in the tab history). */
export type AutorItem = AutorHistorico & { empresaId: number };

/**
 * The add-item writes under the locks of travarVendaEMesa, shared by the waiter's add and a diner's approved order:
 * the ticket, then the item, the totals and the history line in one statement (and the flavours and add-ons, if any),
 * the production screens and the event. The replies and events are built from what was written, with no read back.
 * Returns the item and the tab as the write left it (the next add on the same tab starts from it).
 */
export async function inserirItemNaTransacao(
  tx: Tx,
  autor: AutorItem,
  venda: Venda,
  item: ItemPrecificado & { quantidade: number; observacoes: string | null; cliente_nome: string | null },
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

  const producao = await rotearItem(t, venda.id, produto.estacao_id);
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
    await enviarParaProducao(tx, t, {
      ...linha,
      estacao_id: linha.estacao_id,
      estacao_nome: produto.estacao_nome!,
      mesa_numero: venda.mesa_numero,
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

/** Adds an item priced by the server: the menu is read before the table's lock is taken. */
export async function adicionarItem(
  ctx: AppContext,
  s: StaffSession,
  vendaId: number,
  input: AdicionarItemInput,
): Promise<ItemDTO> {
  const precificado = await precificar(ctx, s.empresaId, input);
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const { venda, mesa } = await travarVendaEMesa(tx, s, vendaId);
    exigirItensEditaveis(venda, mesa, 'adicionar');
    const { item } = await inserirItemNaTransacao(tx, s, venda, {
      ...precificado,
      quantidade: input.quantidade,
      observacoes: input.observacoes ?? null,
      cliente_nome: input.cliente_nome,
    });
    return item;
  });
}

/** The waiter's 8 most-ordered products of the last 7 days (issue 16): the picker shows them above the categories. */
export async function maisPedidos(ctx: AppContext, s: StaffSession): Promise<{ produto_ids: number[] }> {
  const desde = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
  const linhas = await repo.maisPedidosDoUsuario(tenant(ctx.db, s.empresaId), s.id, desde, 8);
  return { produto_ids: linhas.map((l) => l.produto_id!) };
}
