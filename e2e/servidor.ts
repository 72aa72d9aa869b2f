import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

async function sql(comando: string): Promise<void> {
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  try {
    await c.query(comando);
  } finally {
    await c.end();
  }
}

/** A new PostgreSQL database on DATABASE_URL's server (a copy of `modelo` when given): its URL and how to drop it. */
export async function novoBanco(modelo?: string): Promise<{ nome: string; url: string; remover(): Promise<void> }> {
  const nome = `cv_e2e_${randomBytes(6).toString('hex')}`;
  await sql(`CREATE DATABASE ${nome}${modelo ? ` TEMPLATE ${modelo}` : ''}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${nome}`;
  return { nome, url: url.toString(), remover: () => sql(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`) };
}

/**
 * The real built server (server/dist/main.js) in a child process on a free port, as a test's environment says
 * (DATA_DIR or DATABASE_URL, SEED_DEMO); resolves once /api/health answers.
 */
export async function subirServidor(env: NodeJS.ProcessEnv): Promise<{ baseUrl: string; parar(): Promise<void> }> {
  const port = await freePort();
  const servidor = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  servidor.stdout!.on('data', (d) => (output += d));
  servidor.stderr!.on('data', (d) => (output += d));
  const parar = async () => {
    if (servidor.exitCode != null) return;
    servidor.kill('SIGTERM');
    await new Promise((r) => servidor.once('exit', r));
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 100_000; // a loaded CI machine can take a minute to start PGlite
  for (;;) {
    if (servidor.exitCode != null) throw new Error(`servidor terminou: ${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, parar };
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      await parar();
      throw new Error(`servidor não respondeu: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
