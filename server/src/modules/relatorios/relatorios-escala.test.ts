import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';

const t = useTestApp();

/** `n` closed tabs of company 1 closed in the last hour, tab k worth (k mod 97) + 0.37 reais, one item each. */
async function fecharEmMassa(n: number) {
  await sql`
    insert into vendas (empresa_id, mesa_numero, nome_cliente, situacao, funcionario, subtotal, total, valor_pago, data_abertura, data_fechamento)
    select 1, 1 + k % 20, 'Massa', 'F', 'Ana', (k % 97) + 0.37, (k % 97) + 0.37, (k % 97) + 0.37,
           now() - interval '2 hours', now() - (k % 3000) * interval '1 second'
    from generate_series(1, ${n}) as k`.execute(t.ctx.db);
  await sql`
    insert into venda_itens (empresa_id, venda_id, produto_nome, quantidade, preco_unitario, total)
    select 1, id, 'Chope', 1, total, total from vendas where nome_cliente = 'Massa'`.execute(t.ctx.db);
}

describe('sales report above 1,000 tabs', () => {
  it('sums every closed tab of the period, not a capped list', async () => {
    const n = 1500;
    await fecharEmMassa(n);
    // the expected figures, computed independently in integer cents
    let cents = 0;
    for (let k = 1; k <= n; k++) cents += (k % 97) * 100 + 37;

    const headers = await t.loginAs('caixa');
    const res = await t.app.inject({ method: 'GET', url: '/api/relatorios/vendas?periodo=hoje', headers });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.totalVendas).toBe(n);
    expect(Math.round(r.totalValor * 100)).toBe(cents);
    expect(Math.round(r.ticketMedio * 100)).toBe(Math.round(cents / n));
    expect(r.porHora.reduce((s: number, h: { quantidade: number }) => s + h.quantidade, 0)).toBe(n);
    expect(r.vendas.length).toBeLessThanOrEqual(100);

    const completo = (await t.app.inject({ method: 'GET', url: '/api/relatorios/completo?periodo=hoje', headers })).json();
    expect(completo.resumo.totalVendas).toBe(n);
    expect(completo.funcionarios).toEqual([expect.objectContaining({ funcionario: 'Ana', total_vendas: n })]);
    expect(completo.mesas.reduce((s: number, m: { total_vendas: number }) => s + m.total_vendas, 0)).toBe(n);
    expect(completo.produtos).toEqual([expect.objectContaining({ nome_produto: 'Chope', quantidade_total: n })]);
  });
});
