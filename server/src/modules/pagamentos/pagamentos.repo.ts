import type { NovaLinha, Tenant } from '../../db/tenant';

export const listarPagamentos = (t: Tenant, vendaId: number) =>
  t.selectFrom('pagamentos').selectAll().where('venda_id', '=', vendaId).orderBy('id').execute();

export const pagamentosAtivos = (t: Tenant, vendaId: number) =>
  t
    .selectFrom('pagamentos')
    .selectAll()
    .where('venda_id', '=', vendaId)
    .where('removido_em', 'is', null)
    .orderBy('id')
    .execute();

export const inserirPagamento = (t: Tenant, p: NovaLinha<'pagamentos'>) =>
  t.insertInto('pagamentos', p).returningAll().executeTakeFirstOrThrow();

export const buscarPagamento = (t: Tenant, vendaId: number, id: number) =>
  t.selectFrom('pagamentos').selectAll().where('venda_id', '=', vendaId).where('id', '=', id).executeTakeFirst();

/** Payments are never deleted: a removal marks the row (who, when, why) and the cash-up ignores it. */
export const marcarRemovido = (t: Tenant, id: number, por: string, motivo: string, agora: Date) =>
  t
    .updateTable('pagamentos')
    .set({ removido_em: agora, removido_por: por, removido_motivo: motivo })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export const contarItens = async (t: Tenant, vendaId: number) =>
  Number(
    (
      await t
        .selectFrom('venda_itens')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('venda_id', '=', vendaId)
        .executeTakeFirstOrThrow()
    ).n,
  );
