import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db/database';
import { PGlitePool } from '../src/db/pglite-pool';
import { DEMO_SENHA } from '../src/demo/seed';
import type { VendaDTO } from '@comanda/shared';
import type { AppContext } from '../src/context';
import { garantirAdminPlataforma } from '../src/modules/auth/auth.service';
import { executar, SENHA_ADMIN_TESTE, urlDoBanco } from './modelo';
import { pgliteDoModelo } from './pglite-reaproveitada';

type InjectPayload = InjectOptions['payload'];

/**
 * A fresh database for one test file, cloned from the run's template (test/global-setup.ts): with DATABASE_URL,
 * `CREATE DATABASE … TEMPLATE` on that server (dropped afterwards); without it, an in-memory PGlite loaded from the
 * template's dumped data directory (this worker's instance of it, handed on between files: test/pglite-reaproveitada.ts).
 * Migrated; `seed` (default true): with the demo company and the platform admin.
 */
export async function freshDatabase(
  opts: { seed?: boolean } = {},
): Promise<{ database: Db; url?: string; drop(): Promise<void> }> {
  const modelo = inject('modelos')[opts.seed === false ? 'migrado' : 'demo'];
  const base = process.env.DATABASE_URL;
  if (!base) {
    const database = await pgliteDoModelo(modelo, () => modeloPGlite(modelo), AJUSTES_DE_TESTE);
    return { database, drop: () => database.close() };
  }
  const name = `cv_test_${randomBytes(6).toString('hex')}`;
  await executar(base, `CREATE DATABASE ${name} TEMPLATE ${modelo}`);
  const url = urlDoBanco(base, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  return {
    database,
    url,
    async drop() {
      await database.close();
      await executar(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * An in-memory PGlite for a test of PGlite itself, whichever database the run uses: loaded from the run's migrated
 * template when the run is on PGlite (a new one runs initdb: 2.6-4.4 s on an idle 2-core EPYC, against ~1 s to load).
 */
export async function pgliteDeTeste(): Promise<PGlitePool> {
  if (process.env.DATABASE_URL) return PGlitePool.open('memory://', undefined, AJUSTES_DE_TESTE);
  return PGlitePool.open('memory://', await modeloPGlite(inject('modelos').migrado), AJUSTES_DE_TESTE);
}

/**
 * A test file's PGlite holds a few MB: PostgreSQL's default 128 MB buffer pool (PGlite's too) cost each file's
 * database ~0.7 s to start on a 2-core EPYC, most of it the kernel handing out memory (1.1 s and 63k page faults per
 * start, against 0.45 s with 16 MB). Only a cache's size: what the tests check runs the same. `npm start` keeps the
 * default.
 */
const AJUSTES_DE_TESTE = { shared_buffers: '16MB' };

// the templates' bytes, read once per test worker (they never change during a run)
const modelosLidos = new Map<string, Promise<ArrayBuffer>>();

/**
 * A PGlite template (a dumped data directory) to load a new database from. PGlite reads it with `arrayBuffer()`;
 * Node's Blob answers that by re-reading itself in chunks (~0.45 s for the 44 MB demo template on a busy 2-core host,
 * at every test file), so this one hands over a copy of the bytes read once.
 */
async function modeloPGlite(arquivo: string): Promise<Blob> {
  let lido = modelosLidos.get(arquivo);
  if (!lido) modelosLidos.set(arquivo, (lido = readFile(arquivo).then((b) => new Uint8Array(b).buffer)));
  const bytes = await lido;
  return new (class extends Blob {
    override arrayBuffer() {
      return Promise.resolve(bytes.slice(0));
    }
  })([]);
}

/** Two new companies, A and B, each with tables numbered `numeros` (named `M<numero>`); returns their ids. */
export async function duasEmpresasComMesas(db: Db['db'], numeros: number[]): Promise<[number, number]> {
  const ids: number[] = [];
  for (const fantasia of ['A', 'B']) {
    const { id } = await db.insertInto('empresas').values({ fantasia }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('mesas')
      .values(numeros.map((numero) => ({ empresa_id: id, numero, nome: `M${numero}`, capacidade: 4 })))
      .execute();
    ids.push(id);
  }
  return [ids[0]!, ids[1]!];
}

/** The demo users by the part of their e-mail before @demo.com.br. */
export type Demo = 'admin' | 'gerente' | 'garcom' | 'caixa' | 'cozinha';
export type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Requisicao {
  method?: Metodo;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** The body of a light-my-request (or fetch-like) response, typed by the caller. */
export function json<T>(res: { json(): unknown }): T {
  return res.json() as T;
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Logs in a demo user (admin/gerente/garcom/caixa/cozinha) and returns the bearer header. */
  loginAs(who: Demo): Promise<{ authorization: string }>;
  /** Forgets the logins kept for the file (after a test revoked tokens: the next loginAs signs in again). */
  esquecerLogins(): void;
  /** A request as a demo user (logged in once per file) or with a given bearer header; GET unless told. */
  injectAs(who: Demo | { authorization: string }, req: Requisicao): Promise<Response>;
  adminAuth(): Promise<{ authorization: string }>;
  /** Ids of the demo company's (or another company's) table by number and product by name. */
  mesaId(numero: number, empresaId?: number): Promise<number>;
  produtoId(nome: string, empresaId?: number): Promise<number>;
  /**
   * A new table of the demo company (or `empresaId`), free unless told (`'R'` reserved, `'X'` blocked), numbered after
   * the company's highest; returns its number (for `mesaId`, `abrirCom`). Tests run shuffled and share the file's
   * database: a test that needs a free, reserved or blocked table makes its own instead of counting on the demo's.
   */
  novaMesa(opts?: { situacao?: 'L' | 'R' | 'X'; empresaId?: number }): Promise<number>;
  /** Opens a tab on a demo table as the waiter and adds `[produto, quantidade]` lines; returns the tab and item ids. */
  abrirCom(numero: number, itens: [string, number][]): Promise<{ venda: VendaDTO; ids: number[] }>;
}

/** A real Fastify app on a fresh, migrated, demo-seeded database; closed after the file's tests. */
/** `clientDist`: also serve a built client from that folder (static serving tests). */
export function useTestApp(
  opts: { seed?: boolean; env?: Record<string, string>; logStream?: NodeJS.WritableStream; clientDist?: string } = {},
): TestApp {
  const t = {} as TestApp;
  let drop: () => Promise<void>;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    const fresh = await freshDatabase({ seed: opts.seed });
    drop = fresh.drop;
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PLATFORM_ADMIN_PASSWORD: SENHA_ADMIN_TESTE,
      ...opts.env,
    } as NodeJS.ProcessEnv);
    const built = await buildApp(config, fresh.database, {
      serveClient: !!opts.clientDist,
      clientDist: opts.clientDist,
      logStream: opts.logStream,
    });
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
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { usuario: `${who}@demo.com.br`, senha: DEMO_SENHA },
      });
      if (res.statusCode !== 200) throw new Error(`login ${who}: ${res.statusCode} ${res.body}`);
      tokens.set(who, res.json().token);
    }
    return { authorization: `Bearer ${tokens.get(who)}` };
  };
  t.esquecerLogins = () => tokens.clear();
  t.injectAs = async (who, { method = 'GET', url, payload, headers }) => {
    const auth = typeof who === 'string' ? await t.loginAs(who) : who;
    return t.app.inject({ method, url, headers: { ...auth, ...headers }, payload: payload as InjectPayload });
  };
  t.mesaId = async (numero, empresaId = 1) =>
    (
      await t.ctx.db
        .selectFrom('mesas')
        .select('id')
        .where('empresa_id', '=', empresaId)
        .where('numero', '=', numero)
        .executeTakeFirstOrThrow()
    ).id;
  t.produtoId = async (nome, empresaId = 1) =>
    (
      await t.ctx.db
        .selectFrom('produtos')
        .select('id')
        .where('empresa_id', '=', empresaId)
        .where('nome', '=', nome)
        .executeTakeFirstOrThrow()
    ).id;
  t.novaMesa = async ({ situacao = 'L', empresaId = 1 } = {}) => {
    for (let tentativa = 0; ; tentativa++) {
      const { max } = await t.ctx.db
        .selectFrom('mesas')
        .select((eb) => eb.fn.max('numero').as('max'))
        .where('empresa_id', '=', empresaId)
        .executeTakeFirstOrThrow();
      const numero = (max ?? 0) + 1;
      try {
        await t.ctx.db
          .insertInto('mesas')
          .values({
            empresa_id: empresaId,
            numero,
            nome: `Mesa ${numero}`,
            capacidade: 4,
            situacao,
            cliente_reserva: situacao === 'R' ? 'Reserva de teste' : null,
            data_reserva: situacao === 'R' ? new Date(Date.now() + 3_600_000) : null,
            motivo_bloqueio: situacao === 'X' ? 'Bloqueio de teste' : null,
            garcom_chamado_em: null,
          })
          .execute();
        return numero;
      } catch (e) {
        // another novaMesa of the same test (Promise.all) took that number first
        if ((e as { code?: string }).code !== '23505' || tentativa > 10) throw e;
      }
    }
  };
  t.abrirCom = async (numero, itens) => {
    const criar = { method: 'POST' as const, url: '/api/vendas', payload: { mesa_id: await t.mesaId(numero) } };
    const venda = json<VendaDTO>(await t.injectAs('garcom', criar));
    const ids: number[] = [];
    for (const [nome, quantidade] of itens) {
      const payload = { produto_id: await t.produtoId(nome), quantidade };
      const res = await t.injectAs('garcom', { method: 'POST', url: `/api/vendas/${venda.id}/itens`, payload });
      ids.push(json<{ id: number }>(res).id);
    }
    return { venda, ids };
  };
  t.adminAuth = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'admin', password: SENHA_ADMIN_TESTE },
    });
    if (res.statusCode !== 200) throw new Error(`admin login: ${res.statusCode} ${res.body}`);
    return { authorization: `Bearer ${res.json().token}` };
  };
  return t;
}
