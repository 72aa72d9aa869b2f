import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { FiscalConfigDTO, NotaFiscalDTO, VendaDTO } from '@comanda/shared';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { AppContext } from '../../context';
import { FocusNfeFalso } from '../../../test/focusnfe-falso';
import { json, useTestApp } from '../../../test/helpers';
import { SENHA_ADMIN_TESTE } from '../../../test/modelo';
import { enviarNota, varrer } from './emissor';

// NFC-e through Focus NFe (issue 38), against a local fake written from Focus NFe's public documentation.
const focus = new FocusNfeFalso();
// tokens that outlive the clock moves below (the cancellation window is 30 minutes)
const env: Record<string, string> = { FISCAL_TIMEOUT_MS: '2000', JWT_ACCESS_EXPIRES_IN: '24h', JWT_EXPIRES_IN: '48h' };
beforeAll(async () => {
  await focus.ligar();
  env.FOCUSNFE_URL = focus.url;
});
afterAll(() => focus.desligar());

const linhas: string[] = [];
const log = new Writable({
  write(chunk, _enc, cb) {
    linhas.push(String(chunk));
    cb();
  },
});
const t = useTestApp({ env, logStream: log });

const CNPJ = '11.222.333/0001-81';
const PADRAO = { ncm: '21069090', cfop: '5102', icms_situacao_tributaria: '102', icms_origem: 0, unidade: 'UN' };
const CONFIG = {
  ativo: true,
  provedor: 'focusnfe',
  ambiente: 'homologacao',
  cnpj: CNPJ,
  inscricao_estadual: '123456789',
  regime_tributario: 1,
  emissao: 'automatica',
  padrao: PADRAO,
} as const;

/** Every answer the tests received: none may carry the token. */
const respostas: string[] = [];
async function chamar(quem: Parameters<typeof t.injectAs>[0], req: Parameters<typeof t.injectAs>[1]) {
  const res = await t.injectAs(quem, req);
  respostas.push(res.body);
  return res;
}

beforeAll(async () => {
  const res = await chamar('admin', {
    method: 'PUT',
    url: '/api/fiscal/config',
    payload: { ...CONFIG, token: focus.token },
  });
  expect(res.statusCode, res.body).toBe(200);
});

/** Moves the app's clock. */
async function avancar(ms: number) {
  const res = await t.app.inject({ method: 'POST', url: '/api/teste/relogio', payload: { avancar_ms: ms } });
  expect(res.statusCode).toBe(200);
}

/** Opens a tab on a new table with these items, applies the discount and payments, closes it. */
async function fecharComanda(
  itens: [string, number][],
  opts: { desconto?: number; pagamentos?: { forma: string; valor: number; valor_recebido?: number }[] } = {},
): Promise<VendaDTO> {
  const { venda } = await t.abrirCom(await t.novaMesa(), itens);
  if (opts.desconto) {
    const res = await chamar('gerente', {
      method: 'POST',
      url: `/api/vendas/${venda.id}/desconto`,
      payload: { tipo: 'valor', valor: opts.desconto, motivo: 'Cliente da casa' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  for (const p of opts.pagamentos ?? []) {
    const res = await chamar('caixa', { method: 'POST', url: `/api/vendas/${venda.id}/pagamentos`, payload: p });
    expect(res.statusCode, res.body).toBe(201);
  }
  const res = await chamar('caixa', { method: 'POST', url: `/api/vendas/${venda.id}/fechar`, payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return json<VendaDTO>(res);
}

const ref = (vendaId: number) => `cv-1-${vendaId}`;
/** A category of the demo menu (for products a test creates). */
const categoria = async () =>
  (
    await t.ctx.db
      .selectFrom('categorias')
      .select('id')
      .where('empresa_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;

async function nota(vendaId: number, quem: Parameters<typeof t.injectAs>[0] = 'caixa') {
  return chamar(quem, { url: `/api/vendas/${vendaId}/nfce` });
}

/** Waits (10 s at most: a loaded CI machine) until the tab's note satisfies `ok`. */
async function esperarNota(vendaId: number, ok: (n: NotaFiscalDTO) => boolean): Promise<NotaFiscalDTO> {
  const limite = performance.now() + 10_000;
  for (;;) {
    const res = await nota(vendaId);
    if (res.statusCode === 200 && ok(json<NotaFiscalDTO>(res))) return json<NotaFiscalDTO>(res);
    if (performance.now() > limite) throw new Error(`nota da venda ${vendaId}: ${res.statusCode} ${res.body}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
const autorizada = (n: NotaFiscalDTO) => n.situacao === 'autorizada';
/** A send's answer is written and the note still waits (a sender in flight has no message yet). */
const esperando = (n: NotaFiscalDTO) => n.situacao === 'pendente' && n.mensagem !== null;

/** Sets the company's emission mode for one test. */
async function modo(emissao: 'automatica' | 'manual') {
  const res = await chamar('admin', { method: 'PUT', url: '/api/fiscal/config', payload: { ...CONFIG, emissao } });
  expect(res.statusCode, res.body).toBe(200);
  onTestFinished(async () => {
    await chamar('admin', { method: 'PUT', url: '/api/fiscal/config', payload: CONFIG });
  });
}

describe('fiscal settings', () => {
  it('validate CNPJ, NCM and CFOP in pt-BR, keep the token write-only and encrypted, and are ADMIN-only', async () => {
    const put = (payload: unknown) => chamar('admin', { method: 'PUT', url: '/api/fiscal/config', payload });
    const erro = async (payload: unknown) => {
      const res = await put(payload);
      expect(res.statusCode).toBe(400);
      return json<{ message: string }>(res).message;
    };
    expect(await erro({ ...CONFIG, cnpj: '11.222.333/0001-82' })).toBe(
      'CNPJ inválido (confira os dígitos verificadores)',
    );
    expect(await erro({ ...CONFIG, padrao: { ...PADRAO, ncm: '2106909' } })).toBe('NCM deve ter 8 dígitos');
    expect(await erro({ ...CONFIG, padrao: { ...PADRAO, cfop: '6102' } })).toBe(
      'CFOP deve ter 4 dígitos e começar com 5 (venda ao consumidor no estado)',
    );

    // no token in the body: the stored one stays
    const salvo = await put(CONFIG);
    expect(salvo.statusCode, salvo.body).toBe(200);
    const lido = json<FiscalConfigDTO>(await chamar('admin', { url: '/api/fiscal/config' }));
    expect(lido).toEqual({ ...CONFIG, cnpj: '11222333000181', token_configurado: true });
    expect(lido).not.toHaveProperty('token');
    const linha = await t.ctx.db
      .selectFrom('fiscal_config')
      .selectAll()
      .where('empresa_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(linha.token_cifrado).toMatch(/^v1:/);
    expect(linha.token_cifrado).not.toContain(focus.token);

    // every screen may know whether and how notes are emitted, not the rest
    expect(json(await chamar('caixa', { url: '/api/fiscal/emissao' }))).toEqual({
      ativo: true,
      emissao: 'automatica',
      ambiente: 'homologacao',
    });
    // settings are the ADMIN's; the manager may not read them either
    expect((await chamar('gerente', { url: '/api/fiscal/config' })).statusCode).toBe(403);
    expect((await chamar('caixa', { method: 'PUT', url: '/api/fiscal/config', payload: CONFIG })).statusCode).toBe(403);
  });
});

describe('emission', () => {
  it('a tab split into PIX and cash with change is authorized after the close, with the discount and the service charge spread to the cent', async () => {
    const eventos: NotaFiscalDTO[] = [];
    const parar = t.ctx.bus.subscribe((e) => e.nome === 'fiscal:nota' && eventos.push(e.payload.nota));
    onTestFinished(() => void parar());
    // 2 × 6,50 + 9,90 + 39,90 = 62,80; service 10 % = 6,28; discount 5,00; total 64,08
    const venda = await fecharComanda(
      [
        ['Refrigerante Lata', 2],
        ['Suco Natural', 1],
        ['Calabresa Acebolada', 1],
      ],
      {
        desconto: 5,
        pagamentos: [
          { forma: 'pix', valor: 30 },
          { forma: 'dinheiro', valor: 34.08, valor_recebido: 50 },
        ],
      },
    );
    expect(venda.total).toBe(64.08);
    const n = await esperarNota(venda.id, autorizada);
    expect(n).toMatchObject({
      venda_id: venda.id,
      ref: ref(venda.id),
      situacao: 'autorizada',
      serie: '1',
      valor_total: 64.08,
      ambiente: 'homologacao',
      mensagem: null,
    });
    expect(n.chave).toMatch(/^NFe\d{44}$/);
    expect(n.url_consulta).toMatch(/^https:\/\//);
    expect(n.qrcode_url).toContain(n.chave!.slice(3));
    expect(new Date(n.cancelavel_ate!).getTime() - new Date(n.autorizada_em!).getTime()).toBe(30 * 60 * 1000);

    const [envio, ...outros] = focus.envios(ref(venda.id));
    expect(outros).toEqual([]);
    expect(envio!.usuario).toBe(focus.token);
    const corpo = envio!.corpo as Record<string, unknown> & { items: Record<string, string>[] };
    expect(corpo).toMatchObject({
      cnpj_emitente: '11222333000181',
      presenca_comprador: '1',
      formas_pagamento: [
        { forma_pagamento: '17', valor_pagamento: '30.00' },
        { forma_pagamento: '01', valor_pagamento: '50.00' },
      ],
      valor_troco: '15.92',
    });
    expect(corpo).not.toHaveProperty('cpf_destinatario');
    expect(corpo.data_emissao).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-03:00$/);
    // weights 1300, 990, 3990: discount 500 -> 103, 79, 318 (largest remainders); service 628 -> 130, 99, 399
    expect(corpo.items).toEqual([
      expect.objectContaining({
        numero_item: '1',
        descricao: 'NOTA FISCAL EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL',
        // the demo menu's own data: a soft drink under tax substitution
        codigo_ncm: '22021000',
        cfop: '5405',
        icms_situacao_tributaria: '500',
        icms_origem: '0',
        unidade_comercial: 'UN',
        quantidade_comercial: '2',
        valor_unitario_comercial: '6.50',
        valor_bruto: '13.00',
        valor_desconto: '1.03',
        valor_outras_despesas: '1.30',
      }),
      expect.objectContaining({
        numero_item: '2',
        descricao: 'Suco Natural',
        codigo_ncm: '20098990',
        quantidade_comercial: '1',
        valor_unitario_comercial: '9.90',
        valor_bruto: '9.90',
        valor_desconto: '0.79',
        valor_outras_despesas: '0.99',
      }),
      expect.objectContaining({
        numero_item: '3',
        descricao: 'Calabresa Acebolada',
        codigo_ncm: '21069090',
        cfop: '5102',
        icms_situacao_tributaria: '102',
        valor_bruto: '39.90',
        valor_desconto: '3.18',
        valor_outras_despesas: '3.99',
      }),
    ]);
    const centavos = (k: string) => corpo.items.reduce((s, i) => s + Math.round(Number(i[k] ?? 0) * 100), 0);
    expect(centavos('valor_bruto') - centavos('valor_desconto') + centavos('valor_outras_despesas')).toBe(6408);

    // the company's screens heard it queued (after the close's commit) and authorized (published after the
    // authorization's commit, so it may come a moment after the row reads 'autorizada')
    await expect
      .poll(() => eventos.filter((e) => e.venda_id === venda.id).map((e) => e.situacao))
      .toEqual(['pendente', 'autorizada']);
    // the manager's list has it
    const lista = json<NotaFiscalDTO[]>(await chamar('gerente', { url: '/api/fiscal/notas?situacao=autorizada' }));
    expect(lista.find((x) => x.venda_id === venda.id)).toMatchObject({ situacao: 'autorizada' });
    // by the day it was made in São Paulo (UTC-3), both ends included
    const dia = new Date(new Date(n.criado_em).getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
    const doDia = json<NotaFiscalDTO[]>(await chamar('gerente', { url: `/api/fiscal/notas?de=${dia}&ate=${dia}` }));
    expect(doDia.map((x) => x.venda_id)).toContain(venda.id);
    const antes = json<NotaFiscalDTO[]>(
      await chamar('gerente', { url: '/api/fiscal/notas?de=2020-01-01&ate=2020-01-31' }),
    );
    expect(antes).toEqual([]);
    expect((await chamar('gerente', { url: '/api/fiscal/notas?de=01/02/2026' })).statusCode).toBe(400);
  });

  it("'manual': no note on close; 'Emitir NFC-e' sends the CPF, and emitting again answers the same note", async () => {
    await modo('manual');
    const venda = await fecharComanda([['Água Mineral', 1]]);
    expect((await nota(venda.id)).statusCode).toBe(404);

    const invalido = await chamar('caixa', {
      method: 'POST',
      url: `/api/vendas/${venda.id}/nfce`,
      payload: { cpf: '529.982.247-24' },
    });
    expect(invalido.statusCode).toBe(400);
    expect(json<{ message: string }>(invalido).message).toBe('CPF inválido (confira os dígitos verificadores)');

    const res = await chamar('caixa', {
      method: 'POST',
      url: `/api/vendas/${venda.id}/nfce`,
      payload: { cpf: '529.982.247-25' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<NotaFiscalDTO>(res)).toMatchObject({ situacao: 'autorizada', cpf: '52998224725' });
    expect(focus.envios(ref(venda.id))[0]!.corpo).toMatchObject({ cpf_destinatario: '52998224725' });

    const de_novo = await chamar('caixa', { method: 'POST', url: `/api/vendas/${venda.id}/nfce`, payload: {} });
    expect(json<NotaFiscalDTO>(de_novo)).toEqual(json<NotaFiscalDTO>(res));
    expect(focus.envios(ref(venda.id))).toHaveLength(1);

    // an open tab has no note yet; the waiter may not emit
    const { venda: aberta } = await t.abrirCom(await t.novaMesa(), [['Água Mineral', 1]]);
    const emAberto = await chamar('caixa', { method: 'POST', url: `/api/vendas/${aberta.id}/nfce`, payload: {} });
    expect(emAberto.statusCode).toBe(409);
    expect(json<{ message: string }>(emAberto).message).toBe('Só uma comanda fechada tem nota fiscal');
    expect(
      (await chamar('garcom', { method: 'POST', url: `/api/vendas/${venda.id}/nfce`, payload: {} })).statusCode,
    ).toBe(403);
  });

  it('a timeout, then a lost answer: the note is read back before any resend, and the tab never gets a second note', async () => {
    // the provider authorizes, then answers after the client gave up (timeout 2 s)
    focus.atrasos.push(3_000);
    const venda = await fecharComanda([['Suco Natural', 1]]);
    const pendente = await esperarNota(venda.id, esperando);
    expect(pendente.mensagem).toBe('Provedor fiscal indisponível (tempo esgotado)');
    expect(focus.notas.get(ref(venda.id))!.autorizacoes).toBe(1);

    await avancar(60_000);
    await varrer(t.ctx);
    expect(await esperarNota(venda.id, autorizada)).toMatchObject({ tentativas: 2 });
    const pedidos = focus.requisicoes.filter((r) => r.caminho.includes(ref(venda.id)));
    expect(pedidos.map((r) => r.metodo)).toEqual(['POST', 'GET']);
    expect(focus.notas.get(ref(venda.id))!.autorizacoes).toBe(1);

    // the answer lost on the way back (the connection drops after the provider authorized)
    focus.perdas = 1;
    const outra = await fecharComanda([['Suco Natural', 2]]);
    await esperarNota(outra.id, esperando);
    await avancar(60_000);
    await varrer(t.ctx);
    await esperarNota(outra.id, autorizada);
    expect(focus.envios(ref(outra.id))).toHaveLength(1);
    expect(focus.notas.get(ref(outra.id))!.autorizacoes).toBe(1);
  });

  it('the provider down: the close still succeeds, the note waits, and it is authorized by the retries once the provider is back', async () => {
    await focus.desligar();
    onTestFinished(async () => {
      if (!focus['servidor']) await focus.ligar();
    });
    const venda = await fecharComanda([['Pudim de Leite', 1]]);
    expect(venda.situacao).toBe('F');
    const n = await esperarNota(venda.id, esperando);
    expect(n).toMatchObject({ situacao: 'pendente', mensagem: 'Provedor fiscal indisponível (sem conexão)' });

    // still down: the next retry fails again
    await avancar(3_000);
    await varrer(t.ctx);
    expect(json<NotaFiscalDTO>(await nota(venda.id)).tentativas).toBe(2);

    // back, but answering 503 once
    await focus.ligar();
    focus.falhas5xx = 1;
    await avancar(5_000);
    await varrer(t.ctx);
    expect(json<NotaFiscalDTO>(await nota(venda.id))).toMatchObject({
      situacao: 'pendente',
      mensagem: 'Provedor fiscal indisponível (HTTP 503)',
    });
    // the backoff never waits more than 30 s: within a minute of the provider's return the note is authorized
    await avancar(30_000);
    await varrer(t.ctx);
    await esperarNota(venda.id, autorizada);
    expect(focus.notas.get(ref(venda.id))!.autorizacoes).toBe(1);
  });

  it('a rejection shows SEFAZ code and message; after the product is fixed, Reenviar sends it again with the same ref', async () => {
    focus.rejeitar = (p) =>
      (p.items as { codigo_ncm: string }[]).some((i) => i.codigo_ncm === '99999999')
        ? { codigo: '778', mensagem: 'Rejeicao: Informado NCM inexistente [nItem:1]' }
        : null;
    onTestFinished(() => void (focus.rejeitar = () => null));
    const produto = { nome: `Drink ${randomBytes(3).toString('hex')}`, preco: 20, categoria_id: await categoria() };
    const criado = await chamar('admin', {
      method: 'POST',
      url: '/api/produtos',
      payload: { ...produto, fiscal: { ...PADRAO, ncm: '9999.99.99' } },
    });
    expect(criado.statusCode, criado.body).toBe(201);
    const { id: produtoId, fiscal } = json<{ id: number; fiscal: unknown }>(criado);
    expect(fiscal).toEqual({ ...PADRAO, ncm: '99999999' });

    const venda = await fecharComanda([[produto.nome, 1]]);
    const rejeitada = await esperarNota(venda.id, (n) => n.situacao === 'erro');
    expect(rejeitada).toMatchObject({ codigo_sefaz: '778', mensagem: 'Rejeicao: Informado NCM inexistente [nItem:1]' });
    const lista = json<NotaFiscalDTO[]>(await chamar('gerente', { url: '/api/fiscal/notas?situacao=erro' }));
    expect(lista.map((n) => n.venda_id)).toContain(venda.id);

    const corrigido = await chamar('admin', {
      method: 'PATCH',
      url: `/api/produtos/${produtoId}`,
      payload: { ...produto, fiscal: { ...PADRAO, ncm: '22021000' } },
    });
    expect(corrigido.statusCode, corrigido.body).toBe(200);
    const reenvio = await chamar('caixa', { method: 'POST', url: `/api/vendas/${venda.id}/nfce`, payload: {} });
    expect(json<NotaFiscalDTO>(reenvio)).toMatchObject({ situacao: 'autorizada', codigo_sefaz: '100', mensagem: null });
    const envios = focus.envios(ref(venda.id));
    expect(envios).toHaveLength(2);
    expect((envios[1]!.corpo as { items: { codigo_ncm: string }[] }).items[0]!.codigo_ncm).toBe('22021000');
  });

  it('a product without its own data and a company default that does not fit its regime: rejected here, never sent', async () => {
    const res = await chamar('admin', {
      method: 'PUT',
      url: '/api/fiscal/config',
      payload: { ...CONFIG, padrao: { ...PADRAO, icms_situacao_tributaria: '00' } },
    });
    expect(res.statusCode).toBe(200);
    onTestFinished(
      async () => void (await chamar('admin', { method: 'PUT', url: '/api/fiscal/config', payload: CONFIG })),
    );
    const nome = `Prato ${randomBytes(3).toString('hex')}`;
    const criado = await chamar('admin', {
      method: 'POST',
      url: '/api/produtos',
      payload: { nome, preco: 25, categoria_id: await categoria() },
    });
    expect(json<{ fiscal: unknown }>(criado).fiscal).toBeNull();
    const venda = await fecharComanda([[nome, 2]]);
    const n = await esperarNota(venda.id, (x) => x.situacao === 'erro');
    expect(n.mensagem).toBe(
      `"${nome}": a situação tributária 00 não serve ao regime do Simples Nacional (use um CSOSN, como 102)`,
    );
    expect(focus.envios(ref(venda.id))).toHaveLength(0);
  });
});

describe('cancellation', () => {
  it('within 30 minutes of the authorization it cancels at the provider; after that it answers 409 with the rule', async () => {
    const venda = await fecharComanda([['Chope 300 ml', 3]]);
    await esperarNota(venda.id, autorizada);
    const cancelar = (justificativa: string, quem: 'gerente' | 'caixa' = 'gerente', id = venda.id) =>
      chamar(quem, { method: 'POST', url: `/api/vendas/${id}/nfce/cancelar`, payload: { justificativa } });

    const curta = await cancelar('Erro');
    expect(curta.statusCode).toBe(400);
    expect(json<{ message: string }>(curta).message).toBe('A justificativa deve ter de 15 a 255 caracteres');
    expect((await cancelar('Cliente desistiu da compra', 'caixa')).statusCode).toBe(403);

    // the sale's payments stand while its note does (a closed tab's payments cannot be removed at all)
    const [pagamento] = json<{ id: number }[]>(await chamar('gerente', { url: `/api/vendas/${venda.id}/pagamentos` }));
    const remover = await chamar('gerente', {
      method: 'DELETE',
      url: `/api/vendas/${venda.id}/pagamentos/${pagamento!.id}`,
      payload: { motivo: 'Estorno' },
    });
    expect(remover.statusCode).toBe(409);

    await avancar(29 * 60 * 1000);
    const ok = await cancelar('Cliente desistiu da compra');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json<NotaFiscalDTO>(ok)).toMatchObject({ situacao: 'cancelada', codigo_sefaz: '135', cancelavel_ate: null });
    expect(focus.notas.get(ref(venda.id))).toMatchObject({
      status: 'cancelado',
      justificativa: 'Cliente desistiu da compra',
    });
    // a cancelled note is not emitted again
    const reemitir = await chamar('caixa', { method: 'POST', url: `/api/vendas/${venda.id}/nfce`, payload: {} });
    expect(reemitir.statusCode).toBe(409);

    const tarde = await fecharComanda([['Chope 300 ml', 1]]);
    await esperarNota(tarde.id, autorizada);
    await avancar(31 * 60 * 1000);
    const recusa = await cancelar('Cliente desistiu da compra', 'gerente', tarde.id);
    expect(recusa.statusCode).toBe(409);
    expect(json<{ message: string }>(recusa).message).toBe(
      'A NFC-e só pode ser cancelada em até 30 minutos após a autorização',
    );
    expect(focus.notas.get(ref(tarde.id))!.status).toBe('autorizado');
  });
});

describe('across restarts and instances', () => {
  /** Another app (an instance, or this one after a restart) on the same database. */
  async function outraInstancia(extra: Record<string, string> = {}) {
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: t.ctx.config.jwtSecret,
      PLATFORM_ADMIN_PASSWORD: SENHA_ADMIN_TESTE,
      ...env,
      ...extra,
    } as NodeJS.ProcessEnv);
    const built = await buildApp(config, { db: t.ctx.db, kind: t.ctx.dbKind, close: async () => {} });
    await built.app.ready();
    // the same moment as this file's app (its clock was moved by other tests)
    const desvio = t.ctx.relogio.agora().getTime() - built.ctx.relogio.agora().getTime();
    (built.ctx.relogio as unknown as { avancar(ms: number): void }).avancar(desvio);
    return built;
  }

  it('notes left pending by a stopped instance are sent by the next one that starts', async () => {
    await focus.desligar();
    onTestFinished(async () => {
      if (!focus['servidor']) await focus.ligar();
    });
    const antes = await outraInstancia();
    const auth = await t.loginAs('caixa');
    const { venda } = await t.abrirCom(await t.novaMesa(), [['Heineken Long Neck', 2]]);
    const fechada = await antes.app.inject({
      method: 'POST',
      url: `/api/vendas/${venda.id}/fechar`,
      headers: auth,
      payload: {},
    });
    expect(fechada.statusCode, fechada.body).toBe(200);
    await esperarNota(venda.id, esperando);
    await antes.app.close();

    await focus.ligar();
    const depois = await outraInstancia({ FISCAL_INTERVALO_MS: '50' });
    onTestFinished(() => depois.app.close());
    (depois.ctx.relogio as unknown as { avancar(ms: number): void }).avancar(60_000);
    await esperarNota(venda.id, autorizada);
    expect(focus.envios(ref(venda.id))).toHaveLength(1);
  });

  it('two instances sending the same note at once: one sends, the other passes', async () => {
    await modo('manual');
    const venda = await fecharComanda([['Isca de Frango', 1]]);
    const outra = await outraInstancia();
    onTestFinished(() => outra.app.close());
    // queued as the close would, without sending
    const { id } = await t.ctx.db
      .insertInto('notas_fiscais')
      .values({
        empresa_id: 1,
        venda_id: venda.id,
        ref: ref(venda.id),
        ambiente: 'homologacao',
        valor_total: venda.total,
        proxima_tentativa_em: new Date(0),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    focus.atrasos.push(100);
    const r = await Promise.all([enviarNota(t.ctx, 1, id), enviarNota(outra.ctx as AppContext, 1, id)]);
    expect(r.filter(Boolean)).toHaveLength(1);
    expect(focus.envios(ref(venda.id))).toHaveLength(1);
    await esperarNota(venda.id, autorizada);
  });
});

describe('company scoping and secrets', () => {
  it("another company's notes answer 404 and never show up in its list", async () => {
    const venda = await fecharComanda([['Refrigerante Lata', 1]]);
    await esperarNota(venda.id, autorizada);
    const email = `bia${randomBytes(3).toString('hex')}@barb.com.br`;
    const criada = await t.app.inject({
      method: 'POST',
      url: '/api/admin/empresas',
      headers: await t.adminAuth(),
      payload: {
        fantasia: 'Bar Fiscal B',
        admin_nome: 'Bia',
        admin_email: email,
        admin_senha: 'segredo1',
      },
    });
    expect(criada.statusCode, criada.body).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario: email, senha: 'segredo1' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const b = { authorization: `Bearer ${login.json().token}` };
    for (const [method, url, payload] of [
      ['GET', `/api/vendas/${venda.id}/nfce`, undefined],
      ['POST', `/api/vendas/${venda.id}/nfce`, {}],
      ['POST', `/api/vendas/${venda.id}/nfce/cancelar`, { justificativa: 'Cliente desistiu da compra' }],
    ] as const) {
      const res = await chamar(b, { method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(json<NotaFiscalDTO[]>(await chamar(b, { url: '/api/fiscal/notas' }))).toEqual([]);
    expect(json<FiscalConfigDTO>(await chamar(b, { url: '/api/fiscal/config' }))).toMatchObject({
      ativo: false,
      token_configurado: false,
    });
    expect(json<NotaFiscalDTO>(await nota(venda.id))).toMatchObject({ situacao: 'autorizada' });
  });

  it('the token never appears in an answer or a log line', async () => {
    // a wrong token at the provider, too: its refusal is logged and stored without quoting it
    const venda = await fecharComanda([['Água Mineral', 1]]);
    await esperarNota(venda.id, autorizada);
    await chamar('admin', { url: '/api/fiscal/config' });
    await chamar('gerente', { url: '/api/fiscal/notas' });
    expect(linhas.length).toBeGreaterThan(0);
    for (const texto of [...linhas, ...respostas]) {
      expect(texto).not.toContain(focus.token);
      expect(texto).not.toContain(Buffer.from(`${focus.token}:`).toString('base64'));
    }
  });
});
