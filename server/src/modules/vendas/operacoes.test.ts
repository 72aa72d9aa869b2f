import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@comanda/shared/events';
import { useTestApp, type Metodo } from '../../../test/helpers';
import { hashSenha } from '../auth/senha';

const t = useTestApp();

// Tests run shuffled: each opens its tabs on tables of its own (t.novaMesa), never on another test's.
const abrirCom = t.abrirCom;
const novaMesa = t.novaMesa;
const itensDe = async (vendaId: number) =>
  (await t.injectAs('garcom', { url: `/api/vendas/${vendaId}/itens` })).json() as any[];
const vendaDaMesa = async (numero: number) =>
  t.injectAs('garcom', { url: `/api/vendas/mesa/${await t.mesaId(numero)}` });
const situacao = async (numero: number) =>
  (
    await t.ctx.db
      .selectFrom('mesas')
      .select('situacao')
      .where('id', '=', await t.mesaId(numero))
      .executeTakeFirstOrThrow()
  ).situacao;
const token = async (vendaId: number) =>
  (await t.ctx.db.selectFrom('vendas').select('token_publico').where('id', '=', vendaId).executeTakeFirstOrThrow())
    .token_publico!;
const historico = async (vendaId: number) =>
  (await t.injectAs('gerente', { url: `/api/vendas/${vendaId}/historico` })).json() as any[];
function eventos() {
  const lista: DomainEvent[] = [];
  const parar = t.ctx.bus.subscribe((e) => lista.push(e));
  return { lista, parar };
}

describe('transfer items', () => {
  it('moves a whole line and part of another to a free table, opening a tab there, with totals, history and events', async () => {
    const [m1, m2] = [await novaMesa(), await novaMesa()];
    const { venda, ids } = await abrirCom(m1, [
      ['Caipirinha', 1],
      ['Brahma 600 ml', 3],
    ]);
    const ev = eventos();
    const res = await t.injectAs('garcom', {
      method: 'POST',
      url: `/api/vendas/${venda.id}/transferir`,
      payload: { itens: [{ id: ids[0] }, { id: ids[1], quantidade: 1 }], mesa_destino_id: await t.mesaId(m2) },
    });
    ev.parar();
    expect(res.statusCode).toBe(200);
    expect(res.json().origem.subtotal).toBe(29.8);
    expect(res.json().destino).toMatchObject({ subtotal: 33.8, mesa_numero: m2 });
    expect(await situacao(m2)).toBe('O');
    const destino = (await vendaDaMesa(m2)).json();
    expect((await itensDe(destino.id)).map((i) => [i.produto_nome, i.quantidade, i.total])).toEqual([
      ['Caipirinha', 1, 18.9],
      ['Brahma 600 ml', 1, 14.9],
    ]);
    expect((await itensDe(venda.id)).map((i) => [i.produto_nome, i.quantidade, i.total])).toEqual([
      ['Brahma 600 ml', 2, 29.8],
    ]);
    expect((await historico(venda.id)).at(-1)).toMatchObject({
      tipo: 'transferencia_saida',
      usuario: 'Gabriel Garçom',
      depois: { mesa_numero: m2 },
    });
    expect((await historico(destino.id)).at(-1)).toMatchObject({
      tipo: 'transferencia_entrada',
      antes: { mesa_numero: m1 },
    });
    expect(
      ev.lista
        .filter((e) => e.nome === 'venda:itens-alterados')
        .map((e) => e.vendaId)
        .sort(),
    ).toEqual([venda.id, destino.id].sort());
    expect(ev.lista.filter((e) => e.nome === 'mesa:atualizada').map((e) => (e.payload as any).mesa.numero)).toEqual(
      expect.arrayContaining([m1, m2]),
    );
    // the diner of the destination sees the received items
    const pub = (await t.app.inject({ method: 'GET', url: `/api/public/comanda/${await token(destino.id)}` })).json();
    expect(pub.itens).toHaveLength(2);
  });

  it('into an occupied table adds to its tab; reserved, blocked, unknown lines or quantities are refused with nothing changed', async () => {
    const { venda: a } = await abrirCom(await novaMesa(), [['Brahma 600 ml', 2]]);
    const ocupada = await novaMesa();
    await abrirCom(ocupada, [
      ['Caipirinha', 1],
      ['Brahma 600 ml', 1],
    ]);
    const [reservada, bloqueada] = [await novaMesa({ situacao: 'R' }), await novaMesa({ situacao: 'X' })];
    const [linha] = await itensDe(a.id);
    expect(
      (
        await t.injectAs('garcom', {
          method: 'POST',
          url: `/api/vendas/${a.id}/transferir`,
          payload: { itens: [{ id: linha.id }], mesa_destino_id: await t.mesaId(reservada) },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.injectAs('garcom', {
          method: 'POST',
          url: `/api/vendas/${a.id}/transferir`,
          payload: { itens: [{ id: linha.id }], mesa_destino_id: await t.mesaId(bloqueada) },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.injectAs('garcom', {
          method: 'POST',
          url: `/api/vendas/${a.id}/transferir`,
          payload: { itens: [{ id: linha.id, quantidade: 9 }], mesa_destino_id: await t.mesaId(ocupada) },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.injectAs('garcom', {
          method: 'POST',
          url: `/api/vendas/${a.id}/transferir`,
          payload: { itens: [{ id: 999999 }], mesa_destino_id: await t.mesaId(ocupada) },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.injectAs('caixa', {
          method: 'POST',
          url: `/api/vendas/${a.id}/transferir`,
          payload: { itens: [{ id: linha.id }], mesa_destino_id: await t.mesaId(ocupada) },
        })
      ).statusCode,
    ).toBe(403);
    expect(await itensDe(a.id)).toHaveLength(1);
    const ok = await t.injectAs('gerente', {
      method: 'POST',
      url: `/api/vendas/${a.id}/transferir`,
      payload: { itens: [{ id: linha.id }], mesa_destino_id: await t.mesaId(ocupada) },
    });
    expect(ok.json()).toMatchObject({ origem: { subtotal: 0 }, destino: { subtotal: 63.6 } });
  });

  it('concurrent transfers of the same line leave it in exactly one tab', async () => {
    const { venda, ids } = await abrirCom(await novaMesa(), [['Suco Natural', 2]]);
    const destinos = [await novaMesa(), await novaMesa(), await novaMesa(), await novaMesa()];
    const h = await t.loginAs('garcom');
    const res = await Promise.all(
      await Promise.all(
        destinos.map(async (n) =>
          t.app.inject({
            method: 'POST',
            url: `/api/vendas/${venda.id}/transferir`,
            headers: h,
            payload: { itens: [{ id: ids[0] }], mesa_destino_id: await t.mesaId(n) },
          }),
        ),
      ),
    );
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const destinoIds = await Promise.all(destinos.map((n) => t.mesaId(n)));
    const linhas = await t.ctx.db
      .selectFrom('venda_itens')
      .innerJoin('vendas', 'vendas.id', 'venda_itens.venda_id')
      .selectAll('venda_itens')
      .where((eb) => eb.or([eb('vendas.id', '=', venda.id), eb('vendas.mesa_id', 'in', destinoIds)]))
      .where('venda_itens.produto_nome', '=', 'Suco Natural')
      .execute();
    expect(linhas).toHaveLength(1);
    expect(linhas[0]!.quantidade).toBe(2);
    // the totals agree with the items everywhere
    const abertas = await t.ctx.db
      .selectFrom('vendas')
      .select(['id', 'subtotal'])
      .where('situacao', '=', 'A')
      .execute();
    for (const v of abertas)
      expect(Number(v.subtotal)).toBeCloseTo(
        (await itensDe(v.id)).reduce((s, i) => s + i.total, 0),
        2,
      );
    // partial transfers of one line at once: the quantities still add up
    const {
      venda: b,
      ids: [linha],
    } = await abrirCom(await novaMesa(), [['Água Mineral', 4]]);
    const parciais = [await novaMesa(), await novaMesa()];
    await Promise.all(
      parciais.map(async (n) =>
        t.app.inject({
          method: 'POST',
          url: `/api/vendas/${b.id}/transferir`,
          headers: h,
          payload: { itens: [{ id: linha, quantidade: 1 }], mesa_destino_id: await t.mesaId(n) },
        }),
      ),
    );
    const parciaisIds = await Promise.all(parciais.map((n) => t.mesaId(n)));
    const agua = await t.ctx.db
      .selectFrom('venda_itens')
      .innerJoin('vendas', 'vendas.id', 'venda_itens.venda_id')
      .select((e) => e.fn.sum<string>('venda_itens.quantidade').as('q'))
      .where((eb) => eb.or([eb('vendas.id', '=', b.id), eb('vendas.mesa_id', 'in', parciaisIds)]))
      .where('venda_itens.produto_nome', '=', 'Água Mineral')
      .executeTakeFirstOrThrow();
    expect(Number(agua.q)).toBe(4);
  });
});

describe('move and merge', () => {
  it('moves a whole tab to a free table keeping id, items, payments and the diner link', async () => {
    const [origem, ocupada, livre] = [await novaMesa(), await novaMesa(), await novaMesa()];
    await abrirCom(ocupada, []);
    const { venda } = await abrirCom(origem, [['Caipirinha', 2]]);
    await t.injectAs('caixa', {
      method: 'POST',
      url: `/api/vendas/${venda.id}/pagamentos`,
      payload: { forma: 'pix', valor: 10 },
    });
    expect(
      (
        await t.injectAs('garcom', {
          method: 'POST',
          url: `/api/vendas/${venda.id}/mover`,
          payload: { mesa_destino_id: await t.mesaId(ocupada) },
        })
      ).statusCode,
    ).toBe(409);
    const res = await t.injectAs('garcom', {
      method: 'POST',
      url: `/api/vendas/${venda.id}/mover`,
      payload: { mesa_destino_id: await t.mesaId(livre) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: venda.id, mesa_numero: livre, total_pago: 10 });
    expect([await situacao(origem), await situacao(livre)]).toEqual(['L', 'O']);
    expect(await itensDe(venda.id)).toHaveLength(1);
    const pub = (await t.app.inject({ method: 'GET', url: `/api/public/comanda/${await token(venda.id)}` })).json();
    expect(pub.mesa.numero).toBe(livre);
    expect((await historico(venda.id)).at(-1)).toMatchObject({
      tipo: 'mudanca_mesa',
      antes: { mesa_numero: origem },
      depois: { mesa_numero: livre },
    });
  });

  it('merges another tab: items and payments come over, the origin ends C with the reason, its link shows this bill', async () => {
    const [mesaDestino, mesaOrigem] = [await novaMesa(), await novaMesa()];
    const { venda: destino } = await abrirCom(mesaDestino, [['Caipirinha', 2]]);
    await t.injectAs('caixa', {
      method: 'POST',
      url: `/api/vendas/${destino.id}/pagamentos`,
      payload: { forma: 'pix', valor: 10 },
    });
    const { venda: origem } = await abrirCom(mesaOrigem, [['Refrigerante Lata', 2]]);
    await t.injectAs('caixa', {
      method: 'POST',
      url: `/api/vendas/${origem.id}/pagamentos`,
      payload: { forma: 'dinheiro', valor: 5 },
    });
    const tokenOrigem = await token(origem.id);
    const res = await t.injectAs('garcom', {
      method: 'POST',
      url: `/api/vendas/${destino.id}/juntar`,
      payload: { venda_origem_id: origem.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: destino.id, subtotal: 50.8, total_pago: 15 });
    const o = await t.ctx.db.selectFrom('vendas').selectAll().where('id', '=', origem.id).executeTakeFirstOrThrow();
    expect([o.situacao, Number(o.total), o.juntada_em_venda_id]).toEqual(['C', 0, destino.id]);
    expect(await situacao(mesaOrigem)).toBe('L');
    expect((await historico(origem.id)).at(-1)).toMatchObject({
      tipo: 'cancelamento',
      motivo: `Junção com a mesa ${mesaDestino}`,
    });
    expect((await historico(destino.id)).at(-1)).toMatchObject({
      tipo: 'juncao',
      antes: { mesa_numero: mesaOrigem },
      depois: { itens: 1, pagamentos: 1 },
    });
    const pub = (await t.app.inject({ method: 'GET', url: `/api/public/comanda/${tokenOrigem}` })).json();
    expect(pub).toMatchObject({ mesa: { numero: mesaDestino }, venda: { total: expect.any(Number), pago: 15 } });
    expect(pub.itens).toHaveLength(2);
    expect(
      (
        await t.injectAs('garcom', {
          method: 'POST',
          url: `/api/vendas/${destino.id}/juntar`,
          payload: { venda_origem_id: origem.id },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.injectAs('garcom', {
          method: 'POST',
          url: `/api/vendas/${destino.id}/juntar`,
          payload: { venda_origem_id: destino.id },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("another company's tabs, items and tables answer 404 and change nothing", async () => {
    const { id: empresa } = await t.ctx.db
      .insertInto('empresas')
      .values({ fantasia: 'Outro Bar' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('usuarios')
      .values({
        empresa_id: empresa,
        nome: 'Intrusa',
        email: 'intrusa@outro.com.br',
        perfil: 'ADMIN',
        senha_hash: await hashSenha('segredo1'),
      })
      .execute();
    const { id: mesaOutra } = await t.ctx.db
      .insertInto('mesas')
      .values({
        empresa_id: empresa,
        numero: 1,
        nome: 'Mesa 1',
        capacidade: 4,
        cliente_reserva: null,
        data_reserva: null,
        garcom_chamado_em: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const h = {
      authorization: `Bearer ${(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { usuario: 'intrusa@outro.com.br', senha: 'segredo1' } })).json().token}`,
    };
    const { venda: v } = await abrirCom(await novaMesa(), [
      ['Caipirinha', 2],
      ['Refrigerante Lata', 2],
    ]);
    const [item] = await itensDe(v.id);
    const rotas: [Metodo, string, unknown?][] = [
      ['DELETE', `/api/vendas/itens/${item.id}?motivo=x`],
      ['PATCH', `/api/vendas/itens/${item.id}`, { quantidade: 1, motivo: 'x' }],
      ['POST', `/api/vendas/${v.id}/transferir`, { itens: [{ id: item.id }], mesa_destino_id: mesaOutra }],
      ['POST', `/api/vendas/${v.id}/mover`, { mesa_destino_id: mesaOutra }],
      ['GET', `/api/vendas/${v.id}/historico`],
    ];
    for (const [method, url, payload] of rotas) {
      expect((await t.injectAs(h, { method, url, payload })).statusCode, `${method} ${url}`).toBe(404);
    }
    // and our tab cannot reach their table
    expect(
      (
        await t.injectAs('gerente', {
          method: 'POST',
          url: `/api/vendas/${v.id}/mover`,
          payload: { mesa_destino_id: mesaOutra },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.injectAs('gerente', {
          method: 'POST',
          url: `/api/vendas/${v.id}/transferir`,
          payload: { itens: [{ id: item.id }], mesa_destino_id: mesaOutra },
        })
      ).statusCode,
    ).toBe(404);
    expect(await itensDe(v.id)).toHaveLength(2);
  });
});
