import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEXTO_CARACTERE_INVALIDO, type ItemDTO, type QrMesaDTO, type VendaDTO } from '@comanda/shared';
import type { Database } from '../src/db/tables';
import { json, useTestApp } from './helpers';

/*
 * Text fields refuse control characters and bidi overrides (issue: symbols the printer obeys as commands): a diner's
 * name and note, a staff item note, a product name, a tab name. Each answers 400 with the pt-BR message and stores
 * nothing; the same request with plain text goes through (so the 400 is the text's).
 */
const t = useTestApp();

/** U+202E (right-to-left override) and ESC (the start of every ESC/POS command), each inside a name or a note */
const RUINS = { 'U+202E': 'Ana \u202eoãçamrofni', ESC: 'Ana \u001b@\u001dV\u0001' };

let enderecos = 0;
const novoEndereco = () => `10.44.${Math.floor(++enderecos / 200)}.${(enderecos % 200) + 1}`;
let numeros = 900;

beforeAll(async () => {
  const res = await t.injectAs('admin', {
    method: 'PATCH',
    url: '/api/empresa',
    payload: { pedidos_cliente: 'direto' },
  });
  expect(res.statusCode).toBe(200);
});

/** A new table of the demo company with its card code. */
async function novaMesa(): Promise<{ id: number; codigo: string }> {
  const criada = await t.injectAs('gerente', {
    method: 'POST',
    url: '/api/mesas',
    payload: { numero: ++numeros, nome: `Mesa ${numeros}`, capacidade: 4 },
  });
  expect(criada.statusCode).toBe(201);
  const { id } = criada.json();
  return { id, codigo: json<QrMesaDTO>(await t.injectAs('gerente', { url: `/api/mesas/${id}/qr-fixo` })).codigo };
}

/** An open tab on a new table. */
async function novaComanda(): Promise<VendaDTO> {
  const res = await t.injectAs('garcom', {
    method: 'POST',
    url: '/api/vendas',
    payload: { mesa_id: (await novaMesa()).id },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<VendaDTO>(res);
}

const publico = (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/${url}`,
    payload,
    headers: { 'idempotency-key': randomUUID() },
    remoteAddress: novoEndereco(),
  });

const contar = async (tabela: keyof Database) =>
  Number(
    (
      await t.ctx.db
        .selectFrom(tabela)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The rows of the tables a text could have been written to. */
const TABELAS: (keyof Database)[] = [
  'vendas',
  'venda_itens',
  'produtos',
  'carrinho_linhas',
  'pedidos_cliente',
  'pedido_cliente_itens',
];
const fotografia = async () => Object.fromEntries(await Promise.all(TABELAS.map(async (n) => [n, await contar(n)])));

function recusado(res: { statusCode: number; json(): any }) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  expect(res.json().message).toBe(TEXTO_CARACTERE_INVALIDO);
}

const linha = async (observacao: string | null = null) => ({
  produto_id: await t.produtoId('Suco Natural'),
  quantidade: 1,
  sabores: [],
  adicionais: [],
  observacao,
});

describe.each(Object.entries(RUINS))('a text with %s', (_, ruim) => {
  it("is refused in a diner's name and note, in the table's cart and in an order, and nothing is stored", async () => {
    const mesa = await novaMesa();
    await t.injectAs('garcom', { method: 'POST', url: '/api/vendas', payload: { mesa_id: mesa.id } });
    const via = `mesa/${mesa.codigo}`;
    const antes = await fotografia();
    recusado(
      await publico(`${via}/carrinho`, { dispositivo: 'celular-da-ana', cliente_nome: ruim, item: await linha() }),
    );
    recusado(
      await publico(`${via}/carrinho`, { dispositivo: 'celular-da-ana', cliente_nome: 'Ana', item: await linha(ruim) }),
    );
    recusado(await publico(`${via}/pedidos`, { cliente_nome: ruim, itens: [await linha()] }));
    recusado(await publico(`${via}/pedidos`, { cliente_nome: 'Ana', itens: [await linha(ruim)] }));
    expect(await fotografia()).toEqual(antes);
    // the same with plain text goes through
    const ok = await publico(`${via}/carrinho`, {
      dispositivo: 'celular-da-ana',
      cliente_nome: 'Ana',
      item: await linha(),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(
      (await publico(`${via}/pedidos`, { cliente_nome: 'Ana', itens: [await linha('sem gelo')] })).statusCode,
    ).toBe(201);
  });

  it("is refused in a staff item's note and its person, and no item is added", async () => {
    const venda = await novaComanda();
    const url = `/api/vendas/${venda.id}/itens`;
    const produto_id = await t.produtoId('Suco Natural');
    const antes = await fotografia();
    for (const extra of [{ observacoes: ruim }, { cliente_nome: ruim }])
      recusado(await t.injectAs('garcom', { method: 'POST', url, payload: { produto_id, quantidade: 1, ...extra } }));
    expect(await fotografia()).toEqual(antes);
    expect(json<ItemDTO[]>(await t.injectAs('garcom', { url }))).toEqual([]);
    const ok = await t.injectAs('garcom', {
      method: 'POST',
      url,
      payload: { produto_id, quantidade: 1, observacoes: 'sem gelo' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it("is refused in a product's name (new or edited) and in a flavour's, and the menu is unchanged", async () => {
    const categoria = await t.ctx.db
      .selectFrom('categorias')
      .select('id')
      .where('empresa_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const produto = { nome: `Prato ${randomUUID().slice(0, 8)}`, preco: 10, categoria_id: categoria.id };
    const antes = await fotografia();
    recusado(
      await t.injectAs('gerente', { method: 'POST', url: '/api/produtos', payload: { ...produto, nome: ruim } }),
    );
    recusado(
      await t.injectAs('gerente', {
        method: 'POST',
        url: '/api/produtos',
        payload: { ...produto, tipo_item: 1, sabores: [{ nome: ruim }] },
      }),
    );
    const id = await t.produtoId('Suco Natural');
    recusado(
      await t.injectAs('gerente', { method: 'PATCH', url: `/api/produtos/${id}`, payload: { ...produto, nome: ruim } }),
    );
    expect(await fotografia()).toEqual(antes);
    expect(await t.produtoId('Suco Natural')).toBe(id);
    const ok = await t.injectAs('gerente', { method: 'POST', url: '/api/produtos', payload: produto });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it("is refused in a tab's customer name, opening or renaming it, and the tab keeps its name", async () => {
    const mesaId = (await novaMesa()).id;
    const antes = await fotografia();
    recusado(
      await t.injectAs('garcom', {
        method: 'POST',
        url: '/api/vendas',
        payload: { mesa_id: mesaId, nome_cliente: ruim },
      }),
    );
    recusado(
      await t.injectAs('garcom', {
        method: 'PATCH',
        url: `/api/mesas/${mesaId}/status`,
        payload: { situacao: 'O', nome_cliente: ruim },
      }),
    );
    expect(await fotografia()).toEqual(antes);
    const aberta = await t.injectAs('garcom', {
      method: 'POST',
      url: '/api/vendas',
      payload: { mesa_id: mesaId, nome_cliente: 'Ana' },
    });
    expect(aberta.statusCode).toBe(201);
    const venda = json<VendaDTO>(aberta);
    recusado(
      await t.injectAs('garcom', { method: 'PATCH', url: `/api/vendas/${venda.id}`, payload: { nome_cliente: ruim } }),
    );
    const depois = await t.ctx.db
      .selectFrom('vendas')
      .select('nome_cliente')
      .where('id', '=', venda.id)
      .executeTakeFirstOrThrow();
    expect(depois.nome_cliente).toBe('Ana');
  });
});

describe('line feeds', () => {
  it('a note (a textarea) keeps its line feeds, CR LF as LF; a name refuses them', async () => {
    const venda = await novaComanda();
    const url = `/api/vendas/${venda.id}/itens`;
    const produto_id = await t.produtoId('Suco Natural');
    const res = await t.injectAs('garcom', {
      method: 'POST',
      url,
      payload: { produto_id, quantidade: 1, observacoes: 'sem gelo\r\nbem gelado' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<ItemDTO>(res).observacoes).toBe('sem gelo\nbem gelado');
    recusado(
      await t.injectAs('garcom', {
        method: 'POST',
        url,
        payload: { produto_id, quantidade: 1, cliente_nome: 'A\nna' },
      }),
    );
  });
});
