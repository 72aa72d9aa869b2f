import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { opcoesChromium } from './chromium';
import { novoBanco, ROOT, subirServidor } from './servidor';
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

/**
 * Reloads the page and returns the Mantine loaders and centred boxes (a Suspense fallback's spinner) it inserted before
 * the screen marked `testId` appeared: a screen the browser starts on renders in its first commit (issue 24).
 */
export async function spinnersAntesDaTela(page: Page, testId: string): Promise<string[]> {
  await page.addInitScript((alvo) => {
    const w = window as unknown as { antesDaTela: string[] };
    w.antesDaTela = [];
    new MutationObserver((mudancas, obs) => {
      for (const m of mudancas)
        for (const n of Array.from(m.addedNodes))
          if (n instanceof Element) {
            if (n.matches(`[data-testid=${alvo}]`) || n.querySelector(`[data-testid=${alvo}]`)) return obs.disconnect();
            w.antesDaTela.push(String(n.className));
          }
    }).observe(document, { subtree: true, childList: true });
  }, testId);
  await page.reload();
  await page.getByTestId(testId).waitFor();
  const antes = await page.evaluate(() => (window as unknown as { antesDaTela: string[] }).antesDaTela);
  return antes.filter((c) => /Loader|Center/.test(c));
}

let vigias = 0;
/**
 * Watches the page for `selector` from now on: what it returns gives the page's clock (Date.now()) when the selector
 * first matched, or null if it never did. Read off the browser, so the test's own round trips do not count.
 */
export async function vigiarAparicao(page: Page, selector: string): Promise<() => Promise<number | null>> {
  const chave = `cvAparicao${++vigias}`;
  await page.evaluate(
    ([sel, k]) => {
      const w = window as unknown as Record<string, number>;
      const viu = () => {
        if (!document.querySelector(sel)) return false;
        w[k] = Date.now();
        return true;
      };
      if (viu()) return;
      new MutationObserver((_, obs) => viu() && obs.disconnect()).observe(document.body, {
        childList: true,
        subtree: true,
        attributes: true,
      });
    },
    [selector, chave] as const,
  );
  return () => page.evaluate((k) => (window as unknown as Record<string, number>)[k] ?? null, chave);
}

/**
 * Reloads the page and gives, for the screen `testId` at the moment it enters the page (its first commit), the
 * `atributo` of every `item` inside it: what the screen drew before any second render.
 */
export async function itensNoPrimeiroCommit(page: Page, testId: string, item: string, atributo: string) {
  await page.addInitScript(
    ([alvo, sel, attr]) => {
      const w = window as unknown as { noPrimeiroCommit?: string[] };
      new MutationObserver((mudancas, obs) => {
        for (const m of mudancas)
          for (const n of Array.from(m.addedNodes)) {
            const tela =
              n instanceof Element &&
              (n.matches(`[data-testid=${alvo}]`) ? n : n.querySelector(`[data-testid=${alvo}]`));
            if (!tela) continue;
            w.noPrimeiroCommit = Array.from(tela.querySelectorAll(sel)).map((x) => x.getAttribute(attr)!);
            return obs.disconnect();
          }
      }).observe(document, { subtree: true, childList: true });
    },
    [testId, item, atributo] as const,
  );
  await page.reload();
  await page.getByTestId(testId).waitFor();
  return page.evaluate(() => (window as unknown as { noPrimeiroCommit?: string[] }).noPrimeiroCommit ?? []);
}

/** How many of the elements `testId` overlap a later one on screen (a card cut short by the next). */
export function sobrepostos(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluateAll((els) => {
    const caixas = els.map((c) => c.getBoundingClientRect());
    return caixas.filter((a, i) =>
      caixas.some((b, j) => j > i && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom),
    ).length;
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
  /** Signs a staff user in through the real login form and waits for the app at '/'. */
  loginPeloFormulario(page: Page, email: string, senha?: string): Promise<void>;
  /**
   * Signs a staff user in the quick way: the login API (the same call the form makes), the session put where the
   * form keeps it, then the app opened at '/' (a kitchen profile is sent on to /cozinha by the app itself).
   */
  login(page: Page, email: string, senha?: string): Promise<void>;
}

/**
 * A failed test's pages as they were when it failed (the test's own pages close right after): a flake seen once in CI
 * leaves what each screen showed, in e2e/screenshots/falhas/, named in the output.
 */
async function fotografarFalha(teste: string, contexts: BrowserContext[]) {
  const nome = teste.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60);
  const pages = contexts.flatMap((c) => c.pages());
  for (const [i, page] of pages.entries()) {
    const arquivo = path.join(SCREENSHOTS, 'falhas', `${nome}-${i + 1}.png`);
    const feita = await page.screenshot({ path: arquivo, fullPage: true, timeout: 10_000 }).catch(() => null);
    if (feita) console.error(`teste falhou: ${page.url()} em ${arquivo}`);
  }
}

/**
 * Starts the real built app (server + client/dist) on a free port with a database of its own — a new PostgreSQL
 * database when DATABASE_URL is set, otherwise an embedded PGlite in a temp dir — and a headless Chromium.
 * The demo company starts with every table free and no tabs (SEED_DEMO=base); `noite`: seeded as `npm start` does,
 * with the evening in progress and 30 days of closed tabs. `env`: the server's own settings for this file, read when it
 * starts (after the file's earlier beforeAll hooks, e.g. a fake's URL), instead of setting `process.env`, which the
 * test process keeps after the file (a worker that runs several files without isolation handed one file's
 * one-minute tokens to the next file's server).
 */
export function useE2E(opts: { noite?: boolean; env?: () => Record<string, string> } = {}): E2E {
  const e = {} as E2E;
  let parar: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  const contexts: BrowserContext[] = [];
  // the pages a test opened close when it ends: left open, every later test's events reach them too (a kitchen board
  // left from one test rendered each of the next test's 2,000 tickets); pages opened in a beforeAll stay for the file
  const doTeste: BrowserContext[] = [];
  let emTeste = false;
  e.cspViolations = [];

  beforeAll(async () => {
    // a copy of the run's migrated, base-seeded data (e2e/global-setup.ts); the evening is seeded by its own server
    const modelo = inject('e2eModelo');
    dataDir = mkdtempSync(path.join(tmpdir(), 'cv-e2e-'));
    if (!opts.noite) cpSync(modelo.dataDir, dataDir, { recursive: true });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      SEED_DEMO: opts.noite ? 'true' : 'base',
      // each file's company 1 lives in its own database: with REDIS_URL set, servers of two runs sharing a channel
      // would hear each other's rooms
      REDIS_CHANNEL: `cv-e2e-${randomBytes(6).toString('hex')}`,
      ...opts.env?.(),
    };
    delete env.DATABASE_URL;
    if (process.env.DATABASE_URL) {
      const banco = await novoBanco(opts.noite ? undefined : modelo.banco);
      env.DATABASE_URL = banco.url;
      dropDb = banco.remover;
    }
    const [servidor, browser] = await Promise.all([
      subirServidor(env),
      chromium.launch(opcoesChromium(inject('chromiumPadrao'))),
    ]);
    e.baseUrl = servidor.baseUrl;
    parar = servidor.parar;
    e.browser = browser;
  });

  beforeEach(() => {
    emTeste = true;
  });
  afterEach(async ({ task }) => {
    emTeste = false;
    if (task.result?.state === 'fail') await fotografarFalha(task.name, [...contexts, ...doTeste]);
    for (const c of doTeste.splice(0)) await c.close().catch(() => {});
  });

  afterAll(async () => {
    if (e.cspViolations.length) console.warn(`Violações de CSP:\n${e.cspViolations.join('\n')}`);
    for (const c of contexts) await c.close().catch(() => {});
    await e.browser?.close();
    await parar?.();
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

  e.loginPeloFormulario = async (page, email, senha = 'demo123') => {
    await page.goto('/login');
    await page.getByLabel('Usuário').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  };

  e.login = async (page, email, senha = 'demo123') => {
    const res = await fetch(`${e.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: email, senha }),
    });
    if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
    const { token, user, empresa } = (await res.json()) as { token: string; user: unknown; empresa: unknown };
    // the session the login form would keep (client/src/lib/session-store.ts), on the app's origin
    await page.goto('/api/health');
    await page.evaluate((s) => Object.entries(s).forEach(([k, v]) => localStorage.setItem(k, v)), {
      userToken: token,
      userData: JSON.stringify(user),
      empresaData: JSON.stringify(empresa),
    });
    await page.goto('/');
  };
  return e;
}
