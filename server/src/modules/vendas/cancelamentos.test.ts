import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useTestApp } from '../../../test/helpers';
import { hashSenha } from '../auth/senha';

const t = useTestApp();

const abrirCom = t.abrirCom;
/** Makes an item 'late' (past the 2-minute undo window) by backdating it in the database. */
const atrasar = (itemId: number) =>
  t.ctx.db
    .updateTable('venda_itens')
    .set({ created_at: sql`now() - interval '3 minutes'` as any })
    .where('id', '=', itemId)
    .execute();
const historico = async (vendaId: number) =>
  (await t.injectAs('gerente', { url: `/api/vendas/${vendaId}/historico` })).json() as any[];
const itensDe = async (vendaId: number) =>
  (await t.injectAs('garcom', { url: `/api/vendas/${vendaId}/itens` })).json() as any[];
const gerente = { email: 'gerente@demo.com.br', senha: 'demo123' };

describe('voids', () => {
  it('a waiter removes a fresh item without a reason, and the history records it', async () => {
    const { venda, ids } = await abrirCom(1, [
      ['Água Mineral', 2],
      ['Suco Natural', 1],
    ]);
    const res = await t.injectAs('garcom', { method: 'DELETE', url: `/api/vendas/itens/${ids[0]}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().subtotal).toBe(9.9);
    const h = await historico(venda.id);
    expect(h.map((x) => x.tipo)).toEqual(['abertura', 'item_adicionado', 'item_adicionado', 'item_removido']);
    expect(h[3]).toMatchObject({
      usuario: 'Gabriel Garçom',
      antes: { produto_nome: 'Água Mineral', quantidade: 2, total: 9 },
      motivo: null,
    });
  });

  it('past 2 minutes: no reason 400, GARCOM without approval 403, wrong password refused, manager approval recorded', async () => {
    const { venda, ids } = await abrirCom(2, [['Caipirinha', 1]]);
    await atrasar(ids[0]!);
    const sem = await t.injectAs('garcom', { method: 'DELETE', url: `/api/vendas/itens/${ids[0]}` });
    expect([sem.statusCode, sem.json().message]).toEqual([400, 'Informe o motivo do cancelamento']);
    const semAprov = await t.injectAs('garcom', {
      method: 'DELETE',
      url: `/api/vendas/itens/${ids[0]}?motivo=cliente%20desistiu`,
    });
    expect([semAprov.statusCode, semAprov.json().message]).toEqual([403, 'Cancelamento requer aprovação do gerente']);
    const errada = await t.injectAs('garcom', {
      method: 'DELETE',
      url: `/api/vendas/itens/${ids[0]}`,
      payload: { motivo: 'x', aprovador: { ...gerente, senha: 'errada' } },
    });
    expect(errada.statusCode).toBe(403);
    const garcomAprova = await t.injectAs('garcom', {
      method: 'DELETE',
      url: `/api/vendas/itens/${ids[0]}`,
      payload: { motivo: 'x', aprovador: { email: 'garcom@demo.com.br', senha: 'demo123' } },
    });
    expect([garcomAprova.statusCode, garcomAprova.json().message]).toEqual([
      403,
      'Cancelamento requer aprovação do gerente',
    ]);
    expect(await itensDe(venda.id)).toHaveLength(1);
    const ok = await t.injectAs('garcom', {
      method: 'DELETE',
      url: `/api/vendas/itens/${ids[0]}`,
      payload: { motivo: 'cliente desistiu', aprovador: gerente },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().total).toBe(0);
    const ult = (await historico(venda.id)).at(-1);
    expect(ult).toMatchObject({
      tipo: 'item_removido',
      usuario: 'Gabriel Garçom',
      motivo: 'cliente desistiu',
      depois: { aprovador: 'Gustavo Gerente' },
    });
  });

  it('a fresh item already in production needs the reason (and approval) too', async () => {
    const { ids } = await abrirCom(8, [['Suco Natural', 1]]);
    await t.ctx.db
      .updateTable('venda_itens')
      .set({ status_producao: 'em_preparo' })
      .where('id', '=', ids[0]!)
      .execute();
    expect((await t.injectAs('garcom', { method: 'DELETE', url: `/api/vendas/itens/${ids[0]}` })).json().message).toBe(
      'Informe o motivo do cancelamento',
    );
    expect(
      (await t.injectAs('garcom', { method: 'DELETE', url: `/api/vendas/itens/${ids[0]}?motivo=x` })).statusCode,
    ).toBe(403);
    expect(
      (await t.injectAs('gerente', { method: 'DELETE', url: `/api/vendas/itens/${ids[0]}?motivo=saiu%20errado` }))
        .statusCode,
    ).toBe(200);
  });

  it('a manager removes a late item with a reason alone; CAIXA may not remove', async () => {
    const { ids } = await abrirCom(3, [
      ['Refrigerante Lata', 1],
      ['Água Mineral', 1],
    ]);
    await atrasar(ids[0]!);
    expect(
      (await t.injectAs('caixa', { method: 'DELETE', url: `/api/vendas/itens/${ids[0]}?motivo=x` })).statusCode,
    ).toBe(403);
    expect((await t.injectAs('gerente', { method: 'DELETE', url: `/api/vendas/itens/${ids[0]}` })).statusCode).toBe(
      400,
    );
    expect(
      (
        await t.injectAs('gerente', {
          method: 'DELETE',
          url: `/api/vendas/itens/${ids[0]}`,
          payload: { motivo: 'derramou' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('partial void lowers the quantity with the same rules and recomputes totals', async () => {
    const { venda, ids } = await abrirCom(4, [['Brahma 600 ml', 3]]);
    expect(
      (await t.injectAs('garcom', { method: 'PATCH', url: `/api/vendas/itens/${ids[0]}`, payload: { quantidade: 3 } }))
        .statusCode,
    ).toBe(400);
    const r = await t.injectAs('garcom', {
      method: 'PATCH',
      url: `/api/vendas/itens/${ids[0]}`,
      payload: { quantidade: 2 },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().subtotal).toBe(29.8);
    await atrasar(ids[0]!);
    expect(
      (await t.injectAs('garcom', { method: 'PATCH', url: `/api/vendas/itens/${ids[0]}`, payload: { quantidade: 1 } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.injectAs('garcom', {
          method: 'PATCH',
          url: `/api/vendas/itens/${ids[0]}`,
          payload: { quantidade: 1, motivo: 'quebrou' },
        })
      ).statusCode,
    ).toBe(403);
    const ok = await t.injectAs('gerente', {
      method: 'PATCH',
      url: `/api/vendas/itens/${ids[0]}`,
      payload: { quantidade: 1, motivo: 'quebrou' },
    });
    expect(ok.json().subtotal).toBe(14.9);
    expect((await itensDe(venda.id))[0]).toMatchObject({ quantidade: 1, total: 14.9 });
    expect(
      (await historico(venda.id))
        .filter((h) => h.tipo === 'quantidade_alterada')
        .map((h) => [h.antes.quantidade, h.depois.quantidade, h.motivo]),
    ).toEqual([
      [3, 2, null],
      [2, 1, 'quebrou'],
    ]);
  });

  it('history: GARCOM may not read it, no route changes it, renames and bill requests are recorded', async () => {
    const { venda } = await abrirCom(6, [['Água Mineral', 1]]);
    expect((await t.injectAs('garcom', { url: `/api/vendas/${venda.id}/historico` })).statusCode).toBe(403);
    expect((await t.injectAs('caixa', { url: `/api/vendas/${venda.id}/historico` })).statusCode).toBe(200);
    await t.injectAs('garcom', {
      method: 'PATCH',
      url: `/api/vendas/${venda.id}`,
      payload: { nome_cliente: 'Família Souza' },
    });
    await t.injectAs('garcom', {
      method: 'PATCH',
      url: `/api/mesas/${await t.mesaId(6)}/status`,
      payload: { situacao: 'P' },
    });
    await t.injectAs('gerente', {
      method: 'PATCH',
      url: `/api/mesas/${await t.mesaId(6)}/status`,
      payload: { situacao: 'O' },
    });
    const h = await historico(venda.id);
    expect(h.map((x) => x.tipo).slice(-3)).toEqual(['nome_cliente', 'conta_solicitada', 'conta_solicitada_cancelada']);
    expect(h.at(-3)).toMatchObject({ antes: { nome_cliente: 'Cliente' }, depois: { nome_cliente: 'Família Souza' } });
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      expect([404, 405]).toContain(
        (await t.injectAs('admin', { method, url: `/api/vendas/${venda.id}/historico`, payload: {} })).statusCode,
      );
      expect([404, 405]).toContain(
        (await t.injectAs('admin', { method, url: `/api/vendas/${venda.id}/historico/${h[0].id}`, payload: {} }))
          .statusCode,
      );
    }
    expect(await historico(venda.id)).toEqual(h);
  });

  it('wrong approval passwords are rate-limited like logins', async () => {
    await t.ctx.db
      .insertInto('usuarios')
      .values({
        empresa_id: 1,
        nome: 'Gerente Dois',
        email: 'gerente2@demo.com.br',
        perfil: 'GERENTE',
        senha_hash: await hashSenha('certa123'),
      })
      .execute();
    const { ids } = await abrirCom(7, [['Água Mineral', 1]]);
    await atrasar(ids[0]!);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (
          await t.injectAs('garcom', {
            method: 'DELETE',
            url: `/api/vendas/itens/${ids[0]}`,
            payload: { motivo: 'x', aprovador: { email: 'gerente2@demo.com.br', senha: `errada${i}` } },
          })
        ).statusCode,
      );
    }
    expect(codes.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(codes[5]).toBe(429);
    // even the right password now waits
    expect(
      (
        await t.injectAs('garcom', {
          method: 'DELETE',
          url: `/api/vendas/itens/${ids[0]}`,
          payload: { motivo: 'x', aprovador: { email: 'gerente2@demo.com.br', senha: 'certa123' } },
        })
      ).statusCode,
    ).toBe(429);
  });

  it("the 'Cancelamentos' report adds up voids per waiter and per product, and exports PDF and XLSX", async () => {
    // its own voids, moved to yesterday: the other tests of this file (in any order) void items today
    const { venda, ids } = await abrirCom(await t.novaMesa(), [
      ['Água Mineral', 2],
      ['Caipirinha', 1],
      ['Brahma 600 ml', 3],
      ['Refrigerante Lata', 1],
      ['Suco Natural', 1],
    ]);
    const [agua, caipirinha, brahma, refrigerante, suco] = ids as [number, number, number, number, number];
    const ok = async (quem: 'garcom' | 'gerente', req: Parameters<typeof t.injectAs>[1]) => {
      const res = await t.injectAs(quem, req);
      expect(res.statusCode, res.body).toBe(200);
    };
    await ok('garcom', { method: 'DELETE', url: `/api/vendas/itens/${agua}` });
    await atrasar(caipirinha);
    await ok('garcom', {
      method: 'DELETE',
      url: `/api/vendas/itens/${caipirinha}`,
      payload: { motivo: 'cliente desistiu', aprovador: gerente },
    });
    await ok('garcom', { method: 'PATCH', url: `/api/vendas/itens/${brahma}`, payload: { quantidade: 2 } });
    await atrasar(brahma);
    await ok('gerente', {
      method: 'PATCH',
      url: `/api/vendas/itens/${brahma}`,
      payload: { quantidade: 1, motivo: 'quebrou' },
    });
    await atrasar(refrigerante);
    await ok('gerente', {
      method: 'DELETE',
      url: `/api/vendas/itens/${refrigerante}`,
      payload: { motivo: 'derramou' },
    });
    await t.ctx.db.updateTable('venda_itens').set({ status_producao: 'em_preparo' }).where('id', '=', suco).execute();
    await ok('gerente', { method: 'DELETE', url: `/api/vendas/itens/${suco}?motivo=saiu%20errado` });
    await t.ctx.db
      .updateTable('venda_historico')
      .set({ created_at: sql`created_at - interval '1 day'` as any })
      .where('venda_id', '=', venda.id)
      .execute();

    const r = (await t.injectAs('gerente', { url: '/api/relatorios/cancelamentos?periodo=ontem' })).json();
    // Água 2 (9,00) + Caipirinha 1 (18,90) + Brahma 1 (14,90) by the waiter; Brahma 1 (14,90) + Refrigerante 1 (6,50)
    // + Suco 9,90 voided in production by the manager
    expect([r.quantidade, r.valor]).toEqual([7, 74.1]);
    expect(r.porFuncionario).toEqual([
      { funcionario: 'Gabriel Garçom', quantidade: 4, valor: 42.8 },
      { funcionario: 'Gustavo Gerente', quantidade: 3, valor: 31.3 },
    ]);
    expect(r.porProduto.find((p: any) => p.produto === 'Brahma 600 ml')).toEqual({
      produto: 'Brahma 600 ml',
      quantidade: 2,
      valor: 29.8,
      motivos: ['quebrou'],
    });
    expect(r.linhas.find((l: any) => l.produto === 'Caipirinha')).toMatchObject({
      aprovador: 'Gustavo Gerente',
      motivo: 'cliente desistiu',
    });
    expect((await t.injectAs('garcom', { url: '/api/relatorios/cancelamentos?periodo=ontem' })).statusCode).toBe(403);
    const pdf = await t.injectAs('caixa', { url: '/api/relatorios/cancelamentos/exportar?periodo=ontem&formato=pdf' });
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await t.injectAs('caixa', {
      url: '/api/relatorios/cancelamentos/exportar?periodo=ontem&formato=xlsx',
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // another company sees none of these
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
    const h = {
      authorization: `Bearer ${(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { usuario: 'intrusa@outro.com.br', senha: 'segredo1' } })).json().token}`,
    };
    expect((await t.injectAs(h, { url: '/api/relatorios/cancelamentos?periodo=ontem' })).json().quantidade).toBe(0);
  });
});
