// npm run bench:shutdown -- [sockets=1000]
// The real server (PGlite in a temp dir) with N sockets connected and one request in flight receives SIGTERM; prints
// how long until every socket was told to reconnect and until the process exited.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { ate, iniciarServidor, login } from '../server/test/processo';
import { alvo, encerrar, maquina } from './lib/medida';

const [N = 1000] = process.argv.slice(2).map(Number);
maquina('bench:shutdown');
const dir = mkdtempSync(path.join(tmpdir(), 'cv-bench-encerramento-'));
const servidor = await iniciarServidor({ DATA_DIR: dir, DATABASE_URL: undefined, REDIS_URL: undefined });
const token = await login(servidor.url);

const sockets: Socket[] = [];
for (let i = 0; i < N; i++)
  sockets.push(io(servidor.url, { auth: { token }, transports: ['websocket'], reconnection: false }));
await ate(() => sockets.every((s) => s.connected), 120_000, `${N} sockets`);
let desconectados = 0;
let ultimoDesconectado = 0;
for (const s of sockets) s.once('disconnect', () => ((desconectados += 1), (ultimoDesconectado = Date.now())));

// a request in flight: the staff table list, sent right before the signal
const emAndamento = fetch(`${servidor.url}/api/mesas`, { headers: { authorization: `Bearer ${token}` } }).then(
  (r) => r.status,
);
const inicio = Date.now();
servidor.proc.kill('SIGTERM');
const codigo = await servidor.fim;
const saida = Date.now() - inicio;
const status = await emAndamento.catch((e) => String(e));
await ate(() => desconectados === N, 10_000, 'desconexões').catch(() => {});

console.log(`sockets conectados:                ${N}`);
console.log(`sockets desconectados (reconectam): ${desconectados} em ${ultimoDesconectado - inicio} ms`);
console.log(`requisição em andamento:           ${status}`);
console.log(`código de saída:                   ${codigo} em ${saida} ms após SIGTERM`);
for (const s of sockets) s.disconnect();
rmSync(dir, { recursive: true, force: true });
alvo('sockets told to reconnect / connected', desconectados / N, 1, '>=');
alvo('exit code', Number(codigo), 0, '<=');
alvo('exit after SIGTERM (ms)', saida, 10_000, '<=');
encerrar('bench:shutdown');
