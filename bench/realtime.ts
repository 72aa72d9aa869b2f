// npm run bench:realtime -- [shape=sala] [mutations=200]   (shape: sala, empresas, redis, cozinha, pedidos or all)
// Every shape runs 3 times (BENCH_RODADAS) and reports the median; the machine and its load are printed (lib/medida).
// 'sala' is judged against its floor measured in the same run: a bare `ws` server (bench/ws-chao-server.ts, a child
// process like the app's) sending the same payload to 1,000 sockets held by this process, timed the same way (request
// sent -> message at every socket). Targets: app p99 <= 1.5x floor p99 and app p50 <= 1.5x floor p50.
// shapes: 'sala' = 1,000 sockets in one company's room; 'empresas' = 19,000 sockets over 1,000 companies (19 each);
// 'redis' = 'sala' with the sockets on a second instance and the writes on the first, through the Redis adapter;
// 'cozinha' = 1,000 sockets of one company, 20 of them production screens: waiter's add -> ticket on the screens.
// 'pedidos' = 200 diners on one company, each on its table card: diner's order -> the waiter's map and the kitchen
// screen (bench/pedidos-cliente.ts), target p99 <= 1 s.
// Latency is measured from the moment the REST write is sent to the event's receipt at every socket of the room (the
// honest end-to-end figure), and also from the REST response to the receipt (not clamped: negative = event first).
// Real PostgreSQL (DATABASE_URL or the local server), Redis for the 'redis' shape (REDIS_URL or the local one).
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import { createSigner } from 'fast-jwt';
import { AUD_STAFF } from '../server/src/sessoes/tokens';
import { benchCozinha } from './cozinha';
import { benchPedidos } from './pedidos-cliente';
import { bancoDescartavel } from './lib/banco';
import { alvo, encerrar, maquina, tresVezes } from './lib/medida';

type Shape = 'sala' | 'empresas' | 'redis' | 'cozinha' | 'pedidos';
const [shapeArg = 'sala', mArg = '200'] = process.argv.slice(2);
const M = Number(mArg);
const shapes: Shape[] = shapeArg === 'all' ? ['sala', 'empresas', 'redis', 'cozinha', 'pedidos'] : [shapeArg as Shape];
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Server {
  child: ChildProcess;
  base: string;
  ask<T>(m: string): Promise<T>;
}

const perfilCpu = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
// a failed run must not leave its servers behind
const filhos: ChildProcess[] = [];
process.on('exit', () => filhos.forEach((c) => c.kill()));
process.once('SIGTERM', () => process.exit(143));

/**
 * The app's clients: socket.io's wire protocol (Engine.IO 4 / Socket.IO 5, text) on a bare `ws` socket, the same
 * client the floor uses. socket.io-client would cost this process several times the floor's client per message (six
 * emitters and two parsers per delivery, a Manager per socket), and on 2 cores that CPU is taken from the server being
 * measured; a phone holds one socket, not 1,000. Resolves once the server accepted the connection (Socket.IO CONNECT).
 */
function clienteLeve(
  base: string,
  token: string,
  sockets: WebSocket[],
  aoEvento: (nome: string, dados: unknown) => void,
  tentativa = 0,
): Promise<void> {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
  return new Promise<void>((resolve, reject) => {
    ws.on('message', (data) => {
      const m = String(data);
      if (m[0] === '0')
        ws.send(`40${JSON.stringify({ token })}`); // Engine.IO OPEN: Socket.IO CONNECT with the auth
      else if (m[0] === '2')
        ws.send('3'); // ping -> pong
      else if (m.startsWith('40')) {
        sockets.push(ws);
        resolve(); // connected
      } else if (m.startsWith('44')) {
        ws.close();
        // "temporarily unavailable" (the database pool was busy with hundreds of handshakes): the app's client
        // retries it too (client/src/lib/reconexao.ts)
        if (m.includes('indispon') && tentativa < 20)
          setTimeout(
            () => clienteLeve(base, token, sockets, aoEvento, tentativa + 1).then(resolve, reject),
            250 * (tentativa + 1),
          );
        else reject(new Error(`connect_error ${m.slice(2)}`));
      } else if (m.startsWith('42')) {
        const [nome, dados] = JSON.parse(m.slice(2)) as [string, unknown];
        aoEvento(nome, dados);
      }
    });
    ws.once('error', reject);
  });
}

async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const child = fork(new URL('./realtime-server.ts', import.meta.url).pathname, [], {
    env: { ...process.env, ...env },
    // BENCH_CPU_PROF=dir: a CPU profile of the server, written when it stops
    execArgv: ['--import', 'tsx', '--expose-gc', ...perfilCpu],
  });
  filhos.push(child);
  const next = <T>() => new Promise<T>((r) => child.once('message', (m) => r(m as T)));
  const { port } = await next<{ port: number }>();
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    ask: <T>(m: string) => {
      child.send(m);
      return next<T>();
    },
  };
}

const pctOf = (xs: number[], p: number) =>
  xs.length ? xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]! : NaN;
const fmt = (x: number) => x.toFixed(1);

async function run(shape: Shape) {
  const [N, K] = shape === 'empresas' ? [19_000, 1_000] : [1_000, 1];
  const banco = await bancoDescartavel('bench');
  const url = new URL(banco.url);
  const jwtSecret = randomBytes(32).toString('hex');
  // tokens are signed here with the server's secret: the login route's brute-force limits would refuse bulk logins
  const sign = createSigner({ key: jwtSecret, algorithm: 'HS256', aud: AUD_STAFF, expiresIn: 3_600_000, jti: 'bench' });
  const env = {
    DATABASE_URL: url.toString(),
    SEED_DEMO: 'false',
    NODE_ENV: 'test',
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'error',
  };
  const redisEnv =
    shape === 'redis'
      ? { REDIS_URL: redisUrl, REDIS_CHANNEL: `cv-bench-${randomBytes(4).toString('hex')}` }
      : { REDIS_URL: '' };
  const writer = await startServer({ ...env, ...redisEnv });
  const listener = shape === 'redis' ? await startServer({ ...env, ...redisEnv }) : writer;

  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const { rows: empresas } = await db.query<{ id: number }>(
    `INSERT INTO empresas (fantasia) SELECT 'Bench ' || k FROM generate_series(1, $1) k RETURNING id`,
    [K],
  );
  const { rows: usuarios } = await db.query<{ id: number; empresa_id: number }>(
    `INSERT INTO usuarios (empresa_id, nome, email, senha_hash, perfil) SELECT id, 'Bench', 'bench' || id || '@bench.local', 'x', 'ADMIN' FROM empresas RETURNING id, empresa_id`,
  );
  const { rows: mesas } = await db.query<{ id: number; empresa_id: number }>(
    `INSERT INTO mesas (empresa_id, numero, nome, capacidade) SELECT id, 1, 'Mesa 01', 4 FROM empresas RETURNING id, empresa_id`,
  );
  const porEmpresa = empresas.map((e) => ({
    token: sign({
      sub: String(usuarios.find((u) => u.empresa_id === e.id)!.id),
      empresa_id: e.id,
      perfil: 'ADMIN',
      tv: 0,
    }),
    mesaId: mesas.find((m) => m.empresa_id === e.id)!.id,
  }));

  const heapAntes = (await listener.ask<{ heapMB: number }>('stats')).heapMB;
  const perRoom = N / K;
  // one write at a time: each waits for its event at every socket of its room, so a receipt is judged against the
  // write in flight alone (its table and situacao), the same work per message as the floor's client does
  let esperado = { mesaId: 0, situacao: '' };
  let recebidos: number[] = [];
  // called when every socket of the room got the event: the bench waits without polling, so it takes no CPU from
  // the server it measures (a setImmediate loop here kept one of the two cores busy)
  let completo = () => {};
  let payload: { mesa: Record<string, unknown> } | undefined; // the event as sent, for the floor to send the same
  const sockets: WebSocket[] = [];
  const tConn = performance.now();
  for (let lote = 0; lote < N; lote += 500) {
    await Promise.all(
      Array.from({ length: Math.min(500, N - lote) }, (_, j) => {
        const i = lote + j;
        return clienteLeve(listener.base, porEmpresa[i % K]!.token, sockets, (nome, dados) => {
          if (nome !== 'mesa:atualizada') return;
          const ev = dados as { mesa: { id: number; situacao: string } };
          if (ev.mesa.id !== esperado.mesaId || ev.mesa.situacao !== esperado.situacao) return;
          payload ??= ev;
          recebidos.push(performance.now());
          if (recebidos.length === perRoom) completo();
        });
      }),
    );
  }
  const conexaoMs = performance.now() - tConn;
  const heapDepois = (await listener.ask<{ heapMB: number }>('stats')).heapMB;

  const desdeEnvio: number[] = [];
  const desdeResposta: number[] = [];
  const writeMs: number[] = [];
  for (let i = 0; i < M; i++) {
    const e = porEmpresa[i % K]!;
    const situacao = Math.floor(i / K) % 2 === 0 ? 'X' : 'L';
    esperado = { mesaId: e.mesaId, situacao };
    recebidos = [];
    const todos = new Promise<void>((r) => (completo = r));
    const tReq = performance.now();
    const res = await fetch(`${writer.base}/api/mesas/${e.mesaId}/status`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${e.token}` },
      body: JSON.stringify({ situacao }),
    });
    const tResp = performance.now();
    writeMs.push(tResp - tReq);
    if (!res.ok) throw new Error(`mutation ${i}: ${res.status} ${await res.text()}`);
    await Promise.race([todos, new Promise((r) => setTimeout(r, 5000))]);
    for (const t of recebidos) {
      desdeEnvio.push(t - tReq);
      desdeResposta.push(t - tResp);
    }
  }
  const stats = await listener.ask<{ rssMB: number; loopP99ms: number; loopMaxMs: number }>('stats');
  for (const xs of [desdeEnvio, desdeResposta, writeMs]) xs.sort((a, b) => a - b);
  const result = {
    shape,
    N,
    K,
    connected: sockets.filter((s) => s.readyState === WebSocket.OPEN).length,
    conexaoMs,
    deliveries: desdeEnvio.length,
    expected: M * perRoom,
    p50: pctOf(desdeEnvio, 50),
    p95: pctOf(desdeEnvio, 95),
    p99: pctOf(desdeEnvio, 99),
    respP50: pctOf(desdeResposta, 50),
    respP99: pctOf(desdeResposta, 99),
    writeP50: pctOf(writeMs, 50),
    writeP99: pctOf(writeMs, 99),
    heapPerSocketKB: ((heapDepois - heapAntes) * 1024) / N,
    rssMB: stats.rssMB,
    loopP99: stats.loopP99ms,
    payload,
  };

  sockets.forEach((s) => s.close());
  for (const s of new Set([writer, listener])) {
    s.child.send('stop');
    await new Promise((r) => s.child.once('exit', r));
  }
  await db.end();
  await banco.descartar();
  return result;
}

/**
 * The floor: the same payload to the same number of sockets from a bare `ws` server in a child process, timed like
 * the app (request sent -> message at every socket), with the same alternating situacao so each message is distinct.
 */
async function runChao(N: number, payload: { mesa: Record<string, unknown> }, m: number) {
  const child = fork(new URL('./ws-chao-server.ts', import.meta.url).pathname, [], { execArgv: ['--import', 'tsx'] });
  filhos.push(child);
  const { port } = await new Promise<{ port: number }>((r) => child.once('message', (x) => r(x as { port: number })));
  child.send({ payload });
  let chave = '';
  let recebidos: number[] = [];
  let completo = () => {};
  const sockets: WebSocket[] = [];
  for (let lote = 0; lote < N; lote += 500) {
    await Promise.all(
      Array.from({ length: Math.min(500, N - lote) }, () => {
        const s = new WebSocket(`ws://127.0.0.1:${port}`);
        sockets.push(s);
        s.on('message', (data) => {
          const [, ev] = JSON.parse(String(data)) as [string, { mesa: { situacao: string } }];
          if (ev.mesa.situacao !== chave) return;
          recebidos.push(performance.now());
          if (recebidos.length === N) completo();
        });
        return new Promise<void>((resolve, reject) => {
          s.once('open', () => resolve());
          s.once('error', reject);
        });
      }),
    );
  }
  const desdeEnvio: number[] = [];
  for (let i = 0; i < m; i++) {
    chave = i % 2 === 0 ? 'X' : 'L';
    recebidos = [];
    const todos = new Promise<void>((r) => (completo = r));
    const tReq = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/difundir?situacao=${chave}`, { method: 'POST' });
    if (!res.ok) throw new Error(`floor ${i}: ${res.status}`);
    await Promise.race([todos, new Promise((r) => setTimeout(r, 5000))]);
    for (const t of recebidos) desdeEnvio.push(t - tReq);
  }
  const entregues = desdeEnvio.length;
  desdeEnvio.sort((a, b) => a - b);
  sockets.forEach((s) => s.close());
  child.send('stop');
  await new Promise((r) => child.once('exit', r));
  return { entregues, p50: pctOf(desdeEnvio, 50), p95: pctOf(desdeEnvio, 95), p99: pctOf(desdeEnvio, 99) };
}

maquina('bench:realtime');
console.log(`${M} writes per shape; shapes: ${shapes.join(', ')}`);
/** A server of its own on a database of its own (the production and ordering shapes), stopped and dropped after. */
async function comServidorProprio<T>(
  env: NodeJS.ProcessEnv,
  medir: (url: string, jwtSecret: string, server: Server) => Promise<T>,
): Promise<T> {
  const banco = await bancoDescartavel('bench');
  const url = new URL(banco.url).toString();
  const jwtSecret = randomBytes(32).toString('hex');
  const server = await startServer({
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    NODE_ENV: 'test',
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'error',
    REDIS_URL: '',
    ...env,
  });
  try {
    return await medir(url, jwtSecret, server);
  } finally {
    server.child.send('stop');
    await new Promise((res) => server.child.once('exit', res));
    await banco.descartar();
  }
}

/** The production shape (see bench/cozinha.ts). */
async function runCozinha() {
  const r = await comServidorProprio({}, (url, segredo, server) => benchCozinha(url, segredo, server, M));
  if (r.telas !== r.esperadoTelas || r.todos !== r.esperadoTodos)
    throw new Error(`cozinha: tickets ${r.telas}/${r.esperadoTelas}, at every socket ${r.todos}/${r.esperadoTodos}`);
  return { p50: r.p50, p95: r.p95, p99: r.p99, todosP99: r.todosP99, rssMB: r.rssMB, loopP99: r.loopP99 };
}

/** Diners' orders (issue 22); the server trusts one proxy hop (each diner's phone has its own address). */
async function runPedidos() {
  const r = await comServidorProprio({ TRUST_PROXY: '1' }, (url, segredo, server) =>
    benchPedidos(url, segredo, server, M),
  );
  if (r.noMapa !== r.pedidos || r.naCozinha !== r.pedidos)
    throw new Error(`pedidos: on the map ${r.noMapa}/${r.pedidos}, in the kitchen ${r.naCozinha}/${r.pedidos}`);
  return { mapaP50: r.mapaP50, mapaP99: r.mapaP99, cozinhaP50: r.cozinhaP50, cozinhaP99: r.cozinhaP99 };
}

const ms = (x: number) => `${fmt(x)} ms`;
const p99s: Partial<Record<Shape, number>> = {};
for (const shape of shapes) {
  console.log(`\n[${shape}]`);
  if (shape === 'cozinha') {
    const { runs, med } = await tresVezes('cozinha', () => runCozinha());
    console.log(
      `  waiter's add sent -> ticket on the 20 production screens, median of ${runs.length}: p50 ${ms(med.p50)}  p95 ${ms(med.p95)}  p99 ${ms(med.p99)}; at every socket p99 ${ms(med.todosP99)}; RSS ${med.rssMB.toFixed(0)} MB`,
    );
    continue;
  }
  if (shape === 'pedidos') {
    const { runs, med } = await tresVezes('pedidos', () => runPedidos());
    console.log(
      `  ${M} diners' orders sent -> median of ${runs.length}: on the waiter's map p50 ${ms(med.mapaP50)} p99 ${ms(med.mapaP99)}; on the kitchen screen p50 ${ms(med.cozinhaP50)} p99 ${ms(med.cozinhaP99)}`,
    );
    alvo("diner's order -> waiter's map, p99 (ms)", med.mapaP99, 1000, '<=');
    alvo("diner's order -> kitchen screen, p99 (ms)", med.cozinhaP99, 1000, '<=');
    continue;
  }
  const { runs, med } = await tresVezes(shape, async () => {
    const r = await run(shape);
    if (r.deliveries !== r.expected) throw new Error(`${shape}: deliveries ${r.deliveries}/${r.expected}`);
    const base = {
      p50: r.p50,
      p95: r.p95,
      p99: r.p99,
      respP99: r.respP99,
      writeP50: r.writeP50,
      heapPorSocketKB: r.heapPerSocketKB,
      rssMB: r.rssMB,
    };
    if (shape !== 'sala') return base;
    const chao = await runChao(r.N, r.payload!, M);
    if (chao.entregues !== r.expected) throw new Error(`floor: deliveries ${chao.entregues}/${r.expected}`);
    return {
      ...base,
      chaoP50: chao.p50,
      chaoP95: chao.p95,
      chaoP99: chao.p99,
      razaoP50: r.p50 / chao.p50,
      razaoP99: r.p99 / chao.p99,
    };
  });
  p99s[shape] = med.p99;
  const [N, K] = shape === 'empresas' ? [19_000, 1_000] : [1_000, 1];
  console.log(
    `  ${N} sockets over ${K} companies, median of ${runs.length}: write sent -> event at every socket p50 ${ms(med.p50)}  p95 ${ms(med.p95)}  p99 ${ms(med.p99)}; response -> event p99 ${ms(med.respP99)}; write itself p50 ${ms(med.writeP50)}; heap ${fmt(med.heapPorSocketKB)} KB per socket; RSS ${med.rssMB.toFixed(0)} MB`,
  );
  if ('razaoP99' in med) {
    console.log(
      `  floor (bare ws, same payload, same ${N} sockets): p50 ${ms(med.chaoP50!)}  p95 ${ms(med.chaoP95!)}  p99 ${ms(med.chaoP99!)}`,
    );
    alvo('sala p99 / bare-ws floor p99', med.razaoP99!, 1.5, '<=');
    alvo('sala p50 / bare-ws floor p50', med.razaoP50!, 1.5, '<=');
  }
}
if (p99s.sala && p99s.redis) alvo('redis p99 / sala p99 (cross-instance)', p99s.redis / p99s.sala, 1.2, '<=');
encerrar('bench:realtime');
