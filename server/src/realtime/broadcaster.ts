import type { DomainEvent } from '@comanda/shared/events';
import type { AppContext } from '../context';
import { projecaoPublica } from '../modules/publico/publico.service';
import type { SocketServer } from './io';
import { salaComanda, salaEmpresa, salaEstacao, salaUsuario } from './rooms';

/** The only caller of io.to(): turns committed domain events into socket.io messages. */
export function ligarBroadcaster(io: SocketServer, ctx: AppContext): () => void {
  const publicarParaDiner = async (e: DomainEvent) => {
    if (e.vendaId == null) return;
    if (e.nome === 'venda:fechada' || e.nome === 'venda:cancelada') {
      const token = await ctx.db.selectFrom('vendas').select('token_publico').where('id', '=', e.vendaId).executeTakeFirst();
      if (!token?.token_publico) return;
      const sala = salaComanda(token.token_publico);
      io.to(sala).emit('comanda:encerrada', { situacao: e.payload.venda.situacao as 'F' | 'C' });
      io.in(sala).disconnectSockets(true);
      return;
    }
    const projecao = await projecaoPublica(ctx.db, e.empresaId, e.vendaId);
    if (projecao && projecao.comanda.venda.situacao === 'A') io.to(salaComanda(projecao.token)).emit('comanda:atualizada', projecao.comanda);
  };

  return ctx.bus.subscribe((e) => {
    if (e.nome === 'sessao:encerrada') {
      const sala = e.usuarioId != null ? salaUsuario(e.usuarioId) : salaEmpresa(e.empresaId);
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
  });
}
