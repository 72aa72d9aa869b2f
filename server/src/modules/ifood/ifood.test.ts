import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { DomainEvent } from '@comanda/shared/events';
import type { IfoodConfigDTO, IfoodPedidoDTO, VendaDTO } from '@comanda/shared';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { hashSenha } from '../auth/senha';
import { IfoodFalso } from '../../../test/ifood-falso';
import { json, useTestApp } from '../../../test/helpers';
import { SENHA_ADMIN_TESTE } from '../../../test/modelo';
import { pollarLoja } from './eventos';
import { varrerSaida } from './saida';
import { registrarGanchoDeDisponibilidade } from '../cardapio/ganchos';
import { conflict } from '../../errors';

// iFood (issue 39) against a local fake of the Merchant API written from iFood's public documentation.
const falso = new IfoodFalso();
const env: Record<string, string> = {
  IFOOD_CLIENT_ID: falso.clientId,
  IFOOD_CLIENT_SECRET: falso.clientSecret,
  IFOOD_TIMEOUT_MS: '1500',
  JWT_ACCESS_EXPIRES_IN: '24h',
  JWT_EXPIRES_IN: '48h',
};
beforeAll(async () => {
  await falso.ligar();
  env.IFOOD_API_URL = falso.url;
});
afterAll(() => falso.desligar());

const linhas: string[] = [];
const log = new Writable({
  write(chunk, _enc, cb) {
    linhas.push(String(chunk));
    cb();
  },
});
const t = useTestApp({ env, logStream: log });

/** Every answer the tests received: none may carry a token. */
const respostas: string[] = [];
async function chamar(quem: Parameters<typeof t.injectAs>[0], req: Parameters<typeof t.injectAs>[1]) {
  const res = await t.injectAs(quem, req);
  respostas.push(res.body);
  return res;
}

/** The demo company's first category, where the tests' new products go. */
async function primeiraCategoria(): Promise<number> {
  const cat = await t.ctx.db
    .selectFrom('categorias')
    .select('id')
    .where('empresa_id', '=', 1)
    .executeTakeFirstOrThrow();
  return cat.id;
}

/** A new product of the demo company, created by its manager; answers its id. */
async function criarProduto(produto: { nome: string; preco: number; codigo?: string }): Promise<number> {
  const res = await chamar('gerente', {
    method: 'POST',
    url: '/api/produtos',
    payload: { ...produto, categoria_id: await primeiraCategoria() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function esperar<T>(fn: () => Promise<T | undefined | null | false> | T | undefined | null | false, ms = 4000) {
  const fim = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > fim) throw new Error('tempo esgotado esperando');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The owner's link flow: the user code, approved in iFood's portal, then the authorization code. */
async function vincular(quem: Parameters<typeof t.injectAs>[0] = 'admin') {
  const codigo = await chamar(quem, { method: 'POST', url: '/api/integracoes/ifood/codigo' });
  expect(codigo.statusCode, codigo.body).toBe(200);
  const { userCode, verificationUrlComplete } = codigo.json();
  expect(verificationUrlComplete).toContain(userCode);
  const authorizationCode = falso.autorizar(userCode);
  const res = await chamar(quem, {
    method: 'POST',
    url: '/api/integracoes/ifood/autorizar',
    payload: { authorizationCode },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { config: IfoodConfigDTO | null; lojas: { id: string; nome: string }[] };
}

beforeAll(async () => {
  await vincular();
  // our products' codes: iFood's externalCode names them
  await t.ctx.db
    .updateTable('produtos')
    .set({ codigo: 'CAIP' })
    .where('empresa_id', '=', 1)
    .where('nome', '=', 'Caipirinha')
    .execute();
  await t.ctx.db
    .updateTable('produtos')
    .set({ codigo: 'ACAI300' })
    .where('empresa_id', '=', 1)
    .where('nome', '=', 'Açaí 300 ml')
    .execute();
  await t.ctx.db
    .updateTable('adicionais')
    .set({ codigo: 'PACOCA' })
    .where('empresa_id', '=', 1)
    .where('nome', '=', 'Paçoca')
    .execute();
});

let seq = 0;
/** An iFood order as its details come (order/v1.0/orders/{id}). */
function pedidoIfood(over: Record<string, unknown> = {}) {
  const n = ++seq;
  return {
    id: randomUUID(),
    displayId: `48${String(n).padStart(2, '0')}`,
    orderType: 'DELIVERY',
    orderTiming: 'IMMEDIATE',
    salesChannel: 'IFOOD',
    category: 'FOOD',
    createdAt: new Date().toISOString(),
    isTest: true,
    customer: { id: randomUUID(), name: `Maria ${n}`, phone: { number: '(11) 98765-4321', localizer: '12345678' } },
    items: [
      {
        index: 1,
        name: 'Caipirinha de limão',
        externalCode: 'CAIP',
        unit: 'UN',
        quantity: 2,
        unitPrice: 18,
        optionsPrice: 0,
        totalPrice: 36,
        price: 36,
        options: [],
      },
    ],
    total: { subTotal: 36, deliveryFee: 7.5, benefits: 0, orderAmount: 43.5, additionalFees: 0 },
    payments: {
      prepaid: 43.5,
      pending: 0,
      methods: [{ value: 43.5, currency: 'BRL', method: 'CREDIT', type: 'ONLINE', prepaid: true }],
    },
    delivery: {
      mode: 'DEFAULT',
      deliveredBy: 'MERCHANT',
      observations: 'Sem gelo',
      deliveryAddress: {
        streetName: 'Rua das Flores',
        streetNumber: '100',
        complement: 'Ap 12',
        neighborhood: 'Centro',
        city: 'São Paulo',
        reference: 'Perto da praça',
      },
    },
    ...over,
  };
}

async function ifoodDaVenda(pedidoId: string) {
  return t.ctx.db.selectFrom('ifood_pedidos').selectAll().where('pedido_id', '=', pedidoId).executeTakeFirst();
}

async function venda(id: number): Promise<VendaDTO> {
  const res = await chamar('gerente', { url: `/api/vendas/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().venda ?? res.json();
}

/** A customer orders in iFood; this instance polls; answers the order's tab id. */
async function receber(pedido: ReturnType<typeof pedidoIfood>) {
  falso.novoPedido(pedido);
  await pollarLoja(t.ctx, 1);
  const p = await esperar(() => ifoodDaVenda(pedido.id));
  return p;
}

describe('linking a store', () => {
  it('links through the user code and the authorization code, and answers the link without any token', async () => {
    const res = await chamar('admin', { url: '/api/integracoes/ifood' });
    expect(res.statusCode).toBe(200);
    const cfg = json<IfoodConfigDTO>(res);
    expect(cfg).toMatchObject({
      ativo: true,
      merchant_id: 'loja-1',
      merchant_nome: 'Pizzaria Teste',
      conectado: true,
      aceite: 'automatico',
    });
    // the token exchange sent the verifier iFood gave with the user code
    const troca = falso.requisicoes.find(
      (r) =>
        r.caminho === '/authentication/v1.0/oauth/token' &&
        (r.corpo as Record<string, string>).grantType === 'authorization_code',
    );
    expect((troca!.corpo as Record<string, string>).authorizationCodeVerifier).toBeTruthy();
    // stored encrypted only
    const linha = await t.ctx.db
      .selectFrom('ifood_config')
      .selectAll()
      .where('empresa_id', '=', 1)
      .executeTakeFirstOrThrow();
    for (const tk of falso.emitidos) expect(JSON.stringify(linha)).not.toContain(tk);
  });

  it('refuses a wrong authorization code with a pt-BR message, and only ADMIN links', async () => {
    const codigo = await chamar('admin', { method: 'POST', url: '/api/integracoes/ifood/codigo' });
    expect(codigo.statusCode).toBe(200);
    const res = await chamar('admin', {
      method: 'POST',
      url: '/api/integracoes/ifood/autorizar',
      payload: { authorizationCode: 'ERRADO' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Código de autorização recusado/);
    expect((await chamar('gerente', { method: 'POST', url: '/api/integracoes/ifood/codigo' })).statusCode).toBe(403);
    const vazio = await chamar('admin', { method: 'POST', url: '/api/integracoes/ifood/autorizar', payload: {} });
    expect(vazio.statusCode).toBe(400);
    // still linked as before
    expect(json<IfoodConfigDTO>(await chamar('admin', { url: '/api/integracoes/ifood' })).conectado).toBe(true);
  });
});

describe('intake', () => {
  it('PLACED becomes a delivery tab with iFood prices, the customer, the address, the fee and the prepaid payment; items reach the kitchen; the event is acknowledged after it is stored', async () => {
    const eventos: DomainEvent[] = [];
    const parar = t.ctx.bus.subscribe((e) => eventos.push(e));
    onTestFinished(parar);
    const pedido = pedidoIfood();
    const { evento } = falso.novoPedido(pedido);
    await pollarLoja(t.ctx, 1);
    const guardado = await t.ctx.db
      .selectFrom('ifood_eventos')
      .selectAll()
      .where('id', '=', evento.id)
      .executeTakeFirst();
    expect(guardado?.processado_em).toBeTruthy();
    expect(falso.eventos.find((e) => e.evento.id === evento.id)!.ack).toBe(true);
    const p = (await ifoodDaVenda(pedido.id))!;
    expect(p.display_id).toBe(pedido.displayId);
    const v = await venda(p.venda_id);
    expect(v).toMatchObject({ tipo: 'entrega', subtotal: 36, total: 43.5, valor_pago: 43.5 });
    const itens = await t.ctx.db.selectFrom('venda_itens').selectAll().where('venda_id', '=', p.venda_id).execute();
    // iFood's price (18), not the menu's; iFood's name
    expect(itens.map((i) => [i.produto_nome, i.quantidade, i.preco_unitario, i.status_producao])).toEqual([
      ['Caipirinha de limão', 2, '18.00', 'pendente'],
    ]);
    expect(itens[0]!.produto_id).toBe(await t.produtoId('Caipirinha'));
    expect(
      eventos.some((e) => e.nome === 'cozinha:ticket' && e.payload.itens.some((i) => i.venda_id === p.venda_id)),
    ).toBe(true);
    const entrega = await chamar('gerente', { url: `/api/vendas/${p.venda_id}/entrega` });
    expect(entrega.json()).toMatchObject({ origem: 'ifood', ifood_display_id: pedido.displayId });
    const pagamentos = await t.ctx.db.selectFrom('pagamentos').selectAll().where('venda_id', '=', p.venda_id).execute();
    expect(pagamentos.map((x) => [x.forma, x.valor])).toEqual([['ifood', '43.50']]);
    // the cash-up lists it under 'iFood'
    const caixa = await chamar('gerente', { url: '/api/relatorios/pagamentos?periodo=ano' });
    expect(caixa.statusCode, caixa.body).toBe(200);
    const ifood = caixa.json().porForma.find((f: { forma: string }) => f.forma === 'ifood');
    expect(ifood.label).toBe('iFood');
    expect(ifood.valor).toBeGreaterThanOrEqual(43.5);
    // automatic acceptance: /confirm
    await esperar(() => falso.acoesDe(pedido.id).includes('confirm'));
  });

  it('cash on delivery is a payment to collect with its change', async () => {
    const pedido = pedidoIfood({
      payments: {
        prepaid: 0,
        pending: 43.5,
        methods: [
          { value: 43.5, currency: 'BRL', method: 'CASH', type: 'OFFLINE', prepaid: false, cash: { changeFor: 100 } },
        ],
      },
    });
    const p = await receber(pedido);
    const e = await t.ctx.db
      .selectFrom('entregas')
      .selectAll()
      .where('venda_id', '=', p.venda_id)
      .executeTakeFirstOrThrow();
    expect([e.pagamento_forma, e.troco_para]).toEqual(['dinheiro', '100.00']);
    const v = await venda(p.venda_id);
    expect(v).toMatchObject({ total: 43.5, valor_pago: 0 });
  });

  it('a repeated event and a repeated order create one tab', async () => {
    const pedido = pedidoIfood();
    const { evento } = falso.novoPedido(pedido);
    falso.repetir(evento.id);
    // the same order announced twice under two event ids
    falso.evento(pedido.id, 'PLC', 'PLACED');
    await pollarLoja(t.ctx, 1);
    falso.repetir(evento.id);
    await pollarLoja(t.ctx, 1);
    const n = await t.ctx.db.selectFrom('ifood_pedidos').select('id').where('pedido_id', '=', pedido.id).execute();
    expect(n).toHaveLength(1);
    const entregas = await t.ctx.db
      .selectFrom('entregas')
      .select('id')
      .where('ifood_pedido_id', '=', pedido.id)
      .execute();
    expect(entregas).toHaveLength(1);
  });

  it("a 404 on the order's details is retried until they appear (the event stays stored and acknowledged)", async () => {
    const pedido = pedidoIfood();
    falso.pedido404.set(pedido.id, 2);
    const { evento } = falso.novoPedido(pedido);
    await pollarLoja(t.ctx, 1);
    expect(falso.eventos.find((e) => e.evento.id === evento.id)!.ack).toBe(true);
    expect(await ifoodDaVenda(pedido.id)).toBeUndefined();
    const ev = await t.ctx.db
      .selectFrom('ifood_eventos')
      .selectAll()
      .where('id', '=', evento.id)
      .executeTakeFirstOrThrow();
    expect(ev.processado_em).toBeNull();
    expect(ev.tentativas).toBe(1);
    // the backoff: later rounds read it again
    for (let i = 0; i < 3 && !(await ifoodDaVenda(pedido.id)); i++) {
      await t.app.inject({ method: 'POST', url: '/api/teste/relogio', payload: { avancar_ms: 5_000 } });
      await pollarLoja(t.ctx, 1);
    }
    expect(await ifoodDaVenda(pedido.id)).toBeTruthy();
  });

  it('an item with no product of ours still goes to production under its iFood name and price, flagged; options match add-ons by code', async () => {
    const pedido = pedidoIfood({
      items: [
        {
          index: 1,
          name: 'Combo Misterioso',
          externalCode: 'NAO-EXISTE',
          quantity: 1,
          unitPrice: 25,
          optionsPrice: 0,
          totalPrice: 25,
          options: [],
        },
        {
          index: 2,
          name: 'Açaí 300 ml',
          externalCode: 'ACAI300',
          quantity: 1,
          unitPrice: 15,
          optionsPrice: 3,
          totalPrice: 18,
          options: [
            { index: 1, name: 'Paçoca', externalCode: 'PACOCA', quantity: 1, unitPrice: 3, price: 3 },
            { index: 2, name: 'Granola extra', externalCode: 'GRAN', quantity: 1, unitPrice: 0, price: 0 },
          ],
        },
      ],
      total: { subTotal: 43, deliveryFee: 0, benefits: 5, orderAmount: 38 },
      payments: { prepaid: 38, pending: 0, methods: [{ value: 38, method: 'PIX', type: 'ONLINE', prepaid: true }] },
    });
    const p = await receber(pedido);
    const itens = await t.ctx.db
      .selectFrom('venda_itens')
      .selectAll()
      .where('venda_id', '=', p.venda_id)
      .orderBy('id')
      .execute();
    expect(itens.map((i) => [i.produto_nome, i.produto_id == null, i.total, i.estacao_id != null])).toEqual([
      ['Combo Misterioso', true, '25.00', true],
      ['Açaí 300 ml', false, '18.00', true],
    ]);
    const adicionais = await t.ctx.db
      .selectFrom('venda_item_adicionais')
      .select(['adicional_nome', 'adicional_id'])
      .where('venda_item_id', '=', itens[1]!.id)
      .orderBy('id')
      .execute();
    expect(adicionais.map((a) => [a.adicional_nome, a.adicional_id != null])).toEqual([
      ['Paçoca', true],
      ['Granola extra', false],
    ]);
    expect(await venda(p.venda_id)).toMatchObject({ subtotal: 43, desconto: 5, total: 38, valor_pago: 38 });
    const cfg = json<IfoodConfigDTO>(await chamar('admin', { url: '/api/integracoes/ifood' }));
    expect(cfg.sem_vinculo).toContainEqual({
      venda_id: p.venda_id,
      display_id: pedido.displayId,
      nome: 'Combo Misterioso',
      codigo: 'NAO-EXISTE',
    });
  });
});

describe("'Vincular a um produto' for an unmatched item", () => {
  it("the chosen product takes iFood's code: the item leaves the list and the next order matches it", async () => {
    const codigo = `VIN-${randomUUID().slice(0, 8)}`;
    const item = {
      index: 1,
      name: 'Suco de caju 500 ml',
      externalCode: codigo,
      quantity: 1,
      unitPrice: 12,
      optionsPrice: 0,
      totalPrice: 12,
      options: [],
    };
    const comItem = () =>
      pedidoIfood({
        items: [item],
        total: { subTotal: 12, deliveryFee: 0, benefits: 0, orderAmount: 12 },
        payments: { prepaid: 12, pending: 0, methods: [{ value: 12, method: 'PIX', type: 'ONLINE', prepaid: true }] },
      });
    const p1 = await receber(comItem());
    const semVinculo = async () =>
      json<IfoodConfigDTO>(await chamar('admin', { url: '/api/integracoes/ifood' })).sem_vinculo.filter(
        (i) => i.codigo === codigo,
      );
    expect(await semVinculo()).toEqual([
      { venda_id: p1.venda_id, display_id: p1.display_id, nome: 'Suco de caju 500 ml', codigo },
    ]);

    const alvo = await criarProduto({ nome: `Suco de caju ${codigo}`, preco: 12 });
    const vincular = (payload: unknown, quem: Parameters<typeof t.injectAs>[0] = 'admin') =>
      chamar(quem, { method: 'POST', url: '/api/integracoes/ifood/vincular', payload });

    // a code another product holds: 409 in pt-BR, nothing changes
    const repetido = await vincular({ codigo: 'CAIP', produto_id: alvo });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().message).toBe('Já existe um produto com o código CAIP');
    // bad input, another company's product, and a role without the settings
    const vazio = await vincular({ codigo: ' ', produto_id: alvo });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().message).toContain('Informe o código do item do iFood');
    const { id: outraEmpresa } = await t.ctx.db
      .insertInto('empresas')
      .values({ fantasia: 'Outra do vínculo' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: outraCategoria } = await t.ctx.db
      .insertInto('categorias')
      .values({ empresa_id: outraEmpresa, nome: 'Sucos' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: deOutra } = await t.ctx.db
      .insertInto('produtos')
      .values({
        empresa_id: outraEmpresa,
        categoria_id: outraCategoria,
        nome: 'Suco alheio',
        preco: '9',
        estoque_atual: 0,
        estoque_minimo: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await vincular({ codigo, produto_id: deOutra })).statusCode).toBe(404);
    expect((await vincular({ codigo, produto_id: alvo }, 'gerente')).statusCode).toBe(403);
    expect(
      (await t.ctx.db.selectFrom('produtos').select('codigo').where('id', 'in', [alvo, deOutra]).execute()).map(
        (x) => x.codigo,
      ),
    ).toEqual([null, null]);
    expect(await semVinculo()).toHaveLength(1);

    const ok = await vincular({ codigo, produto_id: alvo });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().sem_vinculo.filter((i: { codigo: string | null }) => i.codigo === codigo)).toEqual([]);
    expect(json<{ codigo: string | null }>(await chamar('gerente', { url: `/api/produtos/${alvo}` })).codigo).toBe(
      codigo,
    );

    // the next order's item is that product
    const p2 = await receber(comItem());
    const itens = await t.ctx.db
      .selectFrom('venda_itens')
      .select(['produto_id', 'produto_nome'])
      .where('venda_id', '=', p2.venda_id)
      .execute();
    expect(itens).toEqual([{ produto_id: alvo, produto_nome: 'Suco de caju 500 ml' }]);
    expect((await ifoodDaVenda(p2.pedido_id))!.sem_vinculo).toEqual([]);
    expect(await semVinculo()).toEqual([]);
  });
});

describe('faults while polling', () => {
  it('a poll that times out or loses its answer acknowledges nothing; the events come back and are taken once', async () => {
    onTestFinished(() => {
      falso.atrasarMs = 0;
      falso.perderRespostas = 0;
    });
    const a = pedidoIfood();
    falso.novoPedido(a);
    falso.atrasarMs = 2_500; // past IFOOD_TIMEOUT_MS
    await pollarLoja(t.ctx, 1);
    falso.atrasarMs = 0;
    expect(await ifoodDaVenda(a.id)).toBeUndefined();
    const cfg = json<IfoodConfigDTO>(await chamar('admin', { url: '/api/integracoes/ifood' }));
    expect(cfg.ultimo_erro).toMatch(/iFood indisponível \(tempo esgotado\)/);
    const b = pedidoIfood();
    falso.novoPedido(b);
    falso.perderRespostas = 1;
    await pollarLoja(t.ctx, 1);
    expect(await ifoodDaVenda(b.id)).toBeUndefined();
    await pollarLoja(t.ctx, 1);
    for (const p of [a, b]) {
      expect(await ifoodDaVenda(p.id)).toBeTruthy();
      expect(
        await t.ctx.db.selectFrom('entregas').select('id').where('ifood_pedido_id', '=', p.id).execute(),
      ).toHaveLength(1);
    }
    expect(json<IfoodConfigDTO>(await chamar('admin', { url: '/api/integracoes/ifood' })).ultimo_erro).toBeNull();
  });
});

describe('an order that fails', () => {
  it('never blocks the next one, and past 10 minutes the staff are told', async () => {
    const alertas: DomainEvent[] = [];
    const parar = t.ctx.bus.subscribe((e) => e.nome === 'ifood:alerta' && alertas.push(e));
    onTestFinished(parar);
    const ruim = pedidoIfood({
      items: [{ index: 1, name: 'Caro demais', quantity: 1, unitPrice: 1e11, totalPrice: 1e11, options: [] }],
    });
    const bom = pedidoIfood();
    const { evento } = falso.novoPedido(ruim);
    falso.novoPedido(bom);
    await pollarLoja(t.ctx, 1);
    expect(await ifoodDaVenda(bom.id)).toBeTruthy();
    expect(await ifoodDaVenda(ruim.id)).toBeUndefined();
    const ev = () =>
      t.ctx.db.selectFrom('ifood_eventos').selectAll().where('id', '=', evento.id).executeTakeFirstOrThrow();
    expect((await ev()).processado_em).toBeNull();
    await t.app.inject({ method: 'POST', url: '/api/teste/relogio', payload: { avancar_ms: 11 * 60_000 } });
    await pollarLoja(t.ctx, 1);
    expect((await ev()).processado_em).toBeTruthy();
    expect(alertas.some((e) => e.nome === 'ifood:alerta' && e.payload.tipo === 'erro')).toBe(true);
    expect(
      await t.ctx.db.selectFrom('entregas').select('id').where('ifood_pedido_id', '=', ruim.id).execute(),
    ).toHaveLength(0);
  });
});

describe('acceptance and the calls back to iFood', () => {
  it('manual acceptance alerts the staff and waits for Aceitar; Recusar asks iFood to cancel and ends the tab', async () => {
    expect(
      (await chamar('admin', { method: 'PATCH', url: '/api/integracoes/ifood', payload: { aceite: 'manual' } }))
        .statusCode,
    ).toBe(200);
    onTestFinished(async () => {
      await chamar('admin', { method: 'PATCH', url: '/api/integracoes/ifood', payload: { aceite: 'automatico' } });
    });
    const alertas: DomainEvent[] = [];
    const parar = t.ctx.bus.subscribe((e) => e.nome === 'ifood:alerta' && alertas.push(e));
    onTestFinished(parar);
    const a = pedidoIfood();
    const pa = await receber(a);
    expect(pa.situacao).toBe('aguardando');
    expect(alertas.some((e) => e.nome === 'ifood:alerta' && e.payload.pedido?.venda_id === pa.venda_id)).toBe(true);
    await varrerSaida(t.ctx);
    expect(falso.acoesDe(a.id)).not.toContain('confirm');
    const aceito = await chamar('caixa', { method: 'POST', url: `/api/vendas/${pa.venda_id}/ifood/aceitar` });
    expect(aceito.statusCode, aceito.body).toBe(200);
    expect(json<IfoodPedidoDTO>(aceito).situacao).toBe('confirmado');
    await esperar(() => falso.acoesDe(a.id).includes('confirm'));

    const b = pedidoIfood();
    const pb = await receber(b);
    const recusado = await chamar('gerente', {
      method: 'POST',
      url: `/api/vendas/${pb.venda_id}/ifood/recusar`,
      payload: { motivo: 'Sem entregador' },
    });
    expect(recusado.statusCode, recusado.body).toBe(200);
    expect((await venda(pb.venda_id)).situacao).toBe('C');
    await esperar(() => falso.acoesDe(b.id).includes('requestCancellation'));
    expect(falso.acoesDe(b.id)).not.toContain('confirm');
    expect(
      (await chamar('garcom', { method: 'POST', url: `/api/vendas/${pb.venda_id}/ifood/aceitar` })).statusCode,
    ).toBe(403);
  });

  it('startPreparation when the kitchen starts, readyToPickup when everything is ready (iFood courier), dispatch when our courier leaves', async () => {
    const a = pedidoIfood({ delivery: { ...pedidoIfood().delivery, deliveredBy: 'IFOOD' } });
    const pa = await receber(a);
    const [item] = await t.ctx.db.selectFrom('venda_itens').select('id').where('venda_id', '=', pa.venda_id).execute();
    const mover = (status: string) =>
      chamar('cozinha', { method: 'PATCH', url: `/api/cozinha/itens/${item!.id}`, payload: { status } });
    expect((await mover('em_preparo')).statusCode).toBe(200);
    await esperar(() => falso.acoesDe(a.id).includes('startPreparation'));
    expect(falso.acoesDe(a.id)).not.toContain('readyToPickup');
    expect((await mover('pronto')).statusCode).toBe(200);
    await esperar(() => falso.acoesDe(a.id).includes('readyToPickup'));

    const b = pedidoIfood();
    const pb = await receber(b);
    const ids = (
      await t.ctx.db.selectFrom('venda_itens').select('id').where('venda_id', '=', pb.venda_id).execute()
    ).map((i) => i.id);
    expect(
      (await chamar('cozinha', { method: 'POST', url: '/api/cozinha/tickets/bump', payload: { itens: ids } }))
        .statusCode,
    ).toBe(200);
    await esperar(() => falso.acoesDe(b.id).includes('startPreparation'));
    // our own courier: no readyToPickup, and dispatch when he leaves
    const saiu = await chamar('gerente', {
      method: 'POST',
      url: `/api/vendas/${pb.venda_id}/entrega`,
      payload: { situacao: 'saiu', entregador: 'João' },
    });
    expect(saiu.statusCode, saiu.body).toBe(200);
    await esperar(() => falso.acoesDe(b.id).includes('dispatch'));
    expect(falso.acoesDe(b.id)).not.toContain('readyToPickup');
    expect(falso.acoesDe(b.id).filter((x) => x === 'startPreparation')).toHaveLength(1);
  });

  it('a step waits for the one before it: startPreparation never reaches iFood before confirm', async () => {
    expect(
      (await chamar('admin', { method: 'PATCH', url: '/api/integracoes/ifood', payload: { aceite: 'manual' } }))
        .statusCode,
    ).toBe(200);
    onTestFinished(async () => {
      falso.falhas5xx = 0;
      await chamar('admin', { method: 'PATCH', url: '/api/integracoes/ifood', payload: { aceite: 'automatico' } });
    });
    const a = pedidoIfood();
    const pa = await receber(a);
    falso.falhas5xx = 1000;
    expect(
      (await chamar('gerente', { method: 'POST', url: `/api/vendas/${pa.venda_id}/ifood/aceitar` })).statusCode,
    ).toBe(200);
    const [item] = await t.ctx.db.selectFrom('venda_itens').select('id').where('venda_id', '=', pa.venda_id).execute();
    await chamar('cozinha', {
      method: 'PATCH',
      url: `/api/cozinha/itens/${item!.id}`,
      payload: { status: 'em_preparo' },
    });
    await esperar(() =>
      t.ctx.db
        .selectFrom('ifood_saida')
        .select('id')
        .where('chave', '=', `${a.id}:startPreparation`)
        .executeTakeFirst(),
    );
    await varrerSaida(t.ctx);
    expect(falso.acoesDe(a.id)).toEqual([]);
    falso.falhas5xx = 0;
    await t.app.inject({ method: 'POST', url: '/api/teste/relogio', payload: { avancar_ms: 120_000 } });
    await varrerSaida(t.ctx);
    await esperar(() => falso.acoesDe(a.id).length === 2);
    expect(falso.acoesDe(a.id)).toEqual(['confirm', 'startPreparation']);
  });

  it('a call made while iFood is down is kept and sent when it is back', async () => {
    const a = pedidoIfood();
    const pa = await receber(a);
    await esperar(() => falso.acoesDe(a.id).includes('confirm'));
    falso.falhas5xx = 100;
    onTestFinished(() => void (falso.falhas5xx = 0));
    const [item] = await t.ctx.db.selectFrom('venda_itens').select('id').where('venda_id', '=', pa.venda_id).execute();
    await chamar('cozinha', {
      method: 'PATCH',
      url: `/api/cozinha/itens/${item!.id}`,
      payload: { status: 'em_preparo' },
    });
    const linha = await esperar(async () => {
      const s = await t.ctx.db
        .selectFrom('ifood_saida')
        .selectAll()
        .where('chave', '=', `${a.id}:startPreparation`)
        .executeTakeFirst();
      // the failed attempt written back (its lease released)
      return s && s.tentativas > 0 && s.enviando_por == null && s;
    });
    expect(linha.situacao).toBe('pendente');
    expect(linha.mensagem).toMatch(/iFood indisponível/);
    expect(falso.acoesDe(a.id)).not.toContain('startPreparation');
    falso.falhas5xx = 0;
    await t.app.inject({ method: 'POST', url: '/api/teste/relogio', payload: { avancar_ms: 120_000 } });
    await varrerSaida(t.ctx);
    await esperar(() => falso.acoesDe(a.id).includes('startPreparation'));
  });
});

describe('cancellations', () => {
  it('a CANCELLED event cancels the tab and its items, with the kitchen told', async () => {
    const eventos: DomainEvent[] = [];
    const parar = t.ctx.bus.subscribe((e) => eventos.push(e));
    onTestFinished(parar);
    const a = pedidoIfood();
    const pa = await receber(a);
    falso.evento(a.id, 'CAN', 'CANCELLED');
    await pollarLoja(t.ctx, 1);
    expect((await venda(pa.venda_id)).situacao).toBe('C');
    expect((await ifoodDaVenda(a.id))!.situacao).toBe('cancelado');
    // its items leave the production screens (the core's itensSaindo: the kitchen's event, the printers' CANCELADO)
    const itens = (
      await t.ctx.db.selectFrom('venda_itens').select('id').where('venda_id', '=', pa.venda_id).execute()
    ).map((i) => i.id);
    expect(itens.length).toBeGreaterThan(0);
    const saiu = eventos
      .filter((e) => e.nome === 'cozinha:item')
      .flatMap((e) => (e.nome === 'cozinha:item' ? [...e.payload.removidos, ...e.payload.itens.map((i) => i.id)] : []));
    for (const id of itens) expect(saiu).toContain(id);
    expect(eventos.some((e) => e.nome === 'ifood:alerta' && e.payload.tipo === 'cancelado')).toBe(true);
  });

  it("the restaurant cancels with one of iFood's reasons; iFood's refusal is shown to the staff", async () => {
    const a = pedidoIfood();
    const pa = await receber(a);
    const motivos = await chamar('gerente', { url: `/api/vendas/${pa.venda_id}/ifood/motivos-cancelamento` });
    expect(motivos.statusCode, motivos.body).toBe(200);
    expect(motivos.json()).toContainEqual({ codigo: '501', descricao: 'Problemas de sistema' });
    const ruim = await chamar('gerente', {
      method: 'POST',
      url: `/api/vendas/${pa.venda_id}/ifood/cancelar`,
      payload: { codigo: '999' },
    });
    expect(ruim.statusCode).toBe(400);
    falso.cancelamentoAceito = true;
    const ok = await chamar('gerente', {
      method: 'POST',
      url: `/api/vendas/${pa.venda_id}/ifood/cancelar`,
      payload: { codigo: '501' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    await esperar(() => falso.acoesDe(a.id).includes('requestCancellation'));
    expect(falso.acoes.find((x) => x.pedidoId === a.id && x.acao === 'requestCancellation')!.corpo).toMatchObject({
      cancellationCode: '501',
    });
    await pollarLoja(t.ctx, 1);
    expect((await venda(pa.venda_id)).situacao).toBe('C');

    const b = pedidoIfood();
    const pb = await receber(b);
    falso.cancelamentoAceito = false;
    onTestFinished(() => void (falso.cancelamentoAceito = true));
    const alertas: DomainEvent[] = [];
    const parar = t.ctx.bus.subscribe((e) => e.nome === 'ifood:alerta' && alertas.push(e));
    onTestFinished(parar);
    await chamar('gerente', {
      method: 'POST',
      url: `/api/vendas/${pb.venda_id}/ifood/cancelar`,
      payload: { codigo: '503' },
    });
    await esperar(() => falso.acoesDe(b.id).includes('requestCancellation'));
    await pollarLoja(t.ctx, 1);
    expect((await ifoodDaVenda(b.id))!.cancelamento_falhou).toBe('O iFood recusou o cancelamento');
    expect(alertas.some((e) => e.nome === 'ifood:alerta' && e.payload.tipo === 'cancelamento_falhou')).toBe(true);
    expect((await venda(pb.venda_id)).situacao).toBe('A');
  });
});

describe('tokens, instances and companies', () => {
  it('refreshes the token on a 401 and before it expires', async () => {
    falso.expirarTokens();
    const antes = falso.requisicoes.filter(
      (r) => (r.corpo as Record<string, string> | null)?.grantType === 'refresh_token',
    ).length;
    const p = await receber(pedidoIfood());
    expect(p).toBeTruthy();
    const depois = falso.requisicoes.filter(
      (r) => (r.corpo as Record<string, string> | null)?.grantType === 'refresh_token',
    ).length;
    expect(depois).toBe(antes + 1);
    // the clock past the token's life: refreshed before the call, not after a 401
    await t.app.inject({ method: 'POST', url: '/api/teste/relogio', payload: { avancar_ms: falso.validadeS * 1000 } });
    // (the fake still accepts the old token: a refresh now is the one made ahead of the expiry)
    const total = falso.requisicoes.length;
    await pollarLoja(t.ctx, 1);
    const novas = falso.requisicoes.slice(total);
    expect(novas.some((r) => (r.corpo as Record<string, string> | null)?.grantType === 'refresh_token')).toBe(true);
    expect(json<IfoodConfigDTO>(await chamar('admin', { url: '/api/integracoes/ifood' })).conectado).toBe(true);
  });

  it('two instances polling one store: one polls at a time, and the order is created once', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: t.ctx.config.jwtSecret,
      PLATFORM_ADMIN_PASSWORD: SENHA_ADMIN_TESTE,
      ...env,
    } as NodeJS.ProcessEnv);
    const outra = await buildApp(config, { db: t.ctx.db, kind: t.ctx.dbKind, close: async () => {} });
    await outra.app.ready();
    onTestFinished(() => outra.app.close());
    const desvio = t.ctx.relogio.agora().getTime() - outra.ctx.relogio.agora().getTime();
    (outra.ctx.relogio as unknown as { avancar(ms: number): void }).avancar(desvio);
    falso.atrasoPollingMs = 150;
    falso.maxPollsSimultaneos = 0;
    onTestFinished(() => void (falso.atrasoPollingMs = 0));
    const pedido = pedidoIfood();
    const { evento } = falso.novoPedido(pedido);
    falso.repetir(evento.id);
    const resultados = await Promise.all([
      pollarLoja(t.ctx, 1),
      pollarLoja(outra.ctx, 1),
      pollarLoja(t.ctx, 1),
      pollarLoja(outra.ctx, 1),
    ]);
    expect(falso.maxPollsSimultaneos).toBe(1);
    expect(resultados.filter((r) => r != null).length).toBeGreaterThanOrEqual(1);
    await esperar(() => ifoodDaVenda(pedido.id));
    const n = await t.ctx.db.selectFrom('entregas').select('id').where('ifood_pedido_id', '=', pedido.id).execute();
    expect(n).toHaveLength(1);
  });

  it("another company's tab answers 404 on every iFood route, and changes nothing", async () => {
    const pa = await receber(pedidoIfood());
    const { id } = await t.ctx.db
      .insertInto('empresas')
      .values({ fantasia: 'Outra' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('usuarios')
      .values({
        empresa_id: id,
        nome: 'Bia',
        email: `bia${id}@outra.com.br`,
        perfil: 'ADMIN',
        senha_hash: await hashSenha('segredo1'),
      })
      .execute();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario: `bia${id}@outra.com.br`, senha: 'segredo1' },
    });
    const auth = { authorization: `Bearer ${login.json().token}` };
    for (const [method, url, payload] of [
      ['POST', `/api/vendas/${pa.venda_id}/ifood/aceitar`, undefined],
      ['POST', `/api/vendas/${pa.venda_id}/ifood/recusar`, { motivo: 'x' }],
      ['GET', `/api/vendas/${pa.venda_id}/ifood/motivos-cancelamento`, undefined],
      ['POST', `/api/vendas/${pa.venda_id}/ifood/cancelar`, { codigo: '501' }],
    ] as const) {
      const res = await chamar(auth, { method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await ifoodDaVenda(pa.pedido_id))!.situacao).toBe('confirmado');
    // and its own link is empty
    expect(json<IfoodConfigDTO>(await chamar(auth, { url: '/api/integracoes/ifood' })).merchant_id).toBeNull();
  });

  it('a product marked sold out pauses its iFood item, and un-marking resumes it', async () => {
    falso.catalogo.set('CAIP', { id: 'item-caip', status: 'AVAILABLE' });
    const id = await t.produtoId('Caipirinha');
    onTestFinished(async () => {
      await chamar('gerente', { method: 'PATCH', url: `/api/produtos/${id}/esgotado`, payload: { esgotado: false } });
    });
    expect(
      (await chamar('gerente', { method: 'PATCH', url: `/api/produtos/${id}/esgotado`, payload: { esgotado: true } }))
        .statusCode,
    ).toBe(200);
    await esperar(() => falso.catalogo.get('CAIP')!.status === 'UNAVAILABLE');
    await chamar('gerente', { method: 'PATCH', url: `/api/produtos/${id}/esgotado`, payload: { esgotado: false } });
    await esperar(() => falso.catalogo.get('CAIP')!.status === 'AVAILABLE');
  });

  it("sold out reaches iFood durably: the pause is written to the outbox in the product's own transaction", async () => {
    const codigo = `ESG-${randomUUID().slice(0, 8)}`;
    const itemId = `item-${codigo}`;
    falso.catalogo.set(codigo, { id: itemId, status: 'AVAILABLE' });
    const id = await criarProduto({ nome: `Suco ${codigo}`, preco: 8, codigo });
    const linha = (db: typeof t.ctx.db) =>
      db.selectFrom('ifood_saida').selectAll().where('empresa_id', '=', 1).where('chave', '=', `item:${codigo}`);
    const chamadas = (status: string) =>
      falso.requisicoes.filter(
        (r) =>
          r.metodo === 'PATCH' &&
          r.caminho.endsWith('/items/status') &&
          (r.corpo as { itemId?: string; status?: string }).itemId === itemId &&
          (r.corpo as { status?: string }).status === status,
      ).length;
    const marcar = (esgotado: boolean) =>
      chamar('gerente', { method: 'PATCH', url: `/api/produtos/${id}/esgotado`, payload: { esgotado } });

    // a hook after iFood's fails the transaction: inside it the flag and the outbox row were both there; after it,
    // neither is
    let vistoNaTransacao: { esgotado: boolean; corpo: unknown } | undefined;
    const remover = registrarGanchoDeDisponibilidade(async (tx, _t, p) => {
      if (p.id !== id) return;
      const produto = await tx.trx.selectFrom('produtos').select('esgotado').where('id', '=', id).executeTakeFirst();
      const saida = await linha(tx.trx).executeTakeFirst();
      vistoNaTransacao = { esgotado: produto!.esgotado, corpo: saida?.corpo };
      throw conflict('Falha simulada depois do iFood');
    });
    try {
      const falhou = await marcar(true);
      expect(falhou.statusCode).toBe(409);
    } finally {
      remover();
    }
    expect(vistoNaTransacao).toEqual({ esgotado: true, corpo: { codigo, disponivel: false } });
    expect(
      (await t.ctx.db.selectFrom('produtos').select('esgotado').where('id', '=', id).executeTakeFirstOrThrow())
        .esgotado,
    ).toBe(false);
    expect(await linha(t.ctx.db).executeTakeFirst()).toBeUndefined();

    // committed: the row is there with the product; the sweep sends the pause once
    expect((await marcar(true)).statusCode).toBe(200);
    expect((await linha(t.ctx.db).executeTakeFirstOrThrow()).corpo).toEqual({ codigo, disponivel: false });
    await varrerSaida(t.ctx);
    await esperar(() => falso.catalogo.get(codigo)!.status === 'UNAVAILABLE');
    await varrerSaida(t.ctx);
    expect(chamadas('UNAVAILABLE')).toBe(1);
    expect((await linha(t.ctx.db).executeTakeFirstOrThrow()).situacao).toBe('enviada');

    // un-marking resumes it, once
    expect((await marcar(false)).statusCode).toBe(200);
    await varrerSaida(t.ctx);
    await esperar(() => falso.catalogo.get(codigo)!.status === 'AVAILABLE');
    await varrerSaida(t.ctx);
    expect(chamadas('AVAILABLE')).toBe(1);
    expect(chamadas('UNAVAILABLE')).toBe(1);
  });

  it("a product's code is unique in the company and editable", async () => {
    const base = { nome: `Pastel ${randomUUID().slice(0, 6)}`, preco: 9.5, categoria_id: await primeiraCategoria() };
    const repetido = await chamar('gerente', {
      method: 'POST',
      url: '/api/produtos',
      payload: { ...base, codigo: 'CAIP' },
    });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().message).toBe('Já existe um produto com o código CAIP');
    const codigo = `PAS-${randomUUID().slice(0, 6)}`;
    const novo = await chamar('gerente', { method: 'POST', url: '/api/produtos', payload: { ...base, codigo } });
    expect(novo.statusCode, novo.body).toBe(201);
    expect(novo.json().codigo).toBe(codigo);
  });

  it('no token in any answer or log line', async () => {
    await receber(pedidoIfood());
    expect(falso.emitidos.length).toBeGreaterThan(0);
    const tudo = respostas.join('\n') + linhas.join('\n');
    for (const tk of falso.emitidos) expect(tudo).not.toContain(tk);
    expect(tudo).not.toContain(falso.clientSecret);
  });
});
