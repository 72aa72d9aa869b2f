import type { HistoricoVendaDTO } from '@comanda/shared';
import type { StaffSession } from '../../sessoes/sessao';
import type { Tenant } from '../../db/tenant';

/**
 * The tab's append-only history: one row per change with who, when, why and before/after snapshots. Generic on
 * purpose (tipo + JSON), so every kind of tab change can be recorded here without a new table.
 */
export type TipoHistorico =
  | 'abertura'
  | 'item_adicionado'
  | 'item_removido'
  | 'quantidade_alterada'
  | 'transferencia_saida'
  | 'transferencia_entrada'
  | 'mudanca_mesa'
  | 'juncao'
  | 'nome_cliente'
  | 'conta_solicitada'
  | 'conta_solicitada_cancelada'
  | 'taxa_servico'
  | 'desconto'
  | 'pagamento'
  | 'pagamento_removido'
  | 'fechamento'
  | 'cancelamento'
  | (string & {});

/** Who made the change: a staff session, or the diner (id null) for the public link's actions. */
export type AutorHistorico = Pick<StaffSession, 'nome'> & { id: number | null };

/** The name the line keeps (the diner, with no session, shows as 'Sistema'). */
export const nomeDoAutor = (autor: AutorHistorico) => autor.nome || 'Sistema';

export async function registrarHistorico(
  t: Tenant,
  autor: AutorHistorico,
  vendaId: number,
  e: { tipo: TipoHistorico; antes?: unknown; depois?: unknown; motivo?: string | null },
): Promise<void> {
  await t
    .insertInto('venda_historico', {
      venda_id: vendaId,
      usuario_id: autor.id,
      usuario_nome: nomeDoAutor(autor),
      tipo: e.tipo,
      antes: e.antes === undefined ? null : JSON.stringify(e.antes),
      depois: e.depois === undefined ? null : JSON.stringify(e.depois),
      motivo: e.motivo ?? null,
    })
    .execute();
}

export async function listarHistorico(t: Tenant, vendaId: number): Promise<HistoricoVendaDTO[]> {
  const rows = await t
    .selectFrom('venda_historico')
    .selectAll()
    .where('venda_id', '=', vendaId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    tipo: r.tipo,
    usuario: r.usuario_nome,
    created_at: r.created_at.toISOString(),
    antes: r.antes,
    depois: r.depois,
    motivo: r.motivo,
  }));
}
