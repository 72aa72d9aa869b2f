import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { DanfeNfce, ImpressoraDTO, NotaFiscalDTO, VendaDTO } from '@comanda/shared';
import { FocusNfeFalso } from '../../../test/focusnfe-falso';
import { json, useTestApp } from '../../../test/helpers';
import type { StaffSession } from '../../sessoes/sessao';
import { danfeDaVenda } from './danfe';
import { varrer } from './emissor';

// The DANFE NFC-e (issue 38): printed once per authorization on the company's 'nfce' printers through the print
// outbox, printed again on request, and drawn as a PDF; against the local Focus NFe fake.
const focus = new FocusNfeFalso();
const env: Record<string, string> = { FISCAL_TIMEOUT_MS: '2000', JWT_ACCESS_EXPIRES_IN: '24h', JWT_EXPIRES_IN: '48h' };
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

let nfce: ImpressoraDTO;
let soConta: ImpressoraDTO;
beforeAll(async () => {
  const res = await t.injectAs('admin', {
    method: 'PUT',
    url: '/api/fiscal/config',
    payload: { ...CONFIG, token: focus.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  const impressora = async (nome: string, tipos: string[]) => {
    const r = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/impressoras',
      payload: { nome, host: '192.168.0.60', largura: 80, tipos },
    });
    expect(r.statusCode, r.body).toBe(201);
    return json<ImpressoraDTO>(r);
  };
  nfce = await impressora('Caixa NFC-e', ['nfce', 'conta']);
  soConta = await impressora('Pré-conta', ['conta']);
});

/** Opens a tab on a new table with these items, pays it (half by PIX, the rest in cash from a R$ 100 note), closes it. */
async function fecharComanda(itens: [string, number][]): Promise<VendaDTO> {
  const { venda } = await t.abrirCom(await t.novaMesa(), itens);
  const aberta = json<VendaDTO>(await t.injectAs('caixa', { url: `/api/vendas/${venda.id}` }));
  const pix = metadeDo(aberta.total);
  const pagamentos = [
    { forma: 'pix', valor: pix },
    { forma: 'dinheiro', valor: Math.round((aberta.total - pix) * 100) / 100, valor_recebido: 100 },
  ];
  for (const p of pagamentos) {
    const res = await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${venda.id}/pagamentos`, payload: p });
    expect(res.statusCode, res.body).toBe(201);
  }
  const res = await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${venda.id}/fechar`, payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return json<VendaDTO>(res);
}

async function esperarNota(vendaId: number, ok: (n: NotaFiscalDTO) => boolean): Promise<NotaFiscalDTO> {
  const limite = performance.now() + 10_000;
  for (;;) {
    const res = await t.injectAs('caixa', { url: `/api/vendas/${vendaId}/nfce` });
    if (res.statusCode === 200 && ok(json<NotaFiscalDTO>(res))) return json<NotaFiscalDTO>(res);
    if (performance.now() > limite) throw new Error(`nota da venda ${vendaId}: ${res.statusCode} ${res.body}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
const autorizada = (n: NotaFiscalDTO) => n.situacao === 'autorizada';

const metadeDo = (total: number) => Math.floor(total * 50) / 100;

/** The DANFE jobs queued for a tab's note (by its key). */
async function danfesDa(n: NotaFiscalDTO) {
  const jobs = await t.ctx.db
    .selectFrom('impressoes')
    .select(['impressora_id', 'tipo', 'payload', 'resumo', 'situacao'])
    .where('empresa_id', '=', 1)
    .where('tipo', '=', 'nfce')
    .orderBy('id')
    .execute();
  return jobs.filter((j) => (j.payload as DanfeNfce).chave === n.chave);
}

describe('DANFE NFC-e on the nfce printers', () => {
  it('an authorized note queues one DANFE per nfce printer, laid out from the note SEFAZ authorized', async () => {
    const venda = await fecharComanda([
      ['Refrigerante Lata', 2],
      ['Suco Natural', 1],
    ]);
    const n = await esperarNota(venda.id, autorizada);
    const jobs = await danfesDa(n);
    // the nfce printer only (the pre-bill printer prints no DANFE), once
    expect(jobs.map((j) => j.impressora_id)).toEqual([nfce.id]);
    expect(jobs[0]!.situacao).toBe('pendente');
    const d = jobs[0]!.payload as DanfeNfce;
    const [envio] = focus.envios(`cv-1-${venda.id}`);
    const enviado = envio!.corpo as { data_emissao: string };
    const protocolo = focus.notas.get(`cv-1-${venda.id}`)!.completa!.protocolo_nota_fiscal as Record<string, string>;
    expect(d).toMatchObject({
      tipo: 'nfce',
      ambiente: 'homologacao',
      emitente: { cnpj: '11222333000181', inscricao_estadual: '123456789' },
      numero: n.numero,
      serie: '1',
      chave: n.chave,
      url_consulta: n.url_consulta,
      qrcode: n.qrcode_url,
      cpf: null,
      fuso: 'America/Sao_Paulo',
      // SEFAZ's protocol and its date, from the provider's answer (completa=1)
      protocolo: protocolo.numero_protocolo,
      autorizada_em: new Date(protocolo.data_recebimento!).toISOString(),
    });
    // the emission date is the one the note was sent with
    expect(d.emitida_em).toBe(new Date(enviado.data_emissao).toISOString());
    // in homologation the first line says so, as in the note's XML; the rest are the tab's items
    expect(d.itens.map((i) => [i.descricao, i.quantidade, i.unidade, i.valor_unitario, i.valor_total])).toEqual([
      ['NOTA FISCAL EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL', 2, 'UN', 6.5, 13],
      ['Suco Natural', 1, 'UN', expect.any(Number), expect.any(Number)],
    ]);
    expect(d.itens[0]!.codigo).toMatch(/^\d+$/);
    // totals: the items, plus the service charge as additions, equal what was paid
    const soma = d.itens.reduce((s, i) => s + Math.round(i.valor_total * 100), 0) / 100;
    expect(d.valor_total).toBe(soma);
    expect(d.desconto).toBe(0);
    expect(d.acrescimos).toBe(venda.taxa_servico);
    expect(d.valor_pagar).toBe(venda.total);
    const pix = metadeDo(venda.total);
    expect(d.pagamentos).toEqual([
      { forma: 'Pagamento Instantâneo (PIX)', valor: pix },
      { forma: 'Dinheiro', valor: 100 },
    ]);
    expect(d.troco).toBe(Math.round((100 + pix - venda.total) * 100) / 100);
    expect(jobs[0]!.resumo).toBe(`DANFE NFC-e nº ${n.numero} — ${d.rotulo}`);
    expect(d.rotulo).toMatch(/^Mesa \d+$/);

    // asking again, and the sweep, never queue it again
    const outra = await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${venda.id}/nfce`, payload: {} });
    expect(json<NotaFiscalDTO>(outra).situacao).toBe('autorizada');
    await varrer(t.ctx);
    expect(await danfesDa(n)).toHaveLength(1);
  });

  it('a lost answer, then the read that finds the note authorized: one DANFE, with the protocol the read brought', async () => {
    focus.perdas = 1;
    onTestFinished(() => {
      focus.perdas = 0;
    });
    const venda = await fecharComanda([['Refrigerante Lata', 1]]);
    // the send's answer never came: the note waits, uncertain
    const pendente = await esperarNota(venda.id, (x) => x.situacao === 'pendente' && x.mensagem !== null);
    expect(pendente.chave).toBeNull();
    await t.app.inject({ method: 'POST', url: '/api/teste/relogio', payload: { avancar_ms: 60_000 } });
    await varrer(t.ctx);
    const n = await esperarNota(venda.id, autorizada);
    const jobs = await danfesDa(n);
    expect(jobs).toHaveLength(1);
    expect(focus.envios(`cv-1-${venda.id}`)).toHaveLength(1);
    const d = jobs[0]!.payload as DanfeNfce;
    expect(d.protocolo).toMatch(/^\d{15}$/);
    const [envio] = focus.envios(`cv-1-${venda.id}`);
    expect(d.emitida_em).toBe(new Date((envio!.corpo as { data_emissao: string }).data_emissao).toISOString());
  });

  it("'Imprimir DANFE' prints it again on a chosen nfce printer; CAIXA may, GARCOM may not; pt-BR refusals", async () => {
    const venda = await fecharComanda([['Suco Natural', 2]]);
    const n = await esperarNota(venda.id, autorizada);
    const imprimir = (quem: 'caixa' | 'garcom', impressora_id: number, id = venda.id) =>
      t.injectAs(quem, { method: 'POST', url: `/api/vendas/${id}/nfce/imprimir`, payload: { impressora_id } });
    const res = await imprimir('caixa', nfce.id);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ impressoes: 1 });
    const jobs = await danfesDa(n);
    expect(jobs).toHaveLength(2);
    expect(jobs[1]!.payload).toEqual(jobs[0]!.payload);

    expect((await imprimir('garcom', nfce.id)).statusCode).toBe(403);
    const naoImprime = await imprimir('caixa', soConta.id);
    expect(naoImprime.statusCode).toBe(409);
    expect(naoImprime.json().message).toBe('Esta impressora não imprime DANFE NFC-e');
    expect((await imprimir('caixa', 999_999)).statusCode).toBe(404);
    const invalido = await t.injectAs('caixa', {
      method: 'POST',
      url: `/api/vendas/${venda.id}/nfce/imprimir`,
      payload: {},
    });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().message).toBe('Escolha a impressora');
    expect(await danfesDa(n)).toHaveLength(2);

    // a tab without a note, and one whose note was rejected
    const { venda: aberta } = await t.abrirCom(await t.novaMesa(), [['Suco Natural', 1]]);
    const semNota = await imprimir('caixa', nfce.id, aberta.id);
    expect(semNota.statusCode).toBe(404);
    expect(semNota.json().message).toBe('Esta comanda não tem nota fiscal');
    focus.rejeitar = () => ({ codigo: '778', mensagem: 'NCM inexistente' });
    try {
      const rejeitada = await fecharComanda([['Suco Natural', 1]]);
      await esperarNota(rejeitada.id, (x) => x.situacao === 'erro');
      const r = await imprimir('caixa', nfce.id, rejeitada.id);
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe('Só uma NFC-e autorizada tem DANFE');
      const pdf = await t.injectAs('caixa', { url: `/api/vendas/${rejeitada.id}/nfce/danfe.pdf` });
      expect(pdf.statusCode).toBe(409);
    } finally {
      focus.rejeitar = () => null;
    }
  });
});

describe('DANFE NFC-e as a PDF', () => {
  /** The page's size: one page, 80 mm wide, as tall as the note. */
  const pagina = (pdf: string) => {
    const caixas = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)];
    expect(caixas).toHaveLength(1);
    return { largura: Number(caixas[0]![1]), altura: Number(caixas[0]![2]) };
  };

  it('GET danfe.pdf: the same DANFE the printer got, one page 80 mm wide with the QR image; longer tabs, longer pages', async () => {
    const curta = await fecharComanda([['Refrigerante Lata', 1]]);
    const longa = await fecharComanda([
      ['Refrigerante Lata', 1],
      ['Suco Natural', 1],
      ['Calabresa Acebolada', 1],
      ['Batata Frita', 1],
    ]);
    const pdfs: string[] = [];
    for (const v of [curta, longa]) {
      await esperarNota(v.id, autorizada);
      // GARCOM sees sales too (view_sales)
      const res = await t.injectAs('garcom', { url: `/api/vendas/${v.id}/nfce/danfe.pdf` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^inline; filename="danfe-nfce-\d+\.pdf"$/);
      const pdf = res.rawPayload.toString('latin1');
      expect(pdf.startsWith('%PDF-')).toBe(true);
      // the QR code is an image drawn on the page
      expect(pdf).toMatch(/\/Subtype \/Image/);
      pdfs.push(pdf);
      // drawn from the very DANFE the printer got
      const n = json<NotaFiscalDTO>(await t.injectAs('caixa', { url: `/api/vendas/${v.id}/nfce` }));
      const [job] = await danfesDa(n);
      expect(await danfeDaVenda(t.ctx, { empresaId: 1 } as StaffSession, v.id)).toEqual(job!.payload);
    }
    const [a, b] = pdfs.map(pagina);
    expect(a!.largura).toBeCloseTo((80 * 72) / 25.4, 1);
    expect(b!.largura).toBe(a!.largura);
    expect(b!.altura).toBeGreaterThan(a!.altura);
  });

  it('answers 404 for a tab that does not exist', async () => {
    const res = await t.injectAs('caixa', { url: '/api/vendas/99999999/nfce/danfe.pdf' });
    expect(res.statusCode).toBe(404);
  });
});
