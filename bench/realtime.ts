// npm run bench:realtime -- [sockets=1000] [companies=50] [mutations=300]
// N sockets over K companies on one server (real PostgreSQL); M REST mutations; latency from each REST response to the
// event's receipt at every socket of that company's room. Prints figures; asserts nothing.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { createSigner } from 'fast-jwt';
import { AUD_STAFF } from '../server/src/modules/auth/tokens';

const [N = 1000, K = 50, M = 300] = process.argv.slice(2).map(Number);
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `cv_bench_${randomBytes(4).toString('hex')}`;

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(baseUrl);
url.pathname = `/${dbName}`;

const jwtSecret = randomBytes(32).toString('hex');
// tokens are signed here with the server's secret: the login route's brute-force limit would refuse 50 logins a minute
const sign = createSigner({ key: jwtSecret, algorithm: 'HS256', aud: AUD_STAFF, expiresIn: 3_600_000 });
const child = fork(new URL('./realtime-server.ts', import.meta.url).pathname, [], {
  env: { ...process.env, DATABASE_URL: url.toString(), SEED_DEMO: 'false', NODE_ENV: 'test', JWT_SECRET: jwtSecret, REDIS_URL: '' },
  execArgv: ['--import', 'tsx'],
});
const next = <T>() => new Promise<T>((r) => child.once('message', (m) => r(m as T)));
const { port } = await next<{ port: number }>();
const base = `http://127.0.0.1:${port}`;

// K companies, each with one ADMIN and one table
const db = new pg.Client({ connectionString: url.toString() });
await db.connect();
const empresas: { token: string; mesaId: number }[] = [];
for (let k = 0; k < K; k++) {
  const { rows: [e] } = await db.query(`INSERT INTO empresas (fantasia) VALUES ($1) RETURNING id`, [`Bench ${k}`]);
  const { rows: [u] } = await db.query(`INSERT INTO usuarios (empresa_id, nome, email, senha_hash, perfil) VALUES ($1, 'Bench', $2, 'x', 'ADMIN') RETURNING id`, [e.id, `bench${k}@bench.local`]);
  const { rows: [m] } = await db.query(`INSERT INTO mesas (empresa_id, numero, nome, capacidade) VALUES ($1, 1, 'Mesa 01', 4) RETURNING id`, [e.id]);
  empresas.push({ token: sign({ sub: String(u.id), empresa_id: e.id, perfil: 'ADMIN', tv: 0, jti: randomBytes(16).toString('hex') }), mesaId: m.id });
}

// N sockets spread over the companies
const received = new Map<string, number[]>(); // "mesaId:situacao" -> receipt times
const sockets: Socket[] = [];
await Promise.all(
  Array.from({ length: N }, (_, i) => {
    const s = io(base, { auth: { token: empresas[i % K]!.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(s);
    s.on('mesa:atualizada', ({ mesa }: { mesa: { id: number; situacao: string } }) => {
      const key = `${mesa.id}:${mesa.situacao}:${seqOf.get(mesa.id)}`;
      const list = received.get(key) ?? [];
      list.push(performance.now());
      received.set(key, list);
    });
    return new Promise<void>((resolve, reject) => {
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    });
  }),
);

const seqOf = new Map<number, number>();
const latencies: number[] = [];
const fromRequest: number[] = [];
const perRoom = N / K;
for (let i = 0; i < M; i++) {
  const e = empresas[i % K]!;
  const seq = Math.floor(i / K);
  seqOf.set(e.mesaId, seq);
  const situacao = seq % 2 === 0 ? 'X' : 'L';
  const tReq = performance.now();
  const res = await fetch(`${base}/api/mesas/${e.mesaId}/status`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${e.token}` }, body: JSON.stringify({ situacao }) });
  const tResp = performance.now();
  if (!res.ok) throw new Error(`mutation ${i}: ${res.status} ${await res.text()}`);
  const key = `${e.mesaId}:${situacao}:${seq}`;
  const deadline = tResp + 5000;
  while ((received.get(key)?.length ?? 0) < perRoom && performance.now() < deadline) await new Promise((r) => setImmediate(r));
  for (const t of received.get(key) ?? []) {
    // the event is emitted right after COMMIT, often before the HTTP response is read: that counts as 0
    latencies.push(Math.max(0, t - tResp));
    fromRequest.push(t - tReq);
  }
}

child.send('stats');
const stats = await next<{ rssMB: number; loopP99ms: number; loopMaxMs: number }>();
latencies.sort((a, b) => a - b);
fromRequest.sort((a, b) => a - b);
const pctOf = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!.toFixed(1);
const pct = (p: number) => pctOf(latencies, p);
const expected = M * perRoom;
console.log(`machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.cpus()[0]?.model}, node ${process.version}`);
console.log(`sockets held: ${sockets.filter((s) => s.connected).length}/${N} over ${K} companies; mutations: ${M}`);
console.log(`deliveries: ${latencies.length}/${expected}`);
console.log(`latency REST response -> event receipt (ms): p50 ${pct(50)}  p95 ${pct(95)}  p99 ${pct(99)}  max ${latencies[latencies.length - 1]!.toFixed(1)}`);
console.log(`latency REST request sent -> event receipt (ms): p50 ${pctOf(fromRequest, 50)}  p95 ${pctOf(fromRequest, 95)}  p99 ${pctOf(fromRequest, 99)}`);
console.log(`server RSS: ${stats.rssMB.toFixed(0)} MB; event-loop delay p99 ${stats.loopP99ms.toFixed(1)} ms, max ${stats.loopMaxMs.toFixed(1)} ms`);

sockets.forEach((s) => s.disconnect());
child.send('stop');
await new Promise((r) => child.once('exit', r));
await db.end();
await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await admin.end();
