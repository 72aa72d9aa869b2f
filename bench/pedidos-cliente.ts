// The 'pedidos' shape of bench:realtime (issue 22): 200 diners on one company, each on its table card's socket; the
// company sends diners' orders straight to production ('direto', tabs opened by staff). Each diner orders one item
// over the public API (its own address, as phones on mobile data are); latency is from the order request being sent
// to (a) 'pedido-cliente:novo' on the waiter's map and (b) the ticket on the kitchen screen. Target: p99 <= 1 s.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { createSigner } from 'fast-jwt';
import { AUD_STAFF } from '../server/src/sessoes/tokens';

interface Server {
  base: string;
}
const pctOf = (xs: number[], p: number) =>
  xs.length ? xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]! : NaN;

function conectar(base: string, auth: Record<string, unknown>, sockets: Socket[]): Promise<Socket> {
  const s = io(base, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(s);
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

export async function benchPedidos(url: string, jwtSecret: string, server: Server, M = 200) {
  const sign = createSigner({ key: jwtSecret, algorithm: 'HS256', aud: AUD_STAFF, expiresIn: 3_600_000, jti: 'bench' });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const um = async <T>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0] as T;
  const { id: e } = await um<{ id: number }>(
    `INSERT INTO empresas (fantasia, pedidos_cliente) VALUES ('Bench Pedidos', 'direto') RETURNING id`,
  );
  const estacao = await um<{ id: number }>(
    `INSERT INTO estacoes (empresa_id, nome) VALUES ($1, 'Cozinha') RETURNING id`,
    [e],
  );
  const categoria = await um<{ id: number }>(
    `INSERT INTO categorias (empresa_id, nome, estacao_id) VALUES ($1, 'Porções', $2) RETURNING id`,
    [e, estacao.id],
  );
  const produto = await um<{ id: number }>(
    `INSERT INTO produtos (empresa_id, categoria_id, nome, preco, estoque_atual, estoque_minimo) VALUES ($1, $2, 'Batata', 20, 0, 0) RETURNING id`,
    [e, categoria.id],
  );
  const { rows: usuarios } = await db.query<{ id: number; perfil: string }>(
    `INSERT INTO usuarios (empresa_id, nome, email, senha_hash, perfil) VALUES ($1, 'Garçom', 'g-${randomBytes(3).toString('hex')}@bench.local', 'x', 'GARCOM'), ($1, 'Cozinha', 'c-${randomBytes(3).toString('hex')}@bench.local', 'x', 'COZINHA') RETURNING id, perfil`,
    [e],
  );
  const token = (perfil: string) =>
    sign({ sub: String(usuarios.find((u) => u.perfil === perfil)!.id), empresa_id: e, perfil, tv: 0 });
  // every table has a tab opened by staff (not by a diner), so its diners' orders go straight to production
  const { rows: mesas } = await db.query<{ mesa_id: number; venda_id: number; codigo: string }>(
    `WITH m AS (INSERT INTO mesas (empresa_id, numero, nome, capacidade, situacao) SELECT $1, k, 'Mesa ' || k, 4, 'O' FROM generate_series(1, $2) k RETURNING id, numero, codigo_publico),
     v AS (INSERT INTO vendas (empresa_id, mesa_id, mesa_numero, situacao) SELECT $1, id, numero, 'A' FROM m RETURNING id, mesa_id)
     SELECT m.id AS mesa_id, v.id AS venda_id, m.codigo_publico AS codigo FROM m JOIN v ON v.mesa_id = m.id ORDER BY m.numero`,
    [e, M],
  );

  const sockets: Socket[] = [];
  const mapa = await conectar(server.base, { token: token('GARCOM') }, sockets);
  const cozinha = await conectar(server.base, { token: token('COZINHA'), estacoes: [estacao.id] }, sockets);
  for (let i = 0; i < mesas.length; i += 50)
    await Promise.all(mesas.slice(i, i + 50).map((m) => conectar(server.base, { mesa: m.codigo }, sockets)));

  const chegou = { mapa: new Map<number, number>(), cozinha: new Map<number, number>() };
  const esperando = new Map<number, () => void>();
  const talvezPronto = (mesaId: number, vendaId: number) =>
    chegou.mapa.has(mesaId) && chegou.cozinha.has(vendaId) && esperando.get(mesaId)?.();
  const vendaDaMesa = new Map(mesas.map((m) => [m.mesa_id, m.venda_id]));
  const mesaDaVenda = new Map(mesas.map((m) => [m.venda_id, m.mesa_id]));
  mapa.on('pedido-cliente:novo', (p: { mesa_id: number }) => {
    chegou.mapa.set(p.mesa_id, performance.now());
    talvezPronto(p.mesa_id, vendaDaMesa.get(p.mesa_id)!);
  });
  cozinha.on('cozinha:ticket', ({ itens }: { itens: { venda_id: number }[] }) => {
    const venda = itens[0]!.venda_id;
    chegou.cozinha.set(venda, performance.now());
    talvezPronto(mesaDaVenda.get(venda)!, venda);
  });

  const noMapa: number[] = [];
  const naCozinha: number[] = [];
  for (const [i, m] of mesas.entries()) {
    const ambos = new Promise<void>((r) => esperando.set(m.mesa_id, r));
    const t0 = performance.now();
    const res = await fetch(`${server.base}/api/public/mesa/${m.codigo}/pedidos`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        // each diner is its own phone (the per-address order limit is per phone; the bench server trusts one proxy)
        'x-forwarded-for': `10.${(i >> 8) & 255}.${i & 255}.7`,
      },
      body: JSON.stringify({
        cliente_nome: `Cliente ${i + 1}`,
        itens: [{ produto_id: produto.id, quantidade: 1, sabores: [], adicionais: [], observacao: null }],
      }),
    });
    if (res.status !== 201) throw new Error(`pedido ${i}: ${res.status} ${await res.text()}`);
    await Promise.race([ambos, new Promise((r) => setTimeout(r, 5000))]);
    const [a, b] = [chegou.mapa.get(m.mesa_id), chegou.cozinha.get(m.venda_id)];
    if (a !== undefined) noMapa.push(a - t0);
    if (b !== undefined) naCozinha.push(b - t0);
  }
  sockets.forEach((s) => s.disconnect());
  await db.end();
  noMapa.sort((a, b) => a - b);
  naCozinha.sort((a, b) => a - b);
  return {
    pedidos: M,
    noMapa: noMapa.length,
    naCozinha: naCozinha.length,
    mapaP50: pctOf(noMapa, 50),
    mapaP99: pctOf(noMapa, 99),
    cozinhaP50: pctOf(naCozinha, 50),
    cozinhaP99: pctOf(naCozinha, 99),
  };
}
