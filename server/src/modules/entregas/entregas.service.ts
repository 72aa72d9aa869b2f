import {
  MSG_COMANDA,
  money,
  rotuloComanda,
  situacaoDaEntrega,
  transicaoEntregaPermitida,
  type AbrirEntregaInput,
  type ClienteEntregaDTO,
  type EntregaDTO,
  type MudarEntregaInput,
  type OrigemEntrega,
  type SituacaoEntrega,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Entrega, Venda } from '../../db/tables';
import { tenant, type Tenant } from '../../db/tenant';
import { withTransaction, type Tx } from '../../db/transaction';
import { conflict, notFound } from '../../errors';
import type { StaffSession } from '../../sessoes/sessao';
import { abrirComanda, recalcularTotais, travarComanda, type AutorItem } from '../comanda/comanda';
import { registrarHistorico } from '../comanda/comanda.historico';
import { presentVenda } from '../comanda/comanda.presenter';
import { proximoNumeroDoDia } from '../balcao/balcao.service';
import * as repo from './entregas.repo';
import { ganchosDeEntrega } from './ganchos';

/*
 * Deliveries (issue 39): a tab of the core of kind 'entrega', numbered in the counter's day sequence, with the fee as
 * a charge of its own in the tab's totals (vendas.taxa_entrega, shared calcularTotais) and an `entregas` row: the
 * customer's phone and address, the origin (own or iFood), where it is, the courier and what to collect.
 */

/**
 * What opens a delivery: the body of POST /api/vendas {tipo: 'entrega'} (already validated by AbrirEntregaInput),
 * plus what only the server sets: iFood's orders come with origem 'ifood' and iFood's ids.
 */
export type NovaEntrega = Omit<AbrirEntregaInput, 'tipo'> & {
  origem?: OrigemEntrega;
  ifood?: { pedido_id: string; display_id: string; merchant_id?: string | null } | null;
};

/**
 * Opens a delivery tab in the caller's transaction (the iFood intake calls it too): the day's next counter number,
 * the core's tab with its fee and totals, and the delivery's row. Emits 'venda:aberta' (the core), then
 * 'venda:atualizada' with the fee in the total and 'entrega:atualizada', all after commit. Items are then added
 * with the core's inserirItem like on any tab.
 */
export async function abrirEntrega(
  tx: Tx,
  autor: AutorItem,
  input: NovaEntrega,
  agora: Date,
): Promise<{ venda: Venda; entrega: Entrega }> {
  const t = tenant(tx.trx, autor.empresaId);
  const { numero, dia } = await proximoNumeroDoDia(t, agora);
  const aberta = await abrirComanda(tx, autor, {
    nome_cliente: input.nome_cliente.trim(),
    // no table service on a delivery: no service charge (staff may still add it on the tab)
    lugar: {
      tipo: 'entrega',
      numero,
      numero_dia: dia,
      cobrar_taxa_servico: false,
      taxa_entrega: input.taxa_entrega ?? 0,
    },
  });
  const venda = await recalcularTotais(t, aberta.id);
  const e = input.endereco;
  const entrega = await repo.inserirEntrega(t, {
    venda_id: venda.id,
    origem: input.origem ?? 'propria',
    telefone: input.telefone,
    logradouro: e.logradouro,
    numero: e.numero,
    complemento: e.complemento || null,
    bairro: e.bairro,
    cidade: e.cidade,
    referencia: e.referencia || null,
    observacoes: input.observacoes || null,
    pagamento_forma: input.pagamento?.forma ?? null,
    troco_para: input.pagamento?.forma === 'dinheiro' ? (input.pagamento.troco_para ?? null) : null,
    ifood_pedido_id: input.ifood?.pedido_id ?? null,
    ifood_display_id: input.ifood?.display_id ?? null,
    ifood_merchant_id: input.ifood?.merchant_id ?? null,
  });
  tx.emit({
    empresaId: autor.empresaId,
    vendaId: venda.id,
    nome: 'venda:atualizada',
    payload: { venda: presentVenda(venda) },
  });
  await emitirEntrega(tx, t, autor.empresaId, venda.id);
  return { venda, entrega };
}

/** A delivery row joined with its tab, as the screen shows it. */
export function presentEntrega(r: repo.EntregaComVenda): EntregaDTO {
  const { itens, cozinhando } = r;
  return {
    venda_id: r.id,
    rotulo: rotuloComanda(r),
    origem: r.origem,
    situacao: situacaoDaEntrega(r.situacao_entrega, { total: itens, cozinhando }),
    telefone: r.telefone,
    endereco: {
      logradouro: r.logradouro,
      numero: r.endereco_numero,
      complemento: r.complemento,
      bairro: r.bairro,
      cidade: r.cidade,
      referencia: r.referencia,
    },
    observacoes: r.observacoes,
    pagamento: r.pagamento_forma
      ? { forma: r.pagamento_forma, troco_para: r.troco_para == null ? null : money(r.troco_para) }
      : null,
    entregador: r.entregador,
    ifood_display_id: r.ifood_display_id,
    itens,
    saiu_em: r.saiu_em?.toISOString() ?? null,
    entregue_em: r.entregue_em?.toISOString() ?? null,
    venda: presentVenda(r),
  };
}

/** One tab's delivery as the screen shows it (undefined: not a delivery). */
export async function entregaDaVenda(t: Tenant, vendaId: number): Promise<EntregaDTO | undefined> {
  const [r] = await repo.entregasComVenda(t, { vendaId });
  return r && presentEntrega(r);
}

/** Queues 'entrega:atualizada' with the delivery as it stands in the transaction (sent after commit). */
export async function emitirEntrega(tx: Tx, t: Tenant, empresaId: number, vendaId: number) {
  const entrega = await entregaDaVenda(t, vendaId);
  if (entrega) tx.emit({ empresaId, vendaId, nome: 'entrega:atualizada', payload: { entrega } });
}

/**
 * POST /api/vendas/:id/entrega: the next status only (409 otherwise). 'pronto' needs every item ready; 'saiu' names
 * the courier. The hooks (the iFood integration) run in the same transaction.
 */
export async function mudarSituacao(
  ctx: AppContext,
  s: StaffSession,
  vendaId: number,
  input: MudarEntregaInput,
): Promise<EntregaDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const { venda } = await travarComanda(tx, s, vendaId);
    const t = tenant(tx.trx, s.empresaId);
    const entrega = venda.tipo === 'entrega' ? await repo.entregaDaVenda(t, vendaId) : undefined;
    if (!entrega) throw notFound('Entrega não encontrada');
    if (venda.situacao === 'C') throw conflict(MSG_COMANDA.cancelada);
    const itens = await repo.cozinhando(t, vendaId);
    const atual = situacaoDaEntrega(entrega.situacao, {
      total: Number(itens.total),
      cozinhando: Number(itens.cozinhando),
    });
    const para: SituacaoEntrega = input.situacao;
    if (!transicaoEntregaPermitida(atual, para))
      throw conflict(
        para === 'pronto' && atual === 'preparando'
          ? 'Ainda há itens em preparo'
          : `Não é possível passar de '${atual}' para '${para}'`,
      );
    if (para === 'pronto' && Number(itens.cozinhando) > 0) throw conflict('Ainda há itens em preparo');
    const agora = ctx.relogio.agora();
    const depois = await repo.atualizarEntrega(t, entrega.id, {
      situacao: para,
      ...(para === 'saiu' && { entregador: input.entregador!.trim(), saiu_em: agora }),
      ...(para === 'entregue' && { entregue_em: agora }),
    });
    await registrarHistorico(t, s, vendaId, {
      tipo: 'entrega',
      antes: { situacao: atual },
      depois: { situacao: para, ...(para === 'saiu' && { entregador: depois.entregador }) },
    });
    for (const h of ganchosDeEntrega()) await h(tx, t, { venda, entrega: depois, de: atual, para });
    await emitirEntrega(tx, t, s.empresaId, vendaId);
    return (await entregaDaVenda(t, vendaId))!;
  });
}

/**
 * GET /api/entregas?situacao=: the open deliveries (not yet delivered, or delivered with the bill still open; tab not
 * cancelled), optionally of one status.
 */
export async function listar(ctx: AppContext, s: StaffSession, situacao?: SituacaoEntrega): Promise<EntregaDTO[]> {
  const todas = (await repo.entregasComVenda(tenant(ctx.db, s.empresaId), {})).map(presentEntrega);
  return situacao ? todas.filter((e) => e.situacao === situacao) : todas;
}

/** GET /api/vendas/:id/entrega: one tab's delivery (any state). */
export async function daVenda(ctx: AppContext, s: StaffSession, vendaId: number): Promise<EntregaDTO> {
  const entrega = await entregaDaVenda(tenant(ctx.db, s.empresaId), vendaId);
  if (!entrega) throw notFound('Entrega não encontrada');
  return entrega;
}

/** GET /api/entregas/cliente?telefone=: a returning customer's name and last address (404: a new customer). */
export async function clientePorTelefone(
  ctx: AppContext,
  s: StaffSession,
  telefone: string,
): Promise<ClienteEntregaDTO> {
  const r = await repo.ultimaDoTelefone(tenant(ctx.db, s.empresaId), telefone);
  if (!r) throw notFound('Cliente não encontrado');
  const { nome_cliente, telefone: tel, ...endereco } = r;
  return { nome_cliente, telefone: tel, endereco };
}
