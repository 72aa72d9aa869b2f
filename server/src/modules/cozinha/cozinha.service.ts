import {
  motivoProducaoInvalida,
  temPermissao,
  transicaoProducao,
  type EstadoCozinha,
  type ItemProducaoDTO,
  type StatusProducao,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { StaffSession } from '../../sessoes/sessao';
import { withTransaction } from '../../db/transaction';
import { tenant } from '../../db/tenant';
import { conflict, forbidden, notFound } from '../../errors';
import { presentEstacao, presentItemProducao } from './cozinha.presenter';
import * as repo from './cozinha.repo';
import { emitirMudancas } from './producao';
import { configuracoesDaEmpresa } from '../empresa/configuracoes';

const ITEM_NAO_ENCONTRADO = 'Item não encontrado';

/** Everything a production screen shows, for one station or all: it rebuilds from this on load and on reconnect. */
export async function estado(ctx: AppContext, s: StaffSession, estacaoId?: number): Promise<EstadoCozinha> {
  const t = tenant(ctx.db, s.empresaId);
  const [linhas, cancelados, estacoes, empresa] = await Promise.all([
    repo.itensProducao(t, { emAberto: true, estacaoId }),
    repo.canceladosPendentes(t, estacaoId),
    repo.listarEstacoes(t),
    configuracoesDaEmpresa(t, 'alerta_amarelo_min', 'alerta_vermelho_min'),
  ]);
  return {
    itens: [...linhas.map((l) => presentItemProducao(l)), ...cancelados.map((c) => c.item as ItemProducaoDTO)],
    estacoes: estacoes.map(presentEstacao),
    limites: { amarelo: empresa.alerta_amarelo_min, vermelho: empresa.alerta_vermelho_min },
    agora: ctx.relogio.agora().toISOString(),
  };
}

/** Ready items waiting for a waiter (the staff app's 'pronto' badges and toasts rebuild from this). */
export const prontos = async (ctx: AppContext, s: StaffSession): Promise<ItemProducaoDTO[]> =>
  (await repo.itensProducao(tenant(ctx.db, s.empresaId), { emAberto: true, status: 'pronto' })).map((l) =>
    presentItemProducao(l),
  );

/** Moves items to one status, all or nothing: every item must exist in this company and allow the move. */
async function mover(
  ctx: AppContext,
  s: StaffSession,
  ids: number[],
  para: StatusProducao,
): Promise<ItemProducaoDTO[]> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const itens = await repo.travarItens(t, ids);
    if (itens.length !== ids.length) throw notFound(ITEM_NAO_ENCONTRADO);
    for (const item of itens) {
      const transicao = transicaoProducao(item.status_producao, para);
      if (!transicao) {
        const motivo = motivoProducaoInvalida(item.status_producao, para);
        throw conflict(ids.length > 1 ? `${item.produto_nome}: ${motivo}` : motivo, {
          item_id: item.id,
          status: item.status_producao,
        });
      }
      if (!temPermissao(s.perfil, transicao.permissao)) throw forbidden();
    }
    await repo.moverItens(t, ids, para, s.id, ctx.relogio.agora());
    return emitirMudancas(tx, t, ids);
  });
}

export const moverItem = async (ctx: AppContext, s: StaffSession, id: number, para: StatusProducao) =>
  (await mover(ctx, s, [id], para))[0]!;
export const bumpTicket = (ctx: AppContext, s: StaffSession, ids: number[]) => mover(ctx, s, ids, 'pronto');
export const entregar = (ctx: AppContext, s: StaffSession, ids: number[]) => mover(ctx, s, ids, 'entregue');

/** Someone saw the cancelled item: it leaves every screen. */
export async function reconhecerCancelamento(ctx: AppContext, s: StaffSession, itemId: number): Promise<void> {
  await withTransaction(ctx.db, ctx.bus, async (tx) => {
    const feitos = await repo.reconhecerCancelado(tenant(tx.trx, s.empresaId), itemId, s.id, ctx.relogio.agora());
    if (feitos.length === 0) throw notFound('Cancelamento não encontrado');
    const estacaoIds = feitos.map((f) => f.estacao_id).filter((e): e is number => e != null);
    tx.emit({ empresaId: s.empresaId, estacaoIds, nome: 'cozinha:item', payload: { itens: [], removidos: [itemId] } });
  });
}
