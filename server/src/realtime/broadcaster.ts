import type { DomainEvent } from '@comanda/shared/events';
import type { AppContext } from '../context';
import type { SocketServer } from './io';
import type { PortasTempoReal } from './portas';
import { NAMESPACE_AGENTES, salaAgente, salaComanda, salaEmpresa, salaEstacao, salaSessao, salaUsuario } from './rooms';

/**
 * The only caller of io.to(): turns committed domain events into socket.io messages. Fan-out runs on the next turn of
 * the event loop, so the writer's HTTP reply goes out first and never waits on thousands of sockets.
 */
export function ligarBroadcaster(io: SocketServer, ctx: AppContext, portas: PortasTempoReal): () => void {
  // with the Redis adapter a diner may sit on another instance, so only a local adapter can tell an empty room
  const salaVazia = (sala: string) => !ctx.config.redisUrl && !io.sockets.adapter.rooms.get(sala)?.size;

  const publicarParaDiner = async (e: DomainEvent) => {
    if (e.vendaId == null) return;
    const sala = salaComanda(e.vendaId);
    // a tab merged into another: its diners now follow the tab that took its items (issue 15)
    const juntada = e.nome === 'venda:cancelada' ? await portas.vendaQueRecebeu(e.empresaId, e.vendaId) : null;
    if (juntada != null) {
      io.in(sala).socketsJoin(salaComanda(juntada));
      io.in(sala).socketsLeave(sala);
      const projecao = await portas.projecaoPublica(e.empresaId, juntada);
      if (projecao) io.to(salaComanda(juntada)).emit('comanda:atualizada', projecao.comanda);
      return;
    }
    if (e.nome === 'venda:fechada' || e.nome === 'venda:cancelada') {
      const v = e.payload.venda;
      const resumo = {
        subtotal: v.subtotal,
        taxa_servico: v.taxa_servico,
        desconto: v.desconto,
        total: v.total,
        pago: v.total_pago,
        troco: v.troco,
      };
      io.to(sala).emit('comanda:encerrada', {
        situacao: v.situacao as 'F' | 'C',
        ...(v.situacao === 'F' && { resumo }),
      });
      io.in(sala).disconnectSockets(true);
      return;
    }
    if (salaVazia(sala)) return; // nobody is watching this bill: build no projection
    const projecao = await portas.projecaoPublica(e.empresaId, e.vendaId);
    if (projecao && projecao.comanda.venda.situacao === 'A') io.to(sala).emit('comanda:atualizada', projecao.comanda);
  };

  const entregar = (e: DomainEvent) => {
    // the print outbox's own signals reach no screen (realtime/agentes.ts fetches the jobs)
    if (e.nome === 'impressao:fila') return;
    if (e.nome === 'impressao:agente-revogado') {
      io.of(NAMESPACE_AGENTES).in(salaAgente(e.payload.agenteId)).disconnectSockets(true);
      return;
    }
    if (e.nome === 'sessao:encerrada') {
      const sala =
        e.sessaoId != null
          ? salaSessao(e.sessaoId)
          : e.usuarioId != null
            ? salaUsuario(e.usuarioId)
            : salaEmpresa(e.empresaId);
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
