import { describe, expect, it } from 'vitest';
import type { CartaoDTO, EmpresaConfigDTO, HistoricoVendaDTO, VendaDTO } from '@comanda/shared';
import { descreverHistorico } from '@comanda/shared';
import { json, useTestApp } from '../../../test/helpers';
import { urlDoCartao } from './cartoes.service';
import { montarDocumento } from '../fiscal/documento';
import { tenant } from '../../db/tenant';

/** The rules a bar needs on numbered cards (issue 37): limit, minimum spend, lost card and the way out. */
const t = useTestApp();
type Auth = { authorization: string };

/** The company a login belongs to (the test reads the database as the fiscal queue would). */
const empresaDoToken = async (auth: Auth) => json<EmpresaConfigDTO>(await t.injectAs(auth, { url: '/api/empresa' })).id;

let empresas = 0;
/**
 * A company of its own (settings are per company and tests share the file's database): its ADMIN, a R$ 10,00
 * product with no station and cards 1..5.
 */
async function bar(config: { cartao_limite?: number | null; consumacao_minima?: number | null } = {}) {
  const email = `bar${++empresas}-${Date.now()}@regras.com.br`;
  const nova = await t.app.inject({
    method: 'POST',
    url: '/api/admin/empresas',
    headers: await t.adminAuth(),
    payload: { fantasia: `Bar ${empresas}`, admin_nome: 'Dono', admin_email: email, admin_senha: 'senha123' },
  });
  expect(nova.statusCode).toBe(201);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { usuario: email, senha: 'senha123' },
  });
  const auth: Auth = { authorization: `Bearer ${login.json().token}` };
  const categoria = json<{ id: number }>(
    await t.injectAs(auth, { method: 'POST', url: '/api/categorias', payload: { nome: 'Bebidas' } }),
  );
  const produto = json<{ id: number }>(
    await t.injectAs(auth, {
      method: 'POST',
      url: '/api/produtos',
      payload: { nome: 'Chope', preco: 10, categoria_id: categoria.id },
    }),
  );
  await t.injectAs(auth, { method: 'POST', url: '/api/cartoes/lote', payload: { inicio: 1, fim: 5 } });
  if (Object.keys(config).length) {
    const res = await t.injectAs(auth, { method: 'PATCH', url: '/api/empresa', payload: config });
    expect(res.statusCode).toBe(200);
  }
  const abrir = async (cartao: number) => {
    const res = await t.injectAs(auth, { method: 'POST', url: '/api/vendas', payload: { tipo: 'cartao', cartao } });
    expect(res.statusCode).toBe(201);
    return json<VendaDTO>(res);
  };
  const item = (vendaId: number, quantidade: number) =>
    t.injectAs(auth, {
      method: 'POST',
      url: `/api/vendas/${vendaId}/itens`,
      payload: { produto_id: produto.id, quantidade },
    });
  const venda = async (id: number) => json<VendaDTO>(await t.injectAs(auth, { url: `/api/vendas/${id}` }));
  const cartao = async (numero: number) => json<CartaoDTO>(await t.injectAs(auth, { url: `/api/cartoes/${numero}` }));
  const pagar = (vendaId: number, valor: number) =>
    t.injectAs(auth, { method: 'POST', url: `/api/vendas/${vendaId}/pagamentos`, payload: { forma: 'pix', valor } });
  const fechar = (vendaId: number) =>
    t.injectAs(auth, { method: 'POST', url: `/api/vendas/${vendaId}/fechar`, payload: {} });
  return { auth, produto: produto.id, abrir, item, venda, cartao, pagar, fechar };
}

describe('card settings in PATCH /api/empresa (issue 37)', () => {
  it('stores the limit and the minimum spend, null turns them off, bad values are refused', async () => {
    const b = await bar();
    const antes = json<EmpresaConfigDTO>(await t.injectAs(b.auth, { url: '/api/empresa' }));
    expect(antes).toMatchObject({ cartao_limite: null, consumacao_minima: null });
    const res = await t.injectAs(b.auth, {
      method: 'PATCH',
      url: '/api/empresa',
      payload: { cartao_limite: 150.5, consumacao_minima: 40 },
    });
    expect(res.json()).toMatchObject({ cartao_limite: 150.5, consumacao_minima: 40 });
    expect(json<EmpresaConfigDTO>(await t.injectAs(b.auth, { url: '/api/empresa' }))).toMatchObject({
      cartao_limite: 150.5,
      consumacao_minima: 40,
    });
    for (const [payload, mensagem] of [
      [{ cartao_limite: 0 }, 'Limite do cartão inválido'],
      [{ cartao_limite: -5 }, 'Limite do cartão inválido'],
      [{ consumacao_minima: 10.005 }, 'Consumação mínima inválida'],
      [{ consumacao_minima: 'dez' }, 'Consumação mínima inválida'],
    ] as const) {
      const ruim = await t.injectAs(b.auth, { method: 'PATCH', url: '/api/empresa', payload });
      expect([ruim.statusCode, ruim.json().message]).toEqual([400, mensagem]);
    }
    const desligado = await t.injectAs(b.auth, {
      method: 'PATCH',
      url: '/api/empresa',
      payload: { cartao_limite: null },
    });
    expect(desligado.json()).toMatchObject({ cartao_limite: null, consumacao_minima: 40 });
    // the settings are the ADMIN's (edit_settings), as the others
    expect(
      (await t.injectAs('gerente', { method: 'PATCH', url: '/api/empresa', payload: { cartao_limite: 10 } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('limit per card', () => {
  it("refuses an item that takes the card's items over the limit (409, nothing changes); a manager raises it for that card", async () => {
    const b = await bar({ cartao_limite: 30 });
    const v = await b.abrir(1);
    expect((await b.item(v.id, 2)).statusCode).toBe(201);
    expect(await b.cartao(1)).toMatchObject({ limite: 30, total: 22 }); // 20 + 10 % service charge
    const acima = await b.item(v.id, 2);
    expect([acima.statusCode, acima.json().message]).toEqual([409, 'Limite do cartão atingido']);
    // exactly at the limit is allowed
    expect((await b.item(v.id, 1)).statusCode).toBe(201);
    expect((await b.item(v.id, 1)).statusCode).toBe(409);
    const depois = await b.venda(v.id);
    expect(depois.subtotal).toBe(30);
    const itens = json<unknown[]>(await t.injectAs(b.auth, { url: `/api/vendas/${v.id}/itens` }));
    expect(itens).toHaveLength(2);

    // another card of the company is not affected by this one's raise
    const outra = await b.abrir(2);
    const sobe = await t.injectAs(b.auth, { method: 'PATCH', url: '/api/cartoes/1', payload: { limite: 50 } });
    expect(sobe.statusCode).toBe(200);
    expect(sobe.json()).toMatchObject({ numero: 1, limite: 50, situacao: 'em_uso' });
    expect((await b.item(v.id, 2)).statusCode).toBe(201);
    expect((await b.item(outra.id, 4)).statusCode).toBe(409);
    const historico = json<HistoricoVendaDTO[]>(await t.injectAs(b.auth, { url: `/api/vendas/${v.id}/historico` }));
    expect(historico.map((h) => descreverHistorico(h))).toContainEqual(
      expect.stringContaining('alterou o limite do cartão para R$ 50,00'),
    );

    // the raise ends with the tab: the next customer on card 1 has the company's limit
    expect((await b.pagar(v.id, (await b.venda(v.id)).restante)).statusCode).toBe(201);
    expect((await b.fechar(v.id)).statusCode).toBe(200);
    const seguinte = await b.abrir(1);
    expect((await b.cartao(1)).limite).toBe(30);
    expect((await b.item(seguinte.id, 4)).statusCode).toBe(409);
    // no open tab: nothing to raise
    const semComanda = await t.injectAs(b.auth, { method: 'PATCH', url: '/api/cartoes/3', payload: { limite: 80 } });
    expect([semComanda.statusCode, semComanda.json().message]).toEqual([409, 'Nenhuma comanda aberta neste cartão']);
  });

  it('no limit when the company has none; only managers raise a limit', async () => {
    const b = await bar();
    const v = await b.abrir(1);
    expect((await b.item(v.id, 99)).statusCode).toBe(201);
    expect((await b.cartao(1)).limite).toBeNull();
    // the permission matrix: GARCOM and CAIXA may not (edit_tables is ADMIN/GERENTE)
    for (const quem of ['garcom', 'caixa'] as const)
      expect(
        (await t.injectAs(quem, { method: 'PATCH', url: '/api/cartoes/1', payload: { limite: 80 } })).statusCode,
      ).toBe(403);
    const invalido = await t.injectAs(b.auth, { method: 'PATCH', url: '/api/cartoes/1', payload: { limite: 0 } });
    expect(invalido.statusCode).toBe(400);
    expect((await t.injectAs(b.auth, { method: 'PATCH', url: '/api/cartoes/1', payload: {} })).statusCode).toBe(400);
  });
});

describe('minimum spend', () => {
  it("charges what the card's items fall short of the minimum as its own line, due before closing", async () => {
    const b = await bar({ consumacao_minima: 50 });
    const v = await b.abrir(1);
    // due from the start: the customer entered
    expect(v).toMatchObject({ consumacao_minima: 50, total: 50, restante: 50 });
    expect((await b.item(v.id, 2)).statusCode).toBe(201);
    const comItens = await b.venda(v.id);
    // 20 of items + 2 service charge (on the items) + 30 to reach the minimum
    expect(comItens).toMatchObject({ subtotal: 20, taxa_servico: 2, consumacao_minima: 30, total: 52 });
    const conta = json<{ venda: VendaDTO }>(await t.injectAs(b.auth, { url: `/api/vendas/${v.id}/pre-conta` }));
    expect(conta.venda).toMatchObject({ consumacao_minima: 30, total: 52 });
    expect(await b.cartao(1)).toMatchObject({ a_pagar: 52, liberado: false });

    // the items' total does not cover it: closing needs the whole amount
    expect((await b.pagar(v.id, 22)).statusCode).toBe(201);
    const cedo = await b.fechar(v.id);
    expect(cedo.statusCode).toBe(409);
    expect((await b.venda(v.id)).situacao).toBe('A');
    expect((await b.pagar(v.id, 30)).statusCode).toBe(201);
    const fechada = await b.fechar(v.id);
    expect(fechada.statusCode).toBe(200);
    expect(fechada.json()).toMatchObject({ situacao: 'F', consumacao_minima: 30, total: 52, total_pago: 52 });
    // history: the closed tab keeps its line, in the sales list too
    expect(await b.venda(v.id)).toMatchObject({ consumacao_minima: 30, total: 52 });
    const lista = json<VendaDTO[]>(await t.injectAs(b.auth, { url: '/api/vendas?situacao=F' }));
    expect(lista.find((x) => x.id === v.id)).toMatchObject({ consumacao_minima: 30, total: 52 });

    // the NFC-e totals what the customer paid: the line goes with the service charge in "outras despesas"
    const doc = await montarDocumento(
      tenant(t.ctx.db, await empresaDoToken(b.auth)),
      { venda_id: v.id, cpf: null } as Parameters<typeof montarDocumento>[1],
      {
        cnpj: '11222333000181',
        inscricao_estadual: '123456789',
        regime_tributario: 1,
        padrao: { ncm: '21069090', cfop: '5102', icms_situacao_tributaria: '102', icms_origem: 0, unidade: 'UN' },
      },
      t.ctx.relogio.agora(),
    );
    const soma = (k: 'valor_bruto' | 'valor_desconto' | 'valor_outras_despesas') =>
      doc.itens.reduce((s, i) => s + i[k], 0);
    expect(soma('valor_outras_despesas')).toBe(3200);
    expect(soma('valor_bruto') - soma('valor_desconto') + soma('valor_outras_despesas')).toBe(5200);
    expect(doc.pagamentos.reduce((s, p) => s + p.valor, 0)).toBe(5200);
  });

  it('disappears once the items reach the minimum, and never touches tables or other companies', async () => {
    const b = await bar({ consumacao_minima: 25 });
    const v = await b.abrir(1);
    expect((await b.item(v.id, 3)).statusCode).toBe(201);
    expect(await b.venda(v.id)).toMatchObject({ subtotal: 30, consumacao_minima: 0, total: 33 });
    // the setting is the company's: the demo company's cards and tables pay no minimum
    await t.injectAs('gerente', { method: 'POST', url: '/api/cartoes/lote', payload: { inicio: 700, fim: 700 } });
    const demo = json<VendaDTO>(
      await t.injectAs('garcom', { method: 'POST', url: '/api/vendas', payload: { tipo: 'cartao', cartao: 700 } }),
    );
    expect(demo).toMatchObject({ consumacao_minima: 0, total: 0 });
  });
});

describe('lost card and the way out', () => {
  it('a blocked card opens nothing; its tab moves to a free card that is not blocked, same tab and payments', async () => {
    const b = await bar();
    const v = await b.abrir(1);
    expect((await b.item(v.id, 2)).statusCode).toBe(201);
    expect((await b.pagar(v.id, 5)).statusCode).toBe(201);
    await b.abrir(3); // card 3 in use
    const bloqueio = await t.injectAs(b.auth, {
      method: 'PATCH',
      url: '/api/cartoes/1',
      payload: { situacao: 'bloqueado' },
    });
    expect(bloqueio.json()).toMatchObject({ situacao: 'bloqueado', venda_id: v.id });
    await t.injectAs(b.auth, { method: 'PATCH', url: '/api/cartoes/4', payload: { situacao: 'bloqueado' } });
    const abrirBloqueado = await t.injectAs(b.auth, {
      method: 'POST',
      url: '/api/vendas',
      payload: { tipo: 'cartao', cartao: 4 },
    });
    expect([abrirBloqueado.statusCode, abrirBloqueado.json().message]).toEqual([409, 'Cartão bloqueado']);

    const mover = (cartao_destino: number) =>
      t.injectAs(b.auth, { method: 'POST', url: `/api/vendas/${v.id}/mover`, payload: { cartao_destino } });
    for (const [destino, status, mensagem] of [
      [4, 409, 'Cartão bloqueado'],
      [3, 409, 'Cartão em uso: já tem uma comanda aberta'],
      [99, 404, 'Cartão não encontrado'],
      [1, 400, 'Escolha outro cartão'],
    ] as const) {
      const res = await mover(destino);
      expect([res.statusCode, res.json().message]).toEqual([status, mensagem]);
    }
    expect((await b.venda(v.id)).numero).toBe(1);

    const movida = await mover(2);
    expect(movida.statusCode).toBe(200);
    expect(movida.json()).toMatchObject({ id: v.id, tipo: 'cartao', numero: 2, subtotal: 20, total_pago: 5 });
    expect(await b.cartao(1)).toMatchObject({ situacao: 'bloqueado', venda_id: null, liberado: true });
    expect(await b.cartao(2)).toMatchObject({ situacao: 'em_uso', venda_id: v.id, a_pagar: 17 });
    expect(json<VendaDTO>(await t.injectAs(b.auth, { url: '/api/vendas/cartao/2' })).id).toBe(v.id);
    expect((await t.injectAs(b.auth, { url: '/api/vendas/cartao/1' })).statusCode).toBe(404);
    const historico = json<HistoricoVendaDTO[]>(await t.injectAs(b.auth, { url: `/api/vendas/${v.id}/historico` }));
    expect(historico.map((h) => descreverHistorico(h))).toContainEqual(
      expect.stringContaining('mudou a comanda do cartão 001 para o cartão 002'),
    );
    // a table's tab does not go to a card, nor a card's to a table
    const mesa = await t.abrirCom(await t.novaMesa(), []);
    const mesaParaCartao = await t.injectAs('garcom', {
      method: 'POST',
      url: `/api/vendas/${mesa.venda.id}/mover`,
      payload: { cartao_destino: 2 },
    });
    expect(mesaParaCartao.statusCode).toBe(409);
    const ambos = await t.injectAs(b.auth, {
      method: 'POST',
      url: `/api/vendas/${v.id}/mover`,
      payload: { cartao_destino: 5, mesa_destino_id: 1 },
    });
    expect(ambos.statusCode).toBe(400);
  });

  it("answers 'Liberado' for a card never used or paid, otherwise the amount due", async () => {
    const b = await bar();
    expect(await b.cartao(5)).toMatchObject({ situacao: 'livre', total: 0, a_pagar: 0, liberado: true });
    const v = await b.abrir(5);
    expect(await b.cartao(5)).toMatchObject({ situacao: 'em_uso', a_pagar: 0, liberado: true });
    expect((await b.item(v.id, 3)).statusCode).toBe(201);
    expect(await b.cartao(5)).toMatchObject({ total: 33, a_pagar: 33, liberado: false });
    const lista = json<CartaoDTO[]>(await t.injectAs(b.auth, { url: '/api/cartoes' }));
    expect(lista.find((c) => c.numero === 5)).toMatchObject({ a_pagar: 33, liberado: false });
    expect((await b.pagar(v.id, 33)).statusCode).toBe(201);
    expect(await b.cartao(5)).toMatchObject({ a_pagar: 0, liberado: true });
    expect((await t.injectAs(b.auth, { url: '/api/cartoes/6' })).statusCode).toBe(404);
  });
});

describe("another company's cards", () => {
  it('answer 404 on every card route and never print', async () => {
    const b = await bar();
    const v = await b.abrir(1);
    await t.injectAs('gerente', { method: 'POST', url: '/api/cartoes/lote', payload: { inicio: 800, fim: 801 } });
    const demo = json<VendaDTO>(
      await t.injectAs('garcom', { method: 'POST', url: '/api/vendas', payload: { tipo: 'cartao', cartao: 800 } }),
    );
    expect((await t.injectAs(b.auth, { url: '/api/cartoes/800' })).statusCode).toBe(404);
    expect(
      (await t.injectAs(b.auth, { method: 'PATCH', url: '/api/cartoes/800', payload: { limite: 10 } })).statusCode,
    ).toBe(404);
    // the demo company's tab cannot move to B's card, nor B's to the demo's
    expect(
      (
        await t.injectAs('gerente', {
          method: 'POST',
          url: `/api/vendas/${v.id}/mover`,
          payload: { cartao_destino: 801 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.injectAs(b.auth, {
          method: 'POST',
          url: `/api/vendas/${demo.id}/mover`,
          payload: { cartao_destino: 2 },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.injectAs('gerente', { url: '/api/vendas/cartao/801' })).statusCode).toBe(404);
    expect((await t.injectAs(b.auth, { url: '/api/vendas/cartao/800' })).statusCode).toBe(404);
    expect((await t.injectAs(b.auth, { url: `/api/vendas/${demo.id}` })).statusCode).toBe(404);
    const pdf = await t.injectAs(b.auth, { url: '/api/cartoes/qr.pdf' });
    const texto = textoDoPdf(pdf.rawPayload);
    expect(texto).toContain('Cartão 005');
    expect(texto).not.toContain('Cartão 800');
  });
});

/** pdfkit writes each text run as hex glyph codes. */
const textoDoPdf = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)>/g)]
    .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))
    .join('');

describe('printed cards', () => {
  it('prints every card with its number large, the company and the instructions', async () => {
    await t.injectAs('gerente', { method: 'POST', url: '/api/cartoes/lote', payload: { inicio: 55, fim: 57 } });
    const res = await t.injectAs('garcom', { url: '/api/cartoes/qr.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('cartoes.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const texto = textoDoPdf(res.rawPayload);
    expect(texto).toContain('Restaurante Demo');
    expect(texto).toContain('Cartão 057');
    expect(texto).toContain('Aponte a câmera para ver a sua conta');
    expect((await t.injectAs('cozinha', { url: '/api/cartoes/qr.pdf' })).statusCode).toBe(403);
  });

  it("points each QR to /c/:codigo at PUBLIC_URL, else the request's origin", () => {
    expect(urlDoCartao(t.ctx, 'http://bar.local:3000', 'AbC_123')).toBe(
      `${t.ctx.config.publicUrl ?? 'http://bar.local:3000'}/c/AbC_123`,
    );
  });
});
