// npm run bench:rest -- [seconds=10]
// REST throughput on real PostgreSQL against a Fastify hello-world measured in the same run (autocannon):
// reads = GET /api/mesas at 50 connections; writes = item adds spread over 50 open tabs at 10 connections.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { createSigner } from 'fast-jwt';
import { bancoDescartavel } from './lib/banco';
import { AUD_STAFF } from '../server/src/modules/auth/tokens';

const SECONDS = Number(process.argv[2] ?? 10);
const banco = await bancoDescartavel('rest');
const url = new URL(banco.url);
const jwtSecret = randomBytes(32).toString('hex');

async function start(file: string, env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(new URL(file, import.meta.url).pathname, [], {
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx'],
  });
  const { port } = await new Promise<{ port: number }>((r) => child.once('message', (m) => r(m as { port: number })));
  return { child, base: `http://127.0.0.1:${port}` };
}
const stop = async (c: ChildProcess) => {
  c.send('stop');
  await new Promise((r) => c.once('exit', r));
};

type Opts = {
  url: string;
  connections: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  requests?: { method: 'POST'; path: string; body: string; headers: Record<string, string> }[];
  body?: string;
  setupClient?: (client: autocannon.Client) => void;
};
async function carga(o: Opts) {
  const r = await autocannon({
    duration: SECONDS,
    connections: o.connections,
    url: o.url,
    method: o.method ?? 'GET',
    headers: o.headers,
    body: o.body,
    requests: o.requests,
    setupClient: o.setupClient,
  });
  if (r.non2xx || r.errors) throw new Error(`${o.url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const hello = await start('./hello-server.ts', {});
const app = await start('./realtime-server.ts', {
  DATABASE_URL: url.toString(),
  SEED_DEMO: 'true',
  NODE_ENV: 'test',
  JWT_SECRET: jwtSecret,
  REDIS_URL: '',
  LOG_LEVEL: 'warn',
});
const db = new pg.Client({ connectionString: url.toString() });
await db.connect();
const {
  rows: [u],
} = await db.query(`SELECT id, empresa_id FROM usuarios WHERE email = 'garcom@demo.com.br'`);
const token = createSigner({ key: jwtSecret, algorithm: 'HS256', aud: AUD_STAFF, expiresIn: 3_600_000, jti: 'bench' })({
  sub: String(u.id),
  empresa_id: u.empresa_id,
  perfil: 'GARCOM',
  tv: 0,
});
const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
await db.query(
  `INSERT INTO mesas (empresa_id, numero, nome, capacidade) SELECT $1, 100 + k, 'Mesa ' || (100 + k), 4 FROM generate_series(1, 50) k`,
  [u.empresa_id],
);
const { rows: mesas } = await db.query(`SELECT id FROM mesas WHERE empresa_id = $1 AND numero > 100`, [u.empresa_id]);
const {
  rows: [produto],
} = await db.query(
  `SELECT p.id FROM produtos p WHERE p.empresa_id = $1 AND p.ativo = 'S' AND NOT EXISTS (SELECT 1 FROM sabores s WHERE s.produto_id = p.id) ORDER BY p.id LIMIT 1`,
  [u.empresa_id],
);
const vendas: number[] = [];
for (const m of mesas) {
  const res = await fetch(`${app.base}/api/vendas`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ mesa_id: m.id }),
  });
  if (!res.ok) throw new Error(`abrir: ${res.status} ${await res.text()}`);
  vendas.push(((await res.json()) as { id: number }).id);
}

const helloGet = await carga({ url: `${hello.base}/hello`, connections: 50 });
const mesasGet = await carga({ url: `${app.base}/api/mesas`, connections: 50, headers: auth });
const helloPost = await carga({
  url: `${hello.base}/hello`,
  connections: 10,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ produto_id: produto.id, quantidade: 1 }),
});
// ten waiters over 50 tabs: each connection goes round the tabs from its own starting tab (autocannon would start
// every connection at the first request, so all ten would queue on one tab's lock in lock-step)
const pedidos = vendas.map((id) => ({
  method: 'POST' as const,
  path: `/api/vendas/${id}/itens`,
  body: JSON.stringify({ produto_id: produto.id, quantidade: 1 }),
  headers: auth,
}));
let garcons = 0;
const adds = await carga({
  url: app.base,
  connections: 10,
  requests: pedidos,
  setupClient: (client) => {
    const inicio = (garcons++ * 5) % pedidos.length;
    client.setRequests([...pedidos.slice(inicio), ...pedidos.slice(0, inicio)]);
  },
});
const {
  rows: [conta],
} = await db.query(`SELECT count(*)::int AS n FROM venda_itens WHERE empresa_id = $1`, [u.empresa_id]);

const linha = (nome: string, r: { rps: number; p50: number; p99: number }, ref: { rps: number }, meta: string) =>
  console.log(
    `${nome.padEnd(38)}${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(4)} ms  ${(r.rps / ref.rps).toFixed(3)}× hello  ${meta}`,
  );
console.log(
  `machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}; PostgreSQL; ${SECONDS} s per run`,
);
linha('hello-world GET (50 conn)', helloGet, helloGet, '');
linha(
  'GET /api/mesas (50 conn)',
  mesasGet,
  helloGet,
  `target >= 0.35× and p99 <= 25 ms: ${mesasGet.rps / helloGet.rps >= 0.35 && mesasGet.p99 <= 25 ? 'met' : 'MISSED'}`,
);
linha('hello-world POST (10 conn)', helloPost, helloPost, '');
linha(
  'POST item add, 50 tabs (10 conn)',
  adds,
  helloPost,
  `target >= 600/s and p99 <= 50 ms: ${adds.rps >= 600 && adds.p99 <= 50 ? 'met' : 'MISSED'}`,
);
console.log(`items stored: ${conta.n} (every acknowledged add is a row)`);

// cold start of `npm run serve` (the built server bundle) on PGlite: fresh data directory, then the same directory again (the usual restart)
const livre = () =>
  new Promise<number>((r) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => r(p));
    });
  });
async function partida(dataDir: string): Promise<number> {
  const port = await livre();
  const t0 = performance.now();
  const root = path.resolve(import.meta.dirname, '..');
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['server/dist/main.js'], { cwd: root, env, stdio: 'ignore' });
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - t0;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return ms;
}
const dir = mkdtempSync(path.join(os.tmpdir(), 'cv-cold-'));
const fresco = await partida(dir);
const existentes = [await partida(dir), await partida(dir), await partida(dir)].sort((a, b) => a - b);
rmSync(dir, { recursive: true, force: true });
console.log(
  `cold start to healthy on PGlite: fresh data ${(fresco / 1000).toFixed(2)} s; existing data (median of 3) ${(existentes[1]! / 1000).toFixed(2)} s (target <= 2 s: ${existentes[1]! <= 2000 ? 'met' : 'MISSED'})`,
);

await stop(hello.child);
await stop(app.child);
await db.end();
await banco.descartar();
