import type {
  DomainEvent,
  ImpressaoInterna,
  PainelRenovado,
  PublicDomainEvent,
  StaffDomainEvent,
} from '@comanda/shared/events';
import type { AppContext } from '../context';
import type { Emitir } from './envio-para-salas';
import type { SocketServer } from './servidor';
import type { PortasTempoReal } from './portas';
import {
  NAMESPACE_AGENTES,
  salaAgente,
  salaCardapioPublico,
  salaCartaoPublico,
  salaComanda,
  salaEmpresa,
  salaEstacao,
  salaMesaPublica,
  salaPainel,
  salaPedido,
  salaSessao,
  salaUsuario,
} from './rooms';

/** Events that open or end a tab: the table card's page learns that its table has (or no longer has) one. */
const ABREM_OU_ENCERRAM = new Set<DomainEvent['nome']>(['venda:aberta', 'venda:fechada', 'venda:cancelada']);
const ENCERRAM = new Set<DomainEvent['nome']>(['venda:fechada', 'venda:cancelada']);

/**
 * Turns committed domain events into socket.io messages, the only caller of the room fan-out (envio-para-salas.ts). Fan-out
 * runs on the next turn of the event loop, so the writer's HTTP reply goes out first and never waits on thousands of
 * sockets.
 *
 * A diner's socket follows its tab, never a table's history (issue 35): a tab's sockets (room comanda:{id}) are in
 * its table's public room only while the tab is open on that table. A move, a merge, a close and a cancellation take
 * them out (socketsLeave/socketsJoin reach every instance through the adapter) before anything else about the change
 * is sent, so nothing of the next party at that table ever reaches them.
 */
export function ligarBroadcaster(io: SocketServer, ctx: AppContext, portas: PortasTempoReal, emitir: Emitir) {
  // with the Redis adapter a diner may sit on another instance, so only a local adapter can tell an empty room
  const salaVazia = (sala: string) => !ctx.config.redisUrl && !io.sockets.adapter.rooms.get(sala)?.size;
  const d: Entrega = { io, portas, emitir, salaVazia };
  return ctx.bus.subscribe((e) => setImmediate(entregar, d, e));
}

/** What every delivery below needs: the server, the modules' answers, the room fan-out and the empty-room test. */
interface Entrega {
  io: SocketServer;
  portas: PortasTempoReal;
  emitir: Emitir;
  salaVazia: (sala: string) => boolean;
}

/** One committed event, by group: diner-only, internal signals, a session ended, or a staff change (the rest). */
function entregar(d: Entrega, e: DomainEvent) {
  if ('publico' in e) return entregarPublico(d, e);
  if (e.nome === 'impressao:fila' || e.nome === 'impressao:agente-revogado' || e.nome === 'painel:renovado')
    return entregarSinal(d, e);
  if (e.nome === 'sessao:encerrada') return encerrarSessao(d, e);
  entregarEquipe(d, e);
}

/** Diner-only events (issue 22): one table's room, one card's (issue 37), or every diner page of the company. */
function entregarPublico({ io, emitir }: Entrega, e: PublicDomainEvent) {
  const sala =
    e.mesaId != null
      ? salaMesaPublica(e.empresaId, e.mesaId)
      : e.cartao != null
        ? salaCartaoPublico(e.empresaId, e.cartao)
        : salaCardapioPublico(e.empresaId);
  emitir(sala, e.nome, e.payload);
  // whoever joined with the old card code must not keep following the table
  if (e.nome === 'mesa-publica:codigo-renovado') io.in(sala).disconnectSockets(true);
}

/** Signals that only drop sockets: the print outbox's, and a renewed board code. */
function entregarSinal({ io, emitir }: Entrega, e: ImpressaoInterna | PainelRenovado) {
  // the print outbox's own signals reach no screen (realtime/agentes.ts fetches the jobs)
  if (e.nome === 'impressao:fila') return;
  if (e.nome === 'impressao:agente-revogado') {
    io.of(NAMESPACE_AGENTES).in(salaAgente(e.payload.agenteId)).disconnectSockets(true);
    return;
  }
  // a new board code: the old board's sockets hear it and drop, on every instance
  const sala = salaPainel(e.empresaId);
  emitir(sala, 'painel:codigo-renovado', {});
  io.in(sala).disconnectSockets(true);
}

/** A session ended: one token's sockets, one user's, or the whole company's hear it and drop. */
function encerrarSessao({ io, emitir }: Entrega, e: Extract<StaffDomainEvent, { nome: 'sessao:encerrada' }>) {
  const sala =
    e.sessaoId != null
      ? salaSessao(e.sessaoId)
      : e.usuarioId != null
        ? salaUsuario(e.usuarioId)
        : salaEmpresa(e.empresaId);
  emitir(sala, 'sessao:encerrada', e.payload);
  io.in(sala).disconnectSockets(true);
}

/** A staff change: the company's and stations' rooms, then the diner menu, the pickup board and the tab's diners. */
function entregarEquipe(d: Entrega, e: StaffDomainEvent) {
  // a socket in several of these rooms still gets the message once
  const salas = [salaEmpresa(e.empresaId), ...(e.estacaoIds ?? []).map((id) => salaEstacao(e.empresaId, id))];
  d.emitir(salas, e.nome, e.payload);
  // a product sold out, edited or removed: every diner page of the company refetches its menu (with its ETag)
  if (e.nome === 'cardapio:alterado' || e.nome === 'estacao:alterada')
    d.emitir(salaCardapioPublico(e.empresaId), 'cardapio:atualizado', {});
  publicarBalcao(d, e).catch(() => {
    /* the board and the order's page poll while their socket is down; a failed projection only delays them */
  });
  // the bill first (comanda:encerrada before the card hears its table is free)
  publicarParaDiner(d, e)
    .then(() => avisarMesas(d, e))
    .catch(() => {
      /* the diner's page also polls every 30 s; a failed projection only delays it */
    });
}

/** The table cards' pages ask for their first answer again (it carries no token). */
function avisarMesas({ emitir }: Entrega, e: StaffDomainEvent) {
  const mesas = new Set<number>();
  if (e.mesaDeixada != null) mesas.add(e.mesaDeixada);
  if ((e.mesaDeixada != null || ABREM_OU_ENCERRAM.has(e.nome)) && 'venda' in e.payload) {
    const mesaId = e.payload.venda.mesa_id;
    if (mesaId != null) mesas.add(mesaId);
  }
  for (const mesaId of mesas) emitir(salaMesaPublica(e.empresaId, mesaId), 'mesa-publica:atualizada', {});
  // a numbered card's page likewise (issue 37): the card it opened, closed or moved on, and the card it left
  const cartoes = new Set<number>();
  if (e.cartaoDeixado != null) cartoes.add(e.cartaoDeixado);
  const numero = cartaoDaVenda(e);
  if ((e.cartaoDeixado != null || ABREM_OU_ENCERRAM.has(e.nome)) && numero != null) cartoes.add(numero);
  for (const n of cartoes) emitir(salaCartaoPublico(e.empresaId, n), 'cartao-publico:atualizado', {});
}

/** The numbered card a tab event's tab stands on, if any (issue 37). */
const cartaoDaVenda = (e: StaffDomainEvent): number | null =>
  'venda' in e.payload && e.payload.venda.tipo === 'cartao' ? e.payload.venda.numero : null;

/** Synchronous, before any await: the tab's sockets leave the table they no longer belong to. */
function seguirComanda(io: SocketServer, e: StaffDomainEvent, sala: string) {
  if (!('venda' in e.payload)) return;
  const mesaAtual = e.payload.venda.mesa_id;
  if (e.mesaDeixada != null) {
    io.in(sala).socketsLeave(salaMesaPublica(e.empresaId, e.mesaDeixada));
    if (mesaAtual != null) io.in(sala).socketsJoin(salaMesaPublica(e.empresaId, mesaAtual));
  }
  if (ENCERRAM.has(e.nome) && mesaAtual != null) io.in(sala).socketsLeave(salaMesaPublica(e.empresaId, mesaAtual));
  // a card's tab moved to another card (a lost card) follows it; an ended one leaves its card (issue 37)
  const cartaoAtual = cartaoDaVenda(e);
  if (e.cartaoDeixado != null) {
    io.in(sala).socketsLeave(salaCartaoPublico(e.empresaId, e.cartaoDeixado));
    if (cartaoAtual != null) io.in(sala).socketsJoin(salaCartaoPublico(e.empresaId, cartaoAtual));
  }
  if (ENCERRAM.has(e.nome) && cartaoAtual != null)
    io.in(sala).socketsLeave(salaCartaoPublico(e.empresaId, cartaoAtual));
}

/** The public rooms a tab's bill goes to besides its own: its table's, or its card's. */
const salasDoLugar = (empresaId: number, p: { mesaId: number | null; cartao: number | null }) => [
  ...(p.mesaId != null ? [salaMesaPublica(empresaId, p.mesaId)] : []),
  ...(p.cartao != null ? [salaCartaoPublico(empresaId, p.cartao)] : []),
];

async function publicarParaDiner({ io, portas, emitir, salaVazia }: Entrega, e: StaffDomainEvent) {
  if (e.vendaId == null) return;
  const sala = salaComanda(e.vendaId);
  seguirComanda(io, e, sala);
  // a tab merged into another: its diners now follow the tab that took its items (issue 15), at that tab's table
  const juntada = e.nome === 'venda:cancelada' ? await portas.vendaQueRecebeu(e.empresaId, e.vendaId) : null;
  if (juntada != null) {
    const projecao = await portas.projecaoPublica(e.empresaId, juntada);
    if (projecao) io.in(sala).socketsJoin(salasDoLugar(e.empresaId, projecao));
    io.in(sala).socketsJoin(salaComanda(juntada));
    io.in(sala).socketsLeave(sala);
    if (projecao) emitir(salaComanda(juntada), 'comanda:atualizada', projecao.comanda);
    return;
  }
  if (ENCERRAM.has(e.nome) && 'venda' in e.payload) {
    const v = e.payload.venda;
    const resumo = {
      subtotal: v.subtotal,
      taxa_servico: v.taxa_servico,
      desconto: v.desconto,
      total: v.total,
      pago: v.total_pago,
      troco: v.troco,
    };
    // the table card's phones hear it too, but stay connected: the card goes on showing the menu
    const lugar = salasDoLugar(e.empresaId, { mesaId: v.mesa_id, cartao: cartaoDaVenda(e) });
    emitir([sala, ...lugar], 'comanda:encerrada', {
      situacao: v.situacao as 'F' | 'C',
      ...(v.situacao === 'F' && { resumo }),
    });
    io.in(sala).disconnectSockets(true);
    return;
  }
  // nobody of the company is watching a bill (every diner socket is in its company's menu room): no projection
  if (salaVazia(sala) && salaVazia(salaCardapioPublico(e.empresaId))) return;
  const projecao = await portas.projecaoPublica(e.empresaId, e.vendaId);
  if (projecao && projecao.comanda.venda.situacao === 'A')
    emitir([sala, ...salasDoLugar(e.empresaId, projecao)], 'comanda:atualizada', projecao.comanda);
}

/** The counter orders a change touches (issue 37): their ids, or none when it touches no counter order. */
const pedidosDoBalcao = (e: StaffDomainEvent): number[] => {
  if (e.nome === 'cozinha:item' || e.nome === 'cozinha:ticket')
    return [...new Set(e.payload.itens.filter((i) => i.tipo === 'balcao').map((i) => i.venda_id))];
  return 'venda' in e.payload && e.payload.venda.tipo === 'balcao' ? [e.payload.venda.id] : [];
};

/**
 * The pickup board and the orders' own pages (issue 37) get their whole projection again, built only when someone
 * watches. A cancelled order's page is told it is gone and dropped.
 */
async function publicarBalcao({ io, portas, emitir, salaVazia }: Entrega, e: StaffDomainEvent) {
  const pedidos = pedidosDoBalcao(e);
  if (pedidos.length === 0) return;
  const painel = salaPainel(e.empresaId);
  if (!salaVazia(painel)) emitir(painel, 'painel:atualizado', await portas.projecaoDoPainel(e.empresaId));
  for (const vendaId of pedidos) {
    const sala = salaPedido(vendaId);
    if (salaVazia(sala)) continue;
    const pedido = await portas.projecaoDoPedido(e.empresaId, vendaId);
    if (pedido) emitir(sala, 'pedido:atualizado', pedido);
    else io.in(sala).disconnectSockets(true);
  }
}
