import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { migrateToLatest, openDatabase } from '../src/db/database';
import { PGlitePool } from '../src/db/pglite-pool';
import { seedDemo } from '../src/demo/seed';
import type { Database } from '../src/db/tables';
import { garantirAdminPlataforma } from '../src/modules/auth/auth.service';

/**
 * The template databases of one test run, built once and cloned per test file (migrating, seeding and hashing the
 * demo passwords per file was most of the suite's time). `migrado`: migrated only; `demo`: migrated, demo company
 * seeded and the platform admin (password 'admin123') created.
 * PostgreSQL: database names on the DATABASE_URL server. PGlite: paths of dumped data-directory tarballs.
 */
export interface Modelos {
  migrado: string;
  demo: string;
}

export const SENHA_ADMIN_TESTE = 'admin123';

async function semear(db: Kysely<Database>): Promise<void> {
  await seedDemo(db);
  const config = loadConfig({ NODE_ENV: 'test', PLATFORM_ADMIN_PASSWORD: SENHA_ADMIN_TESTE } as NodeJS.ProcessEnv);
  await garantirAdminPlataforma({ db, config } as AppContext);
}

export async function executar(base: string, comando: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(comando);
  } finally {
    await admin.end();
  }
}

export function urlDoBanco(base: string, nome: string): string {
  const url = new URL(base);
  url.pathname = `/${nome}`;
  return url.toString();
}

/**
 * Leaves PGlite's data directory with its one database, `postgres`: initdb's template0 and template1 were two thirds
 * of the files each test file's PGlite untars (1,278 of them, 44 MB), and nothing in a test creates a database there.
 * A load took 930 ms of CPU with them, 670 ms without (median of 10, each, on a 2-core EPYC).
 */
async function soUmBanco(pool: PGlitePool): Promise<void> {
  const c = await pool.connect();
  try {
    await c.query(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
    await c.query('DROP DATABASE template0');
    await c.query('DROP DATABASE template1');
  } finally {
    c.release();
  }
}

/** Builds the templates; returns them and the function that removes them. */
export async function criarModelos(base: string | undefined): Promise<{ modelos: Modelos; remover(): Promise<void> }> {
  const sufixo = randomBytes(6).toString('hex');
  if (base) {
    const modelos = { migrado: `cv_tpl_migrado_${sufixo}`, demo: `cv_tpl_demo_${sufixo}` };
    await executar(base, `CREATE DATABASE ${modelos.migrado}`);
    const migrado = await openDatabase({ databaseUrl: urlDoBanco(base, modelos.migrado), dataDir: '' });
    await migrateToLatest(migrado.db).finally(() => migrado.close());
    await executar(base, `CREATE DATABASE ${modelos.demo} TEMPLATE ${modelos.migrado}`);
    const demo = await openDatabase({ databaseUrl: urlDoBanco(base, modelos.demo), dataDir: '' });
    await semear(demo.db).finally(() => demo.close());
    return {
      modelos,
      async remover() {
        for (const nome of Object.values(modelos)) await executar(base, `DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
      },
    };
  }
  const modelos = {
    migrado: path.join(tmpdir(), `cv-tpl-migrado-${sufixo}.tar`),
    demo: path.join(tmpdir(), `cv-tpl-demo-${sufixo}.tar`),
  };
  const pool = await PGlitePool.open('memory://');
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await soUmBanco(pool);
    await migrateToLatest(db);
    await writeFile(modelos.migrado, Buffer.from(await (await pool.dumpDataDir()).arrayBuffer()));
    await semear(db);
    await writeFile(modelos.demo, Buffer.from(await (await pool.dumpDataDir()).arrayBuffer()));
  } finally {
    await db.destroy();
  }
  return {
    modelos,
    async remover() {
      for (const arquivo of Object.values(modelos)) await rm(arquivo, { force: true });
    },
  };
}
