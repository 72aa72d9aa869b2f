// npm run bench:rest -- [seconds=10]
// REST throughput on real PostgreSQL, each figure against a floor measured in the same run (autocannon), 3 runs:
// - GET /api/mesas at 50 connections vs a bare Fastify hello-world (bench/hello-server.ts), both asked as a browser
//   asks (Accept-Encoding: gzip, deflate, br, zstd; the map's list then comes compressed): target >= 0.5x;
// - item adds over 50 open tabs at 10 connections vs the add's own SQL replayed with bare pg over 10 connections on
//   the same 50 tabs (BEGIN; the statements the app sent for one add, captured from it; COMMIT), half of it measured
//   before the app's adds and half after: target >= 0.6x, and the app's p99 <= 50 ms;
// - cold start of `npm run serve` on existing PGlite data vs a bare Fastify + PGlite boot on the same data
//   (bench/partida-base.ts, bundled the same way: scripts/empacotar-servidor.ts): target <= 1.5x, and <= 2 s on a
//   2-core machine.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { createSigner } from 'fast-jwt';
import { build } from 'esbuild';
import { bancoDescartavel } from './lib/banco';
import { alvo, encerrar, maquina, tresVezes } from './lib/medida';
import { AUD_STAFF } from '../server/src/sessoes/tokens';
import { empacotamento } from '../scripts/empacotar-servidor';

const SECONDS = Number(process.argv[2] ?? 10);
// what Chromium sends with every fetch: the map reads its list compressed
const NAVEGADOR = { 'accept-encoding': 'gzip, deflate, br, zstd' };
maquina('bench:rest');
console.log(`PostgreSQL (DATABASE_URL or the local server); ${SECONDS} s per load`);
const banco = await bancoDescartavel('rest');
const url = new URL(banco.url);
const jwtSecret = randomBytes(32).toString('hex');

const perfilCpu = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
// a failed run must not leave its servers behind
const filhos: ChildProcess[] = [];
process.on('exit', () => filhos.forEach((c) => c.kill()));
process.once('SIGTERM', () => process.exit(143));
async function start(
  file: string,
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; base: string; ask<T>(m: string): Promise<T> }> {
  const child = fork(new URL(file, import.meta.url).pathname, [], {
    env: { ...process.env, ...env },
    // BENCH_CPU_PROF=dir: CPU profiles of the servers, written when they stop
    execArgv: ['--import', 'tsx', ...perfilCpu],
  });
  filhos.push(child);
  const { port } = await new Promise<{ port: number }>((r) => child.once('message', (m) => r(m as { port: number })));
  const ask = <T>(m: string) => {
    child.send(m);
    return new Promise<T>((r) => child.once('message', (x) => r(x as T)));
  };
  return { child, base: `http://127.0.0.1:${port}`, ask };
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
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r['2xx'] };
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
const corpoAdd = JSON.stringify({ produto_id: produto.id, quantidade: 1 });

/**
 * The item add's SQL as the app sends it, recorded in the app (Kysely) for one add on each of the 50 tabs, after a
 * first add on each so that the session, the menu entry and each tab's open kitchen ticket exist as under load. The
 * floor replays, for each tab, exactly the statements and parameters the app sent for it.
 */
async function sqlDoAdd() {
  const umAdd = async (vendaId: number) => {
    await app.ask('capturar');
    const res = await fetch(`${app.base}/api/vendas/${vendaId}/itens`, {
      method: 'POST',
      headers: auth,
      body: corpoAdd,
    });
    if (res.status !== 201) throw new Error(`add: ${res.status} ${await res.text()}`);
    return (await app.ask<{ sql: { sql: string; parametros: unknown[] }[] }>('capturado')).sql;
  };
  for (const v of vendas) await umAdd(v);
  const porVenda = new Map<number, { sql: string; parametros: unknown[] }[]>();
  for (const v of vendas) porVenda.set(v, await umAdd(v));
  const textos = (v: number) =>
    porVenda
      .get(v)!
      .map((q) => q.sql)
      .join(';');
  if (vendas.some((v) => textos(v) !== textos(vendas[0]!))) throw new Error('the adds ran different SQL');
  return porVenda;
}
const modelo = await sqlDoAdd();
const exemplo = modelo.get(vendas[0]!)!;
console.log(`item add, statements the app sends between BEGIN and COMMIT (replayed by the floor): ${exemplo.length}`);
for (const q of exemplo) console.log(`  ${q.sql.replace(/\s+/g, ' ').slice(0, 160)}…`);

/**
 * The floor: 10 bare pg connections, each going round the 50 tabs from its own starting tab (like the app's load),
 * each add as BEGIN; the captured statements, prepared by name as the app prepares its writes; COMMIT. Returns the
 * adds' latencies over `segundos`.
 */
async function pgBase(segundos: number): Promise<number[]> {
  const clientes = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      return c;
    }),
  );
  const latencias: number[] = [];
  const fim = performance.now() + segundos * 1000;
  await Promise.all(
    clientes.map(async (c, k) => {
      for (let i = k * 5; performance.now() < fim; i++) {
        const vendaId = vendas[i % vendas.length]!;
        const t0 = performance.now();
        await c.query('BEGIN');
        for (const [n, q] of modelo.get(vendaId)!.entries())
          await c.query({ name: `base_add_${n}`, text: q.sql, values: q.parametros });
        await c.query('COMMIT');
        latencias.push(performance.now() - t0);
      }
    }),
  );
  await Promise.all(clientes.map((c) => c.end()));
  return latencias;
}

/**
 * Every add leaves a row and rewrites its tab's totals, so the tables grow through a run and each add gets a little
 * slower (the floor's rate halved over three runs). The floor is therefore measured half before and half after the
 * app's adds (A-B-A), so that growth weighs on both alike.
 */
async function pgBaseEmTornoDe<T>(medirApp: () => Promise<T>) {
  const antes = await pgBase(SECONDS / 2);
  const app = await medirApp();
  const latencias = [...antes, ...(await pgBase(SECONDS / 2))].sort((a, b) => a - b);
  const p = (q: number) => latencias[Math.min(latencias.length - 1, Math.floor(q * latencias.length))]!;
  return { base: { rps: latencias.length / SECONDS, p50: p(0.5), p99: p(0.99) }, app };
}

// ten waiters over 50 tabs: each connection goes round the tabs from its own starting tab (autocannon would start
// every connection at the first request, so all ten would queue on one tab's lock in lock-step)
const pedidos = vendas.map((id) => ({
  method: 'POST' as const,
  path: `/api/vendas/${id}/itens`,
  body: corpoAdd,
  headers: auth,
}));
const appAdds = () => {
  let garcons = 0;
  return carga({
    url: app.base,
    connections: 10,
    requests: pedidos,
    setupClient: (client) => {
      const inicio = (garcons++ * 5) % pedidos.length;
      client.setRequests([...pedidos.slice(inicio), ...pedidos.slice(0, inicio)]);
    },
  });
};

const antes = Number((await db.query(`SELECT count(*)::int AS n FROM venda_itens`)).rows[0].n);
let respondidos = 0;
let daBase = 0;
const rest = await tresVezes('REST', async () => {
  const helloGet = await carga({ url: `${hello.base}/hello`, connections: 50, headers: NAVEGADOR });
  const mesasGet = await carga({ url: `${app.base}/api/mesas`, connections: 50, headers: { ...auth, ...NAVEGADOR } });
  const { base, app: adds } = await pgBaseEmTornoDe(appAdds);
  respondidos += adds.total;
  daBase += Math.round(base.rps * SECONDS);
  return {
    helloRps: helloGet.rps,
    mesasRps: mesasGet.rps,
    mesasP99: mesasGet.p99,
    mesasPorHello: mesasGet.rps / helloGet.rps,
    pgRps: base.rps,
    pgP50: base.p50,
    pgP99: base.p99,
    addsRps: adds.rps,
    addsP50: adds.p50,
    addsP99: adds.p99,
    addsPorPg: adds.rps / base.rps,
  };
});
const depois = Number((await db.query(`SELECT count(*)::int AS n FROM venda_itens`)).rows[0].n);
const r = rest.med;
console.log(`\nREST, median of ${rest.runs.length} runs (raw runs above):`);
console.log(`  hello-world GET (50 conn)            ${r.helloRps.toFixed(0)} req/s`);
console.log(`  GET /api/mesas (50 conn)             ${r.mesasRps.toFixed(0)} req/s, p99 ${r.mesasP99} ms`);
console.log(
  `  bare pg item-add SQL (10 conn)       ${r.pgRps.toFixed(0)} adds/s, p50 ${r.pgP50.toFixed(1)} ms, p99 ${r.pgP99.toFixed(1)} ms`,
);
console.log(
  `  POST item add, 50 tabs (10 conn)     ${r.addsRps.toFixed(0)} req/s, p50 ${r.addsP50} ms, p99 ${r.addsP99} ms`,
);
// every acknowledged add is a row: the app's and the floor's adds, and nothing else
const esperado = respondidos + daBase;
console.log(
  `  items stored during the runs: ${depois - antes} (app adds answered 201 + floor adds committed: ~${esperado})`,
);
alvo('GET /api/mesas / hello-world GET', r.mesasPorHello, 0.5, '>=');
alvo('item adds / bare pg item-add SQL', r.addsPorPg, 0.6, '>=');
alvo('item add p99 (ms)', r.addsP99, 50, '<=');
await stop(hello.child);
await stop(app.child);
await db.end();
await banco.descartar();

// cold start to a healthy /api/health on PGlite, on the same existing data directory: the app (`npm run serve`, the
// built bundle) and the floor (bare Fastify + PGlite), one after the other in each run
const raiz = path.resolve(import.meta.dirname, '..');
const basePartida = path.join(raiz, 'node_modules/.cache/cv-bench/partida-base.mjs');
await build({
  ...empacotamento,
  entryPoints: [path.join(raiz, 'bench/partida-base.ts')],
  outfile: basePartida,
});
const livre = () =>
  new Promise<number>((r) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => r(p));
    });
  });
async function partida(dataDir: string, script: string): Promise<number> {
  const port = await livre();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const t0 = performance.now();
  const child = spawn(process.execPath, [script], { cwd: raiz, env, stdio: 'ignore' });
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode != null) throw new Error(`${script} exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - t0;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return ms;
}
const dir = mkdtempSync(path.join(os.tmpdir(), 'cv-cold-'));
const fresco = await partida(dir, 'server/dist/main.js');
console.log(`\ncold start (fresh PGlite data, migrations and demo data: not judged) ${(fresco / 1000).toFixed(2)} s`);
const partidas = await tresVezes('cold start', async () => {
  const appMs = await partida(dir, 'server/dist/main.js');
  const baseMs = await partida(dir, basePartida);
  return { appMs, baseMs, razao: appMs / baseMs };
});
rmSync(dir, { recursive: true, force: true });
const c = partidas.med;
console.log(
  `cold start to healthy on existing PGlite data, median of ${partidas.runs.length}: app ${(c.appMs / 1000).toFixed(2)} s, bare Fastify + PGlite ${(c.baseMs / 1000).toFixed(2)} s (runs: ${partidas.runs.map((x) => `${(x.appMs / 1000).toFixed(2)}/${(x.baseMs / 1000).toFixed(2)}`).join(', ')})`,
);
alvo('cold start app / bare Fastify + PGlite', c.razao, 1.5, '<=');
alvo('cold start app, seconds (2-core machine)', c.appMs / 1000, 2, '<=');
encerrar('bench:rest');
