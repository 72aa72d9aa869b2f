import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { createSigner } from 'fast-jwt';
import { bancoDescartavel } from './lib/banco';
import { AUD_STAFF } from '../server/src/modules/auth/tokens';
const banco = await bancoDescartavel('prof');
const jwtSecret = randomBytes(32).toString('hex');
const child = fork('/work/main/bench/realtime-server.ts', [], {
  env: { ...process.env, DATABASE_URL: banco.url, SEED_DEMO: 'true', NODE_ENV: 'test', JWT_SECRET: jwtSecret, REDIS_URL: '', LOG_LEVEL: 'warn' },
  execArgv: ['--import', 'tsx', '--cpu-prof', '--cpu-prof-dir=/tmp/prof'],
});
const { port } = await new Promise<any>((r) => child.once('message', r));
const db = new pg.Client({ connectionString: banco.url }); await db.connect();
const { rows: [u] } = await db.query(`SELECT id, empresa_id FROM usuarios WHERE email = 'garcom@demo.com.br'`);
const token = createSigner({ key: jwtSecret, algorithm: 'HS256', aud: AUD_STAFF, expiresIn: 3_600_000, jti: 'bench' })({ sub: String(u.id), empresa_id: u.empresa_id, perfil: 'GARCOM', tv: 0 });
const r = await autocannon({ duration: Number(process.argv[2] ?? 5), connections: 50, url: `http://127.0.0.1:${port}/api/mesas`, headers: { authorization: `Bearer ${token}` } });
console.log(r.requests.average, r.latency.p99, r.non2xx);
child.send('stop'); await new Promise((r) => child.once('exit', r));
await db.end(); await banco.descartar?.();
