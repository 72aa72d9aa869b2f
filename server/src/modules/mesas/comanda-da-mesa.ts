import { motivoTransicaoInvalida, podeTransicionar } from '@comanda/shared';
import type { Mesa, Venda } from '../../db/tables';
import { tenant, type Tenant } from '../../db/tenant';
import type { Tx } from '../../db/transaction';
import { conflict, notFound } from '../../errors';
import { abrirComanda, vendaAbertaDaMesa, type AutorItem } from '../comanda/comanda';
import { emitirMesa } from './mesas.events';
import { atualizarMesa, travarMesa, travarMesaDaVenda } from './mesas.repo';

/*
 * A tab on a table: what the table map adds to the tab core (issue 36). Opening occupies the table; the core's
 * hooks (registered in modules/ganchos.ts) lock the tab's table first, refuse item changes once it asked for the
 * bill, and free it when the tab ends.
 */

export const JA_ABERTA = 'Mesa já possui comanda aberta';

/**
 * Opens a tab on a locked table (L or R) and marks the table occupied. A diner opening it from the table card
 * (autor id null, issue 22) leaves it not staff-confirmed: its orders wait for approval.
 */
export async function abrirNaMesa(
  tx: Tx,
  autor: AutorItem,
  mesa: Mesa,
  nomeCliente?: string,
): Promise<{ venda: Venda; mesa: Mesa }> {
  if (!podeTransicionar('abrir_comanda', mesa.situacao))
    throw conflict(motivoTransicaoInvalida('abrir_comanda', mesa.situacao));
  const t = tenant(tx.trx, autor.empresaId);
  if (await vendaAbertaDaMesa(t, mesa.id)) throw conflict(JA_ABERTA);
  const venda = await abrirComanda(tx, autor, {
    mesa,
    nome_cliente: nomeCliente ?? ((mesa.situacao === 'R' && mesa.cliente_reserva) || 'Cliente'),
  });
  const ocupada = await atualizarMesa(t, mesa.id, { situacao: 'O', cliente_reserva: null, data_reserva: null });
  emitirMesa(tx, autor.empresaId, ocupada);
  return { venda, mesa: ocupada };
}

/** POST /api/vendas {mesa_id}: locks the table and opens its tab (404 for another company's table). */
export async function abrirNaMesaPorId(tx: Tx, autor: AutorItem, mesaId: number, nomeCliente?: string) {
  const mesa = await travarMesa(tenant(tx.trx, autor.empresaId), mesaId);
  if (!mesa) throw notFound('Mesa não encontrada');
  return abrirNaMesa(tx, autor, mesa, nomeCliente);
}

/** The partial unique index is the last guard against two open tabs on one table. */
export async function semSegundaComanda<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e: any) {
    if (e?.code === '23505' && String(e?.constraint ?? e?.message).includes('vendas_uma_aberta_por_mesa'))
      throw conflict(JA_ABERTA);
    throw e;
  }
}

/** The core's lock hook: the tab's table, before the tab. */
export const travarMesaDaComanda = (t: Tenant, vendaId: number) => travarMesaDaVenda(t, vendaId);

/** A table that asked for the bill takes no item changes. */
export function exigirMesaAberta(_venda: Venda, mesa: Mesa | undefined, verbo: 'adicionar' | 'remover') {
  if (mesa?.situacao === 'P') throw conflict(`Conta solicitada: não é possível ${verbo} itens`);
}

/** A tab ended on its table: the table's state allows it, and the table is free again. */
export async function liberarMesa(tx: Tx, t: Tenant, venda: Venda, mesa: Mesa | undefined) {
  if (!mesa) return;
  const acao = venda.situacao === 'F' ? 'fechar_conta' : 'cancelar_mesa';
  if (!podeTransicionar(acao, mesa.situacao)) throw conflict(motivoTransicaoInvalida(acao, mesa.situacao));
  const livre = await atualizarMesa(t, mesa.id, { situacao: 'L', chamando_garcom: 'N', garcom_chamado_em: null });
  emitirMesa(tx, t.empresaId, livre);
}
