import type { Insertable, Kysely } from 'kysely';
import type { Database, PagamentosTable } from '../../db/tables';

type Q = Kysely<Database>;

export const listarPagamentos = (db: Q, empresaId: number, vendaId: number) =>
  db.selectFrom('pagamentos').selectAll().where('empresa_id', '=', empresaId).where('venda_id', '=', vendaId).orderBy('id').execute();

export const pagamentosAtivos = (db: Q, empresaId: number, vendaId: number) =>
  db.selectFrom('pagamentos').selectAll().where('empresa_id', '=', empresaId).where('venda_id', '=', vendaId).where('removido_em', 'is', null).orderBy('id').execute();

export const inserirPagamento = (db: Q, p: Insertable<PagamentosTable>) => db.insertInto('pagamentos').values(p).returningAll().executeTakeFirstOrThrow();

export const buscarPagamento = (db: Q, empresaId: number, vendaId: number, id: number) =>
  db.selectFrom('pagamentos').selectAll().where('empresa_id', '=', empresaId).where('venda_id', '=', vendaId).where('id', '=', id).executeTakeFirst();

/** Payments are never deleted: a removal marks the row (who, when, why) and the cash-up ignores it. */
export const marcarRemovido = (db: Q, empresaId: number, id: number, por: string, motivo: string) =>
  db
    .updateTable('pagamentos')
    .set({ removido_em: new Date(), removido_por: por, removido_motivo: motivo })
    .where('empresa_id', '=', empresaId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export const contarItens = async (db: Q, empresaId: number, vendaId: number) =>
  Number((await db.selectFrom('venda_itens').select((e) => e.fn.countAll<number>().as('n')).where('empresa_id', '=', empresaId).where('venda_id', '=', vendaId).executeTakeFirstOrThrow()).n);

export const recebedorPix = (db: Q, empresaId: number) =>
  db.selectFrom('empresas').select(['chave_pix', 'pix_nome_recebedor', 'pix_cidade', 'fantasia']).where('id', '=', empresaId).executeTakeFirstOrThrow();
