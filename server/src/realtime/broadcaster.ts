import type { DomainEvent } from '@comanda/shared/events';
import type { AppContext } from '../context';
import { projecaoPublica } from '../modules/publico/publico.service';
import type { SocketServer } from './io';
import { salaComanda, salaEmpresa, salaUsuario } from './rooms';

/** The only caller of io.to(): turns committed domain events into socket.io messages. */
export function ligarBroadcaster(io: SocketServer, ctx: AppContext): () => void {
  const publicarParaDiner = async (e: DomainEvent) => {
    if (e.vendaId == null) return;
    if (e.nome === 'venda:fechada' || e.nome === 'venda:cancelada') {
      const token = await ctx.db.selectFrom('vendas').select('token_publico').where('id', '=', e.vendaId).executeTakeFirst();
      if (!token?.token_publico) return;
      const sala = salaComanda(token.token_publico);
      const v = e.payload.venda;
      const resumo = { subtotal: v.subtotal, taxa_servico: v.taxa_servico, desconto: v.desconto, total: v.total, pago: v.total_pago, troco: v.troco };
      io.to(sala).emit('comanda:encerrada', { situacao: v.situacao as 'F' | 'C', ...(v.situacao === 'F' && { resumo }) });
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
    (io.to(salaEmpresa(e.empresaId)).emit as (ev: string, p: unknown) => boolean)(e.nome, e.payload);
    publicarParaDiner(e).catch(() => {
      /* the diner's page also polls every 30 s; a failed projection only delays it */
    });
  });
}
