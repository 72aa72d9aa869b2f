import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { DomainEvent } from '@comanda/shared/events';
import { useTestApp } from '../../test/helpers';
import { hashSenha } from '../modules/auth/senha';

// Which rooms receive the production events of issue 13.
const t = useTestApp();
let base = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => sockets.forEach((s) => s.disconnect()));

function socket(auth: Record<string, unknown>): Promise<Socket> {
  const s = connect(base, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(s);
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}
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
const token = async (quem: 'garcom' | 'cozinha' | 'gerente') => (await t.loginAs(quem)).authorization.slice(7);
const estacao = async (nome: string) =>
  (
    await t.ctx.db
      .selectFrom('estacoes')
      .select('id')
      .where('empresa_id', '=', 1)
      .where('nome', '=', nome)
      .executeTakeFirstOrThrow()
  ).id;

async function abrirComPizzaECaipirinha(numero: number) {
  const mesa = (
    await t.ctx.db
      .selectFrom('mesas')
      .select('id')
      .where('empresa_id', '=', 1)
      .where('numero', '=', numero)
      .executeTakeFirstOrThrow()
  ).id;
  const venda = (await t.injectAs('garcom', { method: 'POST', url: '/api/vendas', payload: { mesa_id: mesa } })).json();
  const pizzaId = (
    await t.ctx.db.selectFrom('produtos').select('id').where('nome', '=', 'Pizza Broto').executeTakeFirstOrThrow()
  ).id;
  const sabor = (
    await t.ctx.db
      .selectFrom('sabores')
      .select('id')
      .where('produto_id', '=', pizzaId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  const caipirinhaId = (
    await t.ctx.db.selectFrom('produtos').select('id').where('nome', '=', 'Caipirinha').executeTakeFirstOrThrow()
  ).id;
  const pizza = (
    await t.injectAs('garcom', {
      method: 'POST',
      url: `/api/vendas/${venda.id}/itens`,
      payload: { produto_id: pizzaId, quantidade: 1, sabores: [sabor] },
    })
  ).json();
  const caipirinha = (
    await t.injectAs('garcom', {
      method: 'POST',
      url: `/api/vendas/${venda.id}/itens`,
      payload: { produto_id: caipirinhaId, quantidade: 2 },
    })
  ).json();
  const tokenPublico = (
    await t.ctx.db.selectFrom('vendas').select('token_publico').where('id', '=', venda.id).executeTakeFirstOrThrow()
  ).token_publico!;
  return { venda, pizza, caipirinha, tokenPublico };
}

/** A kitchen user of another company, who names company 1's stations in the handshake. */
async function intruso() {
  const { id } = await t.ctx.db
    .insertInto('empresas')
    .values({ fantasia: 'Bar B', razao_social: null, cnpj: null, endereco: null, telefone: null, email: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.ctx.db
    .insertInto('usuarios')
    .values({
      empresa_id: id,
      nome: 'Cida',
      email: 'cida@barb.com.br',
      perfil: 'COZINHA',
      senha_hash: await hashSenha('segredo1'),
    })
    .execute();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { usuario: 'cida@barb.com.br', senha: 'segredo1' },
  });
  return res.json().token as string;
}

describe('production rooms', () => {
  it("new tickets reach the company's screens; a foreign kitchen socket naming our stations gets nothing", async () => {
    const [cozinha, bar] = await Promise.all([estacao('Cozinha'), estacao('Bar')]);
    const telaCozinha = await socket({ token: await token('cozinha'), estacoes: [cozinha] });
    const garcom = await socket({ token: await token('garcom') });
    const estranho = await socket({ token: await intruso(), estacoes: [cozinha, bar] });
    const [gotCozinha, gotGarcom, gotEstranho] = [record(telaCozinha), record(garcom), record(estranho)];

    const { pizza, caipirinha } = await abrirComPizzaECaipirinha(2);
    await waitFor(() => gotCozinha.filter((e) => e.nome === 'cozinha:ticket').length === 2);
    const tickets = gotCozinha.filter((e) => e.nome === 'cozinha:ticket').map((e) => e.payload.itens);
    expect(tickets[0]).toEqual([
      expect.objectContaining({
        id: pizza.id,
        estacao_id: cozinha,
        status: 'pendente',
        sabores: ['Mussarela'],
        mesa_numero: 2,
      }),
    ]);
    expect(tickets[1]).toEqual([expect.objectContaining({ id: caipirinha.id, estacao_id: bar, quantidade: 2 })]);
    await waitFor(() => gotGarcom.some((e) => e.nome === 'cozinha:ticket'));
    const empresaB = (
      await t.ctx.db.selectFrom('empresas').select('id').where('fantasia', '=', 'Bar B').executeTakeFirstOrThrow()
    ).id;
    await Promise.all([barreira(empresaB, gotEstranho), barreira(1, gotCozinha)]);
    expect(gotEstranho).toEqual([]);
    // one message per socket even when it is in the company room and the station room
    expect(gotCozinha.filter((e) => e.nome === 'cozinha:ticket')).toHaveLength(2);
  });

  it('status changes reach the screens after COMMIT; the diner gets only the reduced item status', async () => {
    const { pizza, caipirinha, tokenPublico } = await abrirComPizzaECaipirinha(3);
    const tela = await socket({ token: await token('cozinha'), estacoes: [await estacao('Cozinha')] });
    const diner = await socket({ comanda: tokenPublico });
    const [gotTela, gotDiner] = [record(tela), record(diner)];

    // a refused bump (409: a delivered item cannot be bumped) rolls back and publishes nothing, so no socket gets it
    await t.ctx.db
      .updateTable('venda_itens')
      .set({ status_producao: 'entregue' })
      .where('id', '=', caipirinha.id)
      .execute();
    const publicados: DomainEvent[] = [];
    const parar = t.ctx.bus.subscribe((e) => publicados.push(e));
    const bump = { itens: [pizza.id, caipirinha.id] };
    expect(
      (await t.injectAs('cozinha', { method: 'POST', url: '/api/cozinha/tickets/bump', payload: bump })).statusCode,
    ).toBe(409);
    parar();
    expect(publicados).toEqual([]);
    expect(gotTela).toEqual([]);
    expect(gotDiner).toEqual([]);

    expect(
      (
        await t.injectAs('cozinha', {
          method: 'POST',
          url: '/api/cozinha/tickets/bump',
          payload: { itens: [pizza.id] },
        })
      ).statusCode,
    ).toBe(200);
    await waitFor(() => gotTela.some((e) => e.nome === 'cozinha:item'));
    expect(gotTela.find((e) => e.nome === 'cozinha:item')!.payload).toEqual({
      itens: [expect.objectContaining({ id: pizza.id, status: 'pronto' })],
      removidos: [],
    });
    await waitFor(() => gotDiner.some((e) => e.nome === 'comanda:atualizada'));
    const comanda = gotDiner.find((e) => e.nome === 'comanda:atualizada')!.payload;
    expect(comanda.itens.find((i: any) => i.id === pizza.id)).toMatchObject({
      status_producao: 'pronto',
      estacao_nome: 'Cozinha',
    });
    expect(comanda.itens.find((i: any) => i.id === pizza.id)).not.toHaveProperty('funcionario');
    expect(gotDiner.map((e) => e.nome)).not.toContain('cozinha:item');
  });

  it('a cancelled in-production item reaches the screen as cancelled, and its acknowledgement removes it everywhere', async () => {
    const { pizza } = await abrirComPizzaECaipirinha(4);
    await t.injectAs('cozinha', {
      method: 'PATCH',
      url: `/api/cozinha/itens/${pizza.id}`,
      payload: { status: 'em_preparo' },
    });
    const tela = await socket({ token: await token('cozinha'), estacoes: [await estacao('Cozinha')] });
    const got = record(tela);
    // in production: removed by a manager with a reason (issue 15's void rules)
    expect(
      (
        await t.injectAs('gerente', {
          method: 'DELETE',
          url: `/api/vendas/itens/${pizza.id}?motivo=${encodeURIComponent('cliente desistiu')}`,
        })
      ).statusCode,
    ).toBe(200);
    await waitFor(() => got.some((e) => e.nome === 'cozinha:item'));
    expect(got.find((e) => e.nome === 'cozinha:item')!.payload).toEqual({
      itens: [expect.objectContaining({ id: pizza.id, cancelado: true, status: 'em_preparo' })],
      removidos: [],
    });
    await t.injectAs('cozinha', { method: 'POST', url: `/api/cozinha/cancelados/${pizza.id}/ciente` });
    await waitFor(() => got.filter((e) => e.nome === 'cozinha:item').length === 2);
    expect(got.filter((e) => e.nome === 'cozinha:item')[1]!.payload).toEqual({ itens: [], removidos: [pizza.id] });
  });

  it("a partial void reaches the production screens with the line's new quantity, once each", async () => {
    const { caipirinha } = await abrirComPizzaECaipirinha(5);
    const bar = await socket({ token: await token('cozinha'), estacoes: [await estacao('Bar')] });
    const cozinha = await socket({ token: await token('cozinha'), estacoes: [await estacao('Cozinha')] });
    const noBar = record(bar);
    const naCozinha = record(cozinha);
    // the kitchen sockets also sit in the company room: count only what names the caipirinha
    const daCaipirinha = (got: { nome: string; payload: any }[]) =>
      got.filter((e) => e.nome === 'cozinha:item' && e.payload.itens.some((i: any) => i.id === caipirinha.id));
    const res = await t.injectAs('garcom', {
      method: 'PATCH',
      url: `/api/vendas/itens/${caipirinha.id}`,
      payload: { quantidade: 1 },
    });
    expect(res.statusCode).toBe(200);
    await waitFor(() => daCaipirinha(noBar).length === 1);
    expect(daCaipirinha(noBar)[0]!.payload).toEqual({
      itens: [expect.objectContaining({ id: caipirinha.id, quantidade: 1, status: 'pendente', cancelado: false })],
      removidos: [],
    });
    // a screen of another station hears it through the company room (its board filters by station), once
    await waitFor(() => daCaipirinha(naCozinha).length === 1);
    await barreira(1, naCozinha);
    await barreira(1, noBar);
    expect([daCaipirinha(noBar).length, daCaipirinha(naCozinha).length]).toEqual([1, 1]);
  });
});
