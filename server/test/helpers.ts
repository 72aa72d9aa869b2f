import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateToLatest, openDatabase, type Db } from '../src/db/database';
import { DEMO_SENHA, seedDemo } from '../src/db/seed';
import type { AppContext } from '../src/context';
import { garantirAdminPlataforma } from '../src/modules/auth/auth.service';

/**
 * A fresh database for one test file: with DATABASE_URL, a new PostgreSQL database created on that server
 * (dropped afterwards); without it, an in-memory PGlite.
 */
export async function freshDatabase(): Promise<{ database: Db; url?: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const name = `cv_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Logs in a demo user (admin/gerente/garcom/caixa/cozinha) and returns the bearer header. */
  loginAs(who: 'admin' | 'gerente' | 'garcom' | 'caixa' | 'cozinha'): Promise<{ authorization: string }>;
  adminAuth(): Promise<{ authorization: string }>;
}

/** A real Fastify app on a fresh, migrated, demo-seeded database; closed after the file's tests. */
/** `clientDist`: also serve a built client from that folder (static serving tests). */
export function useTestApp(opts: { seed?: boolean; env?: Record<string, string>; logStream?: NodeJS.WritableStream; clientDist?: string } = {}): TestApp {
  const t = {} as TestApp;
  let drop: () => Promise<void>;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    await migrateToLatest(fresh.database.db);
    if (opts.seed !== false) await seedDemo(fresh.database.db);
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: randomBytes(32).toString('hex'), PLATFORM_ADMIN_PASSWORD: 'admin123', ...opts.env } as NodeJS.ProcessEnv);
    const built = await buildApp(config, fresh.database, { serveClient: !!opts.clientDist, clientDist: opts.clientDist, logStream: opts.logStream });
    await garantirAdminPlataforma(built.ctx);
    await built.app.ready();
    t.app = built.app;
    t.ctx = built.ctx;
  }, 60_000);
  afterAll(async () => {
    await t.app?.close();
    await drop?.();
  });
  t.loginAs = async (who) => {
    if (!tokens.has(who)) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { usuario: `${who}@demo.com.br`, senha: DEMO_SENHA } });
      if (res.statusCode !== 200) throw new Error(`login ${who}: ${res.statusCode} ${res.body}`);
      tokens.set(who, res.json().token);
    }
    return { authorization: `Bearer ${tokens.get(who)}` };
  };
  t.adminAuth = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'admin', password: 'admin123' } });
    if (res.statusCode !== 200) throw new Error(`admin login: ${res.statusCode} ${res.body}`);
    return { authorization: `Bearer ${res.json().token}` };
  };
  return t;
}
