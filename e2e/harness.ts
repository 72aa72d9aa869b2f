import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SCREENSHOTS = path.join(ROOT, 'e2e', 'screenshots');

/** A phone's viewport: every phone screen is checked at 390 px. */
export const CELULAR = { width: 390, height: 844 };

/** A staff API call from a signed-in page (same origin, the page's stored token): its status and JSON (null on 204). */
export const chamarApi = (page: Page, method: string, url: string, body?: unknown) =>
  page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${localStorage.getItem('userToken')}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (res.status === 204 ? null : await res.json()) as any };
    },
    { method, url, body },
  );

/** The same, for a test's setup: the JSON of a 2xx answer; anything else fails the test there. */
export async function apiOk(page: Page, method: string, url: string, body?: unknown) {
  const r = await chamarApi(page, method, url, body);
  if (r.status < 200 || r.status > 299) throw new Error(`${method} ${url}: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json;
}

export function chromiumPath(): string {
  const p = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(p))
    throw new Error(
      `Chromium não encontrado em ${p}: instale com "apt-get install -y chromium" ou defina CHROMIUM_PATH.`,
    );
  return p;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface E2E {
  baseUrl: string;
  browser: Browser;
  /** A new isolated browser context (its own localStorage), desktop unless a viewport is given; `extra` e.g. a touch phone. */
  newPage(
    viewport?: { width: number; height: number },
    extra?: BrowserContextOptions,
  ): Promise<{ context: BrowserContext; page: Page }>;
  /** Content-Security-Policy violations Chromium reported on any page of this file (console errors). */
  cspViolations: string[];
  /** Logs a demo staff user in through the real login form. */
  login(page: Page, email: string, senha?: string): Promise<void>;
}

/**
 * Starts the real built app (server + client/dist) on a free port with a fresh database — a new PostgreSQL
 * database when DATABASE_URL is set, otherwise an embedded PGlite in a temp dir — and a headless Chromium.
 * The demo company starts with every table free and no tabs (SEED_DEMO=base); `noite`: seeded as `npm start` does,
 * with the evening in progress and 30 days of closed tabs.
 */
export function useE2E(opts: { noite?: boolean } = {}): E2E {
  const e = {} as E2E;
  let server: ChildProcess | undefined;
  let dataDir: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  const contexts: BrowserContext[] = [];
  // the pages a test opened close when it ends: left open, every later test's events reach them too (a kitchen board
  // left from one test rendered each of the next test's 2,000 tickets); pages opened in a beforeAll stay for the file
  const doTeste: BrowserContext[] = [];
  let emTeste = false;
  e.cspViolations = [];

  beforeAll(async () => {
    const port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), 'cv-e2e-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SEED_DEMO: opts.noite ? 'true' : 'base',
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    if (process.env.DATABASE_URL) {
      const name = `cv_e2e_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
      dropDb = async () => {
        const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      };
    }
    server = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout!.on('data', (d) => (output += d));
    server.stderr!.on('data', (d) => (output += d));
    e.baseUrl = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 100_000; // a loaded CI machine can take a minute to start PGlite
    for (;;) {
      if (server.exitCode != null) throw new Error(`servidor terminou: ${output}`);
      try {
        const res = await fetch(`${e.baseUrl}/api/health`);
        if (res.ok) break;
      } catch {
        /* not up yet */
      }
      if (Date.now() > deadline) throw new Error(`servidor não respondeu: ${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    e.browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });

  beforeEach(() => {
    emTeste = true;
  });
  afterEach(async () => {
    emTeste = false;
    for (const c of doTeste.splice(0)) await c.close().catch(() => {});
  });

  afterAll(async () => {
    if (e.cspViolations.length) console.warn(`Violações de CSP:\n${e.cspViolations.join('\n')}`);
    for (const c of contexts) await c.close().catch(() => {});
    await e.browser?.close();
    if (server && server.exitCode == null) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    await dropDb?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  e.newPage = async (viewport = { width: 1280, height: 800 }, extra = {}) => {
    const context = await e.browser.newContext({
      ...extra,
      viewport,
      baseURL: e.baseUrl,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    (emTeste ? doTeste : contexts).push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) e.cspViolations.push(`${page.url()}: ${m.text()}`);
    });
    return { context, page };
  };

  e.login = async (page, email, senha = 'demo123') => {
    await page.goto('/login');
    await page.getByLabel('Usuário').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  };
  return e;
}
