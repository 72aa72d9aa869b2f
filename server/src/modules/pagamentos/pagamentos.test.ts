import { describe, expect, it } from 'vitest';
import { parsePix } from 'pix-utils';
import { type Demo, useTestApp } from '../../../test/helpers';
import { hashSenha } from '../auth/senha';

const t = useTestApp();
const mesaId = async (numero: number) =>
  (
    await t.ctx.db
      .selectFrom('mesas')
      .select('id')
      .where('numero', '=', numero)
      .where('empresa_id', '=', 1)
      .executeTakeFirstOrThrow()
  ).id;
const produto = async (nome: string) =>
  (
    await t.ctx.db
      .selectFrom('produtos')
      .select('id')
      .where('nome', '=', nome)
      .where('empresa_id', '=', 1)
      .executeTakeFirstOrThrow()
  ).id;

/** Opens a tab on a table and adds `qtd` units of a simple product. */
async function comanda(numero: number, itens: [string, number][] = [['Calabresa Acebolada', 2]]) {
  const venda = (
    await t.injectAs('garcom', { method: 'POST', url: '/api/vendas', payload: { mesa_id: await mesaId(numero) } })
  ).json();
  for (const [nome, quantidade] of itens) {
    expect(
      (
        await t.injectAs('garcom', {
          method: 'POST',
          url: `/api/vendas/${venda.id}/itens`,
          payload: { produto_id: await produto(nome), quantidade },
        })
      ).statusCode,
    ).toBe(201);
  }
  return (await t.injectAs('garcom', { url: `/api/vendas/mesa/${venda.mesa_id}` })).json();
}
const pagar = (quem: Demo, id: number, body: unknown) =>
  t.injectAs(quem, { method: 'POST', url: `/api/vendas/${id}/pagamentos`, payload: body });

/** CRC16/CCITT-FALSE as the BR Code manual defines it, computed here independently of the library. */
function crc16(s: string): string {
  let crc = 0xffff;
  for (const b of Buffer.from(s, 'utf8')) {
    crc ^= b << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

describe('service charge and discount', () => {
  it('computes 10 % on the subtotal; CAIXA removes it with a reason and puts it back; every change is in the history', async () => {
    const v = await comanda(1); // 2 x 39,90 = 79,80 -> 7,98
    expect(v).toMatchObject({
      subtotal: 79.8,
      taxa_servico: 7.98,
      total: 87.78,
      restante: 87.78,
      cobrar_taxa_servico: true,
    });
    const url = `/api/vendas/${v.id}/taxa-servico`;
    const semMotivo = await t.injectAs('caixa', { method: 'PATCH', url, payload: { cobrar: false, motivo: ' ' } });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().message).toBe('Informe o motivo');
    expect(
      (await t.injectAs('garcom', { method: 'PATCH', url, payload: { cobrar: false, motivo: 'Cliente reclamou' } }))
        .statusCode,
    ).toBe(403);
    const sem = await t.injectAs('caixa', {
      method: 'PATCH',
      url,
      payload: { cobrar: false, motivo: 'Cliente reclamou do atendimento' },
    });
    expect(sem.json()).toMatchObject({
      taxa_servico: 0,
      total: 79.8,
      cobrar_taxa_servico: false,
      taxa_servico_motivo: 'Cliente reclamou do atendimento',
    });
    expect((await t.injectAs('caixa', { method: 'PATCH', url, payload: { cobrar: true } })).json()).toMatchObject({
      taxa_servico: 7.98,
      total: 87.78,
    });
    // the history also has the opening and the items (issue 15): the service charge's rows here
    const hist = (await t.injectAs('gerente', { url: `/api/vendas/${v.id}/historico` }))
      .json()
      .filter((h: any) => h.tipo === 'taxa_servico');
    expect(hist.map((h: any) => [h.tipo, h.usuario, h.motivo])).toEqual([
      ['taxa_servico', 'Carla Caixa', 'Cliente reclamou do atendimento'],
      ['taxa_servico', 'Carla Caixa', null],
    ]);
    expect(hist[0]).toMatchObject({
      antes: { cobrar: true, taxa_servico: 7.98 },
      depois: { cobrar: false, taxa_servico: 0 },
    });
  });

  it('discount: ADMIN/GERENTE only, with a reason, never above the subtotal; percentual follows the items; 0 removes it', async () => {
    const v = await comanda(9); // 2 x 39,90 = 79,80
    const url = `/api/vendas/${v.id}/desconto`;
    expect(
      (await t.injectAs('caixa', { method: 'POST', url, payload: { tipo: 'valor', valor: 5, motivo: 'Aniversário' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.injectAs('gerente', { method: 'POST', url, payload: { tipo: 'valor', valor: 5 } })).json().message,
    ).toBe('Informe o motivo');
    const acima = await t.injectAs('gerente', {
      method: 'POST',
      url,
      payload: { tipo: 'valor', valor: 79.81, motivo: 'Teste' },
    });
    expect(acima.statusCode).toBe(400);
    expect(acima.json().message).toBe('Desconto não pode ser maior que o subtotal');
    expect(
      (await t.injectAs('gerente', { method: 'POST', url, payload: { tipo: 'percentual', valor: 101, motivo: 'x' } }))
        .statusCode,
    ).toBe(400);
    const dez = await t.injectAs('gerente', {
      method: 'POST',
      url,
      payload: { tipo: 'percentual', valor: 10, motivo: 'Cliente frequente' },
    });
    expect(dez.json()).toMatchObject({
      subtotal: 79.8,
      taxa_servico: 7.98,
      desconto: 7.98,
      total: 79.8,
      desconto_motivo: 'Cliente frequente',
    });
    await t.injectAs('garcom', {
      method: 'POST',
      url: `/api/vendas/${v.id}/itens`,
      payload: { produto_id: await produto('Água Mineral'), quantidade: 2 },
    });
    expect((await t.injectAs('garcom', { url: `/api/vendas/mesa/${v.mesa_id}` })).json()).toMatchObject({
      subtotal: 88.8,
      taxa_servico: 8.88,
      desconto: 8.88,
      total: 88.8,
    });
    expect(
      (
        await t.injectAs('admin', { method: 'POST', url, payload: { tipo: 'valor', valor: 0, motivo: 'Desfeito' } })
      ).json(),
    ).toMatchObject({ desconto: 0, total: 97.68, desconto_tipo: null });
    const hist = (await t.injectAs('gerente', { url: `/api/vendas/${v.id}/historico` }))
      .json()
      .filter((h: any) => h.tipo === 'desconto');
    expect(hist.map((h: any) => [h.usuario, h.motivo, h.depois.desconto])).toEqual([
      ['Gustavo Gerente', 'Cliente frequente', 7.98],
      ['Ana Administradora', 'Desfeito', 0],
    ]);
  });
});

describe('payments and closing', () => {
  it('refuses non-cash overpayment, gives change for cash, 409 on a partial close, then closes', async () => {
    const v = await comanda(2, [['Isca de Frango', 1]]); // 44,90 + 4,49 = 49,39
    expect(v.total).toBe(49.39);
    expect((await pagar('garcom', v.id, { forma: 'pix', valor: 10 })).statusCode).toBe(403);
    const demais = await pagar('caixa', v.id, { forma: 'credito', valor: 49.4 });
    expect(demais.statusCode).toBe(400);
    expect(demais.json().message).toBe('Valor maior que o restante (R$ 49,39)');
    expect((await pagar('caixa', v.id, { forma: 'cheque', valor: 1 })).json().message).toBe(
      'Forma de pagamento inválida',
    );
    expect((await pagar('caixa', v.id, { forma: 'pix', valor: 0 })).statusCode).toBe(400);
    const pix = await pagar('caixa', v.id, { forma: 'pix', valor: 20 });
    expect(pix.statusCode).toBe(201);
    expect(pix.json().venda).toMatchObject({ total_pago: 20, restante: 29.39 });
    const parcial = await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${v.id}/fechar` });
    expect(parcial.statusCode).toBe(409);
    expect(parcial.json().message).toBe('Pagamento incompleto: faltam R$ 29,39');
    const cash = await pagar('caixa', v.id, { forma: 'dinheiro', valor: 29.39, valor_recebido: 50 });
    expect(cash.json().pagamento).toMatchObject({
      forma: 'dinheiro',
      valor: 29.39,
      valor_recebido: 50,
      troco: 20.61,
      usuario: 'Carla Caixa',
    });
    expect(cash.json().venda).toMatchObject({ restante: 0, total_pago: 49.39, troco: 20.61 });
    expect((await pagar('caixa', v.id, { forma: 'dinheiro', valor: 1 })).statusCode).toBe(409);
    const fechada = await t.injectAs('caixa', {
      method: 'POST',
      url: `/api/vendas/${v.id}/fechar`,
      payload: { forma_pagamento: 'debito' },
    });
    expect(fechada.json()).toMatchObject({ situacao: 'F', sem_venda: false, valor_pago: 49.39, troco: 20.61 });
    const lista = (await t.injectAs('caixa', { url: `/api/vendas/${v.id}/pagamentos` })).json();
    expect(lista.map((p: any) => [p.forma, p.valor])).toEqual([
      ['pix', 20],
      ['dinheiro', 29.39],
    ]); // no third payment
    expect(
      (
        await t.injectAs('gerente', {
          method: 'DELETE',
          url: `/api/vendas/${v.id}/pagamentos/${lista[0].id}`,
          payload: { motivo: 'x' },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('removing a payment: ADMIN/GERENTE, with a reason, kept as removed and out of the totals', async () => {
    const v = await comanda(3, [['Pudim de Leite', 1]]); // 12,90 + 1,29
    const p = (await pagar('caixa', v.id, { forma: 'debito', valor: 5 })).json().pagamento;
    const url = `/api/vendas/${v.id}/pagamentos/${p.id}`;
    expect((await t.injectAs('caixa', { method: 'DELETE', url, payload: { motivo: 'Erro' } })).statusCode).toBe(403);
    expect((await t.injectAs('gerente', { method: 'DELETE', url, payload: {} })).json().message).toBe(
      'Informe o motivo',
    );
    expect(
      (await t.injectAs('gerente', { method: 'DELETE', url, payload: { motivo: 'Cartão recusado' } })).json(),
    ).toMatchObject({ total_pago: 0, restante: 14.19 });
    expect((await t.injectAs('gerente', { method: 'DELETE', url, payload: { motivo: 'de novo' } })).statusCode).toBe(
      409,
    );
    const lista = (await t.injectAs('caixa', { url: `/api/vendas/${v.id}/pagamentos` })).json();
    expect(lista[0]).toMatchObject({ removido_por: 'Gustavo Gerente', removido_motivo: 'Cartão recusado' });
    // the old body-less close records one cash payment of the whole amount
    const fechada = await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${v.id}/fechar` });
    expect(fechada.json()).toMatchObject({ situacao: 'F', valor_pago: 14.19 });
    const depois = (await t.injectAs('caixa', { url: `/api/vendas/${v.id}/pagamentos` }))
      .json()
      .filter((x: any) => !x.removido_em);
    expect(depois.map((x: any) => [x.forma, x.valor])).toEqual([['dinheiro', 14.19]]);
  });

  it('close with forma_pagamento and no payment records that method', async () => {
    const v = await comanda(4, [['Suco Natural', 1]]);
    expect(
      (
        await t.injectAs('caixa', {
          method: 'POST',
          url: `/api/vendas/${v.id}/fechar`,
          payload: { forma_pagamento: 'pix' },
        })
      ).json().situacao,
    ).toBe('F');
    expect(
      (await t.injectAs('caixa', { url: `/api/vendas/${v.id}/pagamentos` })).json().map((p: any) => [p.forma, p.valor]),
    ).toEqual([['pix', 10.89]]);
  });

  it('an empty tab ends as C, frees the table, says so, and is not a sale', async () => {
    const antes = (await t.injectAs('caixa', { url: '/api/relatorios/vendas?periodo=hoje' })).json();
    const v = await comanda(6, []);
    const r = await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${v.id}/fechar` });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      situacao: 'C',
      sem_venda: true,
      message: 'Comanda sem itens encerrada sem venda. Mesa liberada.',
    });
    expect((await t.injectAs('caixa', { url: `/api/mesas/${v.mesa_id}` })).json().situacao).toBe('L');
    const depois = (await t.injectAs('caixa', { url: '/api/relatorios/vendas?periodo=hoje' })).json();
    expect(depois).toMatchObject({
      totalVendas: antes.totalVendas,
      totalValor: antes.totalValor,
      ticketMedio: antes.ticketMedio,
    });
  });

  it('concurrent payments on one tab never exceed the total', async () => {
    const v = await comanda(7, [['Brahma 600 ml', 2]]); // 29,80 + 2,98 = 32,78
    const h = await t.loginAs('caixa');
    const res = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/vendas/${v.id}/pagamentos`,
          headers: h,
          payload: { forma: 'credito', valor: 5 },
        }),
      ),
    );
    const ok = res.filter((r) => r.statusCode === 201).length;
    expect(ok).toBe(6);
    expect(res.filter((r) => r.statusCode === 400)).toHaveLength(6);
    const atual = (await t.injectAs('caixa', { url: `/api/vendas/mesa/${v.mesa_id}` })).json();
    expect(atual).toMatchObject({ total_pago: 30, restante: 2.78 });
  });
});

describe('PIX and split', () => {
  it('validates the key by type; the BR Code parses back with the key, amount, merchant, txid and a right CRC', async () => {
    const v = await comanda(10, [['Brahma 600 ml', 2]]); // 29,80 + 2,98 = 32,78
    expect((await pagar('caixa', v.id, { forma: 'credito', valor: 30 })).statusCode).toBe(201);
    const semChave = await t.injectAs('caixa', { url: `/api/vendas/${v.id}/pix` });
    expect(semChave.statusCode).toBe(409);
    expect(
      (
        await t.injectAs('admin', { method: 'PATCH', url: '/api/empresa', payload: { chave_pix: '123.456.789-00' } })
      ).json().message,
    ).toMatch(/^Chave PIX inválida/);
    const cfg = await t.injectAs('admin', {
      method: 'PATCH',
      url: '/api/empresa',
      payload: {
        chave_pix: '11.222.333/0001-81',
        pix_nome_recebedor: 'Restaurante Demo',
        pix_cidade: 'São Paulo',
        taxa_servico_percentual: 10,
      },
    });
    expect(cfg.json()).toMatchObject({
      chave_pix: '11222333000181',
      pix_cidade: 'São Paulo',
      taxa_servico_percentual: 10,
    });
    const r = await t.injectAs('caixa', { url: `/api/vendas/${v.id}/pix` });
    expect(r.statusCode).toBe(200);
    const { payload, qrCode } = r.json();
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
    const parsed: any = parsePix(payload);
    expect(parsed).toMatchObject({
      type: 'STATIC',
      pixKey: '11222333000181',
      transactionAmount: 2.78,
      merchantName: 'RESTAURANTE DEMO',
      merchantCity: 'SAO PAULO',
      txid: `COMANDA${v.id}`,
    });
    const parte = (await t.injectAs('garcom', { url: `/api/vendas/${v.id}/pix?valor=1.5` })).json();
    expect((parsePix(parte.payload) as any).transactionAmount).toBe(1.5);
    expect((await t.injectAs('caixa', { url: `/api/vendas/${v.id}/pix?valor=2.79` })).statusCode).toBe(400);
  });

  it('splits the remaining amount by N people exactly', async () => {
    const v = await comanda(8, [['Calabresa Acebolada', 1]]); // 39,90 + 3,99 = 43,89
    const r = (await t.injectAs('garcom', { url: `/api/vendas/${v.id}/divisao?pessoas=3` })).json();
    expect(r).toEqual({ pessoas: 3, restante: 43.89, partes: [14.63, 14.63, 14.63] });
    expect((await t.injectAs('garcom', { url: `/api/vendas/${v.id}/divisao?pessoas=4` })).json().partes).toEqual([
      10.98, 10.97, 10.97, 10.97,
    ]);
    expect((await t.injectAs('garcom', { url: `/api/vendas/${v.id}/divisao?pessoas=1` })).json().message).toBe(
      'Divida entre 2 e 50 pessoas',
    );
    expect((await t.injectAs('garcom', { url: `/api/vendas/${v.id}/divisao?pessoas=51` })).statusCode).toBe(400);
  });
});

describe('tenant isolation', () => {
  it("another company's tab, payment and PIX answer 404", async () => {
    const { id: empresa } = await t.ctx.db
      .insertInto('empresas')
      .values({ fantasia: 'Outro Bar', razao_social: null, cnpj: null, endereco: null, telefone: null, email: null })
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
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { usuario: 'intrusa@outro.com.br', senha: 'segredo1' },
      })
    ).json().token;
    const h = { authorization: `Bearer ${token}` };
    const v = await comanda(11, [['Água Mineral', 1]]);
    const p = (await pagar('caixa', v.id, { forma: 'pix', valor: 1 })).json().pagamento;
    const rotas: [string, string, unknown?][] = [
      ['GET', `/api/vendas/${v.id}/pagamentos`],
      ['POST', `/api/vendas/${v.id}/pagamentos`, { forma: 'dinheiro', valor: 1 }],
      ['DELETE', `/api/vendas/${v.id}/pagamentos/${p.id}`, { motivo: 'x' }],
      ['GET', `/api/vendas/${v.id}/pix`],
      ['GET', `/api/vendas/${v.id}/divisao?pessoas=2`],
      ['PATCH', `/api/vendas/${v.id}/taxa-servico`, { cobrar: false, motivo: 'x' }],
      ['POST', `/api/vendas/${v.id}/desconto`, { tipo: 'valor', valor: 1, motivo: 'x' }],
      ['GET', `/api/vendas/${v.id}/historico`],
      ['POST', `/api/vendas/${v.id}/fechar`],
    ];
    for (const [method, url, payload] of rotas) {
      expect(
        (await t.app.inject({ method: method as any, url, headers: h, payload: payload as any })).statusCode,
        `${method} ${url}`,
      ).toBe(404);
    }
    expect((await t.injectAs('caixa', { url: `/api/vendas/mesa/${v.mesa_id}` })).json()).toMatchObject({
      situacao: 'A',
      total_pago: 1,
    });
  });
});
