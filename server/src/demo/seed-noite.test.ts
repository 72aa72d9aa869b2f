import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PERIODOS_RELATORIO,
  calcularTaxaServico,
  toCents,
  type EntregaDTO,
  type EstadoCozinha,
  type FechamentoCaixaDTO,
  type MesaDTO,
  type PainelPublicoDTO,
  type RelatorioVendas,
  type VendaDTO,
  type VendasPorMesa,
} from '@comanda/shared';
import { json, useTestApp, type TestApp } from '../../test/helpers';
import { limitesPeriodo } from '../db/periodos';
import { seedDemo } from './seed';

/** An empty database seeded as `npm start` does (the other test files clone the demo without its evening). */
function demoComNoite(): TestApp {
  const app = useTestApp({ seed: false });
  beforeAll(async () => {
    expect(await seedDemo(app.ctx.db, { noite: true })).toBe(true);
  }, 60_000);
  return app;
}
const t = demoComNoite();
// closing a table changes the evening the other tests look at: that test gets an evening of its own
const fechamento = demoComNoite();

/** Closed tabs of a report period (company zone), summed straight from the tabs. */
async function fechadasNoPeriodo(periodo: (typeof PERIODOS_RELATORIO)[number], app: TestApp = t) {
  const { inicio, fim } = limitesPeriodo(periodo, 'America/Sao_Paulo', app.ctx.relogio.agora())!;
  const { rows } = await sql<{ n: number; total: string; taxa: string; desconto: string }>`
    SELECT count(*)::int AS n, coalesce(sum(total), 0) AS total, coalesce(sum(acrescimo), 0) AS taxa,
      coalesce(sum(desconto), 0) AS desconto
    FROM vendas WHERE situacao = 'F' AND data_fechamento >= ${inicio} AND data_fechamento < ${fim}`.execute(app.ctx.db);
  return rows[0]!;
}

describe('the demo evening (SEED_DEMO=true)', () => {
  it('shows occupied tables and one that asked for the bill, each with its open tab', async () => {
    const mesas = json<MesaDTO[]>(await t.injectAs('garcom', { url: '/api/mesas' }));
    const por = (s: string) => mesas.filter((m) => m.situacao === s).map((m) => m.numero);
    expect(por('O')).toEqual([1, 3, 4, 7]);
    expect(por('P')).toEqual([9]);
    expect(por('R')).toEqual([5]);
    const ativas = json<VendaDTO[]>(await t.injectAs('garcom', { url: '/api/vendas/ativas' }));
    const daMesa = ativas.filter((v) => v.tipo === 'mesa');
    expect(daMesa.map((v) => v.mesa_numero).sort((a, b) => a! - b!)).toEqual([1, 3, 4, 7, 9]);
    // issue 37: two cards in use and two counter orders open (a third was paid first); issue 39: three deliveries
    const semMesa = ativas.filter((v) => v.tipo !== 'mesa').map((v) => `${v.tipo} ${v.numero}`);
    expect(semMesa.sort()).toEqual([
      'balcao 2',
      'balcao 3',
      'cartao 12',
      'cartao 57',
      'entrega 4',
      'entrega 5',
      'entrega 6',
    ]);
    for (const v of daMesa) {
      const aberta = new Date(v.data_abertura).getTime();
      expect(Date.now() - aberta).toBeGreaterThanOrEqual(20 * 60_000);
      expect(Date.now() - aberta).toBeLessThanOrEqual(91 * 60_000);
    }
    // the birthday table paid a share already
    expect(ativas.find((v) => v.mesa_numero === 4)!.valor_pago).toBe(60);
  });

  it('has three own deliveries in different statuses, with the fee in their totals (issue 39)', async () => {
    const entregas = json<EntregaDTO[]>(await t.injectAs('caixa', { url: '/api/entregas' }));
    expect(entregas.map((e) => [e.rotulo, e.situacao, e.origem])).toEqual([
      ['Entrega #4 — Ana', 'preparando', 'propria'],
      ['Entrega #5 — Marcos', 'pronto', 'propria'],
      ['Entrega #6 — Carla', 'saiu', 'propria'],
    ]);
    expect(entregas[0]).toMatchObject({
      pagamento: { forma: 'dinheiro', troco_para: 100 },
      venda: { taxa_entrega: 7 },
    });
    expect(entregas[0]!.venda.total).toBeCloseTo(entregas[0]!.venda.subtotal + 7, 2);
    expect(entregas[2]).toMatchObject({ entregador: 'Zé Motoboy' });
  });

  it('has cards 1 to 100 and three counter orders on the pickup board (issue 37)', async () => {
    const cartoes = json<{ numero: number; situacao: string }[]>(await t.injectAs('garcom', { url: '/api/cartoes' }));
    expect(cartoes.map((c) => c.numero)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(cartoes.filter((c) => c.situacao === 'em_uso').map((c) => c.numero)).toEqual([12, 57]);
    const { codigo } = json<{ codigo: string }>(await t.injectAs('gerente', { url: '/api/painel' }));
    const painel = json<PainelPublicoDTO>(await t.app.inject({ url: `/api/public/painel/${codigo}` }));
    expect(painel.prontos).toEqual([{ numero: 1, nome: 'Júlia' }]);
    expect(painel.preparando).toEqual([
      { numero: 2, nome: 'Rafael' },
      { numero: 3, nome: null },
    ]);
    // the next counter order of the day goes on from the demo's (its deliveries share the numbers, issue 39)
    const nova = await t.injectAs('caixa', { method: 'POST', url: '/api/vendas', payload: { tipo: 'balcao' } });
    expect(nova.json().numero).toBe(7);
    // undone: the other tests of the file count the evening's open tabs
    const cancelada = await t.injectAs('gerente', {
      method: 'PATCH',
      url: `/api/vendas/${nova.json().id}`,
      payload: { situacao: 'C' },
    });
    expect(cancelada.statusCode).toBe(200);
  });

  it('fills the kitchen and the bar with orders in every production state', async () => {
    const cozinha = json<EstadoCozinha>(await t.injectAs('cozinha', { url: '/api/cozinha' }));
    const estados = (estacao: string) =>
      new Set(cozinha.itens.filter((i) => i.estacao_nome === estacao).map((i) => i.status));
    expect(estados('Cozinha')).toEqual(new Set(['pendente', 'em_preparo', 'pronto']));
    expect(estados('Bar')).toEqual(new Set(['pendente', 'pronto']));
    const { rows } = await sql<{ status_producao: string }>`
      SELECT DISTINCT i.status_producao FROM venda_itens i JOIN vendas v ON v.id = i.venda_id
      WHERE v.situacao = 'A'`.execute(t.ctx.db);
    expect(rows.map((r) => r.status_producao).sort()).toEqual(['em_preparo', 'entregue', 'pendente', 'pronto']);
  });

  it('keeps every tab’s money consistent: items, service charge, totals and payments', async () => {
    const { rows: itens } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM venda_itens WHERE total <> preco_unitario * quantidade`.execute(t.ctx.db);
    expect(itens[0]!.n).toBe(0);
    const { rows: vendas } = await sql<{
      situacao: string;
      subtotal: string;
      acrescimo: string;
      desconto: string;
      total: string;
      valor_pago: string;
      cobrar_taxa_servico: boolean;
      taxa_entrega: string;
      soma_itens: string;
      soma_pagamentos: string;
    }>`SELECT v.situacao, v.subtotal, v.acrescimo, v.desconto, v.total, v.valor_pago, v.cobrar_taxa_servico,
        v.taxa_entrega,
        (SELECT coalesce(sum(total), 0) FROM venda_itens i WHERE i.venda_id = v.id) AS soma_itens,
        (SELECT coalesce(sum(valor), 0) FROM pagamentos p WHERE p.venda_id = v.id) AS soma_pagamentos
      FROM vendas v`.execute(t.ctx.db);
    expect(vendas.length).toBeGreaterThan(300);
    for (const v of vendas) {
      expect(toCents(v.subtotal)).toBe(toCents(v.soma_itens));
      const taxa = v.cobrar_taxa_servico ? calcularTaxaServico(toCents(v.subtotal), 10) : 0;
      expect(toCents(v.acrescimo)).toBe(taxa);
      // a delivery's fee (issue 39) is a charge of its own in the total
      expect(toCents(v.total)).toBe(toCents(v.subtotal) + taxa - toCents(v.desconto) + toCents(v.taxa_entrega));
      expect(toCents(v.valor_pago)).toBe(toCents(v.soma_pagamentos));
      if (v.situacao === 'F') expect(toCents(v.valor_pago)).toBe(toCents(v.total));
      if (v.situacao === 'C') expect(toCents(v.total)).toBe(0);
    }
    const situacoes = new Set(vendas.map((v) => v.situacao));
    expect(situacoes).toEqual(new Set(['A', 'F', 'C']));
    expect(vendas.some((v) => !v.cobrar_taxa_servico)).toBe(true);
    expect(vendas.some((v) => toCents(v.desconto) > 0)).toBe(true);
  });

  it('writes the history lines the services write', async () => {
    const { rows } = await sql<{ tipo: string; n: number }>`
      SELECT tipo, count(*)::int AS n FROM venda_historico GROUP BY tipo`.execute(t.ctx.db);
    const n = Object.fromEntries(rows.map((r) => [r.tipo, r.n]));
    const conta = async (q: ReturnType<typeof sql<{ n: number }>>) => (await q.execute(t.ctx.db)).rows[0]!.n;
    expect(n.abertura).toBe(await conta(sql`SELECT count(*)::int AS n FROM vendas`));
    expect(n.fechamento).toBe(await conta(sql`SELECT count(*)::int AS n FROM vendas WHERE situacao = 'F'`));
    expect(n.cancelamento).toBe(await conta(sql`SELECT count(*)::int AS n FROM vendas WHERE situacao = 'C'`));
    expect(n.pagamento).toBe(await conta(sql`SELECT count(*)::int AS n FROM pagamentos`));
    // every line still on a tab was added, plus the voided ones
    expect(n.item_adicionado).toBe((await conta(sql`SELECT count(*)::int AS n FROM venda_itens`)) + n.item_removido);
    expect(n.item_removido).toBeGreaterThan(0);
    expect(n.conta_solicitada).toBe(1);
    expect(n.desconto).toBeGreaterThan(0);
    expect(n.taxa_servico).toBeGreaterThan(0);
  });

  it('spreads closed tabs over the last 30 days, busier in the evening', async () => {
    const { rows } = await sql<{ dias: number; noite: number; total: number }>`
      SELECT count(DISTINCT (data_fechamento AT TIME ZONE 'America/Sao_Paulo')::date)::int AS dias,
        (count(*) FILTER (WHERE extract(hour FROM data_fechamento AT TIME ZONE 'America/Sao_Paulo') >= 18))::int AS noite,
        count(*)::int AS total
      FROM vendas WHERE situacao = 'F' AND data_fechamento >= now() - interval '30 days'`.execute(t.ctx.db);
    expect(rows[0]!.dias).toBeGreaterThanOrEqual(29);
    expect(rows[0]!.noite / rows[0]!.total).toBeGreaterThan(0.5);
  });

  it('reports, for every period, exactly what the closed tabs add up to', async () => {
    for (const periodo of PERIODOS_RELATORIO) {
      const r = json<RelatorioVendas>(
        await t.injectAs('gerente', { url: `/api/relatorios/vendas?periodo=${periodo}` }),
      );
      const esperado = await fechadasNoPeriodo(periodo);
      expect({ periodo, vendas: r.totalVendas, valor: toCents(r.totalValor) }).toEqual({
        periodo,
        vendas: esperado.n,
        valor: toCents(esperado.total),
      });
      expect(toCents(r.taxaServico)).toBe(toCents(esperado.taxa));
      expect(toCents(r.descontos)).toBe(toCents(esperado.desconto));
      const mesas = json<VendasPorMesa[]>(
        await t.injectAs('gerente', { url: `/api/relatorios/mesas?periodo=${periodo}` }),
      );
      expect(mesas.reduce((s, m) => s + toCents(m.valor_total), 0)).toBe(toCents(esperado.total));
    }
    const { inicio } = limitesPeriodo('mes', 'America/Sao_Paulo', t.ctx.relogio.agora())!;
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM vendas WHERE situacao = 'F' AND data_fechamento >= ${inicio}`.execute(t.ctx.db);
    // the month so far (or, on its first day, the quarter or year) has sales to show
    expect(rows[0]!.n + (await fechadasNoPeriodo('ano')).n).toBeGreaterThan(0);
  });

  it('closes the table that asked for the bill into today’s cash-up', async () => {
    const caixa = async () =>
      json<FechamentoCaixaDTO>(await fechamento.injectAs('caixa', { url: '/api/relatorios/pagamentos?periodo=hoje' }));
    const antes = await caixa();
    const hoje = await fechadasNoPeriodo('hoje', fechamento);
    expect(antes.comandasFechadas).toBe(hoje.n);
    expect(toCents(antes.totalVendas)).toBe(toCents(hoje.total));
    const conta = json<VendaDTO>(
      await fechamento.injectAs('caixa', { url: `/api/mesas/${await fechamento.mesaId(9)}/venda` }),
    );
    const fechar = await fechamento.injectAs('caixa', {
      method: 'POST',
      url: `/api/vendas/${conta.id}/fechar`,
      payload: { forma_pagamento: 'credito' },
    });
    expect(fechar.statusCode).toBe(200);
    const depois = await caixa();
    expect(depois.comandasFechadas).toBe(antes.comandasFechadas + 1);
    expect(toCents(depois.totalVendas)).toBe(toCents(antes.totalVendas) + toCents(conta.total));
    const credito = (c: FechamentoCaixaDTO) => toCents(c.porForma.find((f) => f.forma === 'credito')!.valor);
    expect(credito(depois)).toBe(credito(antes) + toCents(conta.total));
    const r = json<RelatorioVendas>(
      await fechamento.injectAs('gerente', { url: '/api/relatorios/vendas?periodo=hoje' }),
    );
    expect(toCents(r.totalValor)).toBe(toCents(hoje.total) + toCents(conta.total));
    const mesas = json<MesaDTO[]>(await fechamento.injectAs('garcom', { url: '/api/mesas' }));
    expect(mesas.find((m) => m.numero === 9)!.situacao).toBe('L');
  });
});
