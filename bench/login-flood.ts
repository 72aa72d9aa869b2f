// npm run bench:login-flood -- [logins=400] [readers=4]
// One server (real PostgreSQL) behind a "trusted proxy" (TRUST_PROXY=127.0.0.1): a botnet of 400 addresses sends 400
// concurrent logins to 400 different accounts, so neither the per-address nor the per-account limit stops them and
// every one costs an argon2 verification. Meanwhile `readers` clients poll GET /api/mesas; we report that route's
// latency before and during the flood, and how long a real login takes in the middle of it. Prints figures only.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createSigner } from 'fast-jwt';
import { bancoDescartavel } from './lib/banco';
import { encerrar, maquina } from './lib/medida';
import { AUD_STAFF } from '../server/src/sessoes/tokens';
import { hashSenha } from '../server/src/modules/auth/senha';

const [LOGINS = 400, READERS = 4] = process.argv.slice(2).map(Number);
maquina('bench:login-flood');
const banco = await bancoDescartavel('bench');
const url = new URL(banco.url);

const jwtSecret = randomBytes(32).toString('hex');
const child = fork(new URL('./realtime-server.ts', import.meta.url).pathname, [], {
  env: {
    ...process.env,
    DATABASE_URL: url.toString(),
    SEED_DEMO: 'false',
    NODE_ENV: 'test',
    JWT_SECRET: jwtSecret,
    REDIS_URL: '',
    TRUST_PROXY: '127.0.0.1',
  },
  execArgv: ['--import', 'tsx'],
});
const next = <T>() => new Promise<T>((r) => child.once('message', (m) => r(m as T)));
const { port } = await next<{ port: number }>();
const base = `http://127.0.0.1:${port}`;

const db = new pg.Client({ connectionString: url.toString() });
await db.connect();
const {
  rows: [e],
} = await db.query(`INSERT INTO empresas (fantasia) VALUES ('Bench') RETURNING id`);
const {
  rows: [u],
} = await db.query(
  `INSERT INTO usuarios (empresa_id, nome, email, senha_hash, perfil) VALUES ($1, 'Bench', 'dono@bench.local', $2, 'ADMIN') RETURNING id`,
  [e.id, await hashSenha('senha-certa')],
);
for (let i = 1; i <= 20; i++)
  await db.query(`INSERT INTO mesas (empresa_id, numero, nome, capacidade) VALUES ($1, $2, $3, 4)`, [
    e.id,
    i,
    `Mesa ${i}`,
  ]);
const sign = createSigner({ key: jwtSecret, algorithm: 'HS256', aud: AUD_STAFF, expiresIn: 3_600_000, jti: 'bench' });
const token = sign({ sub: String(u.id), empresa_id: e.id, perfil: 'ADMIN', tv: 0 });

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : NaN;
};
const fmt = (xs: number[]) =>
  `${pct(xs, 50).toFixed(1)} / ${pct(xs, 95).toFixed(1)} / ${pct(xs, 99).toFixed(1)} ms (n=${xs.length})`;

async function lerMesas(): Promise<number> {
  const t0 = performance.now();
  const r = await fetch(`${base}/api/mesas`, { headers: { authorization: `Bearer ${token}` } });
  await r.arrayBuffer();
  if (r.status !== 200) throw new Error(`GET /api/mesas ${r.status}`);
  return performance.now() - t0;
}
async function leitores(ate: () => boolean): Promise<number[]> {
  const lat: number[] = [];
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (!ate()) lat.push(await lerMesas());
    }),
  );
  return lat;
}
const login = async (usuario: string, senha: string, ip: string) => {
  const t0 = performance.now();
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ usuario, senha }),
  });
  await r.arrayBuffer();
  return { status: r.status, ms: performance.now() - t0 };
};

for (let i = 0; i < 50; i++) await lerMesas(); // warm-up
const fim = Date.now() + 3000;
const antes = await leitores(() => Date.now() > fim);

let floodAcabou = false;
const floodT0 = performance.now();
const flood = Promise.all(
  Array.from({ length: LOGINS }, (_, i) =>
    login(`bot${i}@bench.local`, `tentativa-${i}`, `198.18.${i >> 8}.${i & 255}`),
  ),
).then((r) => {
  floodAcabou = true;
  return r;
});
const durante = leitores(() => floodAcabou);
await new Promise((r) => setTimeout(r, 200));
const real = await login('dono@bench.local', 'senha-certa', '203.0.113.50');
const resultados = await flood;
const floodMs = performance.now() - floodT0;
const lat = await durante;

const porStatus = resultados.reduce<Record<number, number>>(
  (acc, r) => ((acc[r.status] = (acc[r.status] ?? 0) + 1), acc),
  {},
);
console.log(
  `\nLogin flood: ${LOGINS} concurrent logins from ${LOGINS} addresses to ${LOGINS} accounts, ${READERS} readers of GET /api/mesas\n`,
);
console.log(`GET /api/mesas before the flood  p50/p95/p99: ${fmt(antes)}`);
console.log(`GET /api/mesas during the flood  p50/p95/p99: ${fmt(lat)}`);
console.log(
  `flood duration: ${(floodMs / 1000).toFixed(1)} s; answers: ${JSON.stringify(porStatus)}; login p50/p99: ${pct(
    resultados.map((r) => r.ms),
    50,
  ).toFixed(0)} / ${pct(
    resultados.map((r) => r.ms),
    99,
  ).toFixed(0)} ms`,
);
console.log(`a real login sent 200 ms into the flood: ${real.status} in ${real.ms.toFixed(0)} ms\n`);

child.send('stop');
await new Promise((r) => child.once('exit', r));
await db.end();
await banco.descartar();
encerrar('bench:login-flood');
