import { mkdirSync } from 'node:fs';
import { Kysely, Migrator, PostgresDialect, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { migrations } from '@comanda/migrations';
import type { Database } from './tables';
import { PGlitePool } from './pglite-pool';

export type DatabaseKind = 'postgresql' | 'pglite';

export interface Db {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

const INT8 = 20;

/** DATABASE_URL set: a pg Pool on PostgreSQL. Unset: embedded PGlite persisted under dataDir. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 20,
      // counts come back as int8; they always fit in a JS number here
      types: { getTypeParser: (oid: number, format?: any) => (oid === INT8 ? Number : pg.types.getTypeParser(oid, format)) } as any,
    });
    // an idle client dropped by the server (restart, failover, DROP DATABASE) must not crash the process;
    // the pool replaces it on the next query
    pool.on('error', (e) => console.error('PostgreSQL: conexão ociosa perdida:', e.message));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgresql', close: () => db.destroy() };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const pool = await PGlitePool.open(`${opts.dataDir}/pglite`);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool as any }) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Runs every pending migration; the same list on PGlite and PostgreSQL. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // branches developed in parallel get timestamps that can sort before migrations already applied elsewhere
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
