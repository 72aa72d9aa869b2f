import { rotuloComanda, type EstacaoDTO, type ItemProducaoDTO } from '@comanda/shared';
import type { LinhaProducao } from './cozinha.repo';

export const presentEstacao = (e: { id: number; nome: string; ativo: boolean }): EstacaoDTO => ({
  id: e.id,
  nome: e.nome,
  ativo: e.ativo,
});

/** An item as the production screen shows it: explicit allowlist, no prices. */
export function presentItemProducao(l: LinhaProducao, cancelado = false): ItemProducaoDTO {
  return {
    id: l.id,
    venda_id: l.venda_id,
    ticket_id: l.ticket_id ?? l.id,
    estacao_id: l.estacao_id,
    estacao_nome: l.estacao_nome,
    mesa_numero: l.mesa_numero,
    tipo: l.tipo,
    comanda: rotuloComanda(l),
    // the waiter who sent the item; the tab's opener when that user is gone
    funcionario: l.usuario_nome ?? l.funcionario,
    produto_nome: l.produto_nome,
    quantidade: l.quantidade,
    observacoes: l.observacoes,
    sabores: l.sabores,
    adicionais: l.adicionais,
    status: l.status_producao,
    cancelado,
    enviado_em: l.created_at.toISOString(),
    em_preparo_em: l.em_preparo_em?.toISOString() ?? null,
    pronto_em: l.pronto_em?.toISOString() ?? null,
    entregue_em: l.entregue_em?.toISOString() ?? null,
  };
}
