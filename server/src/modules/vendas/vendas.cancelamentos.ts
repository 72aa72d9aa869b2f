import {
  APROVACAO_GERENTE_OBRIGATORIA,
  MOTIVO_CANCELAMENTO_OBRIGATORIO,
  cancelamentoExigeMotivo,
  itemEmProducao,
  fromCents,
  temPermissao,
  toCents,
  type CancelarItemInput,
  type ReduzirItemInput,
  type VendaDTO,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { StaffSession } from '../../sessoes/sessao';
import { withTransaction } from '../../db/transaction';
import { tenant } from '../../db/tenant';
import type { VendaItem } from '../../db/tables';
import type { Tx } from '../../db/transaction';
import { badRequest, forbidden, notFound } from '../../errors';
import { conferirAprovador } from '../auth/auth.service';
import { cancelarNaProducao, cancelarQuantidadeNaProducao, emitirMudancas } from '../cozinha/producao';
import { presentItem, presentVenda } from '../comanda/comanda.presenter';
import * as repo from '../comanda/comanda';
import { registrarHistorico } from '../comanda/comanda.historico';
import { exigirItensEditaveis, travarComanda } from '../comanda/comanda';

const ITEM_NAO_ENCONTRADO = 'Item não encontrado';
/** Past the undo window, or already in production. */
const exige = (ctx: AppContext, item: VendaItem) =>
  cancelamentoExigeMotivo(item.created_at, ctx.relogio.agora(), itemEmProducao(item.status_producao));
type Aprovacao = { id: number; nome: string } | null;

/**
 * The void rules (issue 15): free within the undo window; after it a reason; ADMIN/GERENTE void with a reason, a
 * GARCOM also needs a manager's approval.
 */
function exigirAutorizacao(
  ctx: AppContext,
  s: StaffSession,
  item: VendaItem,
  input: CancelarItemInput,
  aprovacao: Aprovacao,
): void {
  if (!exige(ctx, item)) return;
  if (!input.motivo) throw badRequest(MOTIVO_CANCELAMENTO_OBRIGATORIO);
  if (!temPermissao(s.perfil, 'approve_voids') && !aprovacao) throw forbidden(APROVACAO_GERENTE_OBRIGATORIA);
}

/**
 * Checks the manager's credentials before the transaction (a failed attempt must be counted even though the void is
 * refused), and only when this void needs them; the transaction checks the rules again under the locks.
 */
async function aprovacaoPrevia(
  ctx: AppContext,
  s: StaffSession,
  itemId: number,
  input: CancelarItemInput,
  ip: string,
): Promise<Aprovacao> {
  const item = await repo.buscarItem(tenant(ctx.db, s.empresaId), itemId);
  if (!item) throw notFound(ITEM_NAO_ENCONTRADO);
  if (!exige(ctx, item)) return null;
  if (!input.motivo) throw badRequest(MOTIVO_CANCELAMENTO_OBRIGATORIO);
  if (temPermissao(s.perfil, 'approve_voids')) return null;
  if (!input.aprovador) throw forbidden(APROVACAO_GERENTE_OBRIGATORIA);
  return conferirAprovador(ctx, s.empresaId, input.aprovador.email, input.aprovador.senha, ip);
}

const linha = (i: VendaItem) => ({
  item_id: i.id,
  produto_nome: i.produto_nome,
  quantidade: i.quantidade,
  total: Number(i.total),
});
const comAprovador = (a: Aprovacao, extra: Record<string, unknown> = {}) =>
  a ? { ...extra, aprovador: a.nome, aprovador_id: a.id } : extra;

/** Locks the item's tab and table, then reads the item again under that lock: a concurrent transfer or removal may
 * have moved or deleted the line meanwhile (then 404). */
async function travarItem(tx: Tx, s: StaffSession, itemId: number) {
  const t = tenant(tx.trx, s.empresaId);
  const achado = await repo.buscarItem(t, itemId);
  if (!achado) throw notFound(ITEM_NAO_ENCONTRADO);
  const { venda, mesa } = await travarComanda(tx, s, achado.venda_id);
  exigirItensEditaveis(venda, mesa, 'remover');
  const item = await repo.buscarItem(t, itemId);
  if (!item || item.venda_id !== venda.id) throw notFound(ITEM_NAO_ENCONTRADO);
  return { venda, item };
}

export async function removerItem(
  ctx: AppContext,
  s: StaffSession,
  itemId: number,
  input: CancelarItemInput,
  ip: string,
): Promise<VendaDTO> {
  const aprovacao = await aprovacaoPrevia(ctx, s, itemId, input, ip);
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const { venda, item } = await travarItem(tx, s, itemId);
    exigirAutorizacao(ctx, s, item, input, aprovacao);
    const motivo = exige(ctx, item) ? input.motivo : (input.motivo ?? null);
    await cancelarNaProducao(tx, s, [item], ctx.relogio.agora());
    await repo.removerItem(t, itemId);
    const atualizada = presentVenda(await repo.recalcularTotais(t, venda.id));
    await registrarHistorico(t, s, venda.id, {
      tipo: 'item_removido',
      antes: linha(item),
      depois: comAprovador(aprovacao),
      motivo,
    });
    tx.emit({
      empresaId: s.empresaId,
      vendaId: venda.id,
      nome: 'venda:item-removido',
      payload: { venda: atualizada, itemId },
    });
    return atualizada;
  });
}

/** Partial void: lowers the line's quantity (never raises it); the line's total and the tab's are recomputed. */
export async function reduzirItem(
  ctx: AppContext,
  s: StaffSession,
  itemId: number,
  input: ReduzirItemInput,
  ip: string,
): Promise<VendaDTO> {
  const aprovacao = await aprovacaoPrevia(ctx, s, itemId, input, ip);
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const { venda, item } = await travarItem(tx, s, itemId);
    if (input.quantidade >= item.quantidade) throw badRequest('A quantidade só pode ser reduzida');
    exigirAutorizacao(ctx, s, item, input, aprovacao);
    const total = fromCents(toCents(item.preco_unitario) * input.quantidade);
    await repo.alterarQuantidade(t, itemId, input.quantidade, total);
    // the kitchen board shows the line's new quantity (delivered lines are no longer on it)
    if (item.estacao_id != null && item.status_producao !== 'entregue') {
      const [mudado] = await emitirMudancas(tx, t, [itemId]);
      if (mudado)
        await cancelarQuantidadeNaProducao(tx, t, mudado, item.quantidade - input.quantidade, ctx.relogio.agora());
    }
    const atualizada = presentVenda(await repo.recalcularTotais(t, venda.id));
    await registrarHistorico(t, s, venda.id, {
      tipo: 'quantidade_alterada',
      antes: linha(item),
      depois: comAprovador(aprovacao, {
        quantidade: input.quantidade,
        total,
        removidos: item.quantidade - input.quantidade,
        valor_removido: Number(item.total) - total,
      }),
      motivo: input.motivo ?? null,
    });
    const itens = (await repo.itensDasVendas(t, [venda.id])).map(presentItem);
    tx.emit({
      empresaId: s.empresaId,
      vendaId: venda.id,
      nome: 'venda:itens-alterados',
      payload: { venda: atualizada, itens },
    });
    return atualizada;
  });
}
