import { registrarHistorico } from '../comanda/comanda.historico';
import {
  chamadaAtiva,
  motivoTransicaoInvalida,
  podeTransicionar,
  rotuloComanda,
  type ComandaPublica,
  type NotaPublicaDTO,
} from '@comanda/shared';
import { notaPublicaDaVenda } from '../fiscal/nota-da-comanda';
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
import {
  cartaoPorCodigo,
  marcarChamadaDoCartao,
  mesaPorCodigo,
  travarCartaoPorId,
  vendaAbertaDoCartao,
  vendaFechadaPorToken,
  vendaPorToken,
} from './publico.repo';
import { pixDisponivel } from '../pagamentos/pix';
import { pix } from '../pagamentos/pagamentos.service';
import { RECEBEDOR_PIX, configuracoesDaEmpresa } from '../empresa/configuracoes';

const NAO_ENCONTRADA = 'Comanda não encontrada';
const MESA_NAO_ENCONTRADA = 'Mesa não encontrada';
const CARTAO_NAO_ENCONTRADO = 'Cartão não encontrado';

/**
 * The diner's view of an open tab by its id (used by the realtime gateway after each change): a table's tab, or a
 * numbered card's (issue 37; cartao: its number, whose public room also hears it). Other kinds have no diner's bill.
 */
export async function projecaoPublica(
  db: Kysely<Database>,
  empresaId: number,
  vendaId: number,
): Promise<{ token: string; mesaId: number | null; cartao: number | null; comanda: ComandaPublica } | null> {
  const t = tenant(db, empresaId);
  const venda = await buscarVenda(t, vendaId);
  if (!venda?.token_publico) return null;
  const cartao = venda.tipo === 'cartao' && venda.mesa_id == null ? venda.numero : null;
  const mesa = venda.mesa_id == null ? undefined : await buscarMesa(t, venda.mesa_id);
  if (!mesa && cartao == null) return null;
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
    mesaId: mesa?.id ?? null,
    cartao,
    comanda: presentComandaPublica(mesa, venda, itens, pixDisponivel(recebedor), {
      pedidos: pedidos.map((p) => presentPedidoPublico(p, linhas)),
      // a table's or a numbered card's diners order with the company's mode (issues 22 and 37)
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
    if (venda?.mesa_id == null && venda?.cartao_id != null)
      return chamarNoCartao(tx, ctx.relogio.agora(), venda.empresa_id, venda.cartao_id, 'garcom');
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

/** The same call from a numbered card's page (issue 37): it works on a free card too, like a table's. */
export async function chamarGarcomPeloCartao(
  ctx: AppContext,
  codigo: string,
): Promise<{ message: string; garcom_chamado_em: string }> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const cartao = codigo ? await cartaoPorCodigo(tx.trx, codigo) : undefined;
    if (!cartao) throw notFound(CARTAO_NAO_ENCONTRADO);
    return chamarNoCartao(tx, ctx.relogio.agora(), cartao.empresa_id, cartao.id, 'garcom');
  });
}

/**
 * A numbered card's diner calls the waiter ('garcom') or asks for the bill ('conta', only with an open tab): the card
 * keeps when (the same 10-minute cooldown as a table: a repeat changes nothing and notifies nobody) and the staff get
 * cartao:chamado naming it 'Cartão 057'. A card has no map state to change; the bill request goes to the history.
 */
async function chamarNoCartao(
  tx: Tx,
  agora: Date,
  empresaId: number,
  cartaoId: number,
  motivo: 'garcom' | 'conta',
  vendaId?: number,
): Promise<{ message: string; garcom_chamado_em: string }> {
  const t = tenant(tx.trx, empresaId);
  const cartao = await travarCartaoPorId(t, cartaoId);
  if (!cartao) throw notFound(CARTAO_NAO_ENCONTRADO);
  const ultima = motivo === 'garcom' ? cartao.garcom_chamado_em : cartao.conta_pedida_em;
  if (chamadaAtiva({ chamando_garcom: 'S', garcom_chamado_em: ultima }, agora.getTime()))
    return {
      message: motivo === 'garcom' ? 'Garçom já foi chamado' : 'Conta já foi solicitada',
      garcom_chamado_em: ultima!.toISOString(),
    };
  await marcarChamadaDoCartao(
    t,
    cartao.id,
    motivo === 'garcom' ? { garcom_chamado_em: agora } : { conta_pedida_em: agora },
  );
  const venda = vendaId ?? (await vendaAbertaDoCartao(t, cartao.id))?.id ?? null;
  if (motivo === 'conta' && venda != null)
    await registrarHistorico(t, { id: null, nome: 'Cliente (QR Code)' }, venda, { tipo: 'conta_solicitada' });
  tx.emit({
    empresaId,
    nome: 'cartao:chamado',
    payload: {
      numero: cartao.numero,
      rotulo: rotuloComanda({ tipo: 'cartao', numero: cartao.numero }),
      motivo,
      em: agora.toISOString(),
      venda_id: venda,
    },
  });
  return {
    message: motivo === 'garcom' ? 'Garçom chamado!' : 'Conta solicitada! Em instantes alguém vem até você',
    garcom_chamado_em: agora.toISOString(),
  };
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
    if (venda?.mesa_id == null && venda?.cartao_id != null) {
      const r = await chamarNoCartao(tx, ctx.relogio.agora(), venda.empresa_id, venda.cartao_id, 'conta', venda.id);
      return { message: r.message };
    }
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

/**
 * How long a closed tab's dead link still shows its note (issue 38): the receipt on the diner's phone, after the
 * close dropped the tab's sockets. Long enough to look at it after leaving, short enough that an old link says little.
 */
export const RECIBO_MS = 12 * 60 * 60 * 1000;
const SEM_NOTA = 'Nota fiscal não encontrada';

/**
 * The receipt of a closed tab by its (dead) token: only that tab's note, only what a receipt shows, for 12 hours
 * after the close. The diner's page asks for it when the tab closes and while the note is 'pendente'.
 */
export async function notaPorToken(ctx: AppContext, token: string): Promise<NotaPublicaDTO> {
  const venda = await vendaFechadaPorToken(ctx.db, token);
  const agora = ctx.relogio.agora().getTime();
  if (!venda?.data_fechamento || agora - venda.data_fechamento.getTime() > RECIBO_MS) throw notFound(SEM_NOTA);
  const nota = await notaPublicaDaVenda(tenant(ctx.db, venda.empresa_id), venda.id);
  if (!nota) throw notFound(SEM_NOTA);
  return nota;
}
