import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { tenant } from '../../db/tenant';
import { reconstruirResumos } from './resumos.repo';
import { hashSenha } from '../auth/senha';

const t = useTestApp();

/** `n` closed tabs of `empresa` closed in the last hour, tab k worth (k mod 97) + 0.37 reais, one item each. */
async function fecharEmMassa(empresa: number, n: number) {
  await sql`
    insert into vendas (empresa_id, mesa_numero, nome_cliente, situacao, funcionario, subtotal, total, valor_pago, data_abertura, data_fechamento)
    select ${empresa}::int, 1 + k % 20, 'Massa', 'F', 'Ana', (k % 97) + 0.37, (k % 97) + 0.37, (k % 97) + 0.37,
           now() - interval '2 hours', now() - (k % 600) * interval '1 second'
    from generate_series(1, ${n}) as k`.execute(t.ctx.db);
  await sql`
    insert into venda_itens (empresa_id, venda_id, produto_nome, quantidade, preco_unitario, total)
    select ${empresa}::int, id, 'Chope', 1, total, total from vendas
    where empresa_id = ${empresa}::int and nome_cliente = 'Massa'`.execute(t.ctx.db);
  await reconstruirResumos(tenant(t.ctx.db, empresa)); // bulk history written beside the closing service, as the migration fills it
}

/** A company of its own with a cashier: the demo company's year also holds the tabs the other tests close. */
async function empresaComCaixa(): Promise<{ empresa: number; headers: { authorization: string } }> {
  const { id: empresa } = await t.ctx.db
    .insertInto('empresas')
    .values({ fantasia: 'Bar da Escala' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.ctx.db
    .insertInto('usuarios')
    .values({
      empresa_id: empresa,
      nome: 'Caixa da Escala',
      email: 'caixa@escala.com.br',
      perfil: 'CAIXA',
      senha_hash: await hashSenha('escala123'),
    })
    .execute();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { usuario: 'caixa@escala.com.br', senha: 'escala123' },
  });
  expect(login.statusCode, login.body).toBe(200);
  return { empresa, headers: { authorization: `Bearer ${login.json().token}` } };
}

describe('sales report above 1,000 tabs', () => {
  it('sums every closed tab of the period, not a capped list', async () => {
    const n = 1500;
    const { empresa, headers } = await empresaComCaixa();
    await fecharEmMassa(empresa, n);
    // the expected figures, computed independently in integer cents
    let cents = 0;
    for (let k = 1; k <= n; k++) cents += (k % 97) * 100 + 37;

    const res = await t.app.inject({ method: 'GET', url: '/api/relatorios/vendas?periodo=ano', headers });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.totalVendas).toBe(n);
    expect(Math.round(r.totalValor * 100)).toBe(cents);
    expect(Math.round(r.ticketMedio * 100)).toBe(Math.round(cents / n));
    expect(r.porHora.reduce((s: number, h: { quantidade: number }) => s + h.quantidade, 0)).toBe(n);
    expect(r.vendas.length).toBeLessThanOrEqual(100);

    const completo = (
      await t.app.inject({ method: 'GET', url: '/api/relatorios/completo?periodo=ano', headers })
    ).json();
    expect(completo.resumo.totalVendas).toBe(n);
    expect(completo.funcionarios).toEqual([expect.objectContaining({ funcionario: 'Ana', total_vendas: n })]);
    expect(completo.mesas.reduce((s: number, m: { total_vendas: number }) => s + m.total_vendas, 0)).toBe(n);
    expect(completo.produtos).toEqual([expect.objectContaining({ nome_produto: 'Chope', quantidade_total: n })]);
  });
});

describe('daily roll-ups', () => {
  it('tabs closed through the API reach the reports at once, matching the raw tabs and items', async () => {
    const headers = await t.loginAs('garcom');
    const caixa = await t.loginAs('caixa');
    const antes = (
      await t.app.inject({ method: 'GET', url: '/api/relatorios/completo?periodo=ano', headers: caixa })
    ).json();
    const mesas = (await t.app.inject({ method: 'GET', url: '/api/mesas', headers }))
      .json()
      .filter((m: { situacao: string }) => m.situacao === 'L')
      .slice(0, 3);
    const produtos = (await t.app.inject({ method: 'GET', url: '/api/produtos', headers }))
      .json()
      .filter((p: { sabores?: unknown[] }) => !p.sabores?.length)
      .slice(0, 2);
    for (const [k, mesa] of mesas.entries()) {
      const venda = (
        await t.app.inject({ method: 'POST', url: '/api/vendas', headers, payload: { mesa_id: mesa.id } })
      ).json();
      for (const p of produtos) {
        const r = await t.app.inject({
          method: 'POST',
          url: `/api/vendas/${venda.id}/itens`,
          headers,
          payload: { produto_id: p.id, quantidade: k + 1 },
        });
        expect(r.statusCode).toBe(201);
      }
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/vendas/${venda.id}/fechar`, headers: caixa })).statusCode,
      ).toBe(200);
    }
    const depois = (
      await t.app.inject({ method: 'GET', url: '/api/relatorios/completo?periodo=ano', headers: caixa })
    ).json();
    expect(depois.resumo.totalVendas).toBe(antes.resumo.totalVendas + 3);

    // the roll-ups agree with a direct aggregate over the raw tabs and items
    const raw = await sql<{
      n: number;
      total: string;
    }>`select count(*)::int as n, sum(total) as total from vendas where empresa_id = 1 and situacao = 'F'`.execute(
      t.ctx.db,
    );
    expect(depois.resumo.totalVendas).toBe(raw.rows[0]!.n);
    expect(Math.round(depois.resumo.totalValor * 100)).toBe(Math.round(Number(raw.rows[0]!.total) * 100));
    const itens = await sql<{
      nome: string;
      q: number;
    }>`select i.produto_nome as nome, sum(i.quantidade)::int as q from venda_itens i join vendas v on v.id = i.venda_id where v.situacao = 'F' and v.empresa_id = 1 group by 1`.execute(
      t.ctx.db,
    );
    for (const it of itens.rows) {
      expect(depois.produtos.find((p: { nome_produto: string }) => p.nome_produto === it.nome)?.quantidade_total).toBe(
        it.q,
      );
    }
  });
});
