import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { parsePix } from 'pix-utils';
import type { VendaDTO } from '@comanda/shared';
import { type Demo, json, type TestApp, useTestApp } from '../../../test/helpers';

const t = useTestApp();
// the cash-up adds up the whole day of the company: a database of its own, where only that test's tabs are paid
const dia = useTestApp();

async function comanda(numero: number, itens: [string, number][], app: TestApp = t) {
  const payload = { mesa_id: await app.mesaId(numero) };
  const venda = json<VendaDTO>(await app.injectAs('garcom', { method: 'POST', url: '/api/vendas', payload }));
  for (const [nome, quantidade] of itens) {
    const item = { produto_id: await app.produtoId(nome), quantidade };
    await app.injectAs('garcom', { method: 'POST', url: `/api/vendas/${venda.id}/itens`, payload: item });
  }
  return json<VendaDTO>(await app.injectAs('garcom', { url: `/api/vendas/mesa/${venda.mesa_id}` }));
}
const pagar = (quem: Demo, id: number, body: unknown, app: TestApp = t) =>
  app.injectAs(quem, { method: 'POST', url: `/api/vendas/${id}/pagamentos`, payload: body });
const tokenDe = async (vendaId: number) =>
  (await t.ctx.db.selectFrom('vendas').select('token_publico').where('id', '=', vendaId).executeTakeFirstOrThrow())
    .token_publico!;

describe('the diner pays attention to the bill', () => {
  it('sees subtotal, service charge, total, paid and remaining; asks for the bill once; gets a PIX; a closed link says thanks', async () => {
    const v = await comanda(1, [['Calabresa Acebolada', 1]]); // 39,90 + 3,99
    const token = await tokenDe(v.id);
    const ver = async () => (await t.app.inject({ method: 'GET', url: `/api/public/comanda/${token}` })).json();
    expect((await ver()).venda).toMatchObject({
      subtotal: 39.9,
      taxa_servico: 3.99,
      taxa_servico_percentual: 10,
      total: 43.89,
      pago: 0,
      restante: 43.89,
    });
    expect((await ver()).pix_disponivel).toBe(false);
    const semPix = await t.app.inject({ method: 'GET', url: `/api/public/comanda/${token}/pix` });
    expect(semPix.statusCode).toBe(409);

    const pedir = await t.app.inject({
      method: 'POST',
      url: `/api/public/pedir-conta/${token}`,
      remoteAddress: '10.2.0.1',
    });
    expect(pedir.json().message).toBe('Conta solicitada! Em instantes alguém vem até a sua mesa');
    const mesa = (await t.injectAs('garcom', { url: `/api/mesas/${v.mesa_id}` })).json();
    expect(mesa).toMatchObject({ situacao: 'P', chamando_garcom: 'S' });
    expect((await ver()).conta_pedida).toBe(true);
    const de_novo = await t.app.inject({
      method: 'POST',
      url: `/api/public/pedir-conta/${token}`,
      remoteAddress: '10.2.0.1',
    });
    expect(de_novo.json().message).toBe('Conta já foi solicitada');
    expect((await t.injectAs('garcom', { url: `/api/mesas/${v.mesa_id}` })).json().garcom_chamado_em).toBe(
      mesa.garcom_chamado_em,
    );

    await t.injectAs('admin', {
      method: 'PATCH',
      url: '/api/empresa',
      payload: { chave_pix: 'caixa@demo.com.br', pix_nome_recebedor: 'Restaurante Demo', pix_cidade: 'Sao Paulo' },
    });
    expect((await ver()).pix_disponivel).toBe(true);
    const pix = (await t.app.inject({ method: 'GET', url: `/api/public/comanda/${token}/pix?valor=14.63` })).json();
    expect(parsePix(pix.payload)).toMatchObject({ pixKey: 'caixa@demo.com.br', transactionAmount: 14.63 });

    await pagar('caixa', v.id, { forma: 'pix', valor: 14.63 });
    expect((await ver()).venda).toMatchObject({ pago: 14.63, restante: 29.26 });
    await pagar('caixa', v.id, { forma: 'dinheiro', valor: 29.26, valor_recebido: 50 });
    await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${v.id}/fechar` });
    const fim = await t.app.inject({ method: 'GET', url: `/api/public/comanda/${token}` });
    expect(fim.statusCode).toBe(404);
    expect(fim.json().message).toBe('Conta encerrada — obrigado pela visita!');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/public/pedir-conta/${token}`, remoteAddress: '10.2.0.2' }))
        .statusCode,
    ).toBe(404);
  });

  it('asking for the bill is rate-limited like the waiter call', async () => {
    const v = await comanda(2, [['Água Mineral', 1]]);
    const token = await tokenDe(v.id);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push(
        (await t.app.inject({ method: 'POST', url: `/api/public/pedir-conta/${token}`, remoteAddress: '10.3.3.3' }))
          .statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('cash-up and reports add up to the payments', () => {
  it('per method, service charge, discounts with reason and author, change, per operator; PDF and XLSX', async () => {
    // the diner's tab: PIX, then cash with change
    const v1 = await comanda(1, [['Calabresa Acebolada', 1]], dia); // 39,90 + 3,99 = 43,89
    await pagar('caixa', v1.id, { forma: 'pix', valor: 14.63 }, dia);
    await pagar('caixa', v1.id, { forma: 'dinheiro', valor: 29.26, valor_recebido: 50 }, dia);
    await dia.injectAs('caixa', { method: 'POST', url: `/api/vendas/${v1.id}/fechar` });
    // one cash payment with change by the manager, after a discount
    const v2 = await comanda(2, [['Água Mineral', 1]], dia); // 4,50 + 0,45
    await dia.injectAs('gerente', {
      method: 'POST',
      url: `/api/vendas/${v2.id}/desconto`,
      payload: { tipo: 'valor', valor: 0.95, motivo: 'Cortesia da casa' },
    });
    await pagar('gerente', v2.id, { forma: 'dinheiro', valor: 4, valor_recebido: 10 }, dia);
    await dia.injectAs('gerente', { method: 'POST', url: `/api/vendas/${v2.id}/fechar` });
    const v3 = await comanda(3, [['Isca de Frango', 1]], dia); // 44,90 + 4,49 = 49,39
    await pagar('caixa', v3.id, { forma: 'credito', valor: 20 }, dia);
    await pagar('caixa', v3.id, { forma: 'debito', valor: 29.39 }, dia);
    await dia.injectAs('caixa', { method: 'POST', url: `/api/vendas/${v3.id}/fechar` });

    const c = (await dia.injectAs('caixa', { url: '/api/relatorios/pagamentos?periodo=hoje' })).json();
    const forma = (f: string) => c.porForma.find((x: any) => x.forma === f);
    expect(forma('pix')).toMatchObject({ label: 'PIX', quantidade: 1, valor: 14.63 });
    expect(forma('dinheiro')).toMatchObject({ quantidade: 2, valor: 33.26 });
    expect(forma('credito')).toMatchObject({ quantidade: 1, valor: 20 });
    expect(forma('debito')).toMatchObject({ quantidade: 1, valor: 29.39 });
    expect(c.totalRecebido).toBe(97.28);
    expect(c.troco).toBe(26.74);
    expect(c.taxaServico).toBe(8.93);
    expect(c.totalDescontos).toBe(0.95);
    expect(c.descontos).toEqual([
      {
        venda_id: v2.id,
        mesa_numero: 2,
        comanda: 'Mesa 02',
        valor: 0.95,
        motivo: 'Cortesia da casa',
        usuario: 'Gustavo Gerente',
      },
    ]);
    expect(c.porOperador).toEqual([
      { operador: 'Carla Caixa', quantidade: 4, valor: 93.28 },
      { operador: 'Gustavo Gerente', quantidade: 1, valor: 4 },
    ]);
    const vendas = (await dia.injectAs('caixa', { url: '/api/relatorios/vendas?periodo=hoje' })).json();
    expect(vendas).toMatchObject({
      totalVendas: 3,
      totalValor: c.totalRecebido,
      taxaServico: c.taxaServico,
      descontos: 0.95,
      ticketMedio: 32.43,
    });
    expect(c).toMatchObject({ comandasFechadas: 3, totalVendas: c.totalRecebido });
    expect((await dia.injectAs('garcom', { url: '/api/relatorios/pagamentos?periodo=hoje' })).statusCode).toBe(403);

    const pdf = await dia.injectAs('caixa', { url: '/api/relatorios/pagamentos/exportar?periodo=hoje&formato=pdf' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const texto = [...pdf.rawPayload.toString('latin1').matchAll(/<([0-9a-f]+)>/g)]
      .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))
      .join('');
    expect(texto).toContain('R$ 97,28');
    expect(texto).toContain('Cortesia da casa');
    const xlsx = await dia.injectAs('caixa', { url: '/api/relatorios/pagamentos/exportar?periodo=hoje&formato=xlsx' });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as any);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'Resumo',
      'Formas de pagamento',
      'Canais',
      'Descontos',
      'Operadores',
    ]);
    expect(wb.getWorksheet('Resumo')!.getCell('B3').value).toBe(97.28);

    const relatorio = await dia.injectAs('caixa', { url: '/api/relatorios/exportar?periodo=hoje&formato=xlsx' });
    const rwb = new ExcelJS.Workbook();
    await rwb.xlsx.load(relatorio.rawPayload as any);
    const resumo = rwb.getWorksheet('Resumo')!;
    expect([
      resumo.getCell('A7').value,
      resumo.getCell('B7').value,
      resumo.getCell('A8').value,
      resumo.getCell('B8').value,
    ]).toEqual(['Taxa de Serviço', 8.93, 'Descontos', 0.95]);
    expect(resumo.getCell('B3').value).toBe(97.28);

    const caixa = (await dia.injectAs('caixa', { url: '/api/caixa/hoje' })).json();
    expect(caixa.fechadas.map((v: VendaDTO) => v.id).sort()).toEqual([v2.id, v3.id, v1.id].sort());
    expect(caixa.fechamento.totalRecebido).toBe(97.28);
    expect((await dia.injectAs('garcom', { url: '/api/caixa/hoje' })).statusCode).toBe(403);
  });
});

describe('cash-up in the company time zone', () => {
  it('a payment at 23:30 in São Paulo (02:30 UTC next day) belongs to its São Paulo day', async () => {
    const v = await comanda(4, [['Água Mineral', 1]]);
    const hojeSP = new Date(Date.now() - 3 * 3600_000);
    // 23:30 of yesterday in São Paulo = 02:30 UTC today
    const ontem2330 = new Date(Date.UTC(hojeSP.getUTCFullYear(), hojeSP.getUTCMonth(), hojeSP.getUTCDate(), 2, 30));
    const antes = (await t.injectAs('caixa', { url: '/api/relatorios/pagamentos?periodo=ontem' })).json();
    await t.ctx.db
      .insertInto('pagamentos')
      .values({
        empresa_id: 1,
        venda_id: v.id,
        forma: 'outro',
        valor: 1,
        valor_recebido: 1,
        usuario_nome: 'Fixture',
        created_at: ontem2330,
      } as any)
      .execute();
    const ontem = (await t.injectAs('caixa', { url: '/api/relatorios/pagamentos?periodo=ontem' })).json();
    expect(ontem.porForma.find((f: any) => f.forma === 'outro')).toMatchObject({ quantidade: 1, valor: 1 });
    expect(ontem.totalRecebido).toBe(antes.totalRecebido + 1);
    const hoje = (await t.injectAs('caixa', { url: '/api/relatorios/pagamentos?periodo=hoje' })).json();
    expect(hoje.porForma.find((f: any) => f.forma === 'outro').quantidade).toBe(0);
  });
});
