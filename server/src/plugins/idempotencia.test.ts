import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { hashSenha } from '../modules/auth/senha';

const t = useTestApp();
type Auth = { authorization: string };

const mesaId = async (numero: number) =>
  (
    await t.ctx.db
      .selectFrom('mesas')
      .select('id')
      .where('empresa_id', '=', 1)
      .where('numero', '=', numero)
      .executeTakeFirstOrThrow()
  ).id;
const produto = async (nome: string) =>
  (await t.ctx.db.selectFrom('produtos').select('id').where('nome', '=', nome).executeTakeFirstOrThrow()).id;
const itensDa = async (vendaId: number) =>
  (await t.ctx.db.selectFrom('venda_itens').select('id').where('venda_id', '=', vendaId).execute()).length;

function post(auth: Auth, url: string, payload: unknown, chave?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...auth, ...(chave && { 'idempotency-key': chave }) },
    payload: payload as object,
  });
}

async function abrir(numero: number, auth: Auth) {
  const res = await post(auth, '/api/vendas', { mesa_id: await mesaId(numero) });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

async function loginOutraEmpresa(): Promise<Auth> {
  const { id } = await t.ctx.db
    .insertInto('empresas')
    .values({ fantasia: 'Bar do Outro' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.ctx.db
    .insertInto('usuarios')
    .values({
      empresa_id: id,
      nome: 'Otávio Outro',
      email: 'admin@outro.com.br',
      perfil: 'ADMIN',
      senha_hash: await hashSenha('outro123'),
    })
    .execute();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { usuario: 'admin@outro.com.br', senha: 'outro123' },
  });
  return { authorization: `Bearer ${res.json().token}` };
}

describe('Idempotency-Key on staff writes', () => {
  it('a repeat with the same key and body answers the first response and adds one item', async () => {
    const g = await t.loginAs('garcom');
    const venda = await abrir(1, g);
    const corpo = { produto_id: await produto('Água Mineral'), quantidade: 1 };
    const chave = randomUUID();
    const primeira = await post(g, `/api/vendas/${venda}/itens`, corpo, chave);
    expect(primeira.statusCode).toBe(201);
    const repetida = await post(g, `/api/vendas/${venda}/itens`, corpo, chave);
    expect(repetida.statusCode).toBe(201);
    expect(repetida.headers['idempotent-replayed']).toBe('true');
    expect(repetida.json()).toEqual(primeira.json());
    expect(await itensDa(venda)).toBe(1);
    // without a key, the same body is a new order
    expect((await post(g, `/api/vendas/${venda}/itens`, corpo)).statusCode).toBe(201);
    expect(await itensDa(venda)).toBe(2);
  });

  it('ten concurrent requests with one key add one item and all get the same response', async () => {
    const g = await t.loginAs('garcom');
    const venda = await abrir(2, g);
    const corpo = { produto_id: await produto('Suco Natural'), quantidade: 2 };
    const chave = randomUUID();
    const res = await Promise.all(
      Array.from({ length: 10 }, () => post(g, `/api/vendas/${venda}/itens`, corpo, chave)),
    );
    expect(res.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(res.map((r) => r.body)).size).toBe(1);
    expect(await itensDa(venda)).toBe(1);
  });

  it('the same key with another body is a 422 and changes nothing', async () => {
    const g = await t.loginAs('garcom');
    const venda = await abrir(3, g);
    const chave = randomUUID();
    expect(
      (await post(g, `/api/vendas/${venda}/itens`, { produto_id: await produto('Água Mineral'), quantidade: 1 }, chave))
        .statusCode,
    ).toBe(201);
    const outra = await post(
      g,
      `/api/vendas/${venda}/itens`,
      { produto_id: await produto('Água Mineral'), quantidade: 5 },
      chave,
    );
    expect(outra.statusCode).toBe(422);
    expect(outra.json().message).toBe('Esta Idempotency-Key já foi usada com outra requisição');
    expect(await itensDa(venda)).toBe(1);
  });

  it('a refused write is replayed as the same refusal (the tab was closed meanwhile)', async () => {
    const g = await t.loginAs('garcom');
    const venda = await abrir(4, g);
    const fechar = await t.app.inject({
      method: 'POST',
      url: `/api/vendas/${venda}/fechar`,
      headers: await t.loginAs('caixa'),
    });
    expect(fechar.statusCode).toBe(200);
    const chave = randomUUID();
    const corpo = { produto_id: await produto('Água Mineral'), quantidade: 1 };
    const a = await post(g, `/api/vendas/${venda}/itens`, corpo, chave);
    expect(a.statusCode).toBeGreaterThanOrEqual(400);
    const b = await post(g, `/api/vendas/${venda}/itens`, corpo, chave);
    expect([b.statusCode, b.body]).toEqual([a.statusCode, a.body]);
  });

  it("another user's or company's identical key does not collide", async () => {
    const chave = randomUUID();
    const g = await t.loginAs('garcom');
    const venda = await abrir(5, g);
    const corpo = { produto_id: await produto('Água Mineral'), quantidade: 1 };
    expect((await post(g, `/api/vendas/${venda}/itens`, corpo, chave)).statusCode).toBe(201);
    const gerente = await post(await t.loginAs('gerente'), `/api/vendas/${venda}/itens`, corpo, chave);
    expect(gerente.statusCode).toBe(201);
    expect(gerente.headers['idempotent-replayed']).toBeUndefined();
    expect(await itensDa(venda)).toBe(2);
    const outro = await post(await loginOutraEmpresa(), '/api/categorias', { nome: 'Bebidas do Outro' }, chave);
    expect(outro.statusCode).toBe(201);
    expect(outro.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key with 400', async () => {
    const g = await t.loginAs('garcom');
    const res = await post(g, '/api/vendas', { mesa_id: await mesaId(6) }, 'x');
    expect(res.statusCode).toBe(400);
    expect(
      await t.ctx.db
        .selectFrom('vendas')
        .select('id')
        .where('mesa_id', '=', await mesaId(6))
        .execute(),
    ).toHaveLength(0);
  });
});

describe("the waiter's most-ordered products", () => {
  it('lists the 8 products this user ordered most in the last 7 days, most units first, only their own', async () => {
    const g = await t.loginAs('garcom');
    const antes = (await t.app.inject({ method: 'GET', url: '/api/vendas/mais-pedidos', headers: g })).json()
      .produto_ids as number[];
    const venda = await abrir(7, g);
    const cafe = await produto('Pudim de Leite');
    await post(g, `/api/vendas/${venda}/itens`, { produto_id: cafe, quantidade: 50 });
    const res = await t.app.inject({ method: 'GET', url: '/api/vendas/mais-pedidos', headers: g });
    expect(res.statusCode).toBe(200);
    expect(res.json().produto_ids[0]).toBe(cafe);
    expect(res.json().produto_ids.length).toBeLessThanOrEqual(8);
    expect(antes).not.toContain(cafe);
    const caixa = await t.app.inject({
      method: 'GET',
      url: '/api/vendas/mais-pedidos',
      headers: await t.loginAs('caixa'),
    });
    expect(caixa.statusCode).toBe(403);
    const gerente = await t.app.inject({
      method: 'GET',
      url: '/api/vendas/mais-pedidos',
      headers: await t.loginAs('gerente'),
    });
    expect(gerente.json().produto_ids).not.toContain(cafe);
  });
});
