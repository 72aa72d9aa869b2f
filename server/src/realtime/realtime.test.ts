import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { DomainEvent } from '@comanda/shared/events';
import { useTestApp } from '../../test/helpers';
import { hashSenha } from '../modules/auth/senha';
import { withTransaction } from '../db/transaction';

const t = useTestApp();
let base = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address() as { port: number };
  base = `http://127.0.0.1:${addr.port}`;
});
afterAll(() => sockets.forEach((s) => s.disconnect()));

function socket(auth: Record<string, string>, headers?: Record<string, string>): Socket {
  const s = connect(base, {
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
  });
  sockets.push(s);
  return s;
}
const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
const refused = (s: Socket) =>
  new Promise<string>((resolve, reject) => {
    s.once('connect', () => reject(new Error('should have been refused')));
    s.once('connect_error', (e) => resolve(e.message));
  });
/** Collects every event a socket receives. */
function record(s: Socket) {
  const got: { nome: string; payload: any }[] = [];
  s.onAny((nome, payload) => got.push({ nome, payload }));
  return got;
}
const waitFor = async (cond: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timeout waiting for event');
    await new Promise((r) => setTimeout(r, 10));
  }
};
/**
 * Socket.io keeps one socket's messages in order: once a marker published after the action reaches the socket, any
 * message the action sent it has arrived too. Proves an absence without sleeping. The marker is taken out of `got`.
 */
async function barreira(empresaId: number, got: { nome: string; payload: any }[]) {
  const id = -1 - got.length - Math.floor(Math.random() * 1e6);
  t.ctx.bus.publish({ empresaId, nome: 'mesa:removida', payload: { id } });
  await waitFor(() => got.some((e) => e.nome === 'mesa:removida' && e.payload.id === id));
  got.splice(
    got.findIndex((e) => e.nome === 'mesa:removida' && e.payload.id === id),
    1,
  );
}
const tokenOf = (auth: { authorization: string }) => auth.authorization.slice(7);

async function outraEmpresa() {
  const { id } = await t.ctx.db
    .insertInto('empresas')
    .values({ fantasia: 'Bar B', razao_social: null, cnpj: null, endereco: null, telefone: null, email: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.ctx.db
    .insertInto('usuarios')
    .values({
      empresa_id: id,
      nome: 'Bia',
      email: 'bia@barb.com.br',
      perfil: 'ADMIN',
      senha_hash: await hashSenha('segredo1'),
    })
    .execute();
  await t.ctx.db.insertInto('mesas').values({ empresa_id: id, numero: 1, nome: 'Mesa 01', capacidade: 4 }).execute();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { usuario: 'bia@barb.com.br', senha: 'segredo1' },
  });
  return { authorization: `Bearer ${res.json().token}` };
}

const mesaId = async (numero: number, empresa = 1) =>
  (
    await t.ctx.db
      .selectFrom('mesas')
      .select('id')
      .where('numero', '=', numero)
      .where('empresa_id', '=', empresa)
      .executeTakeFirstOrThrow()
  ).id;

describe('handshake', () => {
  it('refuses a socket without credentials, with a bad token or with an unknown tab token', async () => {
    expect(await refused(socket({}))).toBe('Não autorizado');
    expect(await refused(socket({ token: 'x.y.z' }))).toBe('Não autorizado');
    expect(await refused(socket({ comanda: 'a'.repeat(24) }))).toBe('Comanda não encontrada');
  });

  it('refuses a browser origin that is not allowed', async () => {
    const auth = await t.loginAs('garcom');
    const s = socket({ token: tokenOf(auth) }, { origin: 'https://evil.example' });
    await expect(refused(s)).resolves.toBeTypeOf('string');
  });
});

describe('company rooms', () => {
  it('staff of company A receive A events and never B events', async () => {
    const authA = await t.loginAs('garcom');
    const authB = await outraEmpresa();
    const a = socket({ token: tokenOf(authA) });
    const b = socket({ token: tokenOf(authB) });
    await Promise.all([connected(a), connected(b)]);
    const gotA = record(a);
    const gotB = record(b);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendas',
      headers: authA,
      payload: { mesa_id: await mesaId(2) },
    });
    expect(res.statusCode).toBe(201);
    await waitFor(() => gotA.some((e) => e.nome === 'mesa:atualizada'));
    expect(gotA.map((e) => e.nome)).toEqual(expect.arrayContaining(['venda:aberta', 'mesa:atualizada']));
    expect(gotA.find((e) => e.nome === 'mesa:atualizada')!.payload.mesa).toMatchObject({ numero: 2, situacao: 'O' });

    const empresaB = (
      await t.ctx.db.selectFrom('empresas').select('id').where('fantasia', '=', 'Bar B').executeTakeFirstOrThrow()
    ).id;
    const bMesa = await mesaId(1, empresaB);
    await t.app.inject({ method: 'POST', url: '/api/vendas', headers: authB, payload: { mesa_id: bMesa } });
    await waitFor(() => gotB.some((e) => e.nome === 'venda:aberta'));
    await Promise.all([barreira(1, gotA), barreira(empresaB, gotB)]);
    expect(gotB.filter((e) => e.payload?.mesa?.numero === 2 || e.payload?.venda?.mesa_numero === 2)).toEqual([]);
    expect(gotA.filter((e) => e.payload?.venda?.mesa_id === bMesa)).toEqual([]);
  });

  it('a rolled-back write emits nothing', async () => {
    const auth = await t.loginAs('gerente');
    const s = socket({ token: tokenOf(auth) });
    await connected(s);
    const got = record(s);
    // sockets only relay what reaches the bus: nothing published means nothing sent, with no wait
    const publicados: DomainEvent[] = [];
    const parar = t.ctx.bus.subscribe((e) => publicados.push(e));
    await expect(
      withTransaction(t.ctx.db, t.ctx.bus, async (tx) => {
        tx.emit({ empresaId: 1, nome: 'mesa:removida', payload: { id: 999 } });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    // a refused REST write (invalid item) emits nothing either
    const venda = (
      await t.app.inject({ method: 'POST', url: '/api/vendas', headers: auth, payload: { mesa_id: await mesaId(3) } })
    ).json();
    await waitFor(() => got.some((e) => e.nome === 'mesa:atualizada'));
    expect(publicados.map((e) => e.nome).sort()).toEqual(['mesa:atualizada', 'venda:aberta']);
    publicados.length = 0;
    got.length = 0;
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/vendas/${venda.id}/itens`,
      headers: auth,
      payload: { produto_id: 999999, quantidade: 1 },
    });
    expect(bad.statusCode).toBe(404);
    parar();
    expect(publicados).toEqual([]);
    await barreira(1, got);
    expect(got).toEqual([]);
  });

  it('a revoked user loses the socket', async () => {
    const auth = await t.loginAs('caixa');
    const s = socket({ token: tokenOf(auth) });
    await connected(s);
    const gone = new Promise<string>((r) => s.once('disconnect', (reason) => r(reason)));
    const usuario = await t.ctx.db
      .selectFrom('usuarios')
      .select('id')
      .where('email', '=', 'caixa@demo.com.br')
      .executeTakeFirstOrThrow();
    t.ctx.bus.publish({
      empresaId: 1,
      usuarioId: usuario.id,
      nome: 'sessao:encerrada',
      payload: { message: 'Usuário desativado' },
    });
    expect(await gone).toBe('io server disconnect');
  });
});

describe('diner room', () => {
  it('receives only the reduced projection of its own tab, and the end of the tab', async () => {
    const auth = await t.loginAs('gerente');
    const mesa = await mesaId(4);
    const venda = (
      await t.app.inject({ method: 'POST', url: '/api/vendas', headers: auth, payload: { mesa_id: mesa } })
    ).json();
    const { url } = (await t.app.inject({ method: 'GET', url: `/api/mesa/${mesa}/qrcode`, headers: auth })).json();
    const token = url.split('/comanda/')[1];
    const diner = socket({ comanda: token });
    await connected(diner);
    const got = record(diner);

    const produto = await t.ctx.db
      .selectFrom('produtos')
      .select('id')
      .where('nome', '=', 'Refrigerante Lata')
      .executeTakeFirstOrThrow();
    await t.app.inject({
      method: 'POST',
      url: `/api/vendas/${venda.id}/itens`,
      headers: auth,
      payload: { produto_id: produto.id, quantidade: 2 },
    });
    await waitFor(() => got.some((e) => e.nome === 'comanda:atualizada'));
    expect(got.every((e) => e.nome === 'comanda:atualizada')).toBe(true);
    const p = got[got.length - 1]!.payload;
    expect(Object.keys(p).sort()).toEqual([
      'cartao',
      'conta_pedida',
      'cpf_nota',
      'itens',
      'mesa',
      'modo_pedidos',
      'pedidos',
      'pix_disponivel',
      'venda',
    ]);
    expect(Object.keys(p.mesa).sort()).toEqual([
      'capacidade',
      'chamando_garcom',
      'garcom_chamado_em',
      'nome',
      'numero',
    ]);
    expect(Object.keys(p.venda).sort()).toEqual([
      'consumacao_minima',
      'data_abertura',
      'desconto',
      'nome_cliente',
      'pago',
      'restante',
      'situacao',
      'subtotal',
      'taxa_servico',
      'taxa_servico_percentual',
      'total',
    ]);
    expect(Object.keys(p.itens[0]).sort()).toEqual([
      'adicionais',
      'cliente_nome',
      'estacao_id',
      'estacao_nome',
      'id',
      'observacoes',
      'preco_unitario',
      'produto_nome',
      'quantidade',
      'sabores',
      'status_producao',
      'total',
    ]);
    expect(p.venda).toMatchObject({ subtotal: 13, taxa_servico: 1.3, total: 14.3, restante: 14.3 });

    const closed = new Promise<any>((r) => diner.once('comanda:encerrada', r));
    await t.app.inject({ method: 'POST', url: `/api/vendas/${venda.id}/fechar`, headers: auth });
    // the diner's page shows the final summary instead of an error
    expect(await closed).toEqual({
      situacao: 'F',
      resumo: { subtotal: 13, taxa_servico: 1.3, desconto: 0, total: 14.3, pago: 14.3, troco: 0 },
    });
    expect(await refused(socket({ comanda: token }))).toBe('Comanda não encontrada');
  });
});
