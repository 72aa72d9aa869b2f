import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';

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

async function abrirComToken(numero: number) {
  const auth = await t.loginAs('gerente');
  const mesa = await mesaId(numero);
  const venda = (
    await t.app.inject({ method: 'POST', url: '/api/vendas', headers: auth, payload: { mesa_id: mesa } })
  ).json();
  const qr = await t.app.inject({
    method: 'GET',
    url: `/api/mesa/${mesa}/qrcode`,
    headers: { ...auth, host: 'bar.local:3000' },
  });
  expect(qr.statusCode).toBe(200);
  const { url, qrCode } = qr.json();
  return { auth, mesa, venda, url, qrCode, token: url.split('/comanda/')[1] as string };
}

describe('QR code and public token lifecycle', () => {
  it('answers a PNG data URL and the link of the open tab, only for occupied tables', async () => {
    const { url, qrCode, token } = await abrirComToken(1);
    expect(url).toMatch(/^http:\/\/bar\.local:3000\/comanda\/[A-Za-z0-9_-]{22,}$/);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG');

    const auth = await t.loginAs('garcom');
    const livre = await t.app.inject({ method: 'GET', url: `/api/mesa/${await mesaId(2)}/qrcode`, headers: auth });
    expect(livre.statusCode).toBe(409);
    expect(livre.json().message).toBe('QR Code disponível apenas para mesas ocupadas');
  });

  it('is valid while the tab is open and dead after close and after cancel', async () => {
    const a = await abrirComToken(3);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/comanda/${a.token}` })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/api/vendas/${a.venda.id}/fechar`, headers: a.auth });
    const fechada = await t.app.inject({ method: 'GET', url: `/api/public/comanda/${a.token}` });
    expect(fechada.statusCode).toBe(404);
    expect(fechada.json().message).toBe('Comanda não encontrada');

    const b = await abrirComToken(3);
    expect(b.token).not.toBe(a.token);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/vendas/${b.venda.id}`,
      headers: b.auth,
      payload: { situacao: 'C' },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/public/comanda/${b.token}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/comanda/nao-existe-este-token' })).statusCode).toBe(
      404,
    );
    // a malformed token is just not found, not a 400
    const malformado = await t.app.inject({ method: 'GET', url: '/api/public/comanda/curto!' });
    expect(malformado.statusCode).toBe(404);
    expect(malformado.json().message).toBe('Comanda não encontrada');
  });

  it('shows the diner only what a diner may see', async () => {
    const { token, venda, auth } = await abrirComToken(4);
    const pizza = await t.ctx.db
      .selectFrom('produtos')
      .select('id')
      .where('nome', '=', 'Pizza Grande')
      .executeTakeFirstOrThrow();
    const sabores = await t.ctx.db
      .selectFrom('sabores')
      .select(['id', 'nome'])
      .where('produto_id', '=', pizza.id)
      .execute();
    const borda = await t.ctx.db
      .selectFrom('adicionais')
      .select('id')
      .where('nome', '=', 'Catupiry')
      .executeTakeFirstOrThrow();
    await t.app.inject({
      method: 'POST',
      url: `/api/vendas/${venda.id}/itens`,
      headers: auth,
      payload: {
        produto_id: pizza.id,
        quantidade: 1,
        sabores: [sabores[0]!.id, sabores[1]!.id],
        adicionais: [{ adicional_id: borda.id, quantidade: 1 }],
      },
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/public/comanda/${token}` });
    const body = res.json();
    const text = JSON.stringify(body);
    for (const campo of [
      'funcionario',
      'usuario_id',
      'empresa_id',
      'token_publico',
      'mesa_id',
      'produto_id',
      'sabor_id',
      'adicional_id',
    ]) {
      expect(text).not.toContain(`"${campo}"`);
    }
    expect(text).not.toContain('Gustavo Gerente');
    expect(body.mesa.numero).toBe(4);
    expect(body.itens[0].sabores.map((s: any) => s.sabor_nome)).toEqual([sabores[0]!.nome, sabores[1]!.nome]);
    expect(body.itens[0].adicionais).toEqual([{ adicional_nome: 'Catupiry', quantidade: 1, preco: 12 }]);
    expect(body.venda.subtotal).toBe(body.itens[0].total);
    expect(body.venda).toMatchObject({
      taxa_servico: 6.49,
      taxa_servico_percentual: 10,
      total: 71.39,
      pago: 0,
      restante: 71.39,
    });
  });
});

describe('waiter call', () => {
  it('flags the table, ignores repeats within 10 minutes, and staff can cancel it', async () => {
    const { token, mesa } = await abrirComToken(6);
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/public/chamar-garcom/${token}`,
      remoteAddress: '10.0.0.6',
    });
    expect(first.statusCode).toBe(200);
    const row = await t.ctx.db.selectFrom('mesas').selectAll().where('id', '=', mesa).executeTakeFirstOrThrow();
    expect(row.chamando_garcom).toBe('S');
    const firstAt = row.garcom_chamado_em!.toISOString();

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/public/chamar-garcom/${token}`,
      remoteAddress: '10.0.0.6',
    });
    expect(again.json().garcom_chamado_em).toBe(firstAt);
    expect(
      (
        await t.ctx.db.selectFrom('mesas').select('garcom_chamado_em').where('id', '=', mesa).executeTakeFirstOrThrow()
      ).garcom_chamado_em!.toISOString(),
    ).toBe(firstAt);

    // after the 10-minute window the diner may call again
    await t.ctx.db
      .updateTable('mesas')
      .set({ garcom_chamado_em: new Date(Date.now() - 11 * 60_000) })
      .where('id', '=', mesa)
      .execute();
    const later = await t.app.inject({
      method: 'POST',
      url: `/api/public/chamar-garcom/${token}`,
      remoteAddress: '10.0.0.6',
    });
    expect(later.json().garcom_chamado_em).not.toBe(firstAt);

    const auth = await t.loginAs('garcom');
    const cancel = await t.app.inject({ method: 'PATCH', url: `/api/mesas/${mesa}/cancelar-garcom`, headers: auth });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ chamando_garcom: 'N', garcom_chamado_em: null });
  });

  it('is rate-limited per client address', async () => {
    const { token } = await abrirComToken(7);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      codes.push(
        (await t.app.inject({ method: 'POST', url: `/api/public/chamar-garcom/${token}`, remoteAddress: '10.9.9.9' }))
          .statusCode,
      );
    }
    expect(codes.slice(0, 5).every((c) => c === 200)).toBe(true);
    expect(codes.slice(5)).toEqual([429, 429]);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/public/chamar-garcom/${token}`,
      remoteAddress: '10.9.9.10',
    });
    expect(other.statusCode).toBe(200);
  });

  it('an unknown token is a 404', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/chamar-garcom/desconhecido-desconhecido',
      remoteAddress: '10.1.1.1',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('deactivated company', () => {
  it("its diners' bills and waiter calls answer 404 like a dead token, and come back with the company", async () => {
    const { token, mesa } = await abrirComToken(8);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/comanda/${token}` })).statusCode).toBe(200);
    await t.ctx.db.updateTable('empresas').set({ ativo: 'N' }).where('id', '=', 1).execute();
    try {
      const conta = await t.app.inject({ method: 'GET', url: `/api/public/comanda/${token}` });
      expect(conta.statusCode).toBe(404);
      expect(conta.json()).toEqual({ error: 'Não encontrado', message: 'Comanda não encontrada' });
      const chamada = await t.app.inject({
        method: 'POST',
        url: `/api/public/chamar-garcom/${token}`,
        remoteAddress: '10.8.8.8',
      });
      expect(chamada.statusCode).toBe(404);
      expect(chamada.json().message).toBe('Comanda não encontrada');
      const row = await t.ctx.db
        .selectFrom('mesas')
        .select('chamando_garcom')
        .where('id', '=', mesa)
        .executeTakeFirstOrThrow();
      expect(row.chamando_garcom).toBe('N');
    } finally {
      await t.ctx.db.updateTable('empresas').set({ ativo: 'S' }).where('id', '=', 1).execute();
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/public/comanda/${token}` })).statusCode).toBe(200);
  });
});
