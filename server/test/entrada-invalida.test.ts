import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

// Bad input: always a 400 {error, message, details?} in pt-BR, never a 500, and nothing changed.
const t = useTestApp();

const corpoDeErro = (res: { statusCode: number; json(): any }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual(expect.objectContaining({ error: expect.any(String), message: expect.any(String) }));
  return res.json();
};
const produto = (nome: string) =>
  t.ctx.db
    .selectFrom('produtos')
    .selectAll()
    .where('nome', '=', nome)
    .where('empresa_id', '=', 1)
    .executeTakeFirstOrThrow();
const mesaLivre = async (numero: number) =>
  (
    await t.ctx.db
      .selectFrom('mesas')
      .select('id')
      .where('numero', '=', numero)
      .where('empresa_id', '=', 1)
      .executeTakeFirstOrThrow()
  ).id;

describe('ids', () => {
  it('ids past 2^31 - 1 or not integers answer 400 on every kind of :id route, logged in or not', async () => {
    const auth = await t.loginAs('admin');
    const admin = await t.adminAuth();
    for (const id of ['2147483648', '99999999999999999999', '1.5', '-3', 'abc', '1e400']) {
      corpoDeErro(await t.app.inject({ method: 'GET', url: `/api/produtos/${id}/imagem` }));
      corpoDeErro(
        await t.app.inject({
          method: 'PATCH',
          url: `/api/mesas/${id}/status`,
          headers: auth,
          payload: { situacao: 'L' },
        }),
      );
      corpoDeErro(await t.app.inject({ method: 'DELETE', url: `/api/vendas/itens/${id}`, headers: auth }));
      corpoDeErro(
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/empresas/${id}`,
          headers: admin,
          payload: { fantasia: 'X' },
        }),
      );
    }
    // the largest integer is a valid id that simply does not exist
    expect((await t.app.inject({ method: 'GET', url: '/api/produtos/2147483647/imagem' })).statusCode).toBe(404);
  });

  it('ids past 2^31 - 1 in a body are a 400, not a database error', async () => {
    const auth = await t.loginAs('admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendas',
      headers: auth,
      payload: { mesa_id: 2147483648 },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('NUL characters', () => {
  it('are refused in any text field, nested or not, before anything is written', async () => {
    const auth = await t.loginAs('admin');
    const antes = await t.ctx.db
      .selectFrom('vendas')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendas',
      headers: auth,
      payload: { mesa_id: await mesaLivre(10), nome_cliente: 'Ana\u0000' },
    });
    expect(corpoDeErro(res).message).toBe('O texto contém um caractere inválido');
    const depois = await t.ctx.db
      .selectFrom('vendas')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(depois.n).toBe(antes.n);
    corpoDeErro(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/empresa',
        headers: auth,
        payload: { endereco: 'Rua \u0000 1' },
      }),
    );
    corpoDeErro(
      await t.app.inject({
        method: 'POST',
        url: '/api/mesas',
        headers: auth,
        payload: { numero: 77, nome: { a: ['ok', 'x\u0000'] } },
      }),
    );
    corpoDeErro(await t.app.inject({ method: 'GET', url: '/api/vendas?busca=a%00b', headers: auth }));
    corpoDeErro(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { usuario: 'a\u0000@x.com', senha: 'x' },
        remoteAddress: '10.4.4.4',
      }),
    );
    expect(
      (await t.ctx.db.selectFrom('empresas').select('endereco').where('id', '=', 1).executeTakeFirstOrThrow())
        .endereco ?? '',
    ).not.toContain('\u0000');
  });
});

describe('money past numeric(12,2)', () => {
  it("a second item at 9.999.999,99 × 999 is a 400 'Valor excede o limite' and the tab is unchanged", async () => {
    const auth = await t.loginAs('admin');
    const caro = await produto('Água Mineral');
    await t.ctx.db
      .updateTable('produtos')
      .set({ preco: '9999999.99', preco_promocional: null })
      .where('id', '=', caro.id)
      .execute();
    // no service charge on this tab, so one item alone still fits numeric(12,2) (the charge would push it past)
    await t.ctx.db.updateTable('empresas').set({ taxa_servico_percentual: 0 }).where('id', '=', 1).execute();
    const venda = (
      await t.app.inject({
        method: 'POST',
        url: '/api/vendas',
        headers: auth,
        payload: { mesa_id: await mesaLivre(11) },
      })
    ).json();
    const item = { produto_id: caro.id, quantidade: 999 };
    const primeiro = await t.app.inject({
      method: 'POST',
      url: `/api/vendas/${venda.id}/itens`,
      headers: auth,
      payload: item,
    });
    expect(primeiro.statusCode).toBe(201);
    const antes = await t.ctx.db
      .selectFrom('vendas')
      .select(['subtotal', 'total'])
      .where('id', '=', venda.id)
      .executeTakeFirstOrThrow();
    expect(Number(antes.total)).toBe(9989999990.01);
    const segundo = await t.app.inject({
      method: 'POST',
      url: `/api/vendas/${venda.id}/itens`,
      headers: auth,
      payload: item,
    });
    expect(corpoDeErro(segundo).message).toBe('Valor excede o limite');
    expect(
      await t.ctx.db
        .selectFrom('vendas')
        .select(['subtotal', 'total'])
        .where('id', '=', venda.id)
        .executeTakeFirstOrThrow(),
    ).toEqual(antes);
    expect(
      await t.ctx.db.selectFrom('venda_itens').select('id').where('venda_id', '=', venda.id).execute(),
    ).toHaveLength(1);
    await t.ctx.db.updateTable('produtos').set({ preco: caro.preco }).where('id', '=', caro.id).execute();
    await t.ctx.db.updateTable('empresas').set({ taxa_servico_percentual: 10 }).where('id', '=', 1).execute();
  });

  it('the service charge counts: an item whose total plus 10 % passes the limit is refused', async () => {
    const auth = await t.loginAs('admin');
    const caro = await produto('Suco Natural');
    await t.ctx.db
      .updateTable('produtos')
      .set({ preco: '9999999.99', preco_promocional: null })
      .where('id', '=', caro.id)
      .execute();
    const venda = (
      await t.app.inject({
        method: 'POST',
        url: '/api/vendas',
        headers: auth,
        payload: { mesa_id: await mesaLivre(9) },
      })
    ).json();
    // 999 x 9.999.999,99 fits numeric(12,2); with the service charge the tab's total would not
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/vendas/${venda.id}/itens`,
      headers: auth,
      payload: { produto_id: caro.id, quantidade: 999 },
    });
    expect(corpoDeErro(r).message).toBe('Valor excede o limite');
    expect(
      await t.ctx.db.selectFrom('venda_itens').select('id').where('venda_id', '=', venda.id).execute(),
    ).toHaveLength(0);
    await t.ctx.db.updateTable('produtos').set({ preco: caro.preco }).where('id', '=', caro.id).execute();
  });
});

describe('company time zone', () => {
  it("refuses a zone Node accepts but PostgreSQL does not ('US/Pacific-New'), so reports keep working", async () => {
    const auth = await t.loginAs('admin');
    expect(() => new Intl.DateTimeFormat('pt-BR', { timeZone: 'US/Pacific-New' })).not.toThrow();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/empresa',
      headers: auth,
      payload: { fuso_horario: 'US/Pacific-New' },
    });
    expect(corpoDeErro(res).message).toBe('Fuso horário inválido');
    expect(
      (await t.ctx.db.selectFrom('empresas').select('fuso_horario').where('id', '=', 1).executeTakeFirstOrThrow())
        .fuso_horario,
    ).toBe('America/Sao_Paulo');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/relatorios/vendas?periodo=hoje', headers: auth })).statusCode,
    ).toBe(200);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/empresa',
      headers: auth,
      payload: { fuso_horario: 'America/Manaus' },
    });
    expect(ok.json().fuso_horario).toBe('America/Manaus');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/empresa',
      headers: auth,
      payload: { fuso_horario: 'America/Sao_Paulo' },
    });
  });
});

describe('repeated add-on entries', () => {
  it('are merged before the limits: ten copies of an add-on limited to 1 are refused', async () => {
    const auth = await t.loginAs('admin');
    const acai = await produto('Açaí 300 ml');
    const morango = await t.ctx.db
      .selectFrom('adicionais')
      .select('id')
      .where('nome', '=', 'Morango')
      .where('empresa_id', '=', 1)
      .executeTakeFirstOrThrow();
    await t.ctx.db.updateTable('adicionais').set({ qtd_maxima: 1 }).where('id', '=', morango.id).execute();
    await t.ctx.db
      .updateTable('categorias_adicionais')
      .set({ qtd_maxima: 0 })
      .where('produto_id', '=', acai.id)
      .execute();
    t.ctx.cardapio.esquecer(1); // written straight to the database: no menu event drops the cached entry
    const venda = (
      await t.app.inject({
        method: 'POST',
        url: '/api/vendas',
        headers: auth,
        payload: { mesa_id: await mesaLivre(6) },
      })
    ).json();
    const dez = Array.from({ length: 10 }, () => ({ adicional_id: morango.id, quantidade: 1 }));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/vendas/${venda.id}/itens`,
      headers: auth,
      payload: { produto_id: acai.id, quantidade: 1, adicionais: dez },
    });
    expect(corpoDeErro(res).message).toBe('Máximo de 1 para Morango');
    expect(
      await t.ctx.db.selectFrom('venda_itens').select('id').where('venda_id', '=', venda.id).execute(),
    ).toHaveLength(0);
    // a repeat within the limit is stored once, with the summed quantity
    await t.ctx.db.updateTable('adicionais').set({ qtd_maxima: 2 }).where('id', '=', morango.id).execute();
    t.ctx.cardapio.esquecer(1);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/vendas/${venda.id}/itens`,
      headers: auth,
      payload: { produto_id: acai.id, quantidade: 1, adicionais: dez.slice(0, 2) },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().adicionais).toEqual([
      expect.objectContaining({ adicional_nome: 'Morango', quantidade: 2, preco: 6 }),
    ]);
  });
});
