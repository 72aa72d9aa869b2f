import { money, type PagamentoDTO } from '@comanda/shared';
import type { Pagamento } from '../../db/tables';

export function presentPagamento(p: Pagamento): PagamentoDTO {
  return {
    id: p.id,
    venda_id: p.venda_id,
    forma: p.forma,
    valor: money(p.valor),
    valor_recebido: money(p.valor_recebido),
    troco: money(p.troco),
    usuario: p.usuario_nome,
    created_at: p.created_at.toISOString(),
    removido_em: p.removido_em?.toISOString() ?? null,
    removido_por: p.removido_por,
    removido_motivo: p.removido_motivo,
  };
}
