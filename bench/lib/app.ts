// Starts the built app (server + client/dist) on a free port with a fresh PGlite DATA_DIR and the demo data, like e2e/harness.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningApp {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startApp(): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cv-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    // the demo without tabs: the benchmark opens its own, and its numbers stay comparable with earlier runs
    SEED_DEMO: 'base',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PLATFORM_ADMIN_PASSWORD: 'bench-admin-123',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (d) => (output += d));
  server.stderr!.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  // a fresh PGlite with the demo data takes seconds on a quiet machine, minutes on one loaded by other jobs
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (server.exitCode != null) throw new Error(`servidor terminou: ${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      server.kill();
      throw new Error(`servidor não respondeu: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    async stop() {
      if (server.exitCode == null) {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs a demo user in through the API; returns the token and the login response. */
export async function loginApi(baseUrl: string, usuario: string, senha = 'demo123') {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario, senha }),
  });
  if (!res.ok) throw new Error(`login ${usuario}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { token: string; user: unknown; empresa: unknown };
}

/** Opens a tab on a table with a few items (a realistic bill) and returns the diner's page path. */
export async function comandaDeExemplo(baseUrl: string, numeroMesa = 3): Promise<string> {
  const { token } = await loginApi(baseUrl, 'garcom@demo.com.br');
  const h = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const call = async (method: string, p: string, body?: unknown) => {
    const r = await fetch(baseUrl + p, {
      method,
      headers: h,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`${method} ${p}: ${r.status} ${await r.text()}`);
    return r.json();
  };
  const mesas = (await call('GET', '/api/mesas')) as { id: number; numero: number }[];
  const mesa = mesas.find((m) => m.numero === numeroMesa)!;
  const venda = (await call('POST', '/api/vendas', { mesa_id: mesa.id, nome_cliente: 'Ana' })) as { id: number };
  const produtos = (await call('GET', '/api/produtos')) as {
    id: number;
    nome: string;
    sabores?: unknown[];
    tem_sabores?: string;
  }[];
  let adicionados = 0;
  for (const p of produtos) {
    if (adicionados >= 3) break;
    const r = await fetch(`${baseUrl}/api/vendas/${venda.id}/itens`, {
      method: 'POST',
      headers: h,
      body: JSON.stringify({
        produto_id: p.id,
        quantidade: adicionados + 1,
        observacoes: adicionados === 1 ? 'sem gelo' : null,
      }),
    });
    if (r.ok) adicionados++;
  }
  const { url } = (await call('GET', `/api/mesa/${mesa.id}/qrcode`)) as { url: string };
  return new URL(url).pathname;
}

/** The permanent code printed on a table's card (GET /api/mesas/:id/qr-fixo, as a manager): its page is /m/:codigo. */
export async function codigoDaMesa(baseUrl: string, numero: number): Promise<string> {
  const gerente = await loginApi(baseUrl, 'gerente@demo.com.br');
  const h = { authorization: `Bearer ${gerente.token}` };
  const mesas = (await (await fetch(`${baseUrl}/api/mesas`, { headers: h })).json()) as {
    id: number;
    numero: number;
  }[];
  const id = mesas.find((m) => m.numero === numero)!.id;
  return ((await (await fetch(`${baseUrl}/api/mesas/${id}/qr-fixo`, { headers: h })).json()) as { codigo: string })
    .codigo;
}
