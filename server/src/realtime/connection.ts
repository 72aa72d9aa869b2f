import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import type { AppContext } from '../context';
import { resolveStaff } from '../modules/auth/auth.service';
import { vendaPorToken } from '../modules/publico/publico.repo';
import { salaComanda, salaEmpresa, salaSessao, salaUsuario } from './rooms';
import { bancoIndisponivel, SERVICO_INDISPONIVEL } from '../db/indisponivel';

export interface SocketData {
  tipo: 'staff' | 'publico';
  empresaId: number;
  usuarioId?: number;
}

/**
 * Handshake: a staff JWT joins its own company's room (and its user room, for revocation); a public tab token joins
 * that tab's room only while the tab is open. Anything else is refused (connect_error). Sockets never choose rooms.
 */
export function autenticarSocket(app: FastifyInstance, ctx: AppContext) {
  return async (socket: Socket, next: (err?: Error) => void) => {
    const auth = (socket.handshake.auth ?? {}) as { token?: unknown; comanda?: unknown };
    try {
      if (typeof auth.token === 'string') {
        const staff = await resolveStaff(ctx, app, auth.token);
        socket.data = { tipo: 'staff', empresaId: staff.empresaId, usuarioId: staff.id } satisfies SocketData;
        await socket.join([salaEmpresa(staff.empresaId), salaUsuario(staff.id), ...(staff.sessao ? [salaSessao(staff.sessao.jti)] : [])]);
        // an expired token loses its socket at expiry
        const exp = (app.jwt.decode<{ exp?: number }>(auth.token)?.exp ?? 0) * 1000;
        const timer = setTimeout(() => socket.disconnect(true), Math.max(0, exp - Date.now()));
        socket.on('disconnect', () => clearTimeout(timer));
        return next();
      }
      if (typeof auth.comanda === 'string' && auth.comanda.length <= 64) {
        const venda = await vendaPorToken(ctx.db, auth.comanda);
        if (!venda) return next(new Error('Comanda não encontrada'));
        socket.data = { tipo: 'publico', empresaId: venda.empresa_id } satisfies SocketData;
        await socket.join(salaComanda(venda.id));
        return next();
      }
      next(new Error('Não autorizado'));
    } catch (e) {
      // a database outage is not a refusal: the client retries this one (client/src/lib/reconexao.ts)
      next(new Error(bancoIndisponivel(e) ? SERVICO_INDISPONIVEL : 'Não autorizado'));
    }
  };
}
