import { Kysely, Migrator, PostgresDialect, sql, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { migrations } from '@comanda/migrations';
import type { Database } from './tables';
import { PGlitePool } from './pglite-pool';
import { prepararConsultas } from './consultas-preparadas';
import { prepararDiretorioDeDados } from './diretorio-dados';
import { TIPOS } from './tipos';

export type DatabaseKind = 'postgresql' | 'pglite';

export interface Db {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/**
 * DATABASE_URL set: a pg Pool on PostgreSQL. Unset: embedded PGlite persisted under dataDir, started from the
 * `loadDataDir` tarball when given, with `ajustesPGlite` as its server settings, behind the same kind of pg Pool
 * (pglite-pool.ts).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  loadDataDir?: Blob;
  ajustesPGlite?: Record<string, string>;
}): Promise<Db> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 20,
      // an unreachable server fails the request (503) instead of queueing it forever
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      types: TIPOS,
    });
    vigiarConexoes(pool);
    pool.on('connect', prepararConsultas);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgresql', close: () => db.destroy() };
  }
  const liberar = prepararDiretorioDeDados(opts.dataDir);
  try {
    const pool = await PGlitePool.open(`${opts.dataDir}/pglite`, opts.loadDataDir, opts.ajustesPGlite);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'pglite', close: () => db.destroy().finally(liberar) };
  } catch (e) {
    liberar();
    throw e;
  }
}

/**
 * A connection the server drops (pg_terminate_backend, restart, failover, network) emits 'error' on its client, idle
 * or checked out; unhandled, that event would end the process. The query in flight fails (503) and the pool drops
 * the dead client on release and opens a new one for the next request. Logged once per outage, not per client.
 */
function vigiarConexoes(pool: pg.Pool): void {
  let fora = false;
  const perdida = (e: Error) => {
    if (fora) return;
    fora = true;
    console.error(`PostgreSQL: conexão perdida (${e.message}); as requisições respondem 503 até o banco voltar.`);
  };
  pool.on('error', perdida); // idle clients
  pool.on('connect', (client) => {
    client.on('error', perdida); // checked-out clients
    if (fora) {
      fora = false;
      console.error('PostgreSQL: conexão restabelecida.');
    }
  });
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Whether every migration is already applied: one query (false while the migrations' table does not exist). */
async function emDia(db: Kysely<any>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const feitas = new Set(rows.map((r) => r.name));
    return Object.keys(migrations).every((nome) => feitas.has(nome));
  } catch {
    return false;
  }
}

/** Runs every pending migration; the same list on PGlite and PostgreSQL. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // every start after the first finds nothing to do: one query instead of the migrator's table checks and lock
  if (await emDia(db)) return [];
  // branches developed in parallel get timestamps that can sort before migrations already applied elsewhere
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The cheapest round trip to the database (health checks). */
export const pingBanco = (db: Kysely<Database>) => sql`select 1`.execute(db);
