import { describe, expect, it } from 'vitest';
import { type Demo, json, useTestApp } from '../../../test/helpers';
import { hashSenha } from '../auth/senha';
import {
  calcularTaxaServico,
  precisaConfigurar,
  type CategoriaDTO,
  type GrupoAdicionaisDTO,
  type ItemDTO,
  type ProdutoDetalheDTO,
  type VendaDTO,
} from '@comanda/shared';

const t = useTestApp();

const mesaId = (numero: number) => t.mesaId(numero);
const produto = (nome: string) => t.produtoId(nome);
const sabor = async (nome: string, produtoId: number) =>
  (
    await t.ctx.db
      .selectFrom('sabores')
      .select('id')
      .where('nome', '=', nome)
      .where('produto_id', '=', produtoId)
      .executeTakeFirstOrThrow()
  ).id;
const adicional = async (nome: string, produtoId: number) =>
  (
    await t.ctx.db
      .selectFrom('adicionais as a')
      .innerJoin('categorias_adicionais as c', 'c.id', 'a.categoria_adicional_id')
      .select('a.id')
      .where('a.nome', '=', nome)
      .where('c.produto_id', '=', produtoId)
      .executeTakeFirstOrThrow()
  ).id;

async function abrir(numero: number, quem: Demo = 'garcom') {
  const res = await t.injectAs(quem, {
    method: 'POST',
    url: '/api/vendas',
    payload: { mesa_id: await mesaId(numero) },
  });
  expect(res.statusCode).toBe(201);
  return json<VendaDTO>(res);
}
let ultimaMesa = 100;
/** A tab on a table of its own, with these items: for a test that must not lean on what others left. */
async function abrirNaMesaNova(...itens: string[]): Promise<VendaDTO> {
  const numero = ++ultimaMesa;
  await t.ctx.db
    .insertInto('mesas')
    .values({ empresa_id: 1, numero, nome: `Mesa ${numero}`, capacidade: 4 })
    .execute();
  const venda = await abrir(numero);
  for (const nome of itens) {
    const payload = { produto_id: await produto(nome), quantidade: 1 };
    expect(
      (await t.injectAs('garcom', { method: 'POST', url: `/api/vendas/${venda.id}/itens`, payload })).statusCode,
    ).toBe(201);
  }
  return venda;
}
const situacaoMesa = async (numero: number) =>
  (
    await t.ctx.db
      .selectFrom('mesas')
      .select('situacao')
      .where('id', '=', await mesaId(numero))
      .executeTakeFirstOrThrow()
  ).situacao;

describe('opening a tab', () => {
  it('creates it open, named Cliente, by the user, with zero money, and occupies the table', async () => {
    const res = await t.injectAs('garcom', {
      method: 'POST',
      url: '/api/vendas',
      payload: { mesa_id: await mesaId(1), situacao: 'F', funcionario: 'Hacker', total: 999, subtotal: 5 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      situacao: 'A',
      nome_cliente: 'Cliente',
      funcionario: 'Gabriel Garçom',
      subtotal: 0,
      desconto: 0,
      acrescimo: 0,
      total: 0,
      valor_pago: 0,
      troco: 0,
      mesa_numero: 1,
    });
    expect(await situacaoMesa(1)).toBe('O');
    const daMesa = await t.injectAs('caixa', { url: `/api/vendas/mesa/${await mesaId(1)}` });
    expect(daMesa.json().id).toBe(res.json().id);
    expect((await t.injectAs('caixa', { url: '/api/vendas/ativas' })).json().map((v: any) => v.mesa_id)).toContain(
      await mesaId(1),
    );
  });

  it('refuses a second tab on the same table, a blank client name, and CAIXA', async () => {
    const { mesa_id } = await abrirNaMesaNova();
    const dup = await t.injectAs('gerente', { method: 'POST', url: '/api/vendas', payload: { mesa_id } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Mesa já possui comanda aberta');
    const blank = await t.injectAs('garcom', {
      method: 'POST',
      url: '/api/vendas',
      payload: { mesa_id: await mesaId(2), nome_cliente: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(
      (await t.injectAs('caixa', { method: 'POST', url: '/api/vendas', payload: { mesa_id: await mesaId(2) } }))
        .statusCode,
    ).toBe(403);
    expect((await t.injectAs('garcom', { url: `/api/vendas/mesa/${await mesaId(2)}` })).statusCode).toBe(404);
    const bloqueada = await t.injectAs('garcom', {
      method: 'POST',
      url: '/api/vendas',
      payload: { mesa_id: await mesaId(12) },
    });
    expect(bloqueada.statusCode).toBe(409);
  });

  it('20 concurrent opens on one free table give exactly one tab and 19 conflicts', async () => {
    const id = await mesaId(9);
    const h = await t.loginAs('garcom');
    const res = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: '/api/vendas', headers: h, payload: { mesa_id: id } }),
      ),
    );
    const codes = res.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const abertas = await t.ctx.db
      .selectFrom('vendas')
      .select('id')
      .where('mesa_id', '=', id)
      .where('situacao', '=', 'A')
      .execute();
    expect(abertas).toHaveLength(1);
  });

  it('a reserved guest sits down: R -> O opens a tab named after the reservation', async () => {
    const res = await t.injectAs('garcom', {
      method: 'PATCH',
      url: `/api/mesas/${await mesaId(5)}/status`,
      payload: { situacao: 'O' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ situacao: 'O', cliente_reserva: null });
    expect((await t.injectAs('garcom', { url: `/api/vendas/mesa/${await mesaId(5)}` })).json().nome_cliente).toBe(
      'Família Souza',
    );
  });
});

describe('items and server-side pricing', () => {
  it('prices a half-and-half Pizza Grande with Borda from the database, ignoring client prices and names', async () => {
    const venda = await abrir(3);
    const pizza = await produto('Pizza Grande');
    const res = await t.injectAs('garcom', {
      method: 'POST',
      url: `/api/vendas/${venda.id}/itens`,
      payload: {
        produto_id: pizza,
        produto_nome: 'Pizza de graça',
        quantidade: 2,
        preco_unitario: 0.01,
        total: 0.02,
        observacoes: 'sem cebola',
        sabores: [{ sabor_id: await sabor('Calabresa', pizza) }, { sabor_id: await sabor('Portuguesa', pizza) }],
        adicionais: [{ adicional_id: await adicional('Catupiry', pizza), quantidade: 1, preco: 0 }],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      produto_nome: 'Pizza Grande',
      quantidade: 2,
      preco_unitario: 70.9,
      total: 141.8,
      observacoes: 'sem cebola',
    });
    expect(res.json().sabores.map((s: any) => [s.sabor_nome, s.preco_adicional])).toEqual([
      ['Calabresa', 52.9],
      ['Portuguesa', 58.9],
    ]);
    expect(res.json().adicionais).toEqual([
      expect.objectContaining({ adicional_nome: 'Catupiry', quantidade: 1, preco_unitario: 12, preco: 12 }),
    ]);
    const chope = await t.injectAs('garcom', {
      method: 'POST',
      url: `/api/vendas/${venda.id}/itens`,
      payload: { produto_id: await produto('Chope 300 ml'), quantidade: 3 },
    });
    expect(chope.json().total).toBe(23.7);
    const v = (await t.injectAs('garcom', { url: `/api/vendas/mesa/${await mesaId(3)}` })).json();
    // total carries the 10 % service charge (issue 14)
    expect(v).toMatchObject({ subtotal: 165.5, taxa_servico: 16.55, total: 182.05 });
  });

  it('refuses selections outside the product rules', async () => {
    const venda = await abrirNaMesaNova();
    const pizza = await produto('Pizza Grande');
    const batata = await produto('Batata Frita');
    const url = `/api/vendas/${venda.id}/itens`;
    const semSabor = await t.injectAs('garcom', { method: 'POST', url, payload: { produto_id: pizza, quantidade: 1 } });
    expect(semSabor.statusCode).toBe(400);
    expect(semSabor.json().message).toBe('Escolha pelo menos 1 sabor(es)');
    const tres = await t.injectAs('garcom', {
      method: 'POST',
      url,
      payload: {
        produto_id: pizza,
        quantidade: 1,
        sabores: [await sabor('Calabresa', pizza), await sabor('Mussarela', pizza), await sabor('Camarão', pizza)],
      },
    });
    expect(tres.json().message).toBe('Escolha no máximo 2 sabor(es)');
    const broto = await produto('Pizza Broto');
    const alheio = await t.injectAs('garcom', {
      method: 'POST',
      url,
      payload: { produto_id: pizza, quantidade: 1, sabores: [await sabor('Calabresa', broto)] },
    });
    expect(alheio.json().message).toBe('Sabor inválido para este produto');
    const semMolho = await t.injectAs('garcom', {
      method: 'POST',
      url,
      payload: { produto_id: batata, quantidade: 1 },
    });
    expect(semMolho.json().message).toBe('Escolha uma opção em Molho (obrigatório)');
    const bordaNaBatata = await t.injectAs('garcom', {
      method: 'POST',
      url,
      payload: {
        produto_id: batata,
        quantidade: 1,
        adicionais: [{ adicional_id: await adicional('Catupiry', pizza) }],
      },
    });
    expect(bordaNaBatata.json().message).toBe('Adicional não pertence a este produto');
    const duasBordas = await t.injectAs('garcom', {
      method: 'POST',
      url,
      payload: {
        produto_id: pizza,
        quantidade: 1,
        sabores: [await sabor('Calabresa', pizza)],
        adicionais: [
          { adicional_id: await adicional('Catupiry', pizza) },
          { adicional_id: await adicional('Cheddar', pizza) },
        ],
      },
    });
    expect(duasBordas.json().message).toBe('Máximo de 1 em Borda Recheada');
    expect(
      (await t.injectAs('garcom', { method: 'POST', url, payload: { produto_id: batata, quantidade: 0 } })).statusCode,
    ).toBe(400);
    expect(
      (await t.injectAs('garcom', { method: 'POST', url, payload: { produto_id: batata, quantidade: 1.5 } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.injectAs('caixa', { method: 'POST', url, payload: { produto_id: batata, quantidade: 1 } })).statusCode,
    ).toBe(403);
    await t.ctx.db
      .updateTable('produtos')
      .set({ ativo: 'N' })
      .where('id', '=', await produto('Pudim de Leite'))
      .execute();
    expect(
      (
        await t.injectAs('garcom', {
          method: 'POST',
          url,
          payload: { produto_id: await produto('Pudim de Leite'), quantidade: 1 },
        })
      ).json().message,
    ).toBe('Produto inativo');
  });

  it("takes the picker's one-tap add exactly when the shared rule says nothing must be chosen", async () => {
    const venda = await abrirNaMesaNova();
    const categorias = json<CategoriaDTO[]>(await t.injectAs('gerente', { url: '/api/categorias' }));
    const porcoes = categorias.find((c) => c.nome === 'Porções')!;
    // [obrigatorio, qtd_minima]: obrigatorio false with a minimum was added with one tap by the waiter's picker (400)
    for (const [obrigatorio, qtd_minima] of [
      [false, 0],
      [true, 0],
      [false, 1],
      [true, 1],
      [false, 2],
    ] as const) {
      const criado = await t.injectAs('gerente', {
        method: 'POST',
        url: '/api/produtos',
        payload: {
          nome: `Pastel ${obrigatorio} ${qtd_minima}`,
          preco: 12,
          categoria_id: porcoes.id,
          categoriasAdicionais: [{ nome: 'Molho', obrigatorio, qtd_minima }],
          adicionais: [
            { nome: 'Vinagrete', preco: 0, qtd_maxima: 1, categoria_nome: 'Molho' },
            { nome: 'Pimenta', preco: 0, qtd_maxima: 1, categoria_nome: 'Molho' },
          ],
        },
      });
      expect(criado.statusCode).toBe(201);
      const p = json<ProdutoDetalheDTO>(criado);
      // what the waiter's picker reads before a tap
      const grupos = json<GrupoAdicionaisDTO[]>(
        await t.injectAs('garcom', { url: `/api/produtos/${p.id}/adicionais` }),
      );
      expect(grupos[0]).toMatchObject({ obrigatorio, qtd_minima, qtd_maxima: 0 });
      const umToque = await t.injectAs('garcom', {
        method: 'POST',
        url: `/api/vendas/${venda.id}/itens`,
        payload: { produto_id: p.id, quantidade: 1, observacoes: '', sabores: [], adicionais: [] },
      });
      const caso = `obrigatorio ${obrigatorio}, qtd_minima ${qtd_minima}`;
      expect(umToque.statusCode, caso).toBe(precisaConfigurar(p, grupos) ? 400 : 201);
      if (umToque.statusCode === 400) expect(umToque.json().message).toBe('Escolha uma opção em Molho (obrigatório)');
    }
  });

  it('50 concurrent adds keep the tab total equal to the sum of its items, and so do 20 concurrent removes', async () => {
    const venda = await abrir(7);
    const h = await t.loginAs('garcom');
    const refri = await produto('Refrigerante Lata');
    const adds = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/vendas/${venda.id}/itens`,
          headers: h,
          payload: { produto_id: refri, quantidade: (i % 3) + 1 },
        }),
      ),
    );
    expect(adds.every((r) => r.statusCode === 201)).toBe(true);
    const soma = async () => {
      const itens = (await t.app.inject({ method: 'GET', url: `/api/vendas/${venda.id}/itens`, headers: h })).json();
      const v = (await t.app.inject({ method: 'GET', url: `/api/vendas/mesa/${venda.mesa_id}`, headers: h })).json();
      return {
        itens,
        soma: Math.round(itens.reduce((s: number, i: any) => s + i.total * 100, 0)),
        total: Math.round(v.total * 100),
        subtotal: Math.round(v.subtotal * 100),
      };
    };
    const a = await soma();
    expect(a.itens).toHaveLength(50);
    expect(a.subtotal).toBe(a.soma);
    expect(a.total).toBe(a.soma + calcularTaxaServico(a.soma, 10));
    await Promise.all(
      a.itens
        .slice(0, 20)
        .map((i: any) => t.app.inject({ method: 'DELETE', url: `/api/vendas/itens/${i.id}`, headers: h })),
    );
    const b = await soma();
    expect(b.itens).toHaveLength(30);
    expect(b.subtotal).toBe(b.soma);
    expect(b.total).toBe(b.soma + calcularTaxaServico(b.soma, 10));
  });
});

describe('removing an item twice at once', () => {
  it('one DELETE answers 200, the other 404, and a single removal event is published', async () => {
    const venda = await abrir(8);
    const h = await t.loginAs('garcom');
    const agua = await produto('Água Mineral');
    const eventos: number[] = [];
    const parar = t.ctx.bus.subscribe((e) => void (e.nome === 'venda:item-removido' && eventos.push(e.payload.itemId)));
    try {
      for (let i = 0; i < 5; i++) {
        const item = (
          await t.injectAs('garcom', {
            method: 'POST',
            url: `/api/vendas/${venda.id}/itens`,
            payload: { produto_id: agua, quantidade: 1 },
          })
        ).json();
        const apagar = () => t.app.inject({ method: 'DELETE', url: `/api/vendas/itens/${item.id}`, headers: h });
        const status = (await Promise.all([apagar(), apagar()])).map((r) => r.statusCode).sort();
        expect(status).toEqual([200, 404]);
        expect(eventos.filter((id) => id === item.id)).toHaveLength(1);
      }
    } finally {
      parar();
    }
  });
});

describe('table and tab transitions', () => {
  it('O -> P blocks items; only ADMIN/GERENTE cancel the request; P -> O keeps the client name', async () => {
    const venda = await abrir(4);
    await t.injectAs('garcom', { method: 'PATCH', url: `/api/vendas/${venda.id}`, payload: { nome_cliente: 'Maria' } });
    const item = (
      await t.injectAs('garcom', {
        method: 'POST',
        url: `/api/vendas/${venda.id}/itens`,
        payload: { produto_id: await produto('Água Mineral'), quantidade: 1 },
      })
    ).json();
    expect(
      (
        await t.injectAs('garcom', {
          method: 'PATCH',
          url: `/api/mesas/${venda.mesa_id}/status`,
          payload: { situacao: 'P' },
        })
      ).json().situacao,
    ).toBe('P');
    const add = await t.injectAs('garcom', {
      method: 'POST',
      url: `/api/vendas/${venda.id}/itens`,
      payload: { produto_id: await produto('Água Mineral'), quantidade: 1 },
    });
    expect(add.statusCode).toBe(409);
    expect(add.json().message).toBe('Conta solicitada: não é possível adicionar itens');
    expect((await t.injectAs('gerente', { method: 'DELETE', url: `/api/vendas/itens/${item.id}` })).statusCode).toBe(
      409,
    );
    expect(
      (
        await t.injectAs('garcom', {
          method: 'PATCH',
          url: `/api/mesas/${venda.mesa_id}/status`,
          payload: { situacao: 'O' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.injectAs('caixa', {
          method: 'PATCH',
          url: `/api/mesas/${venda.mesa_id}/status`,
          payload: { situacao: 'O' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.injectAs('gerente', {
          method: 'PATCH',
          url: `/api/mesas/${venda.mesa_id}/status`,
          payload: { situacao: 'O' },
        })
      ).json().situacao,
    ).toBe('O');
    expect((await t.injectAs('gerente', { url: `/api/vendas/mesa/${venda.mesa_id}` })).json().nome_cliente).toBe(
      'Maria',
    );
    expect(
      (
        await t.injectAs('garcom', {
          method: 'PATCH',
          url: `/api/mesas/${venda.mesa_id}/status`,
          payload: { situacao: 'L' },
        })
      ).json().message,
    ).toBe('Use Finalizar Conta ou Cancelar Mesa para liberar a mesa');
  });

  it('closing frees the table once; a second close is a 409 with no second effect', async () => {
    const venda = await abrirNaMesaNova('Água Mineral');
    expect((await t.injectAs('garcom', { method: 'POST', url: `/api/vendas/${venda.id}/fechar` })).statusCode).toBe(
      403,
    );
    const fechada = await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${venda.id}/fechar` });
    expect(fechada.json()).toMatchObject({ situacao: 'F', total: 4.95, valor_pago: 4.95, restante: 0 });
    expect(await situacaoMesa(venda.mesa_numero!)).toBe('L');
    const antes = await t.ctx.db
      .selectFrom('vendas')
      .select(['data_fechamento', 'situacao'])
      .where('id', '=', venda.id)
      .executeTakeFirstOrThrow();
    const again = await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${venda.id}/fechar` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Comanda já está fechada');
    expect(
      await t.ctx.db
        .selectFrom('vendas')
        .select(['data_fechamento', 'situacao'])
        .where('id', '=', venda.id)
        .executeTakeFirstOrThrow(),
    ).toEqual(antes);
    expect(
      (
        await t.injectAs('garcom', {
          method: 'POST',
          url: `/api/vendas/${venda.id}/itens`,
          payload: { produto_id: await produto('Água Mineral'), quantidade: 1 },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await t.injectAs('garcom', { method: 'PATCH', url: `/api/vendas/${venda.id}`, payload: { nome_cliente: 'X' } }))
        .statusCode,
    ).toBe(409);
  });

  it('cancelling the table (ADMIN/GERENTE) cancels the tab and frees the table, once', async () => {
    const venda = await abrir(10);
    expect(
      (await t.injectAs('garcom', { method: 'PATCH', url: `/api/vendas/${venda.id}`, payload: { situacao: 'C' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.injectAs('caixa', { method: 'PATCH', url: `/api/vendas/${venda.id}`, payload: { situacao: 'C' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.injectAs('admin', { method: 'PATCH', url: `/api/vendas/${venda.id}`, payload: { situacao: 'C' } })
      ).json().situacao,
    ).toBe('C');
    expect(await situacaoMesa(10)).toBe('L');
    const again = await t.injectAs('gerente', {
      method: 'PATCH',
      url: `/api/vendas/${venda.id}`,
      payload: { situacao: 'C' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Comanda já está cancelada');
  });

  it('simultaneous moves of one table: exactly one wins, the others are 409, one event per change', async () => {
    const criada = await t.injectAs('gerente', {
      method: 'POST',
      url: '/api/mesas',
      payload: { numero: 91, nome: 'Mesa 91', capacidade: 4 },
    });
    expect(criada.statusCode).toBe(201);
    const id = criada.json().id as number;
    const eventos: string[] = [];
    const parar = t.ctx.bus.subscribe((e) => {
      if (e.nome === 'mesa:atualizada' && e.payload.mesa.id === id) eventos.push(e.payload.mesa.situacao);
    });
    try {
      const mover = (situacao: string) =>
        t.injectAs('gerente', { method: 'PATCH', url: `/api/mesas/${id}/status`, payload: { situacao } });
      // eight reservations and two blocks of the same free table at once: only one move can apply to L
      const respostas = await Promise.all(['R', 'X', 'R', 'R', 'X', 'R', 'R', 'R', 'R', 'R'].map(mover));
      const ok = respostas.filter((r) => r.statusCode === 200);
      expect(ok).toHaveLength(1);
      expect(respostas.filter((r) => r.statusCode === 409)).toHaveLength(9);
      const vencedora = ok[0]!.json().situacao as string;
      expect(eventos).toEqual([vencedora]);
      expect((await t.injectAs('gerente', { method: 'GET', url: `/api/mesas/${id}` })).json().situacao).toBe(vencedora);
      // and back: the undo moves race the same way
      const volta = await Promise.all(Array.from({ length: 5 }, () => mover('L')));
      expect(volta.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      expect(eventos).toEqual([vencedora, 'L']);
    } finally {
      parar();
    }
  });

  it('reserve, unreserve, block and unblock; invalid moves are 409', async () => {
    const id = await mesaId(11);
    const reservar = await t.injectAs('garcom', {
      method: 'PATCH',
      url: `/api/mesas/${id}/status`,
      payload: { situacao: 'R', cliente_reserva: 'Sr. Lima', data_reserva: '2026-12-24T23:00:00Z' },
    });
    expect(reservar.json()).toMatchObject({
      situacao: 'R',
      cliente_reserva: 'Sr. Lima',
      data_reserva: '2026-12-24T23:00:00.000Z',
    });
    expect(
      (await t.injectAs('garcom', { method: 'PATCH', url: `/api/mesas/${id}/status`, payload: { situacao: 'X' } }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await t.injectAs('garcom', { method: 'PATCH', url: `/api/mesas/${id}/status`, payload: { situacao: 'L' } })
      ).json(),
    ).toMatchObject({ situacao: 'L', cliente_reserva: null });
    expect(
      (await t.injectAs('garcom', { method: 'PATCH', url: `/api/mesas/${id}/status`, payload: { situacao: 'X' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.injectAs('gerente', {
          method: 'PATCH',
          url: `/api/mesas/${id}/status`,
          payload: { situacao: 'X', motivo_bloqueio: 'Cadeira quebrada' },
        })
      ).json(),
    ).toMatchObject({ situacao: 'X', motivo_bloqueio: 'Cadeira quebrada' });
    expect(
      (await t.injectAs('gerente', { method: 'PATCH', url: `/api/mesas/${id}/status`, payload: { situacao: 'P' } }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await t.injectAs('gerente', { method: 'PATCH', url: `/api/mesas/${id}/status`, payload: { situacao: 'X' } })
      ).json().message,
    ).toBe('Mesa já está bloqueada');
    // a manager may both unblock and unreserve: L clears what the move from the table's own state clears
    const liberar = () =>
      t.injectAs('gerente', { method: 'PATCH', url: `/api/mesas/${id}/status`, payload: { situacao: 'L' } });
    expect((await liberar()).json()).toMatchObject({ situacao: 'L', motivo_bloqueio: null });
    await t.injectAs('gerente', {
      method: 'PATCH',
      url: `/api/mesas/${id}/status`,
      payload: { situacao: 'R', cliente_reserva: 'Dona Rosa', data_reserva: '2026-12-24T22:00:00Z' },
    });
    expect((await liberar()).json()).toMatchObject({ situacao: 'L', cliente_reserva: null, data_reserva: null });
    expect([(await liberar()).statusCode, (await liberar()).json().message]).toEqual([409, 'Mesa já está livre']);
    expect(
      (await t.injectAs('gerente', { method: 'PATCH', url: `/api/mesas/${id}/status`, payload: { situacao: 'Q' } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('tables administration', () => {
  it('creates, edits, batches and deletes with the spec messages and roles', async () => {
    const vazio = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/mesas',
      payload: { numero: '', nome: '', capacidade: '' },
    });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().message).toBe('Preencha todos os campos obrigatórios');
    expect(
      (
        await t.injectAs('garcom', {
          method: 'POST',
          url: '/api/mesas',
          payload: { numero: 30, nome: 'Mesa 30', capacidade: 4 },
        })
      ).statusCode,
    ).toBe(403);
    const criada = await t.injectAs('gerente', {
      method: 'POST',
      url: '/api/mesas',
      payload: { numero: 30, nome: 'Varanda 30', capacidade: 4 },
    });
    expect(criada.statusCode).toBe(201);
    expect(
      (
        await t.injectAs('admin', {
          method: 'POST',
          url: '/api/mesas',
          payload: { numero: 30, nome: 'Outra', capacidade: 2 },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.injectAs('admin', {
          method: 'PATCH',
          url: `/api/mesas/${criada.json().id}`,
          payload: { numero: 31, nome: 'Varanda 31', capacidade: 6 },
        })
      ).json(),
    ).toMatchObject({ numero: 31, capacidade: 6 });

    const inv = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/mesas/lote',
      payload: { numeroInicial: 40, numeroFinal: 40, capacidade: 4 },
    });
    expect(inv.json().message).toBe('Número inicial deve ser menor que o final');
    const grande = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/mesas/lote',
      payload: { numeroInicial: 40, numeroFinal: 91, capacidade: 4 },
    });
    expect(grande.json().message).toBe('Máximo de 50 mesas por vez');
    const lote = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/mesas/lote',
      payload: { numeroInicial: 29, numeroFinal: 33, capacidade: 4 },
    });
    expect(lote.json()).toEqual({ criadas: 4, ignoradas: [31] });
    expect(
      (
        await t.injectAs('caixa', {
          method: 'POST',
          url: '/api/mesas/lote',
          payload: { numeroInicial: 50, numeroFinal: 52, capacidade: 4 },
        })
      ).statusCode,
    ).toBe(403);

    const venda = await abrir(31);
    const del = await t.injectAs('admin', { method: 'DELETE', url: `/api/mesas/${venda.mesa_id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('Mesa possui comanda aberta e não pode ser excluída');
    await t.injectAs('admin', { method: 'PATCH', url: `/api/vendas/${venda.id}`, payload: { situacao: 'C' } });
    expect((await t.injectAs('admin', { method: 'DELETE', url: `/api/mesas/${venda.mesa_id}` })).statusCode).toBe(204);
    expect((await t.injectAs('admin', { url: `/api/mesas/${venda.mesa_id}` })).statusCode).toBe(404);
  });

  it('the status summary counts each situacao', async () => {
    const resumo = (await t.injectAs('caixa', { url: '/api/mesas/status-summary' })).json();
    const mesas = (await t.injectAs('caixa', { url: '/api/mesas' })).json();
    const n = (s: string) => mesas.filter((m: any) => m.situacao === s).length;
    expect(resumo).toEqual({
      livre: n('L'),
      ocupada: n('O'),
      reservada: n('R'),
      bloqueada: n('X'),
      pediu_conta: n('P'),
    });
  });
});

describe('tenant isolation', () => {
  it("another company's table, tab and item ids answer 404", async () => {
    const { id: empresa } = await t.ctx.db
      .insertInto('empresas')
      .values({ fantasia: 'Concorrente', razao_social: null, cnpj: null, endereco: null, telefone: null, email: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('usuarios')
      .values({
        empresa_id: empresa,
        nome: 'Intruso',
        email: 'intruso@outro.com.br',
        perfil: 'ADMIN',
        senha_hash: await hashSenha('segredo1'),
      })
      .execute();
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { usuario: 'intruso@outro.com.br', senha: 'segredo1' },
      })
    ).json().token;
    const h = { authorization: `Bearer ${token}` };
    const venda = await abrirNaMesaNova('Água Mineral');
    const [item] = json<ItemDTO[]>(await t.injectAs('garcom', { url: `/api/vendas/${venda.id}/itens` }));
    const rotas: [string, string, unknown?][] = [
      ['GET', `/api/mesas/${venda.mesa_id}`],
      ['PATCH', `/api/mesas/${venda.mesa_id}`, { numero: 99, nome: 'x', capacidade: 1 }],
      ['PATCH', `/api/mesas/${venda.mesa_id}/status`, { situacao: 'P' }],
      ['DELETE', `/api/mesas/${venda.mesa_id}`],
      ['GET', `/api/vendas/mesa/${venda.mesa_id}`],
      ['GET', `/api/vendas/${venda.id}/itens`],
      ['PATCH', `/api/vendas/${venda.id}`, { situacao: 'C' }],
      ['POST', `/api/vendas/${venda.id}/fechar`],
      ['POST', `/api/vendas/${venda.id}/itens`, { produto_id: 1, quantidade: 1 }],
      ['DELETE', `/api/vendas/itens/${item.id}`],
      ['POST', '/api/vendas', { mesa_id: venda.mesa_id }],
      ['GET', `/api/mesa/${venda.mesa_id}/qrcode`],
    ];
    for (const [method, url, payload] of rotas) {
      const res = await t.app.inject({ method: method as any, url, headers: h, payload: payload as any });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/mesas', headers: h })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/vendas/ativas', headers: h })).json()).toEqual([]);
    expect((await t.injectAs('garcom', { url: `/api/vendas/mesa/${venda.mesa_id}` })).json().situacao).toBe('A');
  });
});
