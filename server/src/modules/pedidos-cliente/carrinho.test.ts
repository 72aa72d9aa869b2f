import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type {
  CarrinhoDTO,
  CarrinhoLinhaDTO,
  ComandaPublica,
  MesaPublicaDTO,
  QrMesaDTO,
  VendaDTO,
} from '@comanda/shared';
import { json, useTestApp } from '../../../test/helpers';

const t = useTestApp();
let base = '';
const sockets: Socket[] = [];
let enderecos = 0;
const novoEndereco = () => `10.33.${Math.floor(++enderecos / 200)}.${(enderecos % 200) + 1}`;
let numeros = 700;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  await t.injectAs('admin', { method: 'PATCH', url: '/api/empresa', payload: { pedidos_cliente: 'aprovacao' } });
});
afterAll(() => sockets.forEach((s) => s.disconnect()));

async function novaMesa(): Promise<{ id: number; codigo: string }> {
  const criada = await t.injectAs('gerente', {
    method: 'POST',
    url: '/api/mesas',
    payload: { numero: ++numeros, nome: `Mesa ${numeros}`, capacidade: 4 },
  });
  const { id } = criada.json();
  return { id, codigo: json<QrMesaDTO>(await t.injectAs('gerente', { url: `/api/mesas/${id}/qr-fixo` })).codigo };
}

const abrirComanda = async (mesaId: number) =>
  json<VendaDTO>(await t.injectAs('garcom', { method: 'POST', url: '/api/vendas', payload: { mesa_id: mesaId } }));

const publico = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = {}) =>
  t.app.inject({ method, url: `/api/public/${url}`, payload, headers, remoteAddress: novoEndereco() });

const item = async (nome: string, quantidade = 1) => ({
  produto_id: await t.produtoId(nome),
  quantidade,
  sabores: [],
  adicionais: [],
  observacao: null,
});

const adicionar = async (via: string, dispositivo: string, cliente_nome: string, nome: string, quantidade = 1) =>
  publico('POST', `${via}/carrinho`, { dispositivo, cliente_nome, item: await item(nome, quantidade) });

function socket(auth: Record<string, string>): Socket {
  const s = connect(base, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(s);
  return s;
}
const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
function record(s: Socket) {
  const got: { nome: string; payload: any }[] = [];
  s.onAny((nome, payload) => got.push({ nome, payload }));
  return got;
}
const waitFor = async (cond: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timeout waiting for event');
    await new Promise((r) => setTimeout(r, 10));
  }
};
/**
 * Socket.io keeps one socket's messages in order: once a marker published to the table's room after the action
 * arrives, anything the action sent that room has arrived too. Proves an absence without sleeping.
 */
async function barreira(mesaId: number, got: { nome: string; payload: any }[]) {
  const marca = randomUUID();
  t.ctx.bus.publish({
    publico: true,
    empresaId: 1,
    mesaId,
    nome: 'carrinho:atualizado',
    payload: { linhas: [{ id: -1, pessoa: marca } as CarrinhoLinhaDTO] },
  });
  await waitFor(() => got.some((e) => e.payload?.linhas?.[0]?.pessoa === marca));
  got.splice(
    got.findIndex((e) => e.payload?.linhas?.[0]?.pessoa === marca),
    1,
  );
}

describe("the table's shared cart", () => {
  it('stores an add repeated with the same Idempotency-Key once; a new key is a new line', async () => {
    const via = `mesa/${(await novaMesa()).codigo}`;
    const corpo = { dispositivo: 'celular-da-ana', cliente_nome: 'Ana', item: await item('Suco Natural') };
    const chave = { 'idempotency-key': randomUUID() };
    const [a, b] = [
      await publico('POST', `${via}/carrinho`, corpo, chave),
      await publico('POST', `${via}/carrinho`, corpo, chave),
    ];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().id).toBe(a.json().id);
    expect(json<CarrinhoDTO>(await publico('GET', `${via}/carrinho`)).linhas).toHaveLength(1);
    await publico('POST', `${via}/carrinho`, corpo, { 'idempotency-key': randomUUID() });
    expect(json<CarrinhoDTO>(await publico('GET', `${via}/carrinho`)).linhas).toHaveLength(2);
  });

  it('adds, changes and removes lines; only the phone that added a line may change it', async () => {
    const mesa = await novaMesa();
    const via = `mesa/${mesa.codigo}`;
    const criada = await adicionar(via, 'celular-da-ana', 'Ana', 'Heineken Long Neck', 2);
    expect(criada.statusCode).toBe(201);
    const linha = json<CarrinhoLinhaDTO>(criada);
    expect(linha).toMatchObject({
      minha: true,
      cliente_nome: 'Ana',
      nome: 'Heineken Long Neck',
      quantidade: 2,
      valor_unitario: 11.9,
      valor_total: 23.8,
      sabores: [],
      adicionais: [],
    });
    await adicionar(via, 'celular-do-bruno', 'Bruno', 'Suco Natural');
    expect(json<CarrinhoDTO>(await publico('GET', `${via}/carrinho`)).linhas.map((l) => l.cliente_nome)).toEqual([
      'Ana',
      'Bruno',
    ]);

    const alheia = await publico('PATCH', `${via}/carrinho/${linha.id}`, {
      dispositivo: 'celular-do-bruno',
      quantidade: 5,
    });
    expect([alheia.statusCode, alheia.json().message]).toEqual([403, 'Só quem adicionou pode alterar este item']);
    const remocaoAlheia = await publico('DELETE', `${via}/carrinho/${linha.id}?dispositivo=celular-do-bruno`);
    expect(remocaoAlheia.statusCode).toBe(403);
    const mudou = await publico('PATCH', `${via}/carrinho/${linha.id}`, {
      dispositivo: 'celular-da-ana',
      quantidade: 3,
    });
    expect(json<CarrinhoLinhaDTO>(mudou)).toMatchObject({ quantidade: 3, valor_total: 35.7 });
    const muito = await publico('PATCH', `${via}/carrinho/${linha.id}`, {
      dispositivo: 'celular-da-ana',
      quantidade: 51,
    });
    expect([muito.statusCode, muito.json().message]).toEqual([400, 'Quantidade máxima por item: 50.']);

    // another table's link does not reach this line
    const outra = await novaMesa();
    const deOutra = await publico('DELETE', `mesa/${outra.codigo}/carrinho/${linha.id}?dispositivo=celular-da-ana`);
    expect(deOutra.statusCode).toBe(404);
    expect((await publico('DELETE', `${via}/carrinho/${linha.id}?dispositivo=celular-da-ana`)).statusCode).toBe(204);
    expect(json<CarrinhoDTO>(await publico('GET', `${via}/carrinho`)).linhas.map((l) => l.cliente_nome)).toEqual([
      'Bruno',
    ]);

    // the picker's rules and sold-out products
    const batata = await adicionar(via, 'celular-da-ana', 'Ana', 'Batata Frita');
    expect([batata.statusCode, batata.json().message]).toEqual([400, 'Escolha uma opção em Molho (obrigatório)']);
    const pudim = await t.produtoId('Pudim de Leite');
    await t.injectAs('garcom', {
      method: 'PATCH',
      url: `/api/produtos/${pudim}/esgotado`,
      payload: { esgotado: true },
    });
    try {
      const esgotado = await adicionar(via, 'celular-da-ana', 'Ana', 'Pudim de Leite');
      expect([esgotado.statusCode, esgotado.json().message]).toEqual([409, 'Produto esgotado: Pudim de Leite']);
    } finally {
      await t.injectAs('garcom', {
        method: 'PATCH',
        url: `/api/produtos/${pudim}/esgotado`,
        payload: { esgotado: false },
      });
    }
  });

  it('sends named lines as one order: each keeps its person, and they leave the cart', async () => {
    const mesa = await novaMesa();
    const aberta = await abrirComanda(mesa.id);
    const { token } = json<MesaPublicaDTO>(await publico('GET', `mesa/${mesa.codigo}`)).comanda!;
    const ana = json<CarrinhoLinhaDTO>(await adicionar(`mesa/${mesa.codigo}`, 'celular-da-ana', 'Ana', 'Suco Natural'));
    const bruno = json<CarrinhoLinhaDTO>(
      await adicionar(`comanda/${token}`, 'celular-do-bruno', 'Bruno', 'Caipirinha'),
    );
    const fica = json<CarrinhoLinhaDTO>(
      await adicionar(`mesa/${mesa.codigo}`, 'celular-do-caio', 'Caio', 'Água Mineral'),
    );

    const enviar = (ids: number[]) =>
      publico(
        'POST',
        `mesa/${mesa.codigo}/pedidos`,
        { cliente_nome: 'Ana', itens: [], carrinho_linha_ids: ids },
        { 'idempotency-key': randomUUID() },
      );
    const enviado = await enviar([ana.id, bruno.id]);
    expect(enviado.statusCode).toBe(201);
    expect(json<CarrinhoDTO>(await publico('GET', `comanda/${token}/carrinho`)).linhas.map((l) => l.id)).toEqual([
      fica.id,
    ]);
    const conta = json<ComandaPublica>(await t.app.inject({ url: `/api/public/comanda/${token}` }));
    expect(conta.pedidos[0]!.itens.map((i) => [i.nome, i.cliente_nome, i.situacao])).toEqual([
      ['Suco Natural', 'Ana', 'aguardando'],
      ['Caipirinha', 'Bruno', 'aguardando'],
    ]);
    // sent already: the same lines again are refused and nothing more is stored
    const repetido = await enviar([ana.id]);
    expect([repetido.statusCode, repetido.json().message]).toEqual([
      409,
      'O carrinho mudou enquanto você enviava. Confira e envie de novo.',
    ]);
    const vazio = await publico(
      'POST',
      `mesa/${mesa.codigo}/pedidos`,
      { cliente_nome: 'Ana', itens: [] },
      { 'idempotency-key': randomUUID() },
    );
    expect([vazio.statusCode, vazio.json().message]).toEqual([400, 'Adicione pelo menos um item ao pedido.']);
    expect(aberta.id).toBeGreaterThan(0);
  });
});

describe('realtime for the diners at a table', () => {
  it("never shows a phone's secret: each line has its owner's name and an opaque key, and only the asker's are minha", async () => {
    const mesa = await novaMesa();
    const via = `mesa/${mesa.codigo}`;
    const ana = 'celular-da-ana-' + randomUUID();
    const bruno = 'celular-do-bruno-' + randomUUID();
    const vigia = socket({ mesa: mesa.codigo });
    await connected(vigia);
    const eventos = record(vigia);
    const daAna = json<CarrinhoLinhaDTO>(await adicionar(via, ana, 'Ana', 'Suco Natural'));
    await adicionar(via, bruno, 'Bruno', 'Suco Natural');
    await adicionar(via, ana, 'Ana', 'Heineken Long Neck');
    await waitFor(() => eventos.filter((e) => e.nome === 'carrinho:atualizado').length === 3);

    const semSegredo = (texto: string) => {
      expect(texto).not.toContain(ana);
      expect(texto).not.toContain(bruno);
      expect(texto).not.toContain('dispositivo');
    };
    const anonimo = await publico('GET', `${via}/carrinho`);
    semSegredo(anonimo.body);
    semSegredo(JSON.stringify(eventos));
    const comoBruno = json<CarrinhoDTO>(await publico('GET', `${via}/carrinho`, undefined, { 'x-dispositivo': bruno }));
    semSegredo(JSON.stringify(comoBruno));
    expect(comoBruno.linhas.map((l) => [l.cliente_nome, l.minha])).toEqual([
      ['Ana', false],
      ['Bruno', true],
      ['Ana', false],
    ]);
    // one key per phone, the same in every answer and in the event
    const [l1, l2, l3] = comoBruno.linhas;
    expect(l1!.pessoa).toBe(l3!.pessoa);
    expect(l1!.pessoa).not.toBe(l2!.pessoa);
    expect(daAna.pessoa).toBe(l1!.pessoa);
    expect(json<CarrinhoDTO>(anonimo).linhas.every((l) => !l.minha)).toBe(true);

    // what others can see of Ana's line does not let them change it
    for (const tentativa of [daAna.pessoa, String(daAna.id), 'Ana']) {
      const p = await publico('PATCH', `${via}/carrinho/${daAna.id}`, { dispositivo: tentativa, quantidade: 9 });
      expect(p.statusCode).toBeGreaterThanOrEqual(400);
      const d = await publico('DELETE', `${via}/carrinho/${daAna.id}`, undefined, { 'x-dispositivo': tentativa });
      expect(d.statusCode).toBeGreaterThanOrEqual(400);
    }
    // Ana removes her own line with her secret in a header, not in the URL
    const removida = await publico('DELETE', `${via}/carrinho/${daAna.id}`, undefined, { 'x-dispositivo': ana });
    expect(removida.statusCode).toBe(204);
    expect(json<CarrinhoDTO>(await publico('GET', `${via}/carrinho`)).linhas).toHaveLength(2);
  });

  it("reaches the table's phones (by card code or tab link) and not another table's", async () => {
    const mesa = await novaMesa();
    const outra = await novaMesa();
    const aberta = await abrirComanda(mesa.id);
    const { token } = json<MesaPublicaDTO>(await publico('GET', `mesa/${mesa.codigo}`)).comanda!;
    const porCodigo = socket({ mesa: mesa.codigo });
    const porLink = socket({ comanda: token });
    const vizinha = socket({ mesa: outra.codigo });
    const staff = socket({ token: (await t.loginAs('garcom')).authorization.slice(7) });
    await Promise.all([porCodigo, porLink, vizinha, staff].map(connected));
    const [a, b, c, equipe] = [porCodigo, porLink, vizinha, staff].map(record) as [
      ReturnType<typeof record>,
      ReturnType<typeof record>,
      ReturnType<typeof record>,
      ReturnType<typeof record>,
    ];

    const linha = json<CarrinhoLinhaDTO>(
      await adicionar(`mesa/${mesa.codigo}`, 'celular-da-ana', 'Ana', 'Suco Natural'),
    );
    const doCarrinho = (got: typeof a) => got.filter((e) => e.nome === 'carrinho:atualizado');
    await waitFor(() => doCarrinho(a).length === 1 && doCarrinho(b).length === 1);
    expect(doCarrinho(a)[0]!.payload.linhas.map((l: CarrinhoLinhaDTO) => l.id)).toEqual([linha.id]);
    await barreira(outra.id, c);
    expect(doCarrinho(c)).toEqual([]);

    // the order: staff hear of it, the table's phones see it on the bill
    const pedido = await publico(
      'POST',
      `comanda/${token}/pedidos`,
      { cliente_nome: 'Ana', itens: [], carrinho_linha_ids: [linha.id] },
      { 'idempotency-key': randomUUID() },
    );
    expect(pedido.statusCode).toBe(201);
    await waitFor(() => equipe.some((e) => e.nome === 'pedido-cliente:novo'));
    expect(equipe.find((e) => e.nome === 'pedido-cliente:novo')!.payload).toMatchObject({
      mesa_id: mesa.id,
      situacao: 'pendente',
      cliente_nome: 'Ana',
    });
    const conta = (got: typeof a) =>
      got.filter((e) => e.nome === 'comanda:atualizada').at(-1)?.payload as ComandaPublica;
    await waitFor(() => conta(a)?.pedidos.length === 1 && conta(b)?.pedidos.length === 1);
    await waitFor(() => doCarrinho(a).at(-1)!.payload.linhas.length === 0);
    await barreira(outra.id, c);
    expect(c.filter((e) => e.nome === 'comanda:atualizada')).toEqual([]);

    // a product sells out: every diner page of the company refetches the menu
    const agua = await t.produtoId('Água Mineral');
    await t.injectAs('garcom', { method: 'PATCH', url: `/api/produtos/${agua}/esgotado`, payload: { esgotado: true } });
    await t.injectAs('garcom', {
      method: 'PATCH',
      url: `/api/produtos/${agua}/esgotado`,
      payload: { esgotado: false },
    });
    await waitFor(() => [a, b, c].every((got) => got.some((e) => e.nome === 'cardapio:atualizado')));

    // the tab closes: the card's phone stays, told the table is free and the cart empty; the tab link's is let go
    await t.injectAs('garcom', {
      method: 'POST',
      url: `/api/pedidos-cliente/${pedido.json().pedido_id}/recusar`,
      payload: { motivo: 'teste' },
    });
    await adicionar(`mesa/${mesa.codigo}`, 'celular-do-bruno', 'Bruno', 'Suco Natural');
    const desconectado = new Promise<void>((r) => porLink.once('disconnect', () => r()));
    const fechar = await t.injectAs('gerente', {
      method: 'PATCH',
      url: `/api/vendas/${aberta.id}`,
      payload: { situacao: 'C' },
    });
    expect(fechar.statusCode).toBe(200);
    await desconectado;
    // the bill's end first, then the card is told its table changed (a signal from the tab's opening may arrive late,
    // after this socket connected, when the projection is slow: only what follows the end counts)
    await waitFor(() => a.some((e) => e.nome === 'comanda:encerrada'));
    const fim = a.findIndex((e) => e.nome === 'comanda:encerrada');
    expect(a[fim]!.payload).toEqual({ situacao: 'C' });
    await waitFor(() => a.slice(fim).some((e) => e.nome === 'mesa-publica:atualizada'));
    expect(a.slice(fim).find((e) => e.nome === 'mesa-publica:atualizada')!.payload).toEqual({});
    expect(json<MesaPublicaDTO>(await publico('GET', `mesa/${mesa.codigo}`)).comanda).toBeNull();
    await waitFor(() => doCarrinho(a).at(-1)!.payload.linhas.length === 0);
    expect(porCodigo.connected).toBe(true);
    await barreira(outra.id, c);
    expect(c.filter((e) => e.nome === 'comanda:encerrada' || e.nome === 'mesa-publica:atualizada')).toEqual([]);
  });

  it("drops the table's phones when staff renew the card's code; the old code cannot come back", async () => {
    const mesa = await novaMesa();
    const antigo = socket({ mesa: mesa.codigo });
    await connected(antigo);
    const got = record(antigo);
    const caiu = new Promise<void>((r) => antigo.once('disconnect', () => r()));
    const renovar = await t.injectAs('gerente', { method: 'POST', url: `/api/mesas/${mesa.id}/qr-fixo/renovar` });
    expect(renovar.statusCode).toBe(200);
    await caiu;
    expect(got.map((e) => e.nome)).toEqual(['mesa-publica:codigo-renovado']);
    const denovo = socket({ mesa: mesa.codigo });
    await expect(connected(denovo)).rejects.toThrow('Mesa não encontrada');
    await connected(socket({ mesa: renovar.json().codigo }));
  });

  it("tells every diner page of the company at once when the company switches diners' ordering", async () => {
    const livre = await novaMesa();
    const ocupada = await novaMesa();
    await abrirComanda(ocupada.id);
    const { token } = json<MesaPublicaDTO>(await publico('GET', `mesa/${ocupada.codigo}`)).comanda!;
    const cartao = socket({ mesa: livre.codigo });
    const link = socket({ comanda: token });
    await Promise.all([cartao, link].map(connected));
    const [a, b] = [cartao, link].map(record) as [ReturnType<typeof record>, ReturnType<typeof record>];
    const modo = (got: typeof a) => got.filter((e) => e.nome === 'pedidos:modo').map((e) => e.payload);
    const empresa = (payload: object) => t.injectAs('admin', { method: 'PATCH', url: '/api/empresa', payload });
    try {
      // another setting: the diners hear nothing of it
      expect((await empresa({ alerta_amarelo_min: 16 })).statusCode).toBe(200);
      expect((await empresa({ pedidos_cliente: 'desligado' })).statusCode).toBe(200);
      await waitFor(() => modo(a).length === 1 && modo(b).length === 1);
      expect(modo(a)).toEqual([{ pedidos: 'desligado', abrir_pelo_cliente: false }]);
      expect(modo(b)).toEqual(modo(a));
    } finally {
      await empresa({ pedidos_cliente: 'aprovacao' });
    }
    await waitFor(() => modo(a).at(-1)?.pedidos === 'aprovacao' && modo(b).at(-1)?.pedidos === 'aprovacao');
  });

  it('refuses a socket with an unknown table code', async () => {
    const s = socket({ mesa: 'x'.repeat(22) });
    const motivo = await new Promise<string>((resolve, reject) => {
      s.once('connect', () => reject(new Error('should have been refused')));
      s.once('connect_error', (e) => resolve(e.message));
    });
    expect(motivo).toBe('Mesa não encontrada');
  });
});
