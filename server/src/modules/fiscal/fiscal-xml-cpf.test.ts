import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { MSG_FISCAL, type ComandaPublica, type DomainEvent, type NotaFiscalDTO, type VendaDTO } from '@comanda/shared';
import { FocusNfeFalso } from '../../../test/focusnfe-falso';
import { json, useTestApp } from '../../../test/helpers';
import { varrer } from './emissor';

// Issue 38, the rest: the XMLs kept (and zipped for the accountant), the CPF from the diner's phone, the receipt on
// the diner's phone, the alert of a note pending too long and the guard on a legal sale's payments. Against the local
// fake of Focus NFe (server/test/focusnfe-falso.ts).
const focus = new FocusNfeFalso();
const env: Record<string, string> = { FISCAL_TIMEOUT_MS: '2000', JWT_ACCESS_EXPIRES_IN: '48h', JWT_EXPIRES_IN: '96h' };
beforeAll(async () => {
  await focus.ligar();
  env.FOCUSNFE_URL = focus.url;
});
afterAll(() => focus.desligar());

const t = useTestApp({ env });

const CONFIG = {
  ativo: true,
  provedor: 'focusnfe',
  ambiente: 'homologacao',
  cnpj: '11.222.333/0001-81',
  inscricao_estadual: '123456789',
  regime_tributario: 1,
  emissao: 'automatica',
  padrao: { ncm: '21069090', cfop: '5102', icms_situacao_tributaria: '102', icms_origem: 0, unidade: 'UN' },
} as const;

beforeAll(async () => {
  const res = await t.injectAs('admin', {
    method: 'PUT',
    url: '/api/fiscal/config',
    payload: { ...CONFIG, token: focus.token },
  });
  expect(res.statusCode, res.body).toBe(200);
});

async function avancar(ms: number) {
  const res = await t.app.inject({ method: 'POST', url: '/api/teste/relogio', payload: { avancar_ms: ms } });
  expect(res.statusCode).toBe(200);
}

/** A tab on a new table with these items, its public token and its table's card code. */
async function abrir(itens: [string, number][]) {
  const { venda } = await t.abrirCom(await t.novaMesa(), itens);
  const linha = await t.ctx.db
    .selectFrom('vendas')
    .innerJoin('mesas', 'mesas.id', 'vendas.mesa_id')
    .select(['vendas.token_publico', 'mesas.codigo_publico'])
    .where('vendas.id', '=', venda.id)
    .executeTakeFirstOrThrow();
  return { venda, token: linha.token_publico!, codigo: linha.codigo_publico };
}

async function fechar(vendaId: number): Promise<VendaDTO> {
  const res = await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${vendaId}/fechar`, payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return json<VendaDTO>(res);
}

const ref = (vendaId: number) => `cv-1-${vendaId}`;
const nota = async (vendaId: number) =>
  json<NotaFiscalDTO>(await t.injectAs('gerente', { url: `/api/vendas/${vendaId}/nfce` }));

/** Waits (10 s at most) until the tab's note satisfies `ok`. */
async function esperarNota(vendaId: number, ok: (n: NotaFiscalDTO) => boolean): Promise<NotaFiscalDTO> {
  const limite = performance.now() + 10_000;
  for (;;) {
    const res = await t.injectAs('gerente', { url: `/api/vendas/${vendaId}/nfce` });
    if (res.statusCode === 200 && ok(json<NotaFiscalDTO>(res))) return json<NotaFiscalDTO>(res);
    if (performance.now() > limite) throw new Error(`nota da venda ${vendaId}: ${res.statusCode} ${res.body}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const xmlsGuardados = (vendaId: number) =>
  t.ctx.db
    .selectFrom('notas_fiscais')
    .select(['xml', 'xml_cancelamento', 'xml_proxima_em', 'chave'])
    .where('venda_id', '=', vendaId)
    .executeTakeFirstOrThrow();

const caminhoXml = (chave: string, tipo: 'nfe' | 'can') => `/arquivos_development/xml/${chave.slice(3)}-${tipo}.xml`;

describe('the XMLs', () => {
  it('are stored when the note is authorized and when it is cancelled', async () => {
    const { venda } = await abrir([['Água Mineral', 2]]);
    await fechar(venda.id);
    const n = await esperarNota(venda.id, (x) => x.xml_guardado);
    expect(n.situacao).toBe('autorizada');
    const guardada = await xmlsGuardados(venda.id);
    expect(guardada.xml).toBe(focus.xmls.get(caminhoXml(n.chave!, 'nfe')));
    expect(guardada.xml).toContain('<nfeProc');
    expect(guardada.xml_proxima_em).toBeNull();

    const cancelada = await t.injectAs('gerente', {
      method: 'POST',
      url: `/api/vendas/${venda.id}/nfce/cancelar`,
      payload: { justificativa: 'Cliente desistiu da compra' },
    });
    expect(cancelada.statusCode, cancelada.body).toBe(200);
    const depois = await xmlsGuardados(venda.id);
    expect(depois.xml_cancelamento).toBe(focus.xmls.get(caminhoXml(n.chave!, 'can')));
    expect(depois.xml_cancelamento).toContain('<tpEvento>110111</tpEvento>');
    expect(depois.xml).toBe(guardada.xml);
    expect((await nota(venda.id)).xml_guardado).toBe(true);
  });

  it('a download that fails is retried by the sweep until the XML is stored (never lost)', async () => {
    let fora = true;
    focus.recusarXml = () => fora;
    onTestFinished(() => void (focus.recusarXml = () => false));
    const { venda } = await abrir([['Suco Natural', 1]]);
    await fechar(venda.id);
    const n = await esperarNota(venda.id, (x) => x.situacao === 'autorizada');
    const estado = () =>
      t.ctx.db
        .selectFrom('notas_fiscais')
        .select(['xml', 'xml_proxima_em', 'autorizada_em', 'xml_tentativas'])
        .where('venda_id', '=', venda.id)
        .executeTakeFirstOrThrow();
    // the first download (right after the authorization) failed: the note stands, its XML is due again after the
    // 2 s backoff (not the fetcher's own 12 s claim)
    await expect
      .poll(async () => {
        const r = await estado();
        return r.xml_tentativas === 1 && r.xml_proxima_em!.getTime() - r.autorizada_em!.getTime() < 5_000;
      })
      .toBe(true);
    expect((await estado()).xml).toBeNull();
    expect((await nota(venda.id)).xml_guardado).toBe(false);

    // not yet due: the sweep leaves it
    await varrer(t.ctx);
    expect((await estado()).xml_tentativas).toBe(1);
    // due, and the provider still fails: due again later
    await avancar(60_000);
    await varrer(t.ctx);
    expect(await estado()).toMatchObject({ xml_tentativas: 2, xml: null });
    expect((await estado()).xml_proxima_em).not.toBeNull();

    fora = false;
    await avancar(60_000);
    await varrer(t.ctx);
    const guardada = await estado();
    expect(guardada.xml).toBe(focus.xmls.get(caminhoXml(n.chave!, 'nfe')));
    expect(guardada.xml_proxima_em).toBeNull();
    expect((await nota(venda.id)).xml_guardado).toBe(true);
  });

  it("GET /api/fiscal/notas/xml.zip: the month's authorized and cancelled XMLs by the company's time zone, ADMIN and GERENTE only", async () => {
    const a = await abrir([['Refrigerante Lata', 1]]);
    const b = await abrir([['Refrigerante Lata', 2]]);
    await fechar(a.venda.id);
    await fechar(b.venda.id);
    const na = await esperarNota(a.venda.id, (x) => x.xml_guardado);
    const nb = await esperarNota(b.venda.id, (x) => x.xml_guardado);
    const cancelada = await t.injectAs('gerente', {
      method: 'POST',
      url: `/api/vendas/${b.venda.id}/nfce/cancelar`,
      payload: { justificativa: 'Lançada na mesa errada' },
    });
    expect(cancelada.statusCode, cancelada.body).toBe(200);
    // 23:30 of 31 Jan 2031 in São Paulo is already February in UTC: it belongs to January
    await t.ctx.db
      .updateTable('notas_fiscais')
      .set({ autorizada_em: new Date('2031-02-01T02:30:00Z') })
      .where('venda_id', 'in', [a.venda.id, b.venda.id])
      .execute();

    const res = await t.injectAs('gerente', { url: '/api/fiscal/notas/xml.zip?mes=2031-01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="nfce-xml-2031-01.zip"');
    const arquivos = unzipSync(new Uint8Array(res.rawPayload));
    const chaveA = na.chave!.replace(/\D/g, '');
    const chaveB = nb.chave!.replace(/\D/g, '');
    expect(Object.keys(arquivos).sort()).toEqual(
      [`NFe${chaveA}-nfe.xml`, `NFe${chaveB}-nfe.xml`, `NFe${chaveB}-can.xml`].sort(),
    );
    expect(strFromU8(arquivos[`NFe${chaveA}-nfe.xml`]!)).toBe(focus.xmls.get(caminhoXml(na.chave!, 'nfe')));
    expect(strFromU8(arquivos[`NFe${chaveB}-can.xml`]!)).toContain('Lançada na mesa errada');

    const fevereiro = await t.injectAs('admin', { url: '/api/fiscal/notas/xml.zip?mes=2031-02' });
    expect(fevereiro.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(fevereiro.rawPayload)))).toEqual([]);

    // a note whose XML has not come yet is named, not silently left out
    await t.ctx.db.updateTable('notas_fiscais').set({ xml: null }).where('venda_id', '=', a.venda.id).execute();
    const faltando = unzipSync(
      new Uint8Array((await t.injectAs('gerente', { url: '/api/fiscal/notas/xml.zip?mes=2031-01' })).rawPayload),
    );
    expect(strFromU8(faltando['FALTANDO.txt']!)).toContain(`${ref(a.venda.id)} (${na.chave})`);

    for (const quem of ['caixa', 'garcom'] as const)
      expect((await t.injectAs(quem, { url: '/api/fiscal/notas/xml.zip?mes=2031-01' })).statusCode).toBe(403);
    const errado = await t.injectAs('gerente', { url: '/api/fiscal/notas/xml.zip?mes=2031-13' });
    expect(errado.statusCode).toBe(400);
    expect(json<{ message: string }>(errado).message).toBe('Mês deve estar no formato AAAA-MM');
  });
});

describe("the CPF from the diner's phone", () => {
  it('is validated, stored on the tab, seen whole by the cashier and masked by the table, and goes on the note', async () => {
    const { venda, token, codigo } = await abrir([['Pudim de Leite', 1]]);
    const eventos: DomainEvent[] = [];
    const parar = t.ctx.bus.subscribe((e) => void eventos.push(e));
    onTestFinished(parar);

    const invalido = await t.app.inject({
      method: 'POST',
      url: `/api/public/comanda/${token}/cpf`,
      payload: { cpf: '529.982.247-24' },
    });
    expect(invalido.statusCode).toBe(400);
    expect(json<{ message: string }>(invalido).message).toBe('CPF inválido (confira os dígitos verificadores)');
    expect(eventos).toEqual([]);

    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/public/comanda/${token}/cpf`,
      payload: { cpf: '529.982.247-25' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: 'CPF incluído na nota', cpf_nota: '***.982.247-**' });
    // after the commit, the tab's change: the cashier's screens and (by vendaId) the diners' projection
    expect(eventos).toHaveLength(1);
    expect(eventos[0]).toMatchObject({ nome: 'venda:atualizada', vendaId: venda.id });
    expect((eventos[0]!.payload as { venda: VendaDTO }).venda.cpf_nota).toBe('52998224725');

    const caixa = json<VendaDTO>(await t.injectAs('caixa', { url: `/api/vendas/${venda.id}` }));
    expect(caixa.cpf_nota).toBe('52998224725');
    const publica = json<ComandaPublica>(await t.app.inject({ url: `/api/public/comanda/${token}` }));
    expect(publica.cpf_nota).toBe('***.982.247-**');
    expect(JSON.stringify(publica)).not.toContain('52998224725');

    // the same through the table's printed card, which another diner at the table may use
    const pelaMesa = await t.app.inject({
      method: 'POST',
      url: `/api/public/mesa/${codigo}/cpf`,
      payload: { cpf: '111.444.777-35' },
    });
    expect(pelaMesa.statusCode, pelaMesa.body).toBe(200);
    expect(json<VendaDTO>(await t.injectAs('caixa', { url: `/api/vendas/${venda.id}` })).cpf_nota).toBe('11144477735');

    await fechar(venda.id);
    const n = await esperarNota(venda.id, (x) => x.situacao === 'autorizada');
    expect(n.cpf).toBe('11144477735');
    expect(focus.envios(ref(venda.id))[0]!.corpo).toMatchObject({ cpf_destinatario: '11144477735' });

    // the tab is closed: no more CPF from its dead link
    const depois = await t.app.inject({
      method: 'POST',
      url: `/api/public/comanda/${token}/cpf`,
      payload: { cpf: '529.982.247-25' },
    });
    expect(depois.statusCode).toBe(404);
  });

  it("the cashier's CPF wins over the diner's; an unknown link is 404", async () => {
    const res = await t.injectAs('admin', {
      method: 'PUT',
      url: '/api/fiscal/config',
      payload: { ...CONFIG, emissao: 'manual' },
    });
    expect(res.statusCode).toBe(200);
    onTestFinished(async () => {
      await t.injectAs('admin', { method: 'PUT', url: '/api/fiscal/config', payload: CONFIG });
    });
    const { venda, token } = await abrir([['Água Mineral', 1]]);
    await t.app.inject({ method: 'POST', url: `/api/public/comanda/${token}/cpf`, payload: { cpf: '52998224725' } });
    await fechar(venda.id);
    const emitida = await t.injectAs('caixa', {
      method: 'POST',
      url: `/api/vendas/${venda.id}/nfce`,
      payload: { cpf: '111.444.777-35' },
    });
    expect(json<NotaFiscalDTO>(emitida).cpf).toBe('11144477735');

    const desconhecido = await t.app.inject({
      method: 'POST',
      url: `/api/public/comanda/${'x'.repeat(24)}/cpf`,
      payload: { cpf: '52998224725' },
    });
    expect(desconhecido.statusCode).toBe(404);
  });
});

describe("the receipt on the diner's phone", () => {
  it("answers only that closed tab's note by its dead token, for 12 hours", async () => {
    const a = await abrir([['Suco Natural', 1]]);
    const b = await abrir([['Suco Natural', 1]]);
    expect((await t.app.inject({ url: `/api/public/comanda/${a.token}/nota` })).statusCode).toBe(404);
    await fechar(a.venda.id);
    const n = await esperarNota(a.venda.id, (x) => x.situacao === 'autorizada');

    const recibo = await t.app.inject({ url: `/api/public/comanda/${a.token}/nota` });
    expect(recibo.statusCode, recibo.body).toBe(200);
    expect(recibo.json()).toEqual({
      situacao: 'autorizada',
      numero: n.numero,
      serie: n.serie,
      chave: n.chave,
      url_consulta: n.url_consulta,
      qrcode_url: n.qrcode_url,
      autorizada_em: n.autorizada_em,
      ambiente: 'homologacao',
    });
    // the other tab (still open) has none; its token never reaches this one's note
    expect((await t.app.inject({ url: `/api/public/comanda/${b.token}/nota` })).statusCode).toBe(404);

    await avancar(12 * 60 * 60 * 1000 + 60_000);
    const velho = await t.app.inject({ url: `/api/public/comanda/${a.token}/nota` });
    expect(velho.statusCode).toBe(404);
    expect(velho.json().message).toBe('Nota fiscal não encontrada');
  });
});

describe('a note pending for 10 minutes', () => {
  it('alerts the managers once (by the app clock), through the sweep', async () => {
    await focus.desligar();
    onTestFinished(async () => {
      if (!focus['servidor']) await focus.ligar();
    });
    const { venda } = await abrir([['Chope 300 ml', 1]]);
    await fechar(venda.id);
    await esperarNota(venda.id, (x) => x.situacao === 'pendente' && x.mensagem !== null);
    const alertas: DomainEvent[] = [];
    const parar = t.ctx.bus.subscribe((e) => void (e.nome === 'fiscal:alerta' && alertas.push(e)));
    onTestFinished(parar);

    await avancar(9 * 60 * 1000);
    await varrer(t.ctx);
    expect(alertas.filter((a) => a.payload && 'venda_id' in a.payload && a.payload.venda_id === venda.id)).toEqual([]);

    await avancar(61_000);
    await varrer(t.ctx);
    const meus = () => alertas.filter((a) => (a.payload as { venda_id: number }).venda_id === venda.id);
    expect(meus()).toHaveLength(1);
    expect(meus()[0]).toMatchObject({ empresaId: 1, nome: 'fiscal:alerta' });
    expect((meus()[0]!.payload as { mensagem: string }).mensagem).toMatch(
      /^Mesa \d+: NFC-e pendente há mais de 10 minutos$/,
    );
    await avancar(60_000);
    await varrer(t.ctx);
    expect(meus()).toHaveLength(1);
  });
});

describe("a legal sale's payments", () => {
  it('cannot be reversed while its NFC-e is authorized (409 with the rule)', async () => {
    const { venda: aberta } = await abrir([['Refrigerante Lata', 1]]);
    const venda = json<VendaDTO>(await t.injectAs('caixa', { url: `/api/vendas/${aberta.id}` }));
    const pago = await t.injectAs('caixa', {
      method: 'POST',
      url: `/api/vendas/${venda.id}/pagamentos`,
      payload: { forma: 'pix', valor: venda.total },
    });
    expect(pago.statusCode, pago.body).toBe(201);
    await fechar(venda.id);
    await esperarNota(venda.id, (x) => x.situacao === 'autorizada');
    const pagamentos = json<{ id: number }[]>(
      await t.injectAs('gerente', { url: `/api/vendas/${venda.id}/pagamentos` }),
    );
    const estornar = () =>
      t.injectAs('gerente', {
        method: 'DELETE',
        url: `/api/vendas/${venda.id}/pagamentos/${pagamentos[0]!.id}`,
        payload: { motivo: 'Estorno' },
      });
    const recusa = await estornar();
    expect(recusa.statusCode).toBe(409);
    expect(json<{ message: string }>(recusa).message).toBe(MSG_FISCAL.cancelarAntes);
    expect(MSG_FISCAL.cancelarAntes).toMatch(/^Cancele a NFC-e antes/);

    const cancelada = await t.injectAs('gerente', {
      method: 'POST',
      url: `/api/vendas/${venda.id}/nfce/cancelar`,
      payload: { justificativa: 'Cliente desistiu da compra' },
    });
    expect(cancelada.statusCode).toBe(200);
    // the note no longer stands in the way: what answers now is the tab's own rule (a closed tab keeps its payments)
    const depois = await estornar();
    expect(json<{ message: string }>(depois).message).not.toBe(MSG_FISCAL.cancelarAntes);
  });
});
