import type { DomainEvent } from '@comanda/shared/events';
import type { AppContext } from '../context';
import { projecaoPublica } from '../modules/publico/publico.service';
import type { SocketServer } from './io';
import { salaComanda, salaEmpresa, salaEstacao, salaSessao, salaUsuario } from './rooms';

/**
 * The only caller of io.to(): turns committed domain events into socket.io messages. Fan-out runs on the next turn of
 * the event loop, so the writer's HTTP reply goes out first and never waits on thousands of sockets.
 */
export function ligarBroadcaster(io: SocketServer, ctx: AppContext): () => void {
  // with the Redis adapter a diner may sit on another instance, so only a local adapter can tell an empty room
  const salaVazia = (sala: string) => !ctx.config.redisUrl && !io.sockets.adapter.rooms.get(sala)?.size;

  const publicarParaDiner = async (e: DomainEvent) => {
    if (e.vendaId == null) return;
    const sala = salaComanda(e.vendaId);
    if (e.nome === 'venda:fechada' || e.nome === 'venda:cancelada') {
      io.to(sala).emit('comanda:encerrada', { situacao: e.payload.venda.situacao as 'F' | 'C' });
      io.in(sala).disconnectSockets(true);
      return;
    }
    if (salaVazia(sala)) return; // nobody is watching this bill: build no projection
    const projecao = await projecaoPublica(ctx.db, e.empresaId, e.vendaId);
    if (projecao && projecao.comanda.venda.situacao === 'A') io.to(sala).emit('comanda:atualizada', projecao.comanda);
  };

  const entregar = (e: DomainEvent) => {
    if (e.nome === 'sessao:encerrada') {
      const sala = e.sessaoId != null ? salaSessao(e.sessaoId) : e.usuarioId != null ? salaUsuario(e.usuarioId) : salaEmpresa(e.empresaId);
      io.to(sala).emit('sessao:encerrada', e.payload);
      io.in(sala).disconnectSockets(true);
      return;
    }
    // a socket in several of these rooms still gets the message once
    const salas = [salaEmpresa(e.empresaId), ...(e.estacaoIds ?? []).map((id) => salaEstacao(e.empresaId, id))];
    (io.to(salas).emit as (ev: string, p: unknown) => boolean)(e.nome, e.payload);
    publicarParaDiner(e).catch(() => {
      /* the diner's page also polls every 30 s; a failed projection only delays it */
    });
  };

  return ctx.bus.subscribe((e) => setImmediate(entregar, e));
}
