// The 'cozinha' shape of bench:realtime (issue 13): 1,000 sockets of one company, 20 of them production screens that
// joined their station's room; a waiter adds items over REST (each to its own tab, so each is a new ticket). Latency is
// from the add request being sent to the cozinha:ticket event at every production screen (and at every socket).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { createSigner } from 'fast-jwt';
import { AUD_STAFF } from '../server/src/sessoes/tokens';

interface Server {
  base: string;
  ask<T>(m: string): Promise<T>;
}
const pctOf = (xs: number[], p: number) =>
  xs.length ? xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]! : NaN;

export async function benchCozinha(url: string, jwtSecret: string, server: Server, M: number, N = 1_000, TELAS = 20) {
  const sign = createSigner({ key: jwtSecret, algorithm: 'HS256', aud: AUD_STAFF, expiresIn: 3_600_000, jti: 'bench' });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const {
    rows: [empresa],
  } = await db.query<{ id: number }>(`INSERT INTO empresas (fantasia) VALUES ('Bench Cozinha') RETURNING id`);
  const e = empresa!.id;
  const {
    rows: [estacao],
  } = await db.query<{ id: number }>(`INSERT INTO estacoes (empresa_id, nome) VALUES ($1, 'Cozinha') RETURNING id`, [
    e,
  ]);
  const {
    rows: [categoria],
  } = await db.query<{ id: number }>(
    `INSERT INTO categorias (empresa_id, nome, estacao_id) VALUES ($1, 'Porções', $2) RETURNING id`,
    [e, estacao!.id],
  );
  const {
    rows: [produto],
  } = await db.query<{ id: number }>(
    `INSERT INTO produtos (empresa_id, categoria_id, nome, preco, estoque_atual, estoque_minimo) VALUES ($1, $2, 'Batata', 20, 0, 0) RETURNING id`,
    [e, categoria!.id],
  );
  const { rows: usuarios } = await db.query<{ id: number; perfil: string }>(
    `INSERT INTO usuarios (empresa_id, nome, email, senha_hash, perfil) VALUES ($1, 'Garçom', 'g-${randomBytes(3).toString('hex')}@bench.local', 'x', 'GARCOM'), ($1, 'Cozinha', 'c-${randomBytes(3).toString('hex')}@bench.local', 'x', 'COZINHA') RETURNING id, perfil`,
    [e],
  );
  const token = (perfil: string) =>
    sign({ sub: String(usuarios.find((u) => u.perfil === perfil)!.id), empresa_id: e, perfil, tv: 0 });
  const { rows: vendas } = await db.query<{ id: number }>(
    `WITH m AS (INSERT INTO mesas (empresa_id, numero, nome, capacidade, situacao) SELECT $1, k, 'Mesa ' || k, 4, 'O' FROM generate_series(1, $2) k RETURNING id, numero)
     INSERT INTO vendas (empresa_id, mesa_id, mesa_numero, situacao) SELECT $1, id, numero, 'A' FROM m ORDER BY numero RETURNING id`,
    [e, M],
  );

  const recebidos = new Map<number, { tela: number[]; todos: number[] }>(); // venda id -> receipt times
  // resolved when every socket got the ticket: the bench waits without polling (no CPU taken from the server)
  const completos = new Map<number, () => void>();
  const sockets: Socket[] = [];
  const [tGarcom, tCozinha] = [token('GARCOM'), token('COZINHA')];
  for (let lote = 0; lote < N; lote += 500) {
    await Promise.all(
      Array.from({ length: Math.min(500, N - lote) }, (_, j) => {
        const tela = lote + j < TELAS;
        const s = io(server.base, {
          auth: tela ? { token: tCozinha, estacoes: [estacao!.id] } : { token: tGarcom },
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
        });
        sockets.push(s);
        s.on('cozinha:ticket', ({ itens }: { itens: { venda_id: number }[] }) => {
          const r = recebidos.get(itens[0]!.venda_id) ?? { tela: [], todos: [] };
          const t = performance.now();
          r.todos.push(t);
          if (tela) r.tela.push(t);
          recebidos.set(itens[0]!.venda_id, r);
          if (r.todos.length === N) completos.get(itens[0]!.venda_id)?.();
        });
        return new Promise<void>((resolve, reject) => {
          s.once('connect', () => resolve());
          s.once('connect_error', reject);
        });
      }),
    );
  }

  const telas: number[] = [];
  const todos: number[] = [];
  for (let i = 0; i < M; i++) {
    const venda = vendas[i]!.id;
    const todosReceberam = new Promise<void>((r) => completos.set(venda, r));
    const tReq = performance.now();
    const res = await fetch(`${server.base}/api/vendas/${venda}/itens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tGarcom}` },
      body: JSON.stringify({ produto_id: produto!.id, quantidade: 1 }),
    });
    if (!res.ok) throw new Error(`add ${i}: ${res.status} ${await res.text()}`);
    await Promise.race([todosReceberam, new Promise((r) => setTimeout(r, 5000))]);
    completos.delete(venda);
    for (const t of recebidos.get(venda)?.tela ?? []) telas.push(t - tReq);
    for (const t of recebidos.get(venda)?.todos ?? []) todos.push(t - tReq);
  }
  const stats = await server.ask<{ rssMB: number; loopP99ms: number }>('stats');
  sockets.forEach((s) => s.disconnect());
  await db.end();
  telas.sort((a, b) => a - b);
  todos.sort((a, b) => a - b);
  return {
    connected: sockets.length,
    telas: telas.length,
    esperadoTelas: M * TELAS,
    todos: todos.length,
    esperadoTodos: M * N,
    p50: pctOf(telas, 50),
    p95: pctOf(telas, 95),
    p99: pctOf(telas, 99),
    todosP99: pctOf(todos, 99),
    rssMB: stats.rssMB,
    loopP99: stats.loopP99ms,
  };
}
