import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';

const t = useTestApp();

/** `n` closed tabs of company 1, many sharing one millisecond (microseconds apart), with ids out of time order. */
async function criarVendas(n: number) {
  await sql`
    insert into vendas (empresa_id, mesa_numero, nome_cliente, situacao, funcionario, subtotal, total, data_abertura, data_fechamento)
    select 1, 1 + k % 30, 'Lista', 'F', case when k % 10 = 0 then 'Beatriz Souza' else 'Ana' end, 10, 10,
           timestamptz '2026-11-20 20:00:00.123' + ((k * 37) % 500) * interval '1 microsecond' - (k / 500) * interval '1 minute',
           now()
    from generate_series(1, ${n}) as k`.execute(t.ctx.db);
}

describe('sales list pages and export', () => {
  // both tests read these (and change nothing): made once, before either, whichever runs first
  beforeAll(() => criarVendas(1200));

  it('keyset pages return every tab exactly once, in order, even within one millisecond', async () => {
    const headers = await t.loginAs('gerente');
    const vistos: { id: number; data_abertura: string }[] = [];
    let cursor: string | undefined;
    let paginas = 0;
    do {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/vendas?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      vistos.push(...res.json());
      cursor = res.headers['x-proximo-cursor'] as string | undefined;
      paginas++;
    } while (cursor && paginas < 50);
    expect(vistos).toHaveLength(1200);
    expect(new Set(vistos.map((v) => v.id)).size).toBe(1200);
    // same order as one big offset page
    const tudo = (await t.app.inject({ method: 'GET', url: '/api/vendas?limit=1000&offset=200', headers })).json();
    expect(vistos.slice(200).map((v) => v.id)).toEqual(tudo.map((v: { id: number }) => v.id));

    expect((await t.app.inject({ method: 'GET', url: '/api/vendas?cursor=ontem', headers })).statusCode).toBe(400);
  });

  it('searches by attendant substring and exports every matching tab, past 1,000', async () => {
    const headers = await t.loginAs('admin');
    const busca = (await t.app.inject({ method: 'GET', url: '/api/vendas?busca=souz&limit=1000', headers })).json();
    expect(busca).toHaveLength(120);
    expect(busca.every((v: { funcionario: string }) => v.funcionario === 'Beatriz Souza')).toBe(true);

    const csv = await t.app.inject({ method: 'GET', url: '/api/vendas/exportar?formato=csv', headers });
    expect(csv.statusCode).toBe(200);
    const linhas = csv.body.trim().split('\r\n');
    expect(linhas.length - 1).toBe(1200); // header + every tab of the company (the demo data has no tabs)
  });
});
