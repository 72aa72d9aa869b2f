import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CarrinhoLinhaDTO,
  CartaoDTO,
  CartaoPublicoDTO,
  ComandaPublica,
  ItemDTO,
  PedidoClienteDTO,
  PedidoCriadoDTO,
  VendaDTO,
} from '@comanda/shared';
import { json, useTestApp } from '../../../test/helpers';
import { clientesSocket, conectado, esperar, gravar } from '../../../test/sockets';

/** Diners order to a numbered card (issue 37) with a table's rules (issue 22): modes, approval, limit, realtime. */
const t = useTestApp();
let base = '';
const sockets = clientesSocket(() => base);
let enderecos = 0;
const novoEndereco = () => `10.37.${Math.floor(++enderecos / 200)}.${(enderecos % 200) + 1}`;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => sockets.fecharTodos());

let faixa = 5000;
async function cartaoNovo(): Promise<CartaoDTO> {
  const inicio = (faixa += 10);
  await t.injectAs('gerente', { method: 'POST', url: '/api/cartoes/lote', payload: { inicio, fim: inicio } });
  return json<CartaoDTO[]>(await t.injectAs('garcom', { url: '/api/cartoes' })).find((c) => c.numero === inicio)!;
}
const abrir = async (cartao: number) =>
  json<VendaDTO>(
    await t.injectAs('garcom', { method: 'POST', url: '/api/vendas', payload: { tipo: 'cartao', cartao } }),
  );
async function empresa(payload: object) {
  expect((await t.injectAs('admin', { method: 'PATCH', url: '/api/empresa', payload })).statusCode).toBe(200);
}
const publico = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/public/${url}`, payload, headers, remoteAddress: novoEndereco() });
const item = async (nome: string, quantidade = 1) => ({
  produto_id: await t.produtoId(nome),
  quantidade,
  sabores: [],
  adicionais: [],
  observacao: null,
});
const pedir = async (via: string, nome: string, quantidade = 1) =>
  publico(
    'POST',
    `${via}/pedidos`,
    { cliente_nome: 'Ana', itens: [await item(nome, quantidade)], carrinho_linha_ids: [] },
    { 'idempotency-key': randomUUID() },
  );
const itens = async (vendaId: number) =>
  json<ItemDTO[]>(await t.injectAs('garcom', { url: `/api/vendas/${vendaId}/itens` }));
const pendentes = async () =>
  json<PedidoClienteDTO[]>(await t.injectAs('garcom', { url: '/api/pedidos-cliente?situacao=pendente' }));

describe('ordering to a numbered card', () => {
  it("the card's page tells the company's mode; 'desligado' refuses the cart and the order (409)", async () => {
    const c = await cartaoNovo();
    await abrir(c.numero);
    await empresa({ pedidos_cliente: 'desligado' });
    expect(json<CartaoPublicoDTO>(await publico('GET', `cartao/${c.codigo}`)).pedidos).toBe('desligado');
    const linha = { dispositivo: 'd'.repeat(32), cliente_nome: 'Ana', item: await item('Suco Natural') };
    expect((await publico('POST', `cartao/${c.codigo}/carrinho`, linha)).statusCode).toBe(409);
    expect((await pedir(`cartao/${c.codigo}`, 'Suco Natural')).statusCode).toBe(409);
    await empresa({ pedidos_cliente: 'aprovacao' });
    expect(json<CartaoPublicoDTO>(await publico('GET', `cartao/${c.codigo}`)).pedidos).toBe('aprovacao');
  });

  it("'aprovacao': the order waits as 'Cartão 057' until staff approve it; then it is on the card's tab", async () => {
    await empresa({ pedidos_cliente: 'aprovacao', cartao_limite: null });
    const c = await cartaoNovo();
    const v = await abrir(c.numero);
    const res = await pedir(`cartao/${c.codigo}`, 'Suco Natural', 2);
    expect(res.statusCode).toBe(201);
    expect(json<PedidoCriadoDTO>(res).situacao).toBe('pendente');
    expect(await itens(v.id)).toEqual([]);
    const p = (await pendentes()).find((x) => x.venda_id === v.id)!;
    expect(p).toMatchObject({
      mesa_id: null,
      mesa_numero: null,
      cartao_numero: c.numero,
      rotulo: `Cartão ${String(c.numero).padStart(3, '0')}`,
    });
    const ok = await t.injectAs('garcom', { method: 'POST', url: `/api/pedidos-cliente/${p.id}/aprovar`, payload: {} });
    expect(ok.statusCode).toBe(200);
    expect((await itens(v.id)).map((i) => [i.produto_nome, i.quantidade])).toEqual([['Suco Natural', 2]]);
    // the diner's bill shows the order and the mode, by the tab's token
    const { token } = json<CartaoPublicoDTO>(await publico('GET', `cartao/${c.codigo}`)).comanda!;
    const conta = json<ComandaPublica>(await publico('GET', `comanda/${token}`));
    expect(conta.modo_pedidos).toBe('aprovacao');
    expect(conta.pedidos.map((x) => x.itens[0]!.nome)).toEqual(['Suco Natural']);
  });

  it("'direto': a staff-opened card's order goes straight to the tab; the card's token orders too", async () => {
    await empresa({ pedidos_cliente: 'direto', cartao_limite: null });
    const c = await cartaoNovo();
    const v = await abrir(c.numero);
    const res = await pedir(`cartao/${c.codigo}`, 'Suco Natural');
    expect(json<PedidoCriadoDTO>(res).situacao).toBe('aprovado');
    const { token } = json<CartaoPublicoDTO>(await publico('GET', `cartao/${c.codigo}`)).comanda!;
    expect(json<PedidoCriadoDTO>(await pedir(`comanda/${token}`, 'Suco Natural')).situacao).toBe('aprovado');
    expect((await itens(v.id)).map((i) => i.produto_nome)).toEqual(['Suco Natural', 'Suco Natural']);
    await empresa({ pedidos_cliente: 'aprovacao' });
  });

  it('a free card has no tab to order to (409); the shared cart belongs to the card and leaves with its tab', async () => {
    await empresa({ pedidos_cliente: 'aprovacao', cartao_limite: null });
    const c = await cartaoNovo();
    expect((await pedir(`cartao/${c.codigo}`, 'Suco Natural')).statusCode).toBe(409);
    const v = await abrir(c.numero);
    const add = await publico('POST', `cartao/${c.codigo}/carrinho`, {
      dispositivo: 'e'.repeat(32),
      cliente_nome: 'Bia',
      item: await item('Suco Natural'),
    });
    expect(add.statusCode).toBe(201);
    const linha = json<CarrinhoLinhaDTO>(add);
    const { token } = json<CartaoPublicoDTO>(await publico('GET', `cartao/${c.codigo}`)).comanda!;
    // the same cart by the card's code and by its tab's link
    expect(
      (await publico('GET', `comanda/${token}/carrinho`)).json().linhas.map((l: CarrinhoLinhaDTO) => l.id),
    ).toEqual([linha.id]);
    const envio = await publico(
      'POST',
      `comanda/${token}/pedidos`,
      { cliente_nome: 'Bia', itens: [], carrinho_linha_ids: [linha.id] },
      { 'idempotency-key': randomUUID() },
    );
    expect(envio.statusCode).toBe(201);
    expect((await publico('GET', `cartao/${c.codigo}/carrinho`)).json().linhas).toEqual([]);
    await publico('POST', `cartao/${c.codigo}/carrinho`, {
      dispositivo: 'e'.repeat(32),
      cliente_nome: 'Bia',
      item: await item('Suco Natural'),
    });
    const fechada = await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${v.id}/fechar`, payload: {} });
    expect(fechada.statusCode).toBe(200);
    expect((await publico('GET', `cartao/${c.codigo}/carrinho`)).json().linhas).toEqual([]);
  });

  it("the card's limit answers the diner 409 'Limite do cartão atingido' and stores nothing", async () => {
    await empresa({ pedidos_cliente: 'aprovacao', cartao_limite: 10 });
    const c = await cartaoNovo();
    const v = await abrir(c.numero);
    const res = await pedir(`cartao/${c.codigo}`, 'Suco Natural', 20);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Limite do cartão atingido');
    expect((await pendentes()).filter((p) => p.venda_id === v.id)).toEqual([]);
    // 'direto' goes through the same add: refused as well
    await empresa({ pedidos_cliente: 'direto' });
    expect((await pedir(`cartao/${c.codigo}`, 'Suco Natural', 20)).json().message).toBe('Limite do cartão atingido');
    expect(await itens(v.id)).toEqual([]);
    await empresa({ pedidos_cliente: 'aprovacao', cartao_limite: null });
  });

  it("a card's number alone, an unknown code and another company's staff get nothing (404)", async () => {
    await empresa({ pedidos_cliente: 'aprovacao', cartao_limite: null });
    const c = await cartaoNovo();
    const v = await abrir(c.numero);
    for (const codigo of [String(c.numero), String(c.numero).padStart(3, '0'), 'A'.repeat(22)]) {
      expect((await pedir(`cartao/${codigo}`, 'Suco Natural')).statusCode).toBe(404);
      expect((await publico('GET', `cartao/${codigo}/carrinho`)).statusCode).toBe(404);
      expect((await publico('POST', `cartao/${codigo}/chamar-garcom`)).statusCode).toBe(404);
    }
    const pedido = json<PedidoCriadoDTO>(await pedir(`cartao/${c.codigo}`, 'Suco Natural'));
    const email = `bar${Date.now()}@pedidos-cartao.com.br`;
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/empresas',
      headers: await t.adminAuth(),
      payload: { fantasia: 'Bar B', admin_nome: 'Bia', admin_email: email, admin_senha: 'senha123' },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario: email, senha: 'senha123' },
    });
    const b = { authorization: `Bearer ${login.json().token}` };
    const aprovar = { method: 'POST' as const, url: `/api/pedidos-cliente/${pedido.pedido_id}/aprovar`, payload: {} };
    expect((await t.injectAs(b, aprovar)).statusCode).toBe(404);
    expect(json<PedidoClienteDTO[]>(await t.injectAs(b, { url: '/api/pedidos-cliente?situacao=pendente' }))).toEqual(
      [],
    );
    expect(await itens(v.id)).toEqual([]);
  });
});

describe("a card's calls and realtime", () => {
  it("'Chamar garçom' and 'Pedir a conta' from a card reach the staff as 'Cartão 057' (once per 10 minutes)", async () => {
    const c = await cartaoNovo();
    const staff = sockets.abrir({ token: (await t.loginAs('garcom')).authorization.replace('Bearer ', '') });
    await conectado(staff);
    const naEquipe = gravar(staff);
    const rotulo = `Cartão ${String(c.numero).padStart(3, '0')}`;

    const chamada = await publico('POST', `cartao/${c.codigo}/chamar-garcom`);
    expect(chamada.statusCode).toBe(200);
    expect(chamada.json().message).toBe('Garçom chamado!');
    expect((await publico('POST', `cartao/${c.codigo}/chamar-garcom`)).json().message).toBe('Garçom já foi chamado');

    const v = await abrir(c.numero);
    const { token } = json<CartaoPublicoDTO>(await publico('GET', `cartao/${c.codigo}`)).comanda!;
    const conta = await publico('POST', `pedir-conta/${token}`);
    expect(conta.statusCode).toBe(200);
    expect((await publico('POST', `pedir-conta/${token}`)).json().message).toBe('Conta já foi solicitada');
    await esperar(() => naEquipe.filter((e) => e.nome === 'cartao:chamado').length === 2);
    const chamados = naEquipe.filter((e) => e.nome === 'cartao:chamado').map((e) => e.payload);
    expect(chamados).toMatchObject([
      { numero: c.numero, rotulo, motivo: 'garcom', venda_id: null },
      { numero: c.numero, rotulo, motivo: 'conta', venda_id: v.id },
    ]);
    const historico = await t.injectAs('gerente', { url: `/api/vendas/${v.id}/historico` });
    expect(historico.statusCode).toBe(200);
    expect(JSON.stringify(historico.json())).toContain('conta_solicitada');
  });

  it("the card's diners hear its cart and orders; staff hear the order as 'Cartão 057'", async () => {
    await empresa({ pedidos_cliente: 'aprovacao', cartao_limite: null });
    const c = await cartaoNovo();
    const v = await abrir(c.numero);
    const pagina = sockets.abrir({ cartao: c.codigo });
    const staff = sockets.abrir({ token: (await t.loginAs('garcom')).authorization.replace('Bearer ', '') });
    await Promise.all([conectado(pagina), conectado(staff)]);
    const naPagina = gravar(pagina);
    const naEquipe = gravar(staff);

    await publico('POST', `cartao/${c.codigo}/carrinho`, {
      dispositivo: 'f'.repeat(32),
      cliente_nome: 'Caio',
      item: await item('Suco Natural'),
    });
    await esperar(() => naPagina.some((e) => e.nome === 'carrinho:atualizado' && e.payload.linhas.length === 1));
    await pedir(`cartao/${c.codigo}`, 'Suco Natural');
    await esperar(() => naEquipe.some((e) => e.nome === 'pedido-cliente:novo' && e.payload.venda_id === v.id));
    const novo = naEquipe.find((e) => e.nome === 'pedido-cliente:novo')!.payload as PedidoClienteDTO;
    expect(novo.rotulo).toBe(`Cartão ${String(c.numero).padStart(3, '0')}`);
    // the diner's bill (joined by the card's code) follows the pending order live
    await esperar(() => naPagina.some((e) => e.nome === 'comanda:atualizada' && e.payload.pedidos?.length === 1));
    await t.injectAs('garcom', { method: 'POST', url: `/api/pedidos-cliente/${novo.id}/aprovar`, payload: {} });
    await esperar(() => naEquipe.some((e) => e.nome === 'pedido-cliente:atualizado' && e.payload.id === novo.id));
  });
});
