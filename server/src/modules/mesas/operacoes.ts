import {
  motivoJuncao,
  type JuntarComandasInput,
  type MoverComandaInput,
  type TransferirItensInput,
  type VendaDTO,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { StaffSession } from '../../sessoes/sessao';
import { withTransaction, type Tx } from '../../db/transaction';
import { tenant } from '../../db/tenant';
import type { Mesa, Venda } from '../../db/tables';
import { badRequest, conflict, notFound } from '../../errors';
import { emitirMesa } from './mesas.events';
import { atualizarMesa, travarMesa } from './mesas.repo';
import { presentItem, presentVenda } from '../comanda/comanda.presenter';
import * as comanda from '../comanda/comanda';
import { registrarHistorico } from '../comanda/comanda.historico';
import { abrirNaMesa } from './comanda-da-mesa';

const MESA_NAO_ENCONTRADA = 'Mesa não encontrada';
const ALTERADA = 'A comanda foi alterada por outra pessoa. Tente novamente';

/**
 * Locks in one global order so that two operations over the same tables never deadlock: the tables by id, then the
 * tabs by id (the same tables-then-tab order as every single-tab change). Returns the locked rows by id.
 */
async function travar(tx: Tx, s: StaffSession, mesaIds: number[], vendaIds: number[]) {
  const t = tenant(tx.trx, s.empresaId);
  const mesas = new Map<number, Mesa>();
  for (const id of [...new Set(mesaIds)].sort((a, b) => a - b)) {
    const m = await travarMesa(t, id);
    if (m) mesas.set(id, m);
  }
  const vendas = new Map<number, Venda>();
  for (const id of [...new Set(vendaIds)].sort((a, b) => a - b)) {
    const v = await comanda.travarVenda(t, id);
    if (v) vendas.set(id, v);
  }
  return { mesas, vendas };
}

/** The tab before locking, to learn its table; after locking it must still be open on that table. */
async function vendaAbertaComMesa(tx: Tx, s: StaffSession, vendaId: number): Promise<Venda & { mesa_id: number }> {
  const t = tenant(tx.trx, s.empresaId);
  const v = await comanda.exigirVenda(t, vendaId);
  comanda.exigirAberta(v);
  if (v.mesa_id == null) throw conflict('Comanda sem mesa');
  return v as Venda & { mesa_id: number };
}

function conferirTravada(antes: Venda, depois: Venda | undefined, mesa: Mesa | undefined): asserts depois is Venda {
  if (!depois || !mesa || depois.mesa_id !== antes.mesa_id) throw conflict(ALTERADA);
  comanda.exigirAberta(depois);
}

async function emitirItens(tx: Tx, s: StaffSession, vendaId: number) {
  const t = tenant(tx.trx, s.empresaId);
  const venda = presentVenda(await comanda.recalcularTotais(t, vendaId));
  const itens = (await comanda.itensDasVendas(t, [vendaId])).map(presentItem);
  tx.emit({ empresaId: s.empresaId, vendaId, nome: 'venda:itens-alterados', payload: { venda, itens } });
  return venda;
}

/** Copies part of a line (with its flavours and add-ons, same unit price and time) into another tab. */
async function copiarParte(tx: Tx, s: StaffSession, itemId: number, destinoId: number, quantidade: number) {
  const t = tenant(tx.trx, s.empresaId);
  const [orig] = await comanda.itensDasVendas(t, [(await comanda.buscarItem(t, itemId))!.venda_id], [itemId]);
  const o = orig!;
  const unit = Math.round(Number(o.preco_unitario) * 100);
  const total = (q: number) => ((unit * q) / 100).toFixed(2);
  await comanda.inserirLinhaDeItem(
    t,
    {
      venda_id: destinoId,
      produto_id: o.produto_id,
      produto_nome: o.produto_nome,
      quantidade,
      preco_unitario: o.preco_unitario,
      total: total(quantidade),
      observacoes: o.observacoes,
      usuario_id: o.usuario_id,
      created_at: o.created_at,
    },
    o.sabores,
    o.adicionais,
  );
  await comanda.alterarQuantidade(t, itemId, o.quantidade - quantidade, total(o.quantidade - quantidade));
}

/** Moves whole lines or part of a line to the destination table's open tab, opening one on a free table. */
export async function transferir(
  ctx: AppContext,
  s: StaffSession,
  vendaId: number,
  input: TransferirItensInput,
): Promise<{ origem: VendaDTO; destino: VendaDTO }> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const antes = await vendaAbertaComMesa(tx, s, vendaId);
    if (antes.mesa_id === input.mesa_destino_id) throw badRequest('Escolha outra mesa');
    const destinoAntes = await comanda.vendaAbertaDaMesa(t, input.mesa_destino_id);
    const { mesas, vendas } = await travar(
      tx,
      s,
      [antes.mesa_id, input.mesa_destino_id],
      [vendaId, ...(destinoAntes ? [destinoAntes.id] : [])],
    );
    const origem = vendas.get(vendaId);
    conferirTravada(antes, origem, mesas.get(antes.mesa_id));
    const mesaOrigem = mesas.get(antes.mesa_id)!;
    const mesaDestino = mesas.get(input.mesa_destino_id);
    if (!mesaDestino) throw notFound(MESA_NAO_ENCONTRADA);
    if (mesaOrigem.situacao === 'P') throw conflict('Conta solicitada: não é possível transferir itens');
    let destino: Venda;
    if (mesaDestino.situacao === 'L') destino = (await abrirNaMesa(tx, s, mesaDestino)).venda;
    else if (
      mesaDestino.situacao === 'O' &&
      destinoAntes &&
      vendas.get(destinoAntes.id)?.situacao === 'A' &&
      vendas.get(destinoAntes.id)?.mesa_id === mesaDestino.id
    )
      destino = vendas.get(destinoAntes.id)!;
    else throw conflict(mesaDestino.situacao === 'O' ? ALTERADA : `Mesa ${mesaDestino.numero} não pode receber itens`);

    const movidos: { item_id: number; produto_nome: string; quantidade: number }[] = [];
    for (const pedido of input.itens) {
      const item = await comanda.buscarItem(t, pedido.id);
      // under both locks: a line already moved by a concurrent transfer is no longer in this tab
      if (!item || item.venda_id !== vendaId) throw notFound('Item não encontrado');
      const qtd = pedido.quantidade ?? item.quantidade;
      if (qtd > item.quantidade) throw badRequest('Quantidade maior que a do item');
      if (qtd === item.quantidade) await comanda.moverItem(t, item.id, destino.id);
      else await copiarParte(tx, s, item.id, destino.id, qtd);
      movidos.push({ item_id: item.id, produto_nome: item.produto_nome, quantidade: qtd });
    }
    await registrarHistorico(t, s, vendaId, {
      tipo: 'transferencia_saida',
      depois: { mesa_numero: mesaDestino.numero, venda_id: destino.id, itens: movidos },
    });
    await registrarHistorico(t, s, destino.id, {
      tipo: 'transferencia_entrada',
      antes: { mesa_numero: mesaOrigem.numero, venda_id: vendaId },
      depois: { itens: movidos },
    });
    const res = { origem: await emitirItens(tx, s, vendaId), destino: await emitirItens(tx, s, destino.id) };
    emitirMesa(tx, s.empresaId, mesaOrigem);
    emitirMesa(tx, s.empresaId, (await travarMesa(t, mesaDestino.id))!);
    return res;
  });
}

/** Moves the whole tab (same id, items, payments and diner link) to a free table; the old table becomes free. */
export async function mover(
  ctx: AppContext,
  s: StaffSession,
  vendaId: number,
  input: Extract<MoverComandaInput, { mesa_destino_id: number }>,
): Promise<VendaDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const antes = await vendaAbertaComMesa(tx, s, vendaId);
    if (antes.mesa_id === input.mesa_destino_id) throw badRequest('Escolha outra mesa');
    const { mesas, vendas } = await travar(tx, s, [antes.mesa_id, input.mesa_destino_id], [vendaId]);
    conferirTravada(antes, vendas.get(vendaId), mesas.get(antes.mesa_id));
    const mesaOrigem = mesas.get(antes.mesa_id)!;
    const mesaDestino = mesas.get(input.mesa_destino_id);
    if (!mesaDestino) throw notFound(MESA_NAO_ENCONTRADA);
    if (mesaDestino.situacao !== 'L') throw conflict(`Mesa ${mesaDestino.numero} não está livre`);
    const livre = await atualizarMesa(t, mesaOrigem.id, {
      situacao: 'L',
      chamando_garcom: 'N',
      garcom_chamado_em: null,
    });
    const ocupada = await atualizarMesa(t, mesaDestino.id, {
      situacao: mesaOrigem.situacao,
      chamando_garcom: mesaOrigem.chamando_garcom,
      garcom_chamado_em: mesaOrigem.garcom_chamado_em,
    });
    const movida = await comanda.atualizarVenda(t, vendaId, {
      mesa_id: mesaDestino.id,
      mesa_numero: mesaDestino.numero,
    });
    await registrarHistorico(t, s, vendaId, {
      tipo: 'mudanca_mesa',
      antes: { mesa_id: mesaOrigem.id, mesa_numero: mesaOrigem.numero },
      depois: { mesa_id: mesaDestino.id, mesa_numero: mesaDestino.numero },
    });
    const dto = presentVenda(movida);
    tx.emit({
      empresaId: s.empresaId,
      vendaId,
      nome: 'venda:atualizada',
      payload: { venda: dto },
      mesaDeixada: mesaOrigem.id,
    });
    emitirMesa(tx, s.empresaId, livre);
    emitirMesa(tx, s.empresaId, ocupada);
    return dto;
  });
}

/** Merges another open tab into this one: its items and payments come here, it ends C and its table is freed. */
export async function juntar(
  ctx: AppContext,
  s: StaffSession,
  vendaId: number,
  input: JuntarComandasInput,
): Promise<VendaDTO> {
  if (input.venda_origem_id === vendaId) throw badRequest('Escolha outra comanda');
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const destinoAntes = await vendaAbertaComMesa(tx, s, vendaId);
    const origemAntes = await vendaAbertaComMesa(tx, s, input.venda_origem_id);
    const { mesas, vendas } = await travar(
      tx,
      s,
      [destinoAntes.mesa_id, origemAntes.mesa_id],
      [vendaId, origemAntes.id],
    );
    const destino = vendas.get(vendaId);
    const origem = vendas.get(origemAntes.id);
    conferirTravada(destinoAntes, destino, mesas.get(destinoAntes.mesa_id));
    conferirTravada(origemAntes, origem, mesas.get(origemAntes.mesa_id));
    const mesaDestino = mesas.get(destinoAntes.mesa_id)!;
    const mesaOrigem = mesas.get(origemAntes.mesa_id)!;
    const { itens, pagamentos: pagos } = await comanda.moverItensEPagamentos(t, origem.id, vendaId);
    await registrarHistorico(t, s, vendaId, {
      tipo: 'juncao',
      antes: { mesa_numero: mesaOrigem.numero, venda_id: origem.id, total: Number(origem.total) },
      depois: { itens: itens.length, pagamentos: pagos.length },
    });
    const dto = await emitirItens(tx, s, vendaId);
    await comanda.atualizarVenda(t, origem.id, { juntada_em_venda_id: vendaId });
    const zerada = await comanda.recalcularTotais(t, origem.id);
    await comanda.encerrarComanda(
      tx,
      s,
      zerada,
      mesaOrigem,
      'C',
      ctx.relogio.agora(),
      motivoJuncao(mesaDestino.numero),
    );
    emitirMesa(tx, s.empresaId, mesaDestino);
    return dto;
  });
}
