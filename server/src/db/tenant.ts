import type { Insertable, InsertQueryBuilder, InsertResult, Kysely } from 'kysely';
import type { Database } from './tables';

/** Every table that belongs to one company: it has an `empresa_id` column. */
export type TabelaEmpresa = { [T in keyof Database]: Database[T] extends { empresa_id: number } ? T : never }[keyof Database];

/** A company table, optionally aliased (`'produtos as p'`): the filter goes on the alias. */
export type TabelaEmpresaComAlias = TabelaEmpresa | `${TabelaEmpresa} as ${string}`;

/** A row to insert into a company table, without `empresa_id`: the handle adds it. */
export type NovaLinha<T extends TabelaEmpresa> = Omit<Insertable<Database[T]>, 'empresa_id'>;

// only to name Kysely's own builder types for a given table expression (they are not exported)
declare const kysely: Kysely<Database>;

/**
 * The company-scoped query handle every repo receives. Selects, updates and deletes always filter by the company and
 * inserts always carry it, so a repo cannot forget the tenant. Joins from a scoped table are safe because the
 * composite foreign keys `(empresa_id, x_id)` keep every link inside one company.
 */
export interface Tenant {
  readonly empresaId: number;
  /** the unscoped handle, for helpers that need it (sql templates, locks); every use must filter by `empresaId` */
  readonly db: Kysely<Database>;
  selectFrom<T extends TabelaEmpresaComAlias>(tabela: T): ReturnType<typeof kysely.selectFrom<T>>;
  updateTable<T extends TabelaEmpresaComAlias>(tabela: T): ReturnType<typeof kysely.updateTable<T>>;
  deleteFrom<T extends TabelaEmpresaComAlias>(tabela: T): ReturnType<typeof kysely.deleteFrom<T>>;
  insertInto<T extends TabelaEmpresa>(
    tabela: T,
    valores: NovaLinha<T> | readonly NovaLinha<T>[],
  ): InsertQueryBuilder<Database, T, InsertResult>;
}

/** Turns a connection or transaction and the session's company into the scoped handle. */
export function tenant(db: Kysely<Database>, empresaId: number): Tenant {
  // Kysely cannot type a where() on a column of a generic table; the public signatures above carry the types.
  const k = db as Kysely<any>;
  const coluna = (tabela: string) => `${tabela.split(' as ').pop()}.empresa_id`;
  return {
    empresaId,
    db,
    selectFrom: (tabela) => k.selectFrom(tabela as string).where(coluna(tabela) as any, '=', empresaId) as any,
    updateTable: (tabela) => k.updateTable(tabela as string).where(coluna(tabela) as any, '=', empresaId) as any,
    deleteFrom: (tabela) => k.deleteFrom(tabela as string).where(coluna(tabela) as any, '=', empresaId) as any,
    insertInto: (tabela, valores) => {
      const linhas = (Array.isArray(valores) ? valores : [valores]).map((v) => ({ ...v, empresa_id: empresaId }));
      return k.insertInto(tabela).values(linhas) as any;
    },
  };
}
