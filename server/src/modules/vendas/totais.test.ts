import { describe, expect, it } from 'vitest';
import { restanteDaConta, somaDosItens, totaisDaComanda, toCents, type ItemDTO, type VendaDTO } from '@comanda/shared';
import { json, useTestApp } from '../../../test/helpers';

// The stored totals of a tab come from SQL (the sum of its items in recalcularTotais, the payments' sums); the client
// and the reports trust them. Here they must equal the shared rule applied to the tab's items and payments.
const t = useTestApp();

type Passo = {
  method: 'POST' | 'PATCH' | 'DELETE';
  url: (vendaId: number, itemIds: number[]) => string;
  payload?: unknown;
};

async function comanda(numero: number, itens: [string, number][], passos: Passo[] = []): Promise<number> {
  const mesa = await t.mesaId(numero);
  const venda = json<VendaDTO>(
    await t.injectAs('garcom', { method: 'POST', url: '/api/vendas', payload: { mesa_id: mesa } }),
  );
  const ids: number[] = [];
  for (const [nome, quantidade] of itens) {
    const url = `/api/vendas/${venda.id}/itens`;
    const res = await t.injectAs('garcom', {
      method: 'POST',
      url,
      payload: { produto_id: await t.produtoId(nome), quantidade },
    });
    expect(res.statusCode, nome).toBe(201);
    ids.push(json<ItemDTO>(res).id);
  }
  for (const p of passos) {
    const res = await t.injectAs('gerente', { method: p.method, url: p.url(venda.id, ids), payload: p.payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
  return venda.id;
}

async function conferir(vendaId: number) {
  const venda = await t.ctx.db.selectFrom('vendas').selectAll().where('id', '=', vendaId).executeTakeFirstOrThrow();
  const itens = json<ItemDTO[]>(await t.injectAs('caixa', { url: `/api/vendas/${vendaId}/itens` }));
  const pagamentos = await t.ctx.db
    .selectFrom('pagamentos')
    .select(['valor', 'troco'])
    .where('venda_id', '=', vendaId)
    .where('removido_em', 'is', null)
    .execute();
  const esperado = totaisDaComanda(venda, somaDosItens(itens), pagamentos);
  expect({
    subtotal: toCents(venda.subtotal),
    taxa_servico: toCents(venda.acrescimo),
    desconto: toCents(venda.desconto),
    taxa_entrega: toCents(venda.taxa_entrega),
    consumacao_minima: toCents(venda.consumacao_minima),
    total: toCents(venda.total),
    total_pago: toCents(venda.valor_pago),
    troco: toCents(venda.troco),
    restante: restanteDaConta(venda),
  }).toEqual(esperado);
  return esperado;
}

describe('a tab total in SQL equals the shared rule', () => {
  it('items with the 10 % service charge', async () => {
    const id = await comanda(1, [
      ['Caipirinha', 1],
      ['Chope 300 ml', 3],
      ['Água Mineral', 2],
    ]);
    expect((await conferir(id)).taxa_servico).toBeGreaterThan(0);
  });

  it('a percentual discount, no service charge, and a removed item', async () => {
    const id = await comanda(
      2,
      [
        ['Refrigerante Lata', 3],
        ['Pudim de Leite', 1],
        ['Chope 300 ml', 1],
      ],
      [
        {
          method: 'POST',
          url: (v) => `/api/vendas/${v}/desconto`,
          payload: { tipo: 'percentual', valor: 12.5, motivo: 'x' },
        },
        { method: 'PATCH', url: (v) => `/api/vendas/${v}/taxa-servico`, payload: { cobrar: false, motivo: 'x' } },
        { method: 'DELETE', url: (_, itens) => `/api/vendas/itens/${itens[2]}` },
      ],
    );
    expect(await conferir(id)).toMatchObject({ taxa_servico: 0 });
  });

  it('a fixed discount and partial payments, cash with change', async () => {
    const id = await comanda(
      3,
      [
        ['Água Mineral', 3],
        ['Chope 300 ml', 2],
      ],
      [
        {
          method: 'POST',
          url: (v) => `/api/vendas/${v}/desconto`,
          payload: { tipo: 'valor', valor: 3.33, motivo: 'x' },
        },
        { method: 'POST', url: (v) => `/api/vendas/${v}/pagamentos`, payload: { forma: 'pix', valor: 10 } },
      ],
    );
    const antes = await conferir(id);
    const pagar = { forma: 'dinheiro', valor: antes.restante / 100, valor_recebido: 50 };
    const res = await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${id}/pagamentos`, payload: pagar });
    expect(res.statusCode).toBe(201);
    expect(await conferir(id)).toMatchObject({ restante: 0, troco: 5000 - antes.restante });
  });
});
