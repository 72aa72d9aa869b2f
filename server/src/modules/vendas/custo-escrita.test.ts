import { describe, expect, it } from 'vitest';
import { CompiledQuery, sql, type Kysely, type KyselyPlugin, type QueryId, type RootOperationNode } from 'kysely';
import type { ItemDTO, VendaDTO } from '@comanda/shared';
import type { Database } from '../../db/tables';
import { tenant } from '../../db/tenant';
import { ticketAberto } from '../cozinha/cozinha.repo';
import { json, useTestApp } from '../../../test/helpers';

// The write path's cost in SQL statements (issue 17): an item add is the busiest write of a Friday night, and each
// statement under the table's lock makes every other write to that table wait. BEGIN/COMMIT are not counted.
const t = useTestApp();

function contarComandos(): { total: () => number; parar: () => void } {
  let n = 0;
  const contador: KyselyPlugin = {
    transformQuery: (a) => ((n += 1), a.node),
    transformResult: async (a) => a.result,
  };
  const original = t.ctx.db;
  t.ctx.db = original.withPlugin(contador) as Kysely<Database>;
  return { total: () => n, parar: () => void (t.ctx.db = original) };
}

async function adicionar(vendaId: number, payload: unknown) {
  const res = await t.injectAs('garcom', { method: 'POST', url: `/api/vendas/${vendaId}/itens`, payload });
  expect(res.statusCode, res.body).toBe(201);
  return json<ItemDTO>(res);
}

/** Carries a query plan out of a transaction that must roll back. */
class Plano extends Error {}

describe('item add cost', () => {
  it('a plain item runs 3 statements, a kitchen pizza with a flavour and an add-on 11 (its menu read first), and both reply in full', async () => {
    const venda = json<VendaDTO>(
      await t.injectAs('garcom', { method: 'POST', url: '/api/vendas', payload: { mesa_id: await t.mesaId(9) } }),
    );
    const agua = await t.produtoId('Água Mineral');
    await adicionar(venda.id, { produto_id: agua, quantidade: 1 }); // the session and the menu entry are now cached

    const plano = contarComandos();
    const item = await adicionar(venda.id, { produto_id: agua, quantidade: 2 });
    plano.parar();
    // locks: table, tab; the item with the totals and the history line
    expect(plano.total()).toBe(3);
    expect(item).toMatchObject({ produto_nome: 'Água Mineral', quantidade: 2, status_producao: 'entregue' });

    const pizza = await t.produtoId('Pizza Grande');
    const menu = (await t.injectAs('garcom', { url: `/api/produtos/${pizza}` })).json();
    const sabor = menu.sabores[0];
    const adicional = menu.adicionais[0];
    // not cached yet, whatever the other tests (in any order) added before
    t.ctx.cardapio.esquecer(1);
    const cozinha = contarComandos();
    const criado = await adicionar(venda.id, {
      produto_id: pizza,
      quantidade: 1,
      sabores: [sabor.id],
      adicionais: [{ adicional_id: adicional.id, quantidade: 1 }],
    });
    cozinha.parar();
    // + its menu entry (product, flavours, add-on groups: not cached yet), the open ticket, the flavour and add-on
    // inserts, the new ticket's id, the printers serving its station (the print outbox, issue 23: none here)
    expect(cozinha.total()).toBe(11);
    // the reply is built from what was written: it must equal what a read gives
    const lidos = json<ItemDTO[]>(await t.injectAs('garcom', { url: `/api/vendas/${venda.id}/itens` }));
    expect(criado).toEqual(lidos.find((i) => i.id === criado.id));
    // the history line written in the same statement as the item
    const historico = (await t.injectAs('gerente', { url: `/api/vendas/${venda.id}/historico` })).json() as any[];
    expect(historico.filter((h) => h.tipo === 'item_adicionado').at(-1)).toMatchObject({
      usuario: 'Gabriel Garçom',
      depois: { item_id: criado.id, produto_nome: 'Pizza Grande', quantidade: 1, total: criado.total },
    });
    const tab = json<VendaDTO>(await t.injectAs('garcom', { url: `/api/vendas/mesa/${await t.mesaId(9)}` }));
    expect(tab.subtotal).toBeCloseTo(
      lidos.reduce((s, i) => s + i.total, 0),
      2,
    );
  });

  it('prices from the menu as the database holds it: a price change or a deactivation applies to the next add', async () => {
    const venda = json<VendaDTO>(
      await t.injectAs('garcom', { method: 'POST', url: '/api/vendas', payload: { mesa_id: await t.mesaId(8) } }),
    );
    const agua = await t.produtoId('Água Mineral');
    const antes = await adicionar(venda.id, { produto_id: agua, quantidade: 1 }); // the menu entry is now cached
    const produto = (await t.injectAs('gerente', { url: `/api/produtos/${agua}` })).json();
    const editar = await t.injectAs('gerente', {
      method: 'PATCH',
      url: `/api/produtos/${agua}`,
      payload: { nome: produto.nome, categoria_id: produto.categoria_id, preco: antes.preco_unitario + 1.25 },
    });
    expect(editar.statusCode, editar.body).toBe(200);
    const depois = await adicionar(venda.id, { produto_id: agua, quantidade: 2 });
    expect(depois.preco_unitario).toBeCloseTo(antes.preco_unitario + 1.25, 2);
    expect(depois.total).toBeCloseTo(2 * (antes.preco_unitario + 1.25), 2);
    await t.injectAs('gerente', { method: 'PATCH', url: `/api/produtos/${agua}`, payload: { ativo: 'N' } });
    const inativo = await t.injectAs('garcom', {
      method: 'POST',
      url: `/api/vendas/${venda.id}/itens`,
      payload: { produto_id: agua, quantidade: 1 },
    });
    expect([inativo.statusCode, inativo.json().message]).toEqual([400, 'Produto inativo']);
    await t.injectAs('gerente', { method: 'PATCH', url: `/api/produtos/${agua}`, payload: { ativo: 'S' } });
  });

  it("finds the tab's open kitchen ticket with two index probes, never a pass over the company's items", async () => {
    const venda = json<VendaDTO>(
      await t.injectAs('garcom', { method: 'POST', url: '/api/vendas', payload: { mesa_id: await t.mesaId(7) } }),
    );
    const pizza = await t.produtoId('Pizza Grande');
    const menu = (await t.injectAs('garcom', { url: `/api/produtos/${pizza}` })).json();
    const { id } = await adicionar(venda.id, { produto_id: pizza, quantidade: 1, sabores: [menu.sabores[0].id] });
    const item = await t.ctx.db
      .selectFrom('venda_itens')
      .select(['estacao_id', 'ticket_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(item.ticket_id).not.toBeNull();
    let consulta: { node: RootOperationNode; queryId: QueryId } | undefined;
    const gravador: KyselyPlugin = {
      transformQuery: (a) => ((consulta = a), a.node),
      transformResult: async (a) => a.result,
    };
    // a night's worth of items (this ticket still pending, then many delivered tickets of another tab), planned with
    // their statistics, then rolled back
    const outra = json<VendaDTO>(
      await t.injectAs('garcom', { method: 'POST', url: '/api/vendas', payload: { mesa_id: await t.mesaId(6) } }),
    );
    const plano = await t.ctx.db
      .transaction()
      .execute(async (trx) => {
        await sql`INSERT INTO venda_itens (empresa_id, venda_id, produto_nome, quantidade, preco_unitario, total,
                    estacao_id, ticket_id, status_producao)
                  SELECT 1, ${venda.id}::int, 'x', 1, 1, 1, ${item.estacao_id}::int, ${item.ticket_id}::int, 'pendente'
                  FROM generate_series(1, 300)
                  UNION ALL
                  SELECT 1, ${outra.id}::int, 'x', 1, 1, 1, ${item.estacao_id}::int, -k, 'entregue'
                  FROM generate_series(1, 5000) k`.execute(trx);
        await sql`ANALYZE venda_itens`.execute(trx);
        const db = trx.withPlugin(gravador);
        expect(await ticketAberto(tenant(db, 1), venda.id, item.estacao_id!, new Date(0))).toBe(item.ticket_id);
        const { sql: texto, parameters } = db.getExecutor().compileQuery(consulta!.node, consulta!.queryId);
        const r = await trx.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`EXPLAIN ${texto}`, [...parameters]),
        );
        throw new Plano(r.rows.map((l) => l['QUERY PLAN']).join('\n'));
      })
      .catch((e: unknown) => (e instanceof Plano ? e.message : Promise.reject(e)));
    expect(plano).toContain('venda_itens_venda_estacao');
    expect(plano).toContain('venda_itens_ticket_iniciado');
    expect(plano).not.toMatch(/Seq Scan|Hashed SubPlan/);
  });
});
