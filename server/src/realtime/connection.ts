import type { Socket } from 'socket.io';
import type { AppContext } from '../context';
import { temPermissao } from '@comanda/shared';
import {
  salaCardapioPublico,
  salaComanda,
  salaEmpresa,
  salaEstacao,
  salaCartaoPublico,
  salaMesaPublica,
  salaPainel,
  salaPedido,
  salaSessao,
  salaUsuario,
} from './rooms';
import { bancoIndisponivel, SERVICO_INDISPONIVEL } from '../db/indisponivel';
import type { PortasTempoReal } from './portas';

export interface SocketData {
  tipo: 'staff' | 'publico';
  empresaId: number;
  usuarioId?: number;
  /** a staff socket lives as long as its session could (ms since the epoch); see varrerSessoesVencidas */
  ate?: number;
}

const VARREDURA_MS = 30_000;

/**
 * A staff socket lives as long as its session could (JWT_EXPIRES_IN from the token's issue): the short access token
 * is renewed over REST while the screen is in use, and a revocation closes the socket at once. One sweep every 30 s
 * closes the sockets past that point (a timer per socket cost ~0.3 KB each). Returns the stop function.
 */
export function varrerSessoesVencidas(sockets: () => Iterable<Socket>): () => void {
  const t = setInterval(() => {
    const agora = Date.now();
    for (const s of sockets()) if (((s.data as SocketData).ate ?? Infinity) <= agora) s.disconnect(true);
  }, VARREDURA_MS);
  t.unref();
  return () => clearInterval(t);
}

/** A production screen names the stations it follows; only this company's stations are joined, others are ignored. */
async function salasDeEstacao(portas: PortasTempoReal, empresaId: number, pedidas: unknown): Promise<string[]> {
  if (!Array.isArray(pedidas)) return [];
  const ids = pedidas.filter((v): v is number => Number.isInteger(v) && v > 0).slice(0, 50);
  if (ids.length === 0) return [];
  return (await portas.estacoesDaEmpresa(empresaId, ids)).map((id) => salaEstacao(empresaId, id));
}

/**
 * Handshake: a staff JWT joins its own company's room (and its user room, for revocation); a public tab token
 * (`auth.comanda`) joins that tab's room only while the tab is open; a table card's code (`auth.mesa`) joins its
 * table's public room; the pickup board's code (`auth.painel`) joins its company's board, and a counter order's token
 * (`auth.pedido`) that order's page. Anything else is refused (connect_error). Sockets never choose rooms.
 */
export function autenticarSocket(ctx: AppContext, portas: PortasTempoReal) {
  return async (socket: Socket, next: (err?: Error) => void) => {
    const auth = (socket.handshake.auth ?? {}) as {
      token?: unknown;
      comanda?: unknown;
      mesa?: unknown;
      estacoes?: unknown;
      painel?: unknown;
      pedido?: unknown;
      cartao?: unknown;
    };
    // read once here: the socket does not keep the bearer secrets for its lifetime
    socket.handshake.auth = {};
    try {
      if (typeof auth.token === 'string') {
        const staff = await portas.resolverStaff(auth.token);
        const ate = (staff.sessao?.iat ?? 0) * 1000 + ctx.config.sessaoOciosaMs;
        socket.data = { tipo: 'staff', empresaId: staff.empresaId, usuarioId: staff.id, ate } satisfies SocketData;
        await socket.join([
          salaEmpresa(staff.empresaId),
          salaUsuario(staff.id),
          ...(staff.sessao ? [salaSessao(staff.sessao.sid ?? staff.sessao.jti)] : []),
        ]);
        if (temPermissao(staff.perfil, 'view_kitchen'))
          await socket.join(await salasDeEstacao(portas, staff.empresaId, auth.estacoes));
        return next();
      }
      if (typeof auth.comanda === 'string' && auth.comanda.length <= 64) {
        const venda = await portas.vendaPorToken(auth.comanda);
        if (!venda) return next(new Error('Comanda não encontrada'));
        socket.data = { tipo: 'publico', empresaId: venda.empresa_id } satisfies SocketData;
        // the tab's own room, and (issue 22) its table's room for the shared cart and the company's menu changes
        await socket.join([
          salaComanda(venda.id),
          ...(venda.mesa_id != null ? [salaMesaPublica(venda.empresa_id, venda.mesa_id)] : []),
          ...(venda.tipo === 'cartao' && venda.numero != null
            ? [salaCartaoPublico(venda.empresa_id, venda.numero)]
            : []),
          salaCardapioPublico(venda.empresa_id),
        ]);
        return next();
      }
      // a printed table card's code (issue 22): the table's room, whether or not a tab is open
      if (typeof auth.mesa === 'string' && auth.mesa.length <= 64) {
        const mesa = await portas.mesaPorCodigo(auth.mesa);
        if (!mesa) return next(new Error('Mesa não encontrada'));
        socket.data = { tipo: 'publico', empresaId: mesa.empresa_id } satisfies SocketData;
        await socket.join([salaMesaPublica(mesa.empresa_id, mesa.id), salaCardapioPublico(mesa.empresa_id)]);
        return next();
      }
      // a numbered card's printed code (issue 37): the card's room, whether or not a tab is open on it
      if (typeof auth.cartao === 'string' && auth.cartao.length <= 64) {
        const cartao = await portas.cartaoPorCodigo(auth.cartao);
        if (!cartao) return next(new Error('Cartão não encontrado'));
        socket.data = { tipo: 'publico', empresaId: cartao.empresa_id } satisfies SocketData;
        await socket.join([
          salaCartaoPublico(cartao.empresa_id, cartao.numero),
          salaCardapioPublico(cartao.empresa_id),
        ]);
        return next();
      }
      // the pickup board's code (issue 37): the company's board room, until the code is renewed
      if (typeof auth.painel === 'string' && auth.painel.length <= 64) {
        const empresaId = await portas.empresaDoPainel(auth.painel);
        if (empresaId == null) return next(new Error('Painel não encontrado'));
        socket.data = { tipo: 'publico', empresaId } satisfies SocketData;
        await socket.join(salaPainel(empresaId));
        return next();
      }
      // a counter order's own page (issue 37): that order's room only
      if (typeof auth.pedido === 'string' && auth.pedido.length <= 64) {
        const pedido = await portas.pedidoPorToken(auth.pedido);
        if (!pedido) return next(new Error('Pedido não encontrado'));
        socket.data = { tipo: 'publico', empresaId: pedido.empresa_id } satisfies SocketData;
        await socket.join(salaPedido(pedido.id));
        return next();
      }
      next(new Error('Não autorizado'));
    } catch (e) {
      // a database outage is not a refusal: the client retries this one (client/src/lib/reconexao.ts)
      next(new Error(bancoIndisponivel(e) ? SERVICO_INDISPONIVEL : 'Não autorizado'));
    }
  };
}
