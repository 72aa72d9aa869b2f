/*
 * Company scoping (issue 12). Every query on a company table (one with `empresa_id`) goes through a `Tenant` handle:
 * repos take `t: Tenant` first, services build it from the session (`tenant(tx.trx, s.empresaId)`, or
 * `tenant(ctx.db, s.empresaId)` for reads). Composite foreign keys (migration 2026_11_23_0010) keep every link inside
 * one company, so joins from a scoped table stay in it. `empresas` is the tenant itself: read by `t.empresaId`.
 *
 * Files that may query company tables unscoped, and why:
 * - modules/plataforma/*: the platform administrator works across companies.
 * - modules/publico/publico.repo.ts: the diner's lookups by public token (the company is not known before), and
 *   product images by id (public <img> URLs).
 * - modules/auth/* (login, token and approver checks): the user is found by e-mail before a company is known.
 * - modules/impressao/agentes.repo.ts, agentePorHash only: a print agent's token finds its agent (and company).
 * - modules/relatorios/agendamentos.ts, enviarAgendamentosPendentes only: the scheduled reports runner sends every
 *   company's due schedules (each report itself is built scoped).
 * - plugins/idempotencia.ts, the expired-keys purge only: housekeeping over every company's keys.
 * - demo/seed.ts and migrations/: they create companies and their data.
 * Not yet converted (their modules are being restructured on another branch): modules/empresa, modules/usuarios and
 * realtime/connection.ts filter by `empresa_id` by hand.
 * A `t.db` use (sql templates, the roll-ups in relatorios/resumos.repo.ts) must filter by `t.empresaId` itself.
 */
import type { Insertable, InsertQueryBuilder, InsertResult, Kysely, QueryCreator } from 'kysely';
import type { Database } from './tables';

/** Every table that belongs to one company: it has an `empresa_id` column. */
export type TabelaEmpresa = {
  [T in keyof Database]: Database[T] extends { empresa_id: number } ? T : never;
}[keyof Database];

/** A company table, optionally aliased (`'produtos as p'`): the filter goes on the alias. */
export type TabelaEmpresaComAlias = TabelaEmpresa | `${TabelaEmpresa} as ${string}`;

/** A row to insert into a company table, without `empresa_id`: the handle adds it. */
export type NovaLinha<T extends TabelaEmpresa> = Omit<Insertable<Database[T]>, 'empresa_id'>;

// only to name Kysely's own builder types for a given table expression (they are not exported)
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a type-only value (typeof kysely.selectFrom<T>)
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
export function tenant(db: Kysely<Database>, empresaId: number): Tenant;
/** The same, inside a WITH clause (its query creator's database type is widened with the CTEs). */
export function tenant(db: QueryCreator<any>, empresaId: number): Omit<Tenant, 'db'>;
export function tenant(db: Kysely<Database> | QueryCreator<any>, empresaId: number): Tenant {
  // Kysely cannot type a where() on a column of a generic table; the public signatures above carry the types.
  const k = db as Kysely<any>;
  const coluna = (tabela: string) => `${tabela.split(' as ').pop()}.empresa_id`;
  return {
    empresaId,
    db: db as Kysely<Database>,
    selectFrom: (tabela) => k.selectFrom(tabela as string).where(coluna(tabela) as any, '=', empresaId) as any,
    updateTable: (tabela) => k.updateTable(tabela as string).where(coluna(tabela) as any, '=', empresaId) as any,
    deleteFrom: (tabela) => k.deleteFrom(tabela as string).where(coluna(tabela) as any, '=', empresaId) as any,
    insertInto: (tabela, valores) => {
      const linhas = (Array.isArray(valores) ? valores : [valores]).map((v) => ({ ...v, empresa_id: empresaId }));
      return k.insertInto(tabela).values(linhas) as any;
    },
  };
}
