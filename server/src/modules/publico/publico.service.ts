import { registrarHistorico } from '../comanda/comanda.historico';
import { chamadaAtiva, motivoTransicaoInvalida, podeTransicionar, type ComandaPublica } from '@comanda/shared';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/tables';
import { withTransaction, type Tx } from '../../db/transaction';
import { tenant } from '../../db/tenant';
import { conflict, notFound } from '../../errors';
import { emitirMesa } from '../mesas/mesas.events';
import { atualizarMesa, buscarMesa, travarMesa } from '../mesas/mesa';
import { presentMesa } from '../mesas/mesas.presenter';
import { buscarVenda, itensDasVendas, vendaAbertaDaMesa } from '../comanda/comanda';
import { itensDosPedidos, pedidosDaVenda } from '../pedidos-cliente/pedidos-da-comanda';
import { presentPedidoPublico } from '../pedidos-cliente/pedidos-cliente.presenter';
import { presentComandaPublica } from './publico.presenter';
import { mesaPorCodigo, vendaFechadaPorToken, vendaPorToken } from './publico.repo';
import { pixDisponivel } from '../pagamentos/pix';
import { pix } from '../pagamentos/pagamentos.service';
import { RECEBEDOR_PIX, configuracoesDaEmpresa } from '../empresa/configuracoes';

const NAO_ENCONTRADA = 'Comanda não encontrada';
const MESA_NAO_ENCONTRADA = 'Mesa não encontrada';

/** The diner's view of an open tab by its id (used by the realtime gateway after each change). */
export async function projecaoPublica(
  db: Kysely<Database>,
  empresaId: number,
  vendaId: number,
): Promise<{ token: string; mesaId: number; comanda: ComandaPublica } | null> {
  const t = tenant(db, empresaId);
  const venda = await buscarVenda(t, vendaId);
  if (!venda?.token_publico || venda.mesa_id == null) return null;
  const mesa = await buscarMesa(t, venda.mesa_id);
  if (!mesa) return null;
  const [itens, recebedor, pedidos, empresa] = await Promise.all([
    itensDasVendas(t, [venda.id]),
    configuracoesDaEmpresa(t, ...RECEBEDOR_PIX),
    pedidosDaVenda(t, venda.id),
    configuracoesDaEmpresa(t, 'pedidos_cliente'),
  ]);
  const linhas = await itensDosPedidos(
    t,
    pedidos.map((p) => p.id),
  );
  return {
    token: venda.token_publico,
    mesaId: mesa.id,
    comanda: presentComandaPublica(mesa, venda, itens, pixDisponivel(recebedor), {
      pedidos: pedidos.map((p) => presentPedidoPublico(p, linhas)),
      modo_pedidos: empresa.pedidos_cliente,
    }),
  };
}

export const CONTA_ENCERRADA = 'Conta encerrada — obrigado pela visita!';

/** 404 for a token with no open tab; a closed tab's link says so kindly (after a reload too). */
export async function naoEncontrada(db: Kysely<Database>, token: string): Promise<never> {
  throw notFound((await vendaFechadaPorToken(db, token)) ? CONTA_ENCERRADA : NAO_ENCONTRADA);
}

export async function comandaPorToken(ctx: AppContext, token: string): Promise<ComandaPublica> {
  const venda = await vendaPorToken(ctx.db, token);
  if (!venda) return naoEncontrada(ctx.db, token);
  const projecao = await projecaoPublica(ctx.db, venda.empresa_id, venda.id);
  if (!projecao) throw notFound(NAO_ENCONTRADA);
  return projecao.comanda;
}

/** A diner calls the waiter; a repeat within the 10-minute window changes nothing and notifies nobody. */
export async function chamarGarcom(
  ctx: AppContext,
  token: string,
): Promise<{ message: string; garcom_chamado_em: string }> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const venda = await vendaPorToken(tx.trx, token);
    if (!venda || venda.mesa_id == null) throw notFound(NAO_ENCONTRADA);
    return chamarNaMesa(tx, ctx.relogio.agora(), venda.empresa_id, venda.mesa_id, venda.id, NAO_ENCONTRADA);
  });
}

/** The same call from a table's printed card: it works on a free table too (no tab yet). */
export async function chamarGarcomPeloCodigo(
  ctx: AppContext,
  codigo: string,
): Promise<{ message: string; garcom_chamado_em: string }> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const mesa = await mesaPorCodigo(tx.trx, codigo);
    if (!mesa) throw notFound(MESA_NAO_ENCONTRADA);
    const venda = await vendaAbertaDaMesa(tenant(tx.trx, mesa.empresa_id), mesa.id);
    return chamarNaMesa(tx, ctx.relogio.agora(), mesa.empresa_id, mesa.id, venda?.id, MESA_NAO_ENCONTRADA);
  });
}

async function chamarNaMesa(
  tx: Tx,
  agora: Date,
  empresaId: number,
  mesaId: number,
  vendaId: number | undefined,
  naoAchou: string,
) {
  const t = tenant(tx.trx, empresaId);
  const mesa = await travarMesa(t, mesaId);
  if (!mesa) throw notFound(naoAchou);
  if (chamadaAtiva(mesa, agora.getTime()))
    return { message: 'Garçom já foi chamado', garcom_chamado_em: mesa.garcom_chamado_em!.toISOString() };
  const chamando = await atualizarMesa(t, mesa.id, { chamando_garcom: 'S', garcom_chamado_em: agora });
  tx.emit({ empresaId, vendaId, nome: 'garcom:chamado', payload: { mesa: presentMesa(chamando) } });
  emitirMesa(tx, empresaId, chamando);
  return { message: 'Garçom chamado!', garcom_chamado_em: chamando.garcom_chamado_em!.toISOString() };
}

/**
 * The diner asks for the bill: the table goes to P and the staff are alerted as by a waiter call (same 10-minute
 * cooldown: a repeat changes nothing and notifies nobody).
 */
export async function pedirConta(ctx: AppContext, token: string): Promise<{ message: string }> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const venda = await vendaPorToken(tx.trx, token);
    if (!venda || venda.mesa_id == null) return naoEncontrada(tx.trx, token);
    const t = tenant(tx.trx, venda.empresa_id);
    const mesa = await travarMesa(t, venda.mesa_id);
    if (!mesa) throw notFound(NAO_ENCONTRADA);
    if (mesa.situacao === 'P') return { message: 'Conta já foi solicitada' };
    if (!podeTransicionar('pedir_conta', mesa.situacao))
      throw conflict(motivoTransicaoInvalida('pedir_conta', mesa.situacao));
    const agora = ctx.relogio.agora();
    const chamar = !chamadaAtiva(mesa, agora.getTime());
    const pedida = await atualizarMesa(t, mesa.id, {
      situacao: 'P',
      ...(chamar && { chamando_garcom: 'S' as const, garcom_chamado_em: agora }),
    });
    await registrarHistorico(t, { id: null, nome: 'Cliente (QR Code)' }, venda.id, { tipo: 'conta_solicitada' });
    if (chamar)
      tx.emit({
        empresaId: venda.empresa_id,
        vendaId: venda.id,
        nome: 'garcom:chamado',
        payload: { mesa: presentMesa(pedida) },
      });
    else
      tx.emit({
        empresaId: venda.empresa_id,
        vendaId: venda.id,
        nome: 'mesa:atualizada',
        payload: { mesa: presentMesa(pedida) },
      });
    await emitirMesa(tx, venda.empresa_id, pedida);
    return { message: 'Conta solicitada! Em instantes alguém vem até a sua mesa' };
  });
}

/** PIX for the diner: the remaining amount or one share of it. */
export async function pixPublico(ctx: AppContext, token: string, valor?: number) {
  const venda = await vendaPorToken(ctx.db, token);
  if (!venda) return naoEncontrada(ctx.db, token);
  return pix(ctx, venda.empresa_id, venda.id, valor);
}
