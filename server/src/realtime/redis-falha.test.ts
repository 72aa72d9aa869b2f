import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { freshDatabase } from '../../test/helpers';
import { ate, portaLivre } from '../../test/processo';

// Fault 2: the Redis that links two instances goes away and comes back. A redis-server of our own, on a free port,
// so it can be stopped without touching anyone else's; each test stops only its own (tests run in any order).
interface RedisLocal {
  porta: number;
  processo?: ChildProcess;
}
const redis: RedisLocal = { porta: 0 };
const apps: FastifyInstance[] = [];
const sockets: Socket[] = [];
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let token: string;
const JWT_SECRET = randomBytes(32).toString('hex');
const REDIS_CHANNEL = `cv-falha-${randomBytes(4).toString('hex')}`;

/** An instance on the file's database, linked through the Redis on `porta`. */
async function instancia(porta: number): Promise<FastifyInstance> {
  const env = {
    NODE_ENV: 'test',
    JWT_SECRET,
    REDIS_URL: `redis://127.0.0.1:${porta}`,
    REDIS_CHANNEL,
  };
  const { app } = await buildApp(loadConfig(env as NodeJS.ProcessEnv), fresh.database, { serveClient: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function iniciarRedis(r: RedisLocal): Promise<void> {
  const { porta } = r;
  r.processo = spawn(
    'redis-server',
    ['--port', String(porta), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const { createClient } = await import('redis');
  await ate(
    async () => {
      const c = createClient({ url: `redis://127.0.0.1:${porta}`, socket: { reconnectStrategy: false } });
      c.on('error', () => {});
      await c.connect();
      await c.close();
      return true;
    },
    15_000,
    'redis-server',
  );
}

async function pararRedis(local: RedisLocal): Promise<void> {
  const r = local.processo!;
  local.processo = undefined;
  r.kill('SIGKILL');
  await new Promise((resolve) =>
    r.exitCode != null || r.signalCode != null ? resolve(null) : r.once('exit', resolve),
  );
}

beforeAll(async () => {
  redis.porta = await portaLivre();
  await iniciarRedis(redis);
  fresh = await freshDatabase();
  for (let i = 0; i < 2; i++) apps.push(await instancia(redis.porta));
  const login = await apps[0]!.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { usuario: 'garcom@demo.com.br', senha: 'demo123' },
  });
  token = login.json().token;
  for (const app of apps) {
    const s = connect(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      s.once('connect', resolve);
      s.once('connect_error', reject);
    });
    sockets.push(s);
  }
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  for (const app of apps) await app.close();
  await fresh?.drop();
  if (redis.processo) await pararRedis(redis);
});

describe('Redis outage with REDIS_URL set', () => {
  it('keeps writes and local events working, reports degraded realtime, and resumes cross-instance events when Redis returns', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const [noA, noB] = sockets as [Socket, Socket];
    const h = { authorization: `Bearer ${token}` };
    const saude = async (app: FastifyInstance) => {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      return { http: res.statusCode, ...res.json() };
    };
    const mesas = (await a.inject({ method: 'GET', url: '/api/mesas', headers: h })).json();
    const venda = (
      await a.inject({ method: 'POST', url: '/api/vendas', headers: h, payload: { mesa_id: mesas[0].id } })
    ).json();
    const produtos = (await a.inject({ method: 'GET', url: '/api/produtos', headers: h })).json();
    const agua = produtos.find((p: any) => p.nome === 'Água Mineral').id;
    /** adds an item on A; resolves with its id once the event reached `socket` */
    const adicionarEVer = async (socket: Socket) => {
      const chegou = new Promise<number>((resolve) => socket.on('venda:item-adicionado', (p) => resolve(p.item.id)));
      const res = await a.inject({
        method: 'POST',
        url: `/api/vendas/${venda.id}/itens`,
        headers: h,
        payload: { produto_id: agua, quantidade: 1 },
      });
      expect(res.statusCode).toBe(201);
      expect(await chegou).toBe(res.json().id);
      socket.off('venda:item-adicionado');
    };
    expect(await saude(a)).toEqual({ http: 200, status: 'ok', db: 'ok', realtime: 'ok' });
    await adicionarEVer(noB);
    // B keeps the table list in its cache; nobody asks B during the outage
    const situacaoEmB = async (id: number) =>
      (await b.inject({ method: 'GET', url: '/api/mesas', headers: h })).json().find((m: any) => m.id === id).situacao;
    expect(await situacaoEmB(mesas[1].id)).toBe('L');

    const erro = vi.spyOn(a.log, 'error');
    await pararRedis(redis);
    await ate(async () => (await saude(a)).realtime === 'degraded', 15_000, 'realtime degradado');
    // writes keep working and reach this instance's own sockets; health stays 200 (the API works)
    for (let i = 0; i < 5; i++) await adicionarEVer(noA);
    // a table change on A whose invalidation cannot reach B
    const aberta = await a.inject({
      method: 'POST',
      url: '/api/vendas',
      headers: h,
      payload: { mesa_id: mesas[1].id },
    });
    expect(aberta.statusCode).toBe(201);
    expect(await saude(a)).toEqual({ http: 200, status: 'ok', db: 'ok', realtime: 'degraded' });
    // rejected publishes surface within a few seconds if unhandled: give them the time, then check nothing escaped
    await new Promise((r) => setTimeout(r, 1_000));
    const avisos = erro.mock.calls.filter((c) => String(c[1] ?? c[0]).startsWith('Redis indisponível'));
    // once per outage and per instance (the two apps share the disabled logger), not once per event
    expect(avisos.length).toBeGreaterThanOrEqual(1);
    expect(avisos.length).toBeLessThanOrEqual(2);

    await iniciarRedis(redis);
    await ate(
      async () => (await saude(a)).realtime === 'ok' && (await saude(b)).realtime === 'ok',
      15_000,
      'realtime de volta',
    );
    await adicionarEVer(noB);
    // B emptied its caches when Redis came back: the change it never heard of shows
    expect(await situacaoEmB(mesas[1].id)).toBe('O');
    erro.mockRestore();
  });

  it('shuts an instance down cleanly while Redis is away', async () => {
    // an instance and a Redis of its own: the other test's pair and Redis stay up
    const proprio: RedisLocal = { porta: await portaLivre() };
    await iniciarRedis(proprio);
    try {
      const c = await instancia(proprio.porta);
      await pararRedis(proprio);
      await ate(
        async () => (await c.inject({ method: 'GET', url: '/api/health' })).json().realtime === 'degraded',
        15_000,
        'realtime degradado',
      );
      // pending (un)subscribe commands are dropped, not left as unhandled rejections that end the process
      await c.close();
    } finally {
      if (proprio.processo) await pararRedis(proprio);
    }
  });
});
