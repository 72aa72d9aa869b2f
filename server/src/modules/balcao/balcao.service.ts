import {
  MSG_COMANDA,
  type AbrirBalcaoInput,
  type PainelDTO,
  type PainelPublicoDTO,
  type PedidoBalcaoDTO,
  type PedidoBalcaoPublicoDTO,
  type VendaDTO,
} from '@comanda/shared';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database, Mesa, Venda } from '../../db/tables';
import { tenant, type Tenant } from '../../db/tenant';
import { withTransaction, type Tx } from '../../db/transaction';
import { qrCodePng } from '../../qr-code';
import { conflict, notFound } from '../../errors';
import type { StaffSession } from '../../sessoes/sessao';
import { abrirComanda, exigirVenda, novoToken, travarComanda, type AutorItem } from '../comanda/comanda';
import { registrarHistorico } from '../comanda/comanda.historico';
import { entregarProntosDaVenda } from '../cozinha/producao';
import { presentVenda } from '../comanda/comanda.presenter';
import { configuracoesDaEmpresa, fusoDaEmpresa } from '../empresa/configuracoes';
import * as repo from './balcao.repo';
import { empresaDoPainel, pedidoPorToken } from './balcao.publico.repo';

/*
 * Counter and takeaway orders (issue 37): a tab of the core with no table, numbered per day in the company's time zone,
 * shown on the pickup board ('preparando' while the kitchen cooks any item, then 'pronto') until handed over.
 */

/**
 * The counter's next number of the company's day; deliveries (issue 39) take theirs from the same sequence.
 */
export async function proximoNumeroDoDia(t: Tenant, agora: Date): Promise<{ numero: number; dia: string }> {
  return repo.proximoNumero(t, agora, await fusoDaEmpresa(t));
}

/** Opens a counter order in the caller's transaction: the day's next number, then the core's tab. */
export async function abrirNoBalcao(tx: Tx, autor: AutorItem, input: AbrirBalcaoInput, agora: Date): Promise<Venda> {
  const t = tenant(tx.trx, autor.empresaId);
  const { numero, dia } = await proximoNumeroDoDia(t, agora);
  return abrirComanda(tx, autor, {
    nome_cliente: input.nome_cliente?.trim() ?? '',
    // no table service at the counter: no service charge (staff may still add it on the tab)
    lugar: {
      tipo: 'balcao',
      numero,
      numero_dia: dia,
      viagem: input.viagem,
      token_pedido: novoToken(),
      cobrar_taxa_servico: false,
    },
  });
}

/** POST /api/vendas/:id/entregue: the order was handed over and leaves the board (a repeat changes nothing). */
export async function entregue(ctx: AppContext, s: StaffSession, vendaId: number): Promise<VendaDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const { venda } = await travarComanda(tx, s, vendaId);
    if (venda.tipo !== 'balcao') throw conflict('Só pedidos do balcão são entregues ao cliente por aqui');
    if (venda.situacao === 'C') throw conflict(MSG_COMANDA.cancelada);
    if (venda.retirada_em) return presentVenda(venda);
    const t = tenant(tx.trx, s.empresaId);
    const agora = ctx.relogio.agora();
    const retirada = await repo.marcarRetirada(t, vendaId, agora);
    // what the kitchen had ready was handed over: it leaves the production screens' 'Prontos' column
    await entregarProntosDaVenda(tx, t, vendaId, s.id, agora);
    await registrarHistorico(t, s, vendaId, { tipo: 'retirada', depois: { numero: venda.numero } });
    tx.emit({ empresaId: s.empresaId, vendaId, nome: 'venda:atualizada', payload: { venda: presentVenda(retirada) } });
    return presentVenda(retirada);
  });
}

/**
 * The core's `encerrada` hook: a counter order closed with nothing left cooking was paid at pickup (or needed no
 * kitchen), so it leaves the board; one paid first stays until it is ready and handed over.
 */
export async function retirarSeProntoAoFechar(tx: Tx, t: Tenant, venda: Venda, _mesa: Mesa | undefined) {
  if (venda.tipo !== 'balcao' || venda.situacao !== 'F' || venda.retirada_em) return;
  if ((await repo.cozinhando(t, venda.id)) > 0) return;
  const agora = venda.data_fechamento ?? venda.data_abertura;
  await repo.marcarRetirada(t, venda.id, agora);
  await entregarProntosDaVenda(tx, t, venda.id, null, agora);
}

async function enderecoDoPainel(ctx: AppContext, origem: string, codigo: string): Promise<PainelDTO> {
  const url = `${ctx.config.publicUrl ?? origem}/painel/${codigo}`;
  return { codigo, url, qr_code: await qrCodePng(url) };
}

/** GET /api/painel: the board's address for the TV (created on first ask). */
export async function painel(ctx: AppContext, s: StaffSession, origem: string): Promise<PainelDTO> {
  return enderecoDoPainel(ctx, origem, await repo.codigoDoPainel(tenant(ctx.db, s.empresaId)));
}

/** POST /api/painel/renovar: a new code; the old board's page answers 404 and its sockets drop at once. */
export async function renovarPainel(ctx: AppContext, s: StaffSession, origem: string): Promise<PainelDTO> {
  const codigo = await withTransaction(ctx.db, ctx.bus, async (tx) => {
    const novo = await repo.renovarCodigo(tenant(tx.trx, s.empresaId), randomBytes(18).toString('base64url'));
    tx.emit({ empresaId: s.empresaId, nome: 'painel:renovado', payload: {} });
    return novo;
  });
  return enderecoDoPainel(ctx, origem, codigo);
}

const nomeNoPainel = (nome: string) => nome.trim() || null;

/** What the board shows of a company: today's orders, cooking or ready. */
export async function projecaoDoPainel(
  db: Kysely<Database>,
  empresaId: number,
  agora: Date,
): Promise<PainelPublicoDTO> {
  const t = tenant(db, empresaId);
  const { fuso_horario, fantasia } = await configuracoesDaEmpresa(t, 'fuso_horario', 'fantasia');
  const pedidos = (await repo.pedidosDoDia(t, agora, fuso_horario)).filter((p) => p.itens > 0);
  const linha = (p: (typeof pedidos)[number]) => ({ numero: p.numero!, nome: nomeNoPainel(p.nome_cliente) });
  return {
    empresa: fantasia,
    preparando: pedidos.filter((p) => p.cozinhando > 0).map(linha),
    prontos: pedidos.filter((p) => p.cozinhando === 0).map(linha),
  };
}

/** GET /api/balcao: today's counter orders still to hand over, cooking or ready, for the counter screen. */
export async function pedidosDoDia(ctx: AppContext, s: StaffSession): Promise<PedidoBalcaoDTO[]> {
  const t = tenant(ctx.db, s.empresaId);
  const pedidos = await repo.pedidosDoDia(t, ctx.relogio.agora(), await fusoDaEmpresa(t));
  return pedidos.map(({ itens: _itens, cozinhando, ...venda }) => ({
    venda: presentVenda(venda),
    estado: cozinhando > 0 ? 'preparando' : 'pronto',
  }));
}

/** What a counter order's own page shows: its number, items and where it is. */
export async function projecaoDoPedido(
  db: Kysely<Database>,
  empresaId: number,
  vendaId: number,
): Promise<PedidoBalcaoPublicoDTO | null> {
  const t = tenant(db, empresaId);
  const venda = await exigirVenda(t, vendaId).catch(() => null);
  if (!venda || venda.tipo !== 'balcao' || venda.situacao === 'C') return null;
  const itens = await repo.itensDoPedido(t, vendaId);
  const { fantasia } = await configuracoesDaEmpresa(t, 'fantasia');
  const cozinhando = itens.some((i) => i.status_producao === 'pendente' || i.status_producao === 'em_preparo');
  return {
    empresa: fantasia,
    numero: venda.numero!,
    nome: nomeNoPainel(venda.nome_cliente),
    viagem: venda.viagem,
    estado: venda.retirada_em ? 'retirado' : cozinhando || itens.length === 0 ? 'preparando' : 'pronto',
    itens: itens.map((i) => ({ produto_nome: i.produto_nome, quantidade: i.quantidade, status: i.status_producao })),
  };
}

/** GET /api/public/painel/:codigo. */
export async function painelPublico(ctx: AppContext, codigo: string): Promise<PainelPublicoDTO> {
  const empresaId = codigo ? await empresaDoPainel(ctx.db, codigo) : undefined;
  if (empresaId == null) throw notFound('Painel não encontrado');
  return projecaoDoPainel(ctx.db, empresaId, ctx.relogio.agora());
}

/** GET /api/public/pedido/:token. */
export async function pedidoPublico(ctx: AppContext, token: string): Promise<PedidoBalcaoPublicoDTO> {
  const achado = token ? await pedidoPorToken(ctx.db, token) : undefined;
  const pedido = achado && (await projecaoDoPedido(ctx.db, achado.empresa_id, achado.id));
  if (!pedido) throw notFound('Pedido não encontrado');
  return pedido;
}

/** The realtime gateway's lookups (realtime/portas.ts). */
export { empresaDoPainel, pedidoPorToken };
