import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import { inject } from 'vitest';
import { empacotamento } from '../../scripts/empacotar-servidor';

/** Helpers for tests that run the real server as a separate process (signals, crashes, data directory locks). */

export const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Polls until `f` returns a truthy value (or throws after `ms`): no fixed sleeps on a loaded machine. With `vivo`, fails
 * at once, showing its output, if that process has ended meanwhile.
 */
export async function ate<T>(
  f: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 20_000,
  descricao = 'condição',
  vivo?: Processo,
): Promise<T> {
  const limite = Date.now() + ms;
  for (;;) {
    if (vivo && (vivo.proc.exitCode != null || vivo.proc.signalCode != null)) {
      throw new Error(
        `o processo terminou (${vivo.proc.exitCode ?? vivo.proc.signalCode}) esperando ${descricao}:\n${vivo.saida()}`,
      );
    }
    try {
      const v = await f();
      if (v) return v;
    } catch {
      /* not yet */
    }
    if (Date.now() > limite) throw new Error(`tempo esgotado esperando ${descricao}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A new database on the PostgreSQL server, dropped by the returned function. */
export async function bancoPostgres(): Promise<{ url: string; nome: string; drop(): Promise<void> }> {
  const nome = `cv_proc_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nome}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${nome}`;
  return {
    url: url.toString(),
    nome,
    async drop() {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A new PGlite data directory (DATA_DIR) holding the run's migrated template when the run is on PGlite (its tarball,
 * test/modelo.ts, extracted where the server keeps its database): a first start on an empty one runs initdb and every
 * migration, ~4 s of a test's time. Empty on a PostgreSQL run, which has no PGlite template.
 */
export function diretorioMigrado(prefixo: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefixo));
  if (!process.env.DATABASE_URL) {
    mkdirSync(path.join(dir, 'pglite'));
    execFileSync('tar', ['-xf', inject('modelos').migrado, '-C', path.join(dir, 'pglite')]);
  }
  return dir;
}

export interface Processo {
  proc: ChildProcess;
  pid: number;
  saida(): string;
  /** resolves with the exit code (or the signal's name) */
  fim: Promise<number | string>;
}

// whatever a test leaves running (a timed-out start, a failed assertion) dies with the test worker
const vivos = new Set<ChildProcess>();
process.once('exit', () => vivos.forEach((p) => p.kill('SIGKILL')));

let servidorEmpacotado: Promise<string> | undefined;

/**
 * The server bundled from the current sources as `npm run build` bundles server/dist/main.js
 * (scripts/empacotar-servidor.ts), once per test worker: `npm start` runs that bundle, and starting it skips the ~1 s
 * tsx spends compiling the server's sources in every process. Built into a folder of its own two levels below the
 * repository like server/dist (the server finds the repository's files from there), so the server/dist a running
 * server or `npm test`'s build uses is never touched; removed when the worker exits.
 */
function servidorConstruido(): Promise<string> {
  return (servidorEmpacotado ??= (async () => {
    const pasta = path.join(RAIZ, 'node_modules', `.cv-servidor-${randomBytes(6).toString('hex')}`);
    process.once('exit', () => rmSync(pasta, { recursive: true, force: true }));
    const pacote = path.join(pasta, 'main.js');
    const entryPoints = [path.join(RAIZ, 'server/src/main.ts')];
    await build({ ...empacotamento, entryPoints, outfile: pacote, sourcemap: true, sourcesContent: false });
    return pacote;
  })());
}

/**
 * Runs the server (`server/src/main.ts`: its bundle, as `npm start` does) or another server-side script
 * (`server/src/db/migrate-cli.ts`: with tsx, as `npm run db:migrate` does).
 */
export async function executar(script: string, env: Record<string, string | undefined>): Promise<Processo> {
  const ambiente: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete ambiente[k];
  const args =
    script === 'server/src/main.ts'
      ? ['--enable-source-maps', await servidorConstruido()]
      : ['--import', 'tsx', script];
  const proc = spawn(process.execPath, args, {
    cwd: RAIZ,
    env: ambiente,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let saida = '';
  proc.stdout!.on('data', (d) => (saida += d));
  proc.stderr!.on('data', (d) => (saida += d));
  vivos.add(proc);
  const fim = new Promise<number | string>((resolve) =>
    proc.once('exit', (code, signal) => {
      vivos.delete(proc);
      resolve(code ?? signal ?? -1);
    }),
  );
  return { proc, pid: proc.pid!, saida: () => saida, fim };
}

export interface Servidor extends Processo {
  url: string;
  port: number;
}

/** Time for a test that starts the real server (generous: the machine may be busy). */
export const PRAZO_PROCESSO = 120_000;

/**
 * Starts the real server on a free port and waits until /api/health answers 200. The demo company is seeded without
 * its evening (SEED_DEMO=base): these tests open their own tabs on free tables.
 */
export async function iniciarServidor(env: Record<string, string | undefined>, port?: number): Promise<Servidor> {
  port ??= await portaLivre();
  const p = await executar('server/src/main.ts', { HOST: '127.0.0.1', PORT: String(port), SEED_DEMO: 'base', ...env });
  const url = `http://127.0.0.1:${port}`;
  let saiu = false;
  void p.fim.then(() => (saiu = true));
  try {
    // PGlite's first open compiles WebAssembly: slow on a loaded machine
    await ate(async () => saiu || (await fetch(`${url}/api/health`)).ok, 100_000, 'o servidor responder');
  } catch (e) {
    p.proc.kill('SIGKILL');
    throw new Error(`${(e as Error).message}:\n${p.saida()}`, { cause: e });
  }
  if (saiu) throw new Error(`o servidor terminou na partida:\n${p.saida()}`);
  return { ...p, url, port };
}

/** Stops a server left running by a failed test. */
export async function encerrar(p: Processo | undefined): Promise<void> {
  if (!p || p.proc.exitCode != null || p.proc.signalCode != null) return;
  p.proc.kill('SIGKILL');
  await p.fim;
}

/** Logs a demo staff user in (garcom, admin, ...) and returns the token. */
export async function login(url: string, quem = 'garcom'): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: `${quem}@demo.com.br`, senha: 'demo123' }),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
