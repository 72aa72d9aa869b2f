import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MesaPublicaDTO, QrMesaDTO, VendaDTO } from '@comanda/shared';
import { json, useTestApp } from '../../test/helpers';
import { clientesSocket, conectado, esperar, gravar, type Recebidos } from '../../test/sockets';

/*
 * Issue 35: a diner's socket follows its tab, never a table's history. After a move or a merge, the old table's next
 * party (their tab's token, bill and cart) must not reach the sockets of the tab that left; renewing a table's card
 * also kills the open tab's link.
 */

const t = useTestApp();
let base = '';
const sockets = clientesSocket(() => base);
let numeros = 800;
let enderecos = 0;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  await t.injectAs('admin', { method: 'PATCH', url: '/api/empresa', payload: { pedidos_cliente: 'aprovacao' } });
});
afterAll(() => sockets.fecharTodos());

const publico = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/public/${url}`, payload, remoteAddress: `10.35.0.${(++enderecos % 200) + 1}` });

async function novaMesa(): Promise<{ id: number; codigo: string }> {
  const criada = await t.injectAs('gerente', {
    method: 'POST',
    url: '/api/mesas',
    payload: { numero: ++numeros, nome: `Mesa ${numeros}`, capacidade: 4 },
  });
  const { id } = criada.json();
  return { id, codigo: json<QrMesaDTO>(await t.injectAs('gerente', { url: `/api/mesas/${id}/qr-fixo` })).codigo };
}

async function abrir(mesa: { id: number; codigo: string }, nome_cliente: string) {
  const venda = json<VendaDTO>(
    await t.injectAs('garcom', { method: 'POST', url: '/api/vendas', payload: { mesa_id: mesa.id, nome_cliente } }),
  );
  const { token } = json<MesaPublicaDTO>(await publico('GET', `mesa/${mesa.codigo}`)).comanda!;
  return { venda, token };
}

const adicionarItem = async (vendaId: number, nome: string, observacoes?: string) =>
  t.injectAs('garcom', {
    method: 'POST',
    url: `/api/vendas/${vendaId}/itens`,
    payload: { produto_id: await t.produtoId(nome), quantidade: 1, observacoes },
  });

const linhaNoCarrinho = async (codigo: string, cliente_nome: string) =>
  publico('POST', `mesa/${codigo}/carrinho`, {
    dispositivo: `celular-${randomUUID()}`,
    cliente_nome,
    item: {
      produto_id: await t.produtoId('Suco Natural'),
      quantidade: 1,
      sabores: [],
      adicionais: [],
      observacao: null,
    },
  });

/** A change to the diner's own tab, then waits for it: everything sent to the socket before it has arrived. */
async function barreira(vendaId: number, got: Recebidos) {
  const marca = randomUUID();
  expect((await adicionarItem(vendaId, 'Água Mineral', marca)).statusCode).toBe(201);
  await esperar(() =>
    got.some((e) => e.nome === 'comanda:atualizada' && e.payload.itens.some((i: any) => i.observacoes === marca)),
  );
}

/** The next party at the old table: a tab with a name, an item and a cart line. */
async function proximaTurma(mesa: { id: number; codigo: string }) {
  const nova = await abrir(mesa, 'Festa do Zé');
  expect((await adicionarItem(nova.venda.id, 'Heineken Long Neck')).statusCode).toBe(201);
  expect((await linhaNoCarrinho(mesa.codigo, 'Zé')).statusCode).toBe(201);
  return nova;
}

function nadaDaProximaTurma(got: Recebidos, nova: { venda: VendaDTO; token: string }) {
  const tudo = JSON.stringify(got);
  expect(tudo).not.toContain(nova.token);
  expect(tudo).not.toContain('Festa do Zé');
  expect(tudo).not.toContain('"Zé"');
}

describe("a diner's socket follows its tab", () => {
  it("after a move, the old table's next party never reaches the moved tab's diners; the new table's cart does", async () => {
    const [x, y] = [await novaMesa(), await novaMesa()];
    const { venda, token } = await abrir(x, 'Ana');
    const diner = sockets.abrir({ comanda: token });
    await conectado(diner);
    const got = gravar(diner);

    const movida = await t.injectAs('garcom', {
      method: 'POST',
      url: `/api/vendas/${venda.id}/mover`,
      payload: { mesa_destino_id: y.id },
    });
    expect(movida.statusCode).toBe(200);
    const nova = await proximaTurma(x);
    expect((await linhaNoCarrinho(y.codigo, 'Bia')).statusCode).toBe(201);
    await barreira(venda.id, got);

    nadaDaProximaTurma(got, nova);
    // the tab's new table: its shared cart reaches the diner
    expect(
      got.some((e) => e.nome === 'carrinho:atualizado' && e.payload.linhas.some((l: any) => l.cliente_nome === 'Bia')),
    ).toBe(true);
    // no public event carries a tab's token, this one's included
    expect(JSON.stringify(got)).not.toContain(token);
  });

  it("after a merge, the merged tab's diners follow the tab that took its items, not their old table", async () => {
    const [x, z] = [await novaMesa(), await novaMesa()];
    const origem = await abrir(x, 'Ana');
    const destino = await abrir(z, 'Carlos');
    const diner = sockets.abrir({ comanda: origem.token });
    await conectado(diner);
    const got = gravar(diner);

    const juntada = await t.injectAs('garcom', {
      method: 'POST',
      url: `/api/vendas/${destino.venda.id}/juntar`,
      payload: { venda_origem_id: origem.venda.id },
    });
    expect(juntada.statusCode).toBe(200);
    const nova = await proximaTurma(x);
    await barreira(destino.venda.id, got);
    nadaDaProximaTurma(got, nova);
  });

  it('card-code phones are told a tab opened without its token, and read it with the code', async () => {
    const x = await novaMesa();
    const card = sockets.abrir({ mesa: x.codigo });
    await conectado(card);
    const got = gravar(card);
    const { token } = await abrir(x, 'Ana');
    await esperar(() => got.some((e) => e.nome === 'mesa-publica:atualizada'));
    expect(got.find((e) => e.nome === 'mesa-publica:atualizada')!.payload).toEqual({});
    expect(JSON.stringify(got)).not.toContain(token);
  });
});

describe("renewing a table's card", () => {
  it("gives the open tab a new link: the old token answers 404 and its sockets drop and can't come back", async () => {
    const x = await novaMesa();
    const { token } = await abrir(x, 'Ana');
    const diner = sockets.abrir({ comanda: token });
    await conectado(diner);
    const caiu = new Promise<void>((r) => diner.once('disconnect', () => r()));

    const renovada = await t.injectAs('gerente', { method: 'POST', url: `/api/mesas/${x.id}/qr-fixo/renovar` });
    expect(renovada.statusCode).toBe(200);
    await caiu;
    expect((await publico('GET', `comanda/${token}`)).statusCode).toBe(404);
    await expect(conectado(sockets.abrir({ comanda: token }))).rejects.toThrow('Comanda não encontrada');

    const novoToken = json<MesaPublicaDTO>(await publico('GET', `mesa/${renovada.json().codigo}`)).comanda!.token;
    expect(novoToken).not.toBe(token);
    const conta = await publico('GET', `comanda/${novoToken}`);
    expect([conta.statusCode, conta.json().venda.nome_cliente]).toEqual([200, 'Ana']);
    await conectado(sockets.abrir({ comanda: novoToken }));
  });
});
