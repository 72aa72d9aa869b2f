import { describe, expect, it } from 'vitest';
import type { CartaoDTO, VendaDTO } from '@comanda/shared';
import { json, useTestApp } from '../../../test/helpers';

const t = useTestApp();

let faixa = 5000;
/** A fresh range of cards of the demo company (tests share the file's database, each uses its own numbers). */
async function cartoesNovos(n: number): Promise<number[]> {
  const inicio = (faixa += 100);
  const res = await t.injectAs('gerente', {
    method: 'POST',
    url: '/api/cartoes/lote',
    payload: { inicio, fim: inicio + n - 1 },
  });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toEqual({ criados: n });
  return Array.from({ length: n }, (_, i) => inicio + i);
}

const abrir = (cartao: number, quem: 'garcom' | 'caixa' = 'garcom') =>
  t.injectAs(quem, { method: 'POST', url: '/api/vendas', payload: { tipo: 'cartao', cartao } });
const cartao = async (numero: number) =>
  json<CartaoDTO[]>(await t.injectAs('garcom', { url: '/api/cartoes' })).find((c) => c.numero === numero)!;

describe('numbered comanda cards (issue 37)', () => {
  it('creates a range once (repeats are kept), at most 1000 at a time', async () => {
    const [primeiro] = await cartoesNovos(3);
    const repetido = await t.injectAs('gerente', {
      method: 'POST',
      url: '/api/cartoes/lote',
      payload: { inicio: primeiro, fim: primeiro! + 3 },
    });
    expect(repetido.json()).toEqual({ criados: 1 });
    const demais = await t.injectAs('gerente', {
      method: 'POST',
      url: '/api/cartoes/lote',
      payload: { inicio: 1, fim: 1001 },
    });
    expect(demais.statusCode).toBe(400);
    expect(demais.json().message).toBe('No máximo 1000 cartões por vez');
    expect(
      (await t.injectAs('gerente', { method: 'POST', url: '/api/cartoes/lote', payload: { inicio: 9, fim: 3 } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.injectAs('garcom', { method: 'POST', url: '/api/cartoes/lote', payload: { inicio: 1, fim: 2 } }))
        .statusCode,
    ).toBe(403);
    const c = await cartao(primeiro!);
    expect(c).toMatchObject({ numero: primeiro, situacao: 'livre', venda_id: null });
    expect(c.codigo).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it("opens a card's tab on first use, refuses a second one, and frees the card when the tab closes", async () => {
    const [n] = await cartoesNovos(1);
    const res = await abrir(n!);
    expect(res.statusCode).toBe(201);
    const v = json<VendaDTO>(res);
    expect(v).toMatchObject({ tipo: 'cartao', numero: n, mesa_id: null });
    expect(await cartao(n!)).toMatchObject({ situacao: 'em_uso', venda_id: v.id });
    expect((await abrir(n!)).statusCode).toBe(409);
    expect(json<VendaDTO>(await t.injectAs('garcom', { url: `/api/vendas/cartao/${n}` })).id).toBe(v.id);

    // items through the kitchen with the card's label, payments split in two, then close
    const produto = await t.produtoId('Suco Natural');
    const item = await t.injectAs('garcom', {
      method: 'POST',
      url: `/api/vendas/${v.id}/itens`,
      payload: { produto_id: produto, quantidade: 2 },
    });
    expect(item.statusCode).toBe(201);
    const cozinha = json<{ itens: { venda_id: number; comanda: string }[] }>(
      await t.injectAs('admin', { url: '/api/cozinha' }),
    );
    for (const i of cozinha.itens.filter((i) => i.venda_id === v.id))
      expect(i.comanda).toBe(`Cartão ${String(n).padStart(3, '0')}`);
    const total = json<VendaDTO>(await t.injectAs('caixa', { url: `/api/vendas/${v.id}` })).total;
    const metade = Math.round((total / 2) * 100) / 100;
    for (const valor of [metade, Math.round((total - metade) * 100) / 100])
      expect(
        (
          await t.injectAs('caixa', {
            method: 'POST',
            url: `/api/vendas/${v.id}/pagamentos`,
            payload: { forma: 'credito', valor },
          })
        ).statusCode,
      ).toBe(201);
    const fechada = await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${v.id}/fechar`, payload: {} });
    expect(fechada.json()).toMatchObject({ situacao: 'F', total_pago: total });
    expect(await cartao(n!)).toMatchObject({ situacao: 'livre', venda_id: null });
    expect((await t.injectAs('garcom', { url: `/api/vendas/cartao/${n}` })).statusCode).toBe(404);
    expect((await abrir(n!)).statusCode).toBe(201); // the next customer
  });

  it('refuses a blocked card and a missing one; a blocked card keeps its open tab', async () => {
    const [livre, emUso] = await cartoesNovos(2);
    const v = json<VendaDTO>(await abrir(emUso!));
    for (const numero of [livre, emUso]) {
      const res = await t.injectAs('gerente', {
        method: 'PATCH',
        url: `/api/cartoes/${numero}`,
        payload: { situacao: 'bloqueado' },
      });
      expect(res.json().situacao).toBe('bloqueado');
    }
    const recusa = await abrir(livre!);
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().message).toBe('Cartão bloqueado');
    expect((await abrir(faixa + 90)).statusCode).toBe(404);
    expect(json<VendaDTO>(await t.injectAs('garcom', { url: `/api/vendas/cartao/${emUso}` })).id).toBe(v.id);
    const liberado = await t.injectAs('gerente', {
      method: 'PATCH',
      url: `/api/cartoes/${livre}`,
      payload: { situacao: 'livre' },
    });
    expect(liberado.json().situacao).toBe('livre');
    expect((await abrir(livre!)).statusCode).toBe(201);
    expect(
      (
        await t.injectAs('gerente', {
          method: 'PATCH',
          url: `/api/cartoes/${faixa + 91}`,
          payload: { situacao: 'bloqueado' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('opens one tab when two phones open the same card at once', async () => {
    const [n] = await cartoesNovos(1);
    const respostas = await Promise.all([abrir(n!), abrir(n!), abrir(n!)]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it("another company's cards answer 404", async () => {
    const [n] = await cartoesNovos(1);
    const email = `bar${Date.now()}@cartoes.com.br`;
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/empresas',
      headers: await t.adminAuth(),
      payload: { fantasia: 'Bar B', admin_nome: 'Bia', admin_email: email, admin_senha: 'senha123' },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario: email, senha: 'senha123' },
    });
    const b = { authorization: `Bearer ${login.json().token}` };
    expect(json<CartaoDTO[]>(await t.injectAs(b, { url: '/api/cartoes' }))).toEqual([]);
    expect(
      (await t.injectAs(b, { method: 'POST', url: '/api/vendas', payload: { tipo: 'cartao', cartao: n } })).statusCode,
    ).toBe(404);
    expect(
      (await t.injectAs(b, { method: 'PATCH', url: `/api/cartoes/${n}`, payload: { situacao: 'bloqueado' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.injectAs(b, { url: `/api/vendas/cartao/${n}` })).statusCode).toBe(404);
    expect((await cartao(n!)).situacao).toBe('livre');
  });
});
