import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { freshDatabase } from '../../test/helpers';

// Two instances on one database, broadcasting through socket.io's Redis adapter (REDIS_URL, default local Redis).
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const apps: FastifyInstance[] = [];
let drop: () => Promise<void>;
let socket: Socket | undefined;

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  const env = {
    NODE_ENV: 'test',
    JWT_SECRET: randomBytes(32).toString('hex'),
    REDIS_URL: redisUrl,
    REDIS_CHANNEL: `cv-test-${randomBytes(4).toString('hex')}`,
  };
  for (let i = 0; i < 2; i++) {
    const { app } = await buildApp(loadConfig(env as NodeJS.ProcessEnv), fresh.database, { serveClient: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
  }
});
afterAll(async () => {
  socket?.disconnect();
  for (const app of apps) await app.close();
  await drop?.();
});

/** Signs in on instance A; the token works on both (same secret, same database). */
async function entrar(usuario: string): Promise<string> {
  const login = await apps[0]!.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { usuario, senha: 'demo123' },
  });
  return login.json().token as string;
}

describe('scale-out', () => {
  it('a change made on instance A reaches a socket connected to instance B', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const token = await entrar('garcom@demo.com.br');
    const port = (b.server.address() as { port: number }).port;
    socket = connect(`http://127.0.0.1:${port}`, { auth: { token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', resolve);
      socket!.once('connect_error', reject);
    });
    const received = new Promise<any>((resolve) => socket!.on('mesa:atualizada', resolve));
    // a free table: the other tests (in any order) open tabs on and block tables of the same database
    const livre = (await a.inject({ method: 'GET', url: '/api/mesas', headers: { authorization: `Bearer ${token}` } }))
      .json()
      .find((m: { situacao: string }) => m.situacao === 'L');
    const res = await a.inject({
      method: 'POST',
      url: '/api/vendas',
      headers: { authorization: `Bearer ${token}` },
      payload: { mesa_id: livre.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await received).mesa).toMatchObject({ id: livre.id, situacao: 'O' });
  });

  it('a tab cancelled on instance A: its diner on instance B hears the end, then is disconnected', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const headers = { authorization: `Bearer ${await entrar('gerente@demo.com.br')}` };
    const livre = (await a.inject({ method: 'GET', url: '/api/mesas', headers }))
      .json()
      .find((m: any) => m.situacao === 'L');
    const venda = (
      await a.inject({ method: 'POST', url: '/api/vendas', headers, payload: { mesa_id: livre.id } })
    ).json();
    const { url } = (await a.inject({ method: 'GET', url: `/api/mesa/${livre.id}/qrcode`, headers })).json();
    const port = (b.server.address() as { port: number }).port;
    const diner = connect(`http://127.0.0.1:${port}`, {
      auth: { comanda: url.split('/comanda/')[1] },
      transports: ['websocket'],
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => diner.once('connect', resolve).once('connect_error', reject));
      const ordem: string[] = [];
      diner.on('comanda:encerrada', (p: { situacao: string }) => ordem.push(`encerrada ${p.situacao}`));
      const fim = new Promise<void>((resolve) => diner.on('disconnect', (motivo) => (ordem.push(motivo), resolve())));
      const res = await a.inject({
        method: 'PATCH',
        url: `/api/vendas/${venda.id}`,
        headers,
        payload: { situacao: 'C' },
      });
      expect(res.statusCode, res.body).toBe(200);
      await fim;
      expect(ordem).toEqual(['encerrada C', 'io server disconnect']);
    } finally {
      diner.disconnect();
    }
  });

  it('a logout on instance A is refused at once on instance B, which had the session cached', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const headers = { authorization: `Bearer ${await entrar('caixa@demo.com.br')}` };
    const me = () => b.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200); // served from B's cache: no database lookup
    expect((await a.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    // the revocation crosses Redis pub/sub: allow it the time of one message, never a cache lifetime
    const inicio = Date.now();
    let status = (await me()).statusCode;
    while (status === 200 && Date.now() - inicio < 1_000) {
      await new Promise((r) => setTimeout(r, 5));
      status = (await me()).statusCode;
    }
    expect(status).toBe(401);
    expect(Date.now() - inicio).toBeLessThan(1_000);
  });

  it("a table changed on instance A shows at once in instance B's cached table list", async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const headers = { authorization: `Bearer ${await entrar('gerente@demo.com.br')}` };
    const lista = async () =>
      (await b.inject({ method: 'GET', url: '/api/mesas', headers })).json() as { id: number; situacao: string }[];
    const livre = (await lista()).find((m) => m.situacao === 'L')!;
    await lista(); // served from B's cache
    const bloquear = await a.inject({
      method: 'PATCH',
      url: `/api/mesas/${livre.id}/status`,
      headers,
      payload: { situacao: 'X', motivo_bloqueio: 'Manutenção' },
    });
    expect(bloquear.statusCode, bloquear.body).toBe(200);
    const inicio = Date.now();
    let situacao = (await lista()).find((m) => m.id === livre.id)!.situacao;
    while (situacao === 'L' && Date.now() - inicio < 1_000) {
      await new Promise((r) => setTimeout(r, 5));
      situacao = (await lista()).find((m) => m.id === livre.id)!.situacao;
    }
    expect(situacao).toBe('X');
  });

  it('a product deactivated on instance A is refused at once by instance B, which had its price cached', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const headers = { authorization: `Bearer ${await entrar('gerente@demo.com.br')}` };
    const mesas = (await b.inject({ method: 'GET', url: '/api/mesas', headers })).json() as {
      id: number;
      situacao: string;
    }[];
    const venda = await b.inject({
      method: 'POST',
      url: '/api/vendas',
      headers,
      payload: { mesa_id: mesas.find((m) => m.situacao === 'L')!.id },
    });
    expect(venda.statusCode, venda.body).toBe(201);
    const produtos = (await b.inject({ method: 'GET', url: '/api/produtos', headers })).json() as {
      id: number;
      nome: string;
    }[];
    const suco = produtos.find((p) => p.nome === 'Suco Natural')!;
    const adicionar = () =>
      b.inject({
        method: 'POST',
        url: `/api/vendas/${venda.json().id}/itens`,
        headers,
        payload: { produto_id: suco.id, quantidade: 1 },
      });
    expect((await adicionar()).statusCode).toBe(201); // B has the menu entry cached now
    const off = await a.inject({ method: 'PATCH', url: `/api/produtos/${suco.id}`, headers, payload: { ativo: 'N' } });
    expect(off.statusCode, off.body).toBe(200);
    const inicio = Date.now();
    let res = await adicionar();
    while (res.statusCode === 201 && Date.now() - inicio < 1_000) {
      await new Promise((r) => setTimeout(r, 5));
      res = await adicionar();
    }
    expect([res.statusCode, res.json().message]).toEqual([400, 'Produto inativo']);
  });
});
