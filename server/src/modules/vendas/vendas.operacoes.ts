import { motivoJuncao, type JuntarComandasInput, type MoverComandaInput, type TransferirItensInput, type VendaDTO } from '@comanda/shared';
import type { AppContext, StaffSession } from '../../context';
import { withTransaction, type Tx } from '../../db/transaction';
import type { Mesa, Venda } from '../../db/tables';
import { badRequest, conflict, notFound } from '../../errors';
import { emitirMesa } from '../mesas/mesas.events';
import { atualizarMesa, travarMesa } from '../mesas/mesas.repo';
import { presentItem, presentVenda } from './vendas.presenter';
import * as repo from './vendas.repo';
import { registrarHistorico } from './vendas.historico';
import { abrirComandaNaTransacao, comandaNaoAberta, encerrarNaTransacao } from './vendas.service';

const VENDA_NAO_ENCONTRADA = 'Comanda não encontrada';
const MESA_NAO_ENCONTRADA = 'Mesa não encontrada';
const ALTERADA = 'A comanda foi alterada por outra pessoa. Tente novamente';

/**
 * Locks in one global order so that two operations over the same tables never deadlock: the tables by id, then the
 * tabs by id (the same tables-then-tab order as every single-tab change). Returns the locked rows by id.
 */
async function travar(tx: Tx, s: StaffSession, mesaIds: number[], vendaIds: number[]) {
  const mesas = new Map<number, Mesa>();
  for (const id of [...new Set(mesaIds)].sort((a, b) => a - b)) {
    const m = await travarMesa(tx.trx, s.empresaId, id);
    if (m) mesas.set(id, m);
  }
  const vendas = new Map<number, Venda>();
  for (const id of [...new Set(vendaIds)].sort((a, b) => a - b)) {
    const v = await tx.trx.selectFrom('vendas').selectAll().where('empresa_id', '=', s.empresaId).where('id', '=', id).forUpdate().executeTakeFirst();
    if (v) vendas.set(id, v as Venda);
  }
  return { mesas, vendas };
}

/** The tab before locking, to learn its table; after locking it must still be open on that table. */
async function vendaAbertaComMesa(tx: Tx, s: StaffSession, vendaId: number): Promise<Venda & { mesa_id: number }> {
  const v = await repo.buscarVenda(tx.trx, s.empresaId, vendaId);
  if (!v) throw notFound(VENDA_NAO_ENCONTRADA);
  if (v.situacao !== 'A') comandaNaoAberta(v);
  if (v.mesa_id == null) throw conflict('Comanda sem mesa');
  return v as Venda & { mesa_id: number };
}

function conferirTravada(antes: Venda, depois: Venda | undefined, mesa: Mesa | undefined): asserts depois is Venda {
  if (!depois || !mesa || depois.mesa_id !== antes.mesa_id) throw conflict(ALTERADA);
  if (depois.situacao !== 'A') comandaNaoAberta(depois);
}

async function emitirItens(tx: Tx, s: StaffSession, vendaId: number) {
  const venda = presentVenda(await repo.recalcularTotais(tx.trx, s.empresaId, vendaId));
  const itens = (await repo.itensDasVendas(tx.trx, s.empresaId, [vendaId])).map(presentItem);
  tx.emit({ empresaId: s.empresaId, vendaId, nome: 'venda:itens-alterados', payload: { venda, itens } });
  return venda;
}

/** Copies part of a line (with its flavours and add-ons, same unit price and time) into another tab. */
async function copiarParte(tx: Tx, s: StaffSession, itemId: number, destinoId: number, quantidade: number) {
  const [orig] = await repo.itensDasVendas(tx.trx, s.empresaId, [(await repo.buscarItem(tx.trx, s.empresaId, itemId))!.venda_id], [itemId]);
  const o = orig!;
  const unit = Math.round(Number(o.preco_unitario) * 100);
  const novo = await tx.trx
    .insertInto('venda_itens')
    .values({ empresa_id: s.empresaId, venda_id: destinoId, produto_id: o.produto_id, produto_nome: o.produto_nome, quantidade, preco_unitario: o.preco_unitario, total: ((unit * quantidade) / 100).toFixed(2), observacoes: o.observacoes, usuario_id: o.usuario_id, created_at: o.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (o.sabores.length) await tx.trx.insertInto('venda_item_sabores').values(o.sabores.map((x) => ({ ...x, empresa_id: s.empresaId, venda_item_id: novo.id }))).execute();
  if (o.adicionais.length) await tx.trx.insertInto('venda_item_adicionais').values(o.adicionais.map((x) => ({ ...x, empresa_id: s.empresaId, venda_item_id: novo.id }))).execute();
  await tx.trx
    .updateTable('venda_itens')
    .set({ quantidade: o.quantidade - quantidade, total: ((unit * (o.quantidade - quantidade)) / 100).toFixed(2) })
    .where('empresa_id', '=', s.empresaId)
    .where('id', '=', itemId)
    .execute();
}

/** Moves whole lines or part of a line to the destination table's open tab, opening one on a free table. */
export async function transferir(ctx: AppContext, s: StaffSession, vendaId: number, input: TransferirItensInput): Promise<{ origem: VendaDTO; destino: VendaDTO }> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const antes = await vendaAbertaComMesa(tx, s, vendaId);
    if (antes.mesa_id === input.mesa_destino_id) throw badRequest('Escolha outra mesa');
    const destinoAntes = await repo.vendaAbertaDaMesa(tx.trx, s.empresaId, input.mesa_destino_id);
    const { mesas, vendas } = await travar(tx, s, [antes.mesa_id, input.mesa_destino_id], [vendaId, ...(destinoAntes ? [destinoAntes.id] : [])]);
    const origem = vendas.get(vendaId);
    conferirTravada(antes, origem, mesas.get(antes.mesa_id));
    const mesaOrigem = mesas.get(antes.mesa_id)!;
    const mesaDestino = mesas.get(input.mesa_destino_id);
    if (!mesaDestino) throw notFound(MESA_NAO_ENCONTRADA);
    if (mesaOrigem.situacao === 'P') throw conflict('Conta solicitada: não é possível transferir itens');
    let destino: Venda;
    if (mesaDestino.situacao === 'L') destino = (await abrirComandaNaTransacao(tx, s, mesaDestino)).venda;
    else if (mesaDestino.situacao === 'O' && destinoAntes && vendas.get(destinoAntes.id)?.situacao === 'A' && vendas.get(destinoAntes.id)?.mesa_id === mesaDestino.id) destino = vendas.get(destinoAntes.id)!;
    else throw conflict(mesaDestino.situacao === 'O' ? ALTERADA : `Mesa ${mesaDestino.numero} não pode receber itens`);

    const movidos: { item_id: number; produto_nome: string; quantidade: number }[] = [];
    for (const pedido of input.itens) {
      const item = await repo.buscarItem(tx.trx, s.empresaId, pedido.id);
      // under both locks: a line already moved by a concurrent transfer is no longer in this tab
      if (!item || item.venda_id !== vendaId) throw notFound('Item não encontrado');
      const qtd = pedido.quantidade ?? item.quantidade;
      if (qtd > item.quantidade) throw badRequest('Quantidade maior que a do item');
      if (qtd === item.quantidade) await tx.trx.updateTable('venda_itens').set({ venda_id: destino.id }).where('empresa_id', '=', s.empresaId).where('id', '=', item.id).execute();
      else await copiarParte(tx, s, item.id, destino.id, qtd);
      movidos.push({ item_id: item.id, produto_nome: item.produto_nome, quantidade: qtd });
    }
    await registrarHistorico(tx.trx, s, vendaId, { tipo: 'transferencia_saida', depois: { mesa_numero: mesaDestino.numero, venda_id: destino.id, itens: movidos } });
    await registrarHistorico(tx.trx, s, destino.id, { tipo: 'transferencia_entrada', antes: { mesa_numero: mesaOrigem.numero, venda_id: vendaId }, depois: { itens: movidos } });
    const res = { origem: await emitirItens(tx, s, vendaId), destino: await emitirItens(tx, s, destino.id) };
    emitirMesa(tx, s.empresaId, mesaOrigem);
    emitirMesa(tx, s.empresaId, (await travarMesa(tx.trx, s.empresaId, mesaDestino.id))!);
    return res;
  });
}

/** Moves the whole tab (same id, items, payments and diner link) to a free table; the old table becomes free. */
export async function mover(ctx: AppContext, s: StaffSession, vendaId: number, input: MoverComandaInput): Promise<VendaDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const antes = await vendaAbertaComMesa(tx, s, vendaId);
    if (antes.mesa_id === input.mesa_destino_id) throw badRequest('Escolha outra mesa');
    const { mesas, vendas } = await travar(tx, s, [antes.mesa_id, input.mesa_destino_id], [vendaId]);
    conferirTravada(antes, vendas.get(vendaId), mesas.get(antes.mesa_id));
    const mesaOrigem = mesas.get(antes.mesa_id)!;
    const mesaDestino = mesas.get(input.mesa_destino_id);
    if (!mesaDestino) throw notFound(MESA_NAO_ENCONTRADA);
    if (mesaDestino.situacao !== 'L') throw conflict(`Mesa ${mesaDestino.numero} não está livre`);
    const livre = await atualizarMesa(tx.trx, s.empresaId, mesaOrigem.id, { situacao: 'L', chamando_garcom: 'N', garcom_chamado_em: null });
    const ocupada = await atualizarMesa(tx.trx, s.empresaId, mesaDestino.id, { situacao: mesaOrigem.situacao, chamando_garcom: mesaOrigem.chamando_garcom, garcom_chamado_em: mesaOrigem.garcom_chamado_em });
    const movida = await repo.atualizarVenda(tx.trx, s.empresaId, vendaId, { mesa_id: mesaDestino.id, mesa_numero: mesaDestino.numero });
    await registrarHistorico(tx.trx, s, vendaId, { tipo: 'mudanca_mesa', antes: { mesa_id: mesaOrigem.id, mesa_numero: mesaOrigem.numero }, depois: { mesa_id: mesaDestino.id, mesa_numero: mesaDestino.numero } });
    const dto = presentVenda(movida);
    tx.emit({ empresaId: s.empresaId, vendaId, nome: 'venda:atualizada', payload: { venda: dto } });
    emitirMesa(tx, s.empresaId, livre);
    emitirMesa(tx, s.empresaId, ocupada);
    return dto;
  });
}

/** Merges another open tab into this one: its items and payments come here, it ends C and its table is freed. */
export async function juntar(ctx: AppContext, s: StaffSession, vendaId: number, input: JuntarComandasInput): Promise<VendaDTO> {
  if (input.venda_origem_id === vendaId) throw badRequest('Escolha outra comanda');
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const destinoAntes = await vendaAbertaComMesa(tx, s, vendaId);
    const origemAntes = await vendaAbertaComMesa(tx, s, input.venda_origem_id);
    const { mesas, vendas } = await travar(tx, s, [destinoAntes.mesa_id, origemAntes.mesa_id], [vendaId, origemAntes.id]);
    const destino = vendas.get(vendaId);
    const origem = vendas.get(origemAntes.id);
    conferirTravada(destinoAntes, destino, mesas.get(destinoAntes.mesa_id));
    conferirTravada(origemAntes, origem, mesas.get(origemAntes.mesa_id));
    const mesaDestino = mesas.get(destinoAntes.mesa_id)!;
    const mesaOrigem = mesas.get(origemAntes.mesa_id)!;
    const itens = await tx.trx.updateTable('venda_itens').set({ venda_id: vendaId }).where('empresa_id', '=', s.empresaId).where('venda_id', '=', origem.id).returning('id').execute();
    const pagos = await tx.trx.updateTable('pagamentos').set({ venda_id: vendaId }).where('empresa_id', '=', s.empresaId).where('venda_id', '=', origem.id).returning('id').execute();
    await registrarHistorico(tx.trx, s, vendaId, {
      tipo: 'juncao',
      antes: { mesa_numero: mesaOrigem.numero, venda_id: origem.id, total: Number(origem.total) },
      depois: { itens: itens.length, pagamentos: pagos.length },
    });
    const dto = await emitirItens(tx, s, vendaId);
    await repo.atualizarVenda(tx.trx, s.empresaId, origem.id, { juntada_em_venda_id: vendaId });
    const zerada = await repo.recalcularTotais(tx.trx, s.empresaId, origem.id);
    await encerrarNaTransacao(tx, s, zerada, mesaOrigem, 'C', motivoJuncao(mesaDestino.numero));
    emitirMesa(tx, s.empresaId, mesaDestino);
    return dto;
  });
}
