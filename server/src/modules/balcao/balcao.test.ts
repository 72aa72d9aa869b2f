import { describe, expect, it } from 'vitest';
import type { PainelDTO, PainelPublicoDTO, PedidoBalcaoPublicoDTO, VendaDTO } from '@comanda/shared';
import { json, useTestApp } from '../../../test/helpers';
import { qrCodePng } from '../../qr-code';

const t = useTestApp();

/** A product of the demo menu that a station produces and that needs no choices (one tap adds it). */
async function produtoDaCozinha() {
  const p = await t.ctx.db
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
  return { id: p.id, preco: Number(p.preco) };
}

const abrirBalcao = async (quem: 'caixa' | 'garcom' | 'gerente', payload: object = {}) =>
  t.injectAs(quem, { method: 'POST', url: '/api/vendas', payload: { tipo: 'balcao', ...payload } });

const item = (vendaId: number, produto_id: number, quantidade = 1) =>
  t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${vendaId}/itens`, payload: { produto_id, quantidade } });

async function codigoDoPainel() {
  return json<PainelDTO>(await t.injectAs('gerente', { url: '/api/painel' })).codigo;
}
let empresas = 0;
/** A new company made as a real one is (by the platform administrator), and its ADMIN's header. */
async function empresaB() {
  const n = ++empresas;
  const email = `dona${n}-${Date.now()}@balcao.com.br`;
  const nova = await t.app.inject({
    method: 'POST',
    url: '/api/admin/empresas',
    headers: await t.adminAuth(),
    payload: { fantasia: `Lanchonete ${n}`, admin_nome: 'Dona', admin_email: email, admin_senha: 'senha123' },
  });
  expect(nova.statusCode).toBe(201);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { usuario: email, senha: 'senha123' },
  });
  return { authorization: `Bearer ${login.json().token}` };
}

const painel = async (codigo: string) =>
  json<PainelPublicoDTO>(await t.app.inject({ url: `/api/public/painel/${codigo}` }));

describe('counter orders (issue 37)', () => {
  it('opens a numbered counter order with a name and takeaway, and GET /api/vendas/:id answers it', async () => {
    const res = await abrirBalcao('caixa', { nome_cliente: 'Ana', viagem: true });
    expect(res.statusCode).toBe(201);
    const v = json<VendaDTO>(res);
    expect(v).toMatchObject({ tipo: 'balcao', mesa_id: null, viagem: true, nome_cliente: 'Ana', situacao: 'A' });
    expect(v.numero).toBeGreaterThan(0);
    expect(v.cobrar_taxa_servico).toBe(false);
    expect(v.acompanhar_url).toMatch(/^\/pedido\/[A-Za-z0-9_-]{24}$/);
    const lida = json<VendaDTO>(await t.injectAs('caixa', { url: `/api/vendas/${v.id}` }));
    expect(lida).toMatchObject({ id: v.id, tipo: 'balcao', numero: v.numero });
    const seguinte = json<VendaDTO>(await abrirBalcao('gerente'));
    expect(seguinte.numero).toBe(v.numero! + 1);
    expect(seguinte.nome_cliente).toBe('');
  });

  it('numbers concurrent orders without a gap or a repeat', async () => {
    const vendas = await Promise.all(Array.from({ length: 8 }, () => abrirBalcao('caixa')));
    const numeros = vendas.map((r) => json<VendaDTO>(r).numero!).sort((a, b) => a - b);
    expect(new Set(numeros).size).toBe(8);
    expect(numeros[7]! - numeros[0]!).toBe(7);
  });

  it('lets the counter (use_counter) in, but not a waiter, and keeps the cashier off table tabs', async () => {
    expect((await abrirBalcao('garcom')).statusCode).toBe(403);
    const mesa = await t.mesaId(await t.novaMesa());
    expect(
      (await t.injectAs('caixa', { method: 'POST', url: '/api/vendas', payload: { mesa_id: mesa } })).statusCode,
    ).toBe(403);
    const { venda } = await t.abrirCom(await t.novaMesa(), []);
    const { id } = await produtoDaCozinha();
    expect((await item(venda.id, id)).statusCode).toBe(403);
  });

  it('sends items to the kitchen with the order label, moves it to pronto on the board, and closes paid in two', async () => {
    const codigo = await codigoDoPainel();
    const v = json<VendaDTO>(await abrirBalcao('caixa', { nome_cliente: 'Bia' }));
    const produto = await produtoDaCozinha();
    const a = json<{ id: number }>(await item(v.id, produto.id, 2));
    const estado = json<{ itens: { id: number; comanda: string; tipo: string }[] }>(
      await t.injectAs('admin', { url: '/api/cozinha' }),
    );
    expect(estado.itens.find((i) => i.id === a.id)).toMatchObject({
      tipo: 'balcao',
      comanda: `Balcão #${v.numero} — Bia`,
    });
    expect((await painel(codigo)).preparando).toContainEqual({ numero: v.numero, nome: 'Bia' });

    const bump = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/cozinha/tickets/bump',
      payload: { itens: [a.id] },
    });
    expect(bump.statusCode).toBeLessThan(300);
    const depois = await painel(codigo);
    expect(depois.prontos).toContainEqual({ numero: v.numero, nome: 'Bia' });
    expect(depois.preparando.map((p) => p.numero)).not.toContain(v.numero);

    // pay at pickup, split in two: half cash, half PIX, then close; closing after pickup takes it off the board
    const total = json<VendaDTO>(await t.injectAs('caixa', { url: `/api/vendas/${v.id}` })).total;
    expect(total).toBe(produto.preco * 2);
    const divisao = await t.injectAs('caixa', { url: `/api/vendas/${v.id}/divisao?pessoas=2` });
    expect(divisao.statusCode).toBe(200);
    const metade = Math.round((total / 2) * 100) / 100;
    for (const [forma, valor] of [
      ['dinheiro', metade],
      ['pix', Math.round((total - metade) * 100) / 100],
    ] as const) {
      const p = await t.injectAs('caixa', {
        method: 'POST',
        url: `/api/vendas/${v.id}/pagamentos`,
        payload: { forma, valor },
      });
      expect(p.statusCode).toBe(201);
    }
    const fechada = await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${v.id}/fechar`, payload: {} });
    expect(fechada.json()).toMatchObject({ situacao: 'F', total_pago: total });
    expect(fechada.json().retirada_em).toBeNull(); // the reply is the close; the hook stamps the pickup
    expect((await painel(codigo)).prontos.map((p) => p.numero)).not.toContain(v.numero);
    expect(json<VendaDTO>(await t.injectAs('caixa', { url: `/api/vendas/${v.id}` })).retirada_em).not.toBeNull();
  });

  it('keeps a paid-first order on the board until the kitchen is done and staff hand it over', async () => {
    const codigo = await codigoDoPainel();
    const v = json<VendaDTO>(await abrirBalcao('caixa'));
    const produto = await produtoDaCozinha();
    const a = json<{ id: number }>(await item(v.id, produto.id));
    await t.injectAs('caixa', {
      method: 'POST',
      url: `/api/vendas/${v.id}/pagamentos`,
      payload: { forma: 'dinheiro', valor: produto.preco },
    });
    await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${v.id}/fechar`, payload: {} });
    expect((await painel(codigo)).preparando).toContainEqual({ numero: v.numero, nome: null });

    const token = v.acompanhar_url!.split('/').pop()!;
    const pagina = async () => json<PedidoBalcaoPublicoDTO>(await t.app.inject({ url: `/api/public/pedido/${token}` }));
    expect(await pagina()).toMatchObject({ numero: v.numero, estado: 'preparando', itens: [{ quantidade: 1 }] });

    await t.injectAs('admin', { method: 'PATCH', url: `/api/cozinha/itens/${a.id}`, payload: { status: 'pronto' } });
    expect((await painel(codigo)).prontos).toContainEqual({ numero: v.numero, nome: null });
    expect((await pagina()).estado).toBe('pronto');
    const naTela = json<{ venda: VendaDTO; estado: string }[]>(await t.injectAs('caixa', { url: '/api/balcao' }));
    expect(naTela.find((p) => p.venda.id === v.id)).toMatchObject({ estado: 'pronto', venda: { situacao: 'F' } });

    const entregue = await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${v.id}/entregue` });
    expect(entregue.statusCode).toBe(200);
    expect(entregue.json().retirada_em).not.toBeNull();
    const quadro = await painel(codigo);
    expect([...quadro.prontos, ...quadro.preparando].map((p) => p.numero)).not.toContain(v.numero);
    expect((await pagina()).estado).toBe('retirado');
    // a repeat changes nothing; a table's tab is not handed over this way
    expect((await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${v.id}/entregue` })).statusCode).toBe(200);
    const { venda: daMesa } = await t.abrirCom(await t.novaMesa(), []);
    expect((await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${daMesa.id}/entregue` })).statusCode).toBe(
      409,
    );
  });

  it('renews the board code: the old one answers 404', async () => {
    const velho = await codigoDoPainel();
    const novo = json<PainelDTO>(await t.injectAs('gerente', { method: 'POST', url: '/api/painel/renovar' }));
    expect(novo.codigo).not.toBe(velho);
    expect(novo.url).toMatch(new RegExp(`/painel/${novo.codigo}$`));
    expect(novo.qr_code).toBe(await qrCodePng(novo.url)); // the TV's QR carries the new address
    expect((await t.app.inject({ url: `/api/public/painel/${velho}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/public/painel/${novo.codigo}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/public/painel/x' })).statusCode).toBe(404);
    expect((await t.injectAs('caixa', { url: '/api/painel' })).statusCode).toBe(403);
  });

  it("another company's orders, board and cards answer 404, and its board never shows this company's", async () => {
    const v = json<VendaDTO>(await abrirBalcao('caixa'));
    await item(v.id, (await produtoDaCozinha()).id);
    const b = await empresaB();
    const codigoB = json<PainelDTO>(await t.injectAs(b, { url: '/api/painel' })).codigo;
    expect(await painel(codigoB)).toMatchObject({ preparando: [], prontos: [] });
    expect((await painel(await codigoDoPainel())).preparando.map((p) => p.numero)).toContain(v.numero);
    expect((await t.injectAs(b, { url: `/api/vendas/${v.id}` })).statusCode).toBe(404);
    expect((await t.injectAs(b, { method: 'POST', url: `/api/vendas/${v.id}/entregue` })).statusCode).toBe(404);
    expect(
      (
        await t.injectAs(b, {
          method: 'POST',
          url: `/api/vendas/${v.id}/itens`,
          payload: { produto_id: 1, quantidade: 1 },
        })
      ).statusCode,
    ).toBe(404);
  });
});
