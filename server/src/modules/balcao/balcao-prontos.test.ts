import { describe, expect, it } from 'vitest';
import type { ItemProducaoDTO, VendaDTO } from '@comanda/shared';
import { json, useTestApp } from '../../../test/helpers';

/** The kitchen's 'Prontos' column lets a counter order go once it was handed over (issue 37). */
const t = useTestApp();

async function produtoDaCozinha() {
  return await t.ctx.db
    .selectFrom('produtos as p')
    .innerJoin('categorias as c', 'c.id', 'p.categoria_id')
    .select(['p.id', 'p.preco'])
    .where('p.empresa_id', '=', 1)
    .where('c.estacao_id', 'is not', null)
    .where('p.tipo_item', '=', 0)
    .where('p.ativo', '=', 'S')
    .where('p.esgotado', '=', false)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('categorias_adicionais as ca').select('ca.id').whereRef('ca.produto_id', '=', 'p.id'))),
    )
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
}

const naCozinha = async (vendaId: number) =>
  json<{ itens: ItemProducaoDTO[] }>(await t.injectAs('cozinha', { url: '/api/cozinha' })).itens.filter(
    (i) => i.venda_id === vendaId,
  );
const prontos = async (vendaId: number) =>
  json<ItemProducaoDTO[]>(await t.injectAs('garcom', { url: '/api/cozinha/prontos' })).filter(
    (i) => i.venda_id === vendaId,
  );

async function pedidoPronto(qtdItens: number) {
  const produto = await produtoDaCozinha();
  const v = json<VendaDTO>(
    await t.injectAs('caixa', { method: 'POST', url: '/api/vendas', payload: { tipo: 'balcao', nome_cliente: 'Rui' } }),
  );
  const ids: number[] = [];
  for (let i = 0; i < qtdItens; i++)
    ids.push(
      json<{ id: number }>(
        await t.injectAs('caixa', {
          method: 'POST',
          url: `/api/vendas/${v.id}/itens`,
          payload: { produto_id: produto.id, quantidade: 1 },
        }),
      ).id,
    );
  return { v, ids, preco: Number(produto.preco) };
}

describe("the kitchen's ready column and counter orders", () => {
  it('drops a counter order once staff mark it delivered; an item still cooking stays', async () => {
    const { v, ids } = await pedidoPronto(2);
    const bump = await t.injectAs('cozinha', {
      method: 'POST',
      url: '/api/cozinha/tickets/bump',
      payload: { itens: [ids[0]] },
    });
    expect(bump.statusCode).toBe(200);
    expect((await naCozinha(v.id)).map((i) => [i.id, i.status])).toEqual([
      [ids[0], 'pronto'],
      [ids[1], 'pendente'],
    ]);
    expect((await prontos(v.id)).map((i) => i.id)).toEqual([ids[0]]);

    const entregue = await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${v.id}/entregue` });
    expect(entregue.statusCode).toBe(200);
    expect((await naCozinha(v.id)).map((i) => [i.id, i.status])).toEqual([[ids[1], 'pendente']]);
    expect(await prontos(v.id)).toEqual([]);
  });

  it('drops it when the order is paid and closed at pickup with everything ready', async () => {
    const { v, ids, preco } = await pedidoPronto(1);
    await t.injectAs('cozinha', { method: 'POST', url: '/api/cozinha/tickets/bump', payload: { itens: ids } });
    expect(await prontos(v.id)).toHaveLength(1);
    const pago = await t.injectAs('caixa', {
      method: 'POST',
      url: `/api/vendas/${v.id}/pagamentos`,
      payload: { forma: 'dinheiro', valor: preco },
    });
    expect(pago.statusCode).toBe(201);
    expect(
      (await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${v.id}/fechar`, payload: {} })).statusCode,
    ).toBe(200);
    expect(await naCozinha(v.id)).toEqual([]);
    expect(await prontos(v.id)).toEqual([]);
  });
});
