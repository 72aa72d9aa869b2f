import { describe, expect, it, onTestFinished } from 'vitest';
import {
  STATUS_PRODUCAO,
  TRANSICOES_PRODUCAO,
  type EstacaoDTO,
  type EstadoCozinha,
  type ItemProducaoDTO,
  type StatusProducao,
} from '@comanda/shared';
import { type Demo, json, useTestApp, type Metodo } from '../../../test/helpers';
import { hashSenha } from '../auth/senha';

const t = useTestApp();

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
  (
    await t.ctx.db
      .selectFrom('produtos')
      .select('id')
      .where('empresa_id', '=', 1)
      .where('nome', '=', nome)
      .executeTakeFirstOrThrow()
  ).id;
const estacao = async (nome: string) =>
  (
    await t.ctx.db
      .selectFrom('estacoes')
      .select('id')
      .where('empresa_id', '=', 1)
      .where('nome', '=', nome)
      .executeTakeFirstOrThrow()
  ).id;
const statusDe = async (id: number) =>
  (await t.ctx.db.selectFrom('venda_itens').select('status_producao').where('id', '=', id).executeTakeFirstOrThrow())
    .status_producao;
const forcarStatus = (id: number, status: StatusProducao) =>
  t.ctx.db.updateTable('venda_itens').set({ status_producao: status }).where('id', '=', id).execute();

async function abrir(numero: number) {
  const res = await t.injectAs('garcom', {
    method: 'POST',
    url: '/api/vendas',
    payload: { mesa_id: await mesaId(numero) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}
/** Adds one of a product (a pizza gets its first flavour). */
async function adicionar(vendaId: number, nome: string, quem: Demo = 'garcom') {
  const produtoId = await produto(nome);
  const sabor = await t.ctx.db
    .selectFrom('sabores')
    .select('id')
    .where('produto_id', '=', produtoId)
    .orderBy('id')
    .executeTakeFirst();
  const res = await t.injectAs(quem, {
    method: 'POST',
    url: `/api/vendas/${vendaId}/itens`,
    payload: { produto_id: produtoId, quantidade: 1, observacoes: 'sem gelo', sabores: sabor ? [sabor.id] : [] },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** A second company with its own admin, station, table and open tab with one produced item. */
async function outraEmpresa() {
  const db = t.ctx.db;
  const { id } = await db
    .insertInto('empresas')
    .values({ fantasia: 'Bar B', razao_social: null, cnpj: null, endereco: null, telefone: null, email: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('usuarios')
    .values({
      empresa_id: id,
      nome: 'Bia',
      email: `bia${id}@barb.com.br`,
      perfil: 'ADMIN',
      senha_hash: await hashSenha('segredo1'),
    })
    .execute();
  const est = await db
    .insertInto('estacoes')
    .values({ empresa_id: id, nome: 'Chapa' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cat = await db
    .insertInto('categorias')
    .values({ empresa_id: id, nome: 'Lanches', descricao: null, estacao_id: est.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const prod = await db
    .insertInto('produtos')
    .values({
      empresa_id: id,
      categoria_id: cat.id,
      nome: 'X-Burger',
      descricao: null,
      preco: 20,
      preco_promocional: null,
      codigo_barras: null,
      estoque_atual: 0,
      estoque_minimo: 0,
      imagem: null,
      imagem_mime_type: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const mesa = await db
    .insertInto('mesas')
    .values({ empresa_id: id, numero: 1, nome: 'Mesa 01', capacidade: 4 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { usuario: `bia${id}@barb.com.br`, senha: 'segredo1' },
  });
  const auth = { authorization: `Bearer ${login.json().token}` };
  const venda = (await t.injectAs(auth, { method: 'POST', url: '/api/vendas', payload: { mesa_id: mesa.id } })).json();
  const item = (
    await t.injectAs(auth, {
      method: 'POST',
      url: `/api/vendas/${venda.id}/itens`,
      payload: { produto_id: prod.id, quantidade: 1 },
    })
  ).json();
  return { auth, estacaoId: est.id, itemId: item.id as number, categoriaId: cat.id };
}

describe('stations', () => {
  it('lists for every profile; ADMIN/GERENTE create, rename and deactivate; names are unique per company', async () => {
    for (const quem of ['garcom', 'caixa', 'cozinha'] as const) {
      const lista = await t.injectAs(quem, { url: '/api/estacoes' });
      expect(lista.statusCode).toBe(200);
      expect(json<EstacaoDTO[]>(lista).map((e) => e.nome)).toEqual(['Bar', 'Cozinha']);
      expect(Object.keys(lista.json()[0]).sort()).toEqual(['ativo', 'id', 'nome']);
    }
    expect(
      (await t.injectAs('garcom', { method: 'POST', url: '/api/estacoes', payload: { nome: 'Chapa' } })).statusCode,
    ).toBe(403);
    expect(
      (await t.injectAs('cozinha', { method: 'POST', url: '/api/estacoes', payload: { nome: 'Chapa' } })).statusCode,
    ).toBe(403);
    const vazio = await t.injectAs('gerente', { method: 'POST', url: '/api/estacoes', payload: { nome: ' ' } });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().message).toBe('Nome da estação é obrigatório');
    const criada = await t.injectAs('gerente', { method: 'POST', url: '/api/estacoes', payload: { nome: 'Chapa' } });
    expect(criada.statusCode).toBe(201);
    expect(criada.json()).toEqual({ id: expect.any(Number), nome: 'Chapa', ativo: true });
    const repetida = await t.injectAs('admin', { method: 'POST', url: '/api/estacoes', payload: { nome: 'chapa' } });
    expect(repetida.statusCode).toBe(409);
    expect(repetida.json().message).toBe('Já existe uma estação com este nome');
    const editada = await t.injectAs('admin', {
      method: 'PATCH',
      url: `/api/estacoes/${criada.json().id}`,
      payload: { nome: 'Grelha', ativo: false },
    });
    expect(editada.json()).toEqual({ id: criada.json().id, nome: 'Grelha', ativo: false });
    expect((await t.injectAs('admin', { method: 'DELETE', url: `/api/estacoes/${criada.json().id}` })).statusCode).toBe(
      204,
    );
    expect((await t.injectAs('admin', { method: 'DELETE', url: `/api/estacoes/${criada.json().id}` })).statusCode).toBe(
      404,
    );
  });

  it('tells the company of every committed station change (estacao:alterada), and nothing for a refused one', async () => {
    const eventos: unknown[] = [];
    const parar = t.ctx.bus.subscribe((e) => void (e.nome === 'estacao:alterada' && eventos.push(e.payload)));
    try {
      const criada = await t.injectAs('admin', { method: 'POST', url: '/api/estacoes', payload: { nome: 'Forno' } });
      const id = criada.json().id as number;
      await t.injectAs('admin', { method: 'PATCH', url: `/api/estacoes/${id}`, payload: { ativo: false } });
      await t.injectAs('admin', { method: 'DELETE', url: `/api/estacoes/${await estacao('Bar')}` }); // 409
      await t.injectAs('admin', { method: 'DELETE', url: `/api/estacoes/${id}` });
      expect(eventos).toEqual([
        { estacao: { id, nome: 'Forno', ativo: true } },
        { estacao: { id, nome: 'Forno', ativo: false } },
        { removidaId: id },
      ]);
    } finally {
      parar();
    }
  });

  it('refuses to delete a station categories still route to (409, nothing deleted)', async () => {
    const res = await t.injectAs('admin', { method: 'DELETE', url: `/api/estacoes/${await estacao('Bar')}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Estação em uso pelas categorias: Bebidas, Cervejas. Mude a estação dessas categorias antes de excluir.',
    );
    expect((await t.injectAs('admin', { url: '/api/estacoes' })).json()).toHaveLength(2);
  });

  it("never shows or touches another company's stations (404)", async () => {
    const b = await outraEmpresa();
    expect(json<EstacaoDTO[]>(await t.injectAs('admin', { url: '/api/estacoes' })).map((e) => e.id)).not.toContain(
      b.estacaoId,
    );
    expect(
      (await t.injectAs('admin', { method: 'PATCH', url: `/api/estacoes/${b.estacaoId}`, payload: { nome: 'Minha' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.injectAs('admin', { method: 'DELETE', url: `/api/estacoes/${b.estacaoId}` })).statusCode).toBe(404);
    // nor routes our category to it
    const categoria = (
      await t.ctx.db
        .selectFrom('categorias')
        .select('id')
        .where('empresa_id', '=', 1)
        .where('nome', '=', 'Sobremesas')
        .executeTakeFirstOrThrow()
    ).id;
    expect(
      (
        await t.injectAs('admin', {
          method: 'PATCH',
          url: `/api/categorias/${categoria}`,
          payload: { estacao_id: b.estacaoId },
        })
      ).statusCode,
    ).toBe(404);
    expect(json<EstacaoDTO[]>(await t.injectAs(b.auth, { url: '/api/estacoes' })).map((e) => e.nome)).toEqual([
      'Chapa',
    ]);
  });
});

describe('routing items by category', () => {
  it('sends pizza to Cozinha and caipirinha to Bar as pendente; water is born entregue with no station', async () => {
    const venda = await abrir(2);
    const pizza = await adicionar(venda, 'Pizza Broto');
    const caipirinha = await adicionar(venda, 'Caipirinha');
    const agua = await adicionar(venda, 'Água Mineral');
    expect(pizza).toMatchObject({
      status_producao: 'pendente',
      estacao_id: await estacao('Cozinha'),
      estacao_nome: 'Cozinha',
    });
    expect(caipirinha).toMatchObject({
      status_producao: 'pendente',
      estacao_id: await estacao('Bar'),
      estacao_nome: 'Bar',
    });
    expect(agua).toMatchObject({ status_producao: 'entregue', estacao_id: null, estacao_nome: null });

    const cozinha = json<EstadoCozinha>(
      await t.injectAs('cozinha', { url: `/api/cozinha?estacao=${await estacao('Cozinha')}` }),
    );
    // this tab's items (the other tests, in any order, send their own to the kitchen)
    expect(cozinha.itens.filter((i) => i.venda_id === venda).map((i) => i.id)).toEqual([pizza.id]);
    expect(cozinha.itens.find((i) => i.id === pizza.id)).toMatchObject({
      mesa_numero: 2,
      funcionario: 'Gabriel Garçom',
      produto_nome: 'Pizza Broto',
      quantidade: 1,
      observacoes: 'sem gelo',
      sabores: ['Mussarela'],
      adicionais: [],
      status: 'pendente',
      cancelado: false,
    });
    expect(cozinha.limites).toEqual({ amarelo: 10, vermelho: 20 });
    const todas = json<EstadoCozinha>(await t.injectAs('gerente', { url: '/api/cozinha' }));
    expect(todas.itens.map((i) => i.id)).toEqual(expect.arrayContaining([pizza.id, caipirinha.id]));
    expect(todas.itens.map((i) => i.id)).not.toContain(agua.id);

    // the diner's projection carries the status too
    const token = (
      await t.ctx.db.selectFrom('vendas').select('token_publico').where('id', '=', venda).executeTakeFirstOrThrow()
    ).token_publico;
    type Publica = { itens: { produto_nome: string; status_producao: string }[] };
    const publica = json<Publica>(await t.app.inject({ method: 'GET', url: `/api/public/comanda/${token}` }));
    expect(publica.itens.map((i) => [i.produto_nome, i.status_producao])).toEqual([
      ['Pizza Broto', 'pendente'],
      ['Caipirinha', 'pendente'],
      ['Água Mineral', 'entregue'],
    ]);
  });

  it('groups items sent together into one ticket; an item after the cook started is a new ticket', async () => {
    const venda = await abrir(3);
    const a = await adicionar(venda, 'Pudim de Leite');
    const b = await adicionar(venda, 'Petit Gâteau');
    const ids = async () =>
      json<EstadoCozinha>(await t.injectAs('cozinha', { url: '/api/cozinha' })).itens.filter(
        (i) => i.venda_id === venda,
      );
    const [ia, ib] = await ids();
    expect(ia.ticket_id).toBe(ib.ticket_id);
    expect(
      (
        await t.injectAs('cozinha', {
          method: 'PATCH',
          url: `/api/cozinha/itens/${a.id}`,
          payload: { status: 'em_preparo' },
        })
      ).statusCode,
    ).toBe(200);
    const c = await adicionar(venda, 'Pudim de Leite');
    const ic = (await ids()).find((i) => i.id === c.id);
    expect(ic?.ticket_id).not.toBe(ia.ticket_id);
    expect(b.id).toBeGreaterThan(a.id);
  });

  it('follows the category dialog: a category moved to another station, or to none', async () => {
    const sobremesas = (
      await t.ctx.db
        .selectFrom('categorias')
        .select('id')
        .where('empresa_id', '=', 1)
        .where('nome', '=', 'Sobremesas')
        .executeTakeFirstOrThrow()
    ).id;
    const bar = await estacao('Bar');
    expect(
      (
        await t.injectAs('garcom', {
          method: 'PATCH',
          url: `/api/categorias/${sobremesas}`,
          payload: { estacao_id: bar },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.injectAs('gerente', {
          method: 'PATCH',
          url: `/api/categorias/${sobremesas}`,
          payload: { estacao_id: bar },
        })
      ).json(),
    ).toMatchObject({ nome: 'Sobremesas', estacao_id: bar });
    const venda = await abrir(4);
    expect(await adicionar(venda, 'Pudim de Leite')).toMatchObject({
      estacao_nome: 'Bar',
      status_producao: 'pendente',
    });
    expect(
      (
        await t.injectAs('gerente', {
          method: 'PATCH',
          url: `/api/categorias/${sobremesas}`,
          payload: { estacao_id: null },
        })
      ).json().estacao_id,
    ).toBeNull();
    expect(await adicionar(venda, 'Pudim de Leite')).toMatchObject({ estacao_id: null, status_producao: 'entregue' });
    await t.injectAs('gerente', {
      method: 'PATCH',
      url: `/api/categorias/${sobremesas}`,
      payload: { estacao_id: await estacao('Cozinha') },
    });
  });
});

describe('status moves', () => {
  it('allows exactly the moves of the shared table; every other move is 409 and changes nothing', async () => {
    const venda = await abrir(6);
    const item = (await adicionar(venda, 'Calabresa Acebolada')).id as number;
    for (const de of STATUS_PRODUCAO) {
      for (const para of STATUS_PRODUCAO) {
        await forcarStatus(item, de);
        const res = await t.injectAs('admin', {
          method: 'PATCH',
          url: `/api/cozinha/itens/${item}`,
          payload: { status: para },
        });
        const valida = TRANSICOES_PRODUCAO.some((tr) => tr.de === de && tr.para === para);
        expect([de, para, res.statusCode]).toEqual([de, para, valida ? 200 : 409]);
        expect(await statusDe(item)).toBe(valida ? para : de);
        if (valida) expect(res.json()).toMatchObject({ id: item, status: para });
        else expect(res.json().message).toMatch(/^(Não é possível passar de|Item já está)/);
      }
    }
    expect(
      (
        await t.injectAs('admin', {
          method: 'PATCH',
          url: `/api/cozinha/itens/${item}`,
          payload: { status: 'queimado' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.injectAs('admin', { method: 'PATCH', url: '/api/cozinha/itens/999999', payload: { status: 'pronto' } }))
        .statusCode,
    ).toBe(404);
  });

  it('stamps the time and the user of each step', async () => {
    const venda = await abrir(7);
    const item = (await adicionar(venda, 'Isca de Frango')).id as number;
    await t.injectAs('cozinha', {
      method: 'PATCH',
      url: `/api/cozinha/itens/${item}`,
      payload: { status: 'em_preparo' },
    });
    await t.injectAs('cozinha', { method: 'PATCH', url: `/api/cozinha/itens/${item}`, payload: { status: 'pronto' } });
    await t.injectAs('garcom', { method: 'PATCH', url: `/api/cozinha/itens/${item}`, payload: { status: 'entregue' } });
    const row = await t.ctx.db
      .selectFrom('venda_itens as i')
      .innerJoin('usuarios as c', 'c.id', 'i.pronto_por')
      .innerJoin('usuarios as g', 'g.id', 'i.entregue_por')
      .select(['i.em_preparo_em', 'i.pronto_em', 'i.entregue_em', 'c.perfil as cozinheiro', 'g.perfil as garcom'])
      .where('i.id', '=', item)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ cozinheiro: 'COZINHA', garcom: 'GARCOM' });
    expect(row.em_preparo_em!.getTime()).toBeLessThanOrEqual(row.pronto_em!.getTime());
    expect(row.pronto_em!.getTime()).toBeLessThanOrEqual(row.entregue_em!.getTime());
  });

  it('bumps a whole ticket atomically: one bad item and nothing moves', async () => {
    const venda = await abrir(8);
    const a = (await adicionar(venda, 'Pizza Broto')).id as number;
    const b = (await adicionar(venda, 'Isca de Frango')).id as number;
    const c = (await adicionar(venda, 'Pudim de Leite')).id as number;
    await forcarStatus(c, 'entregue');
    const ruim = await t.injectAs('cozinha', {
      method: 'POST',
      url: '/api/cozinha/tickets/bump',
      payload: { itens: [a, b, c] },
    });
    expect(ruim.statusCode).toBe(409);
    expect(ruim.json().message).toBe('Pudim de Leite: Não é possível passar de entregue para pronto');
    expect([await statusDe(a), await statusDe(b)]).toEqual(['pendente', 'pendente']);
    const outra = await outraEmpresa();
    expect(
      (
        await t.injectAs('cozinha', {
          method: 'POST',
          url: '/api/cozinha/tickets/bump',
          payload: { itens: [a, outra.itemId] },
        })
      ).statusCode,
    ).toBe(404);
    expect(await statusDe(a)).toBe('pendente');
    expect(
      (await t.injectAs('cozinha', { method: 'POST', url: '/api/cozinha/tickets/bump', payload: { itens: [] } }))
        .statusCode,
    ).toBe(400);

    await forcarStatus(b, 'em_preparo');
    const ok = await t.injectAs('cozinha', {
      method: 'POST',
      url: '/api/cozinha/tickets/bump',
      payload: { itens: [a, b] },
    });
    expect(ok.statusCode).toBe(200);
    expect(json<ItemProducaoDTO[]>(ok).map((i) => i.status)).toEqual(['pronto', 'pronto']);
    const estado = json<EstadoCozinha>(await t.injectAs('cozinha', { url: '/api/cozinha' }));
    expect(estado.itens.filter((i) => i.id === a || i.id === b).map((i) => i.status)).toEqual(['pronto', 'pronto']);
    // what the waiters' app rebuilds its 'pronto' toasts and badges from
    expect(
      json<ItemProducaoDTO[]>(await t.injectAs('garcom', { url: '/api/cozinha/prontos' }))
        .filter((i) => i.venda_id === venda)
        .map((i) => i.id),
    ).toEqual([a, b]);
    expect((await t.injectAs('caixa', { url: '/api/cozinha/prontos' })).statusCode).toBe(403);
    // the waiter hands both over at once
    const entregues = await t.injectAs('garcom', {
      method: 'POST',
      url: '/api/cozinha/itens/entregar',
      payload: { itens: [a, b] },
    });
    expect(json<ItemProducaoDTO[]>(entregues).map((i) => i.status)).toEqual(['entregue', 'entregue']);
    expect(
      json<EstadoCozinha>(await t.injectAs('cozinha', { url: '/api/cozinha' })).itens.map((i) => i.id),
    ).not.toContain(a);
  });
});

describe('roles', () => {
  it('COZINHA cannot open tabs, add items, see sales, tables, reports or edit the menu', async () => {
    const venda = await abrir(9);
    const checks: [Metodo, string, unknown?][] = [
      ['POST', '/api/vendas', { mesa_id: await mesaId(10) }],
      ['POST', `/api/vendas/${venda}/itens`, { produto_id: await produto('Caipirinha'), quantidade: 1 }],
      ['GET', '/api/vendas'],
      ['GET', '/api/vendas/ativas'],
      ['GET', '/api/mesas'],
      ['GET', '/api/relatorios/vendas'],
      ['POST', '/api/produtos', { nome: 'X', preco: 1, categoria_id: 1 }],
      ['POST', '/api/categorias', { nome: 'Nova' }],
      ['GET', '/api/empresa'],
    ];
    for (const [method, url, payload] of checks) {
      expect([method, url, (await t.injectAs('cozinha', { method, url, payload })).statusCode]).toEqual([
        method,
        url,
        403,
      ]);
    }
    expect((await t.injectAs('cozinha', { url: '/api/cozinha' })).statusCode).toBe(200);
  });

  it('GARCOM and CAIXA cannot see the screen or bump; GARCOM may only deliver', async () => {
    const venda = await abrir(10);
    const item = (await adicionar(venda, 'Pizza Broto')).id as number;
    expect((await t.injectAs('garcom', { url: '/api/cozinha' })).statusCode).toBe(403);
    expect((await t.injectAs('caixa', { url: '/api/cozinha' })).statusCode).toBe(403);
    expect(
      (await t.injectAs('garcom', { method: 'POST', url: '/api/cozinha/tickets/bump', payload: { itens: [item] } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.injectAs('garcom', {
          method: 'PATCH',
          url: `/api/cozinha/itens/${item}`,
          payload: { status: 'em_preparo' },
        })
      ).statusCode,
    ).toBe(403);
    expect(await statusDe(item)).toBe('pendente');
    await forcarStatus(item, 'pronto');
    expect(
      (
        await t.injectAs('garcom', {
          method: 'PATCH',
          url: `/api/cozinha/itens/${item}`,
          payload: { status: 'em_preparo' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.injectAs('caixa', { method: 'POST', url: '/api/cozinha/itens/entregar', payload: { itens: [item] } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.injectAs('garcom', {
          method: 'PATCH',
          url: `/api/cozinha/itens/${item}`,
          payload: { status: 'entregue' },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('tenant isolation', () => {
  it("another company's tickets are invisible and untouchable", async () => {
    const b = await outraEmpresa();
    const nossa = await abrir(11);
    const nosso = (await adicionar(nossa, 'Pizza Broto')).id as number;
    const delesVistos = json<EstadoCozinha>(await t.injectAs(b.auth, { url: '/api/cozinha' })).itens.map((i) => i.id);
    expect(delesVistos).toEqual([b.itemId]);
    expect(
      json<EstadoCozinha>(await t.injectAs('cozinha', { url: '/api/cozinha' })).itens.map((i) => i.id),
    ).not.toContain(b.itemId);
    expect(
      (
        await t.injectAs(b.auth, {
          method: 'PATCH',
          url: `/api/cozinha/itens/${nosso}`,
          payload: { status: 'em_preparo' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.injectAs('cozinha', {
          method: 'PATCH',
          url: `/api/cozinha/itens/${b.itemId}`,
          payload: { status: 'em_preparo' },
        })
      ).statusCode,
    ).toBe(404);
    // a station filter naming their station shows us nothing of theirs
    expect(
      json<EstadoCozinha>(await t.injectAs('cozinha', { url: `/api/cozinha?estacao=${b.estacaoId}` })).itens,
    ).toEqual([]);
    expect(await statusDe(nosso)).toBe('pendente');
  });
});

describe('cancelled in production', () => {
  it('a removed item the cook started stays on the screen as cancelled until acknowledged; a pendente one just goes', async () => {
    const venda = await abrir(1);
    const iniciado = (await adicionar(venda, 'Pizza Broto')).id as number;
    const naoIniciado = (await adicionar(venda, 'Caipirinha')).id as number;
    await t.injectAs('cozinha', {
      method: 'PATCH',
      url: `/api/cozinha/itens/${iniciado}`,
      payload: { status: 'em_preparo' },
    });
    // an item in production needs a reason (and, for a waiter, a manager's approval: issue 15's void rules)
    expect((await t.injectAs('garcom', { method: 'DELETE', url: `/api/vendas/itens/${iniciado}` })).statusCode).toBe(
      400,
    );
    expect(
      (
        await t.injectAs('gerente', {
          method: 'DELETE',
          url: `/api/vendas/itens/${iniciado}?motivo=${encodeURIComponent('cliente desistiu')}`,
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.injectAs('garcom', { method: 'DELETE', url: `/api/vendas/itens/${naoIniciado}` })).statusCode).toBe(
      200,
    );
    const estado = json<EstadoCozinha>(await t.injectAs('cozinha', { url: '/api/cozinha' }));
    const daVenda = estado.itens.filter((i) => i.venda_id === venda);
    expect(daVenda).toHaveLength(1);
    expect(daVenda[0]).toMatchObject({
      id: iniciado,
      produto_nome: 'Pizza Broto',
      cancelado: true,
      status: 'em_preparo',
      estacao_nome: 'Cozinha',
    });
    // the bill no longer has it; the tab screen lists it as cancelled (the pendente one simply went)
    expect((await t.injectAs('garcom', { url: `/api/vendas/${venda}/itens` })).json()).toEqual([]);
    const cancelados = async () =>
      json<ItemProducaoDTO[]>(await t.injectAs('garcom', { url: `/api/vendas/${venda}/cancelados` }));
    expect(await cancelados()).toEqual([
      expect.objectContaining({ id: iniciado, venda_id: venda, produto_nome: 'Pizza Broto', cancelado: true }),
    ]);
    expect((await t.injectAs('cozinha', { url: `/api/vendas/${venda}/cancelados` })).statusCode).toBe(403);
    expect(
      (await t.injectAs('garcom', { method: 'POST', url: `/api/cozinha/cancelados/${iniciado}/ciente` })).statusCode,
    ).toBe(403);
    expect(
      (await t.injectAs('cozinha', { method: 'POST', url: `/api/cozinha/cancelados/${iniciado}/ciente` })).statusCode,
    ).toBe(204);
    expect(
      (await t.injectAs('cozinha', { method: 'POST', url: `/api/cozinha/cancelados/${iniciado}/ciente` })).statusCode,
    ).toBe(404);
    expect(
      json<EstadoCozinha>(await t.injectAs('cozinha', { url: '/api/cozinha' })).itens.filter(
        (i) => i.venda_id === venda,
      ),
    ).toEqual([]);
    // acknowledged by the kitchen, it is still a cancelled line of this tab
    expect((await cancelados()).map((i) => i.id)).toEqual([iniciado]);
  });

  it('a partial void of a line in production sends the kitchen its new quantity, after commit', async () => {
    const venda = await abrir(5);
    const item = await adicionar(venda, 'Caipirinha');
    await t.ctx.db.updateTable('venda_itens').set({ quantidade: 3 }).where('id', '=', item.id).execute();
    await t.injectAs('cozinha', {
      method: 'PATCH',
      url: `/api/cozinha/itens/${item.id}`,
      payload: { status: 'em_preparo' },
    });
    const eventos: { itens: ItemProducaoDTO[]; estacaoIds?: number[] }[] = [];
    const parar = t.ctx.bus.subscribe(
      (e) => void (e.nome === 'cozinha:item' && eventos.push({ itens: e.payload.itens, estacaoIds: e.estacaoIds })),
    );
    try {
      const res = await t.injectAs('gerente', {
        method: 'PATCH',
        url: `/api/vendas/itens/${item.id}`,
        payload: { quantidade: 2, motivo: 'cliente desistiu de uma' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      parar();
    }
    expect(eventos).toEqual([
      {
        itens: [expect.objectContaining({ id: item.id, quantidade: 2, status: 'em_preparo', cancelado: false })],
        estacaoIds: [await estacao('Bar')],
      },
    ]);
    const naTela = json<EstadoCozinha>(await t.injectAs('cozinha', { url: '/api/cozinha' })).itens.find(
      (i) => i.id === item.id,
    );
    expect(naTela).toMatchObject({ quantidade: 2, status: 'em_preparo' });
  });

  it('cancelling the whole tab cancels its started items on the screen', async () => {
    // a tab of its own, on a new table: the file's tests share the demo's twelve
    await t.ctx.db.insertInto('mesas').values({ empresa_id: 1, numero: 13, nome: 'Mesa 13', capacidade: 4 }).execute();
    const venda = await abrir(13);
    const pronto = (await adicionar(venda, 'Petit Gâteau')).id as number;
    await forcarStatus(pronto, 'pronto');
    expect(
      (await t.injectAs('gerente', { method: 'PATCH', url: `/api/vendas/${venda}`, payload: { situacao: 'C' } }))
        .statusCode,
    ).toBe(200);
    const daVenda = json<EstadoCozinha>(await t.injectAs('cozinha', { url: '/api/cozinha' })).itens.filter(
      (i) => i.venda_id === venda,
    );
    expect(daVenda).toEqual([expect.objectContaining({ id: pronto, cancelado: true, status: 'pronto' })]);
  });
});

describe('age thresholds', () => {
  it('are set per company in settings, red after amber', async () => {
    // back to the defaults after: another test reads them
    onTestFinished(async () => {
      await t.injectAs('admin', {
        method: 'PATCH',
        url: '/api/empresa',
        payload: { alerta_amarelo_min: 10, alerta_vermelho_min: 20 },
      });
    });
    expect(
      (
        await t.injectAs('admin', {
          method: 'PATCH',
          url: '/api/empresa',
          payload: { alerta_amarelo_min: 8, alerta_vermelho_min: 15 },
        })
      ).json(),
    ).toMatchObject({ alerta_amarelo_min: 8, alerta_vermelho_min: 15 });
    const errado = await t.injectAs('admin', {
      method: 'PATCH',
      url: '/api/empresa',
      payload: { alerta_vermelho_min: 5 },
    });
    expect(errado.statusCode).toBe(400);
    expect(errado.json().message).toBe('O alerta vermelho deve vir depois do amarelo');
    expect(
      (await t.injectAs('admin', { method: 'PATCH', url: '/api/empresa', payload: { alerta_amarelo_min: 0 } }))
        .statusCode,
    ).toBe(400);
    expect(json<EstadoCozinha>(await t.injectAs('cozinha', { url: '/api/cozinha' })).limites).toEqual({
      amarelo: 8,
      vermelho: 15,
    });
  });
});
