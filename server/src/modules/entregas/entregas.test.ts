import { describe, expect, it } from 'vitest';
import type { ClienteEntregaDTO, EntregaDTO, VendaDTO } from '@comanda/shared';
import { json, useTestApp } from '../../../test/helpers';

const t = useTestApp();

/** A product of the demo menu that a station produces and that needs no choices. */
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

let seq = 0;
/** A phone no other test uses (the last-address lookup is per phone). */
const telefoneNovo = () => `(11) 9${String(Date.now() % 10000).padStart(4, '0')}-${String(++seq).padStart(4, '0')}`;

const ENDERECO = { logradouro: 'Rua das Flores', numero: '120', bairro: 'Centro', cidade: 'São Paulo' };

const abrirEntrega = (payload: object = {}, quem: 'caixa' | 'garcom' | 'gerente' | 'cozinha' = 'caixa') =>
  t.injectAs(quem, {
    method: 'POST',
    url: '/api/vendas',
    payload: { tipo: 'entrega', nome_cliente: 'Ana', telefone: telefoneNovo(), endereco: ENDERECO, ...payload },
  });

const item = (vendaId: number, produto_id: number, quantidade = 1) =>
  t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${vendaId}/itens`, payload: { produto_id, quantidade } });

const mover = (vendaId: number, payload: object, headers?: Record<string, string>) =>
  headers
    ? t.app.inject({ method: 'POST', url: `/api/vendas/${vendaId}/entrega`, payload, headers })
    : t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${vendaId}/entrega`, payload });

const lista = async (situacao?: string) =>
  json<EntregaDTO[]>(await t.injectAs('caixa', { url: `/api/entregas${situacao ? `?situacao=${situacao}` : ''}` }));

let empresas = 0;
async function empresaB() {
  const n = ++empresas;
  const email = `dono${n}-${Date.now()}@entregas.com.br`;
  const nova = await t.app.inject({
    method: 'POST',
    url: '/api/admin/empresas',
    headers: await t.adminAuth(),
    payload: { fantasia: `Pizzaria ${n}`, admin_nome: 'Dono', admin_email: email, admin_senha: 'senha123' },
  });
  expect(nova.statusCode).toBe(201);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { usuario: email, senha: 'senha123' },
  });
  return { authorization: `Bearer ${login.json().token}` };
}

describe('own deliveries (issue 39)', () => {
  it('opens a delivery with address, fee in the total and payment to collect; numbers it in the counter sequence', async () => {
    const balcao = json<VendaDTO>(
      await t.injectAs('caixa', { method: 'POST', url: '/api/vendas', payload: { tipo: 'balcao' } }),
    );
    const res = await abrirEntrega({
      nome_cliente: 'Ana',
      taxa_entrega: 7.5,
      endereco: { ...ENDERECO, complemento: 'apto 31', referencia: 'portão azul' },
      observacoes: 'Sem cebola',
      pagamento: { forma: 'dinheiro', troco_para: 100 },
    });
    expect(res.statusCode).toBe(201);
    const v = json<VendaDTO>(res);
    expect(v).toMatchObject({ tipo: 'entrega', mesa_id: null, situacao: 'A', taxa_entrega: 7.5, total: 7.5 });
    expect(v.cobrar_taxa_servico).toBe(false);
    // the counter's sequence: right after the counter order opened before it
    expect(v.numero).toBe(balcao.numero! + 1);
    const seguinteBalcao = json<VendaDTO>(
      await t.injectAs('caixa', { method: 'POST', url: '/api/vendas', payload: { tipo: 'balcao' } }),
    );
    expect(seguinteBalcao.numero).toBe(v.numero! + 1);

    const produto = await produtoDaCozinha();
    expect((await item(v.id, produto.id, 2)).statusCode).toBe(201);
    const depois = json<VendaDTO>(await t.injectAs('caixa', { url: `/api/vendas/${v.id}` }));
    expect(depois.subtotal).toBe(produto.preco * 2);
    expect(depois.total).toBeCloseTo(produto.preco * 2 + 7.5, 2);
    expect(depois.restante).toBeCloseTo(produto.preco * 2 + 7.5, 2);

    const entrega = json<EntregaDTO>(await t.injectAs('caixa', { url: `/api/vendas/${v.id}/entrega` }));
    expect(entrega).toMatchObject({
      rotulo: `Entrega #${v.numero} — Ana`,
      origem: 'propria',
      situacao: 'preparando',
      endereco: { ...ENDERECO, complemento: 'apto 31', referencia: 'portão azul' },
      observacoes: 'Sem cebola',
      pagamento: { forma: 'dinheiro', troco_para: 100 },
      ifood_display_id: null,
      itens: 1,
    });
    expect(entrega.telefone).toMatch(/^11\d{9}$/);
    expect((await lista()).map((e) => e.venda_id)).toContain(v.id);
  });

  it('refuses bad input in pt-BR and writes nothing', async () => {
    const antes = await t.ctx.db
      .selectFrom('entregas')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const casos: [object, string][] = [
      [{ telefone: '1234' }, 'Telefone inválido'],
      [{ endereco: { ...ENDERECO, logradouro: '' } }, 'Rua é obrigatória'],
      [{ endereco: { ...ENDERECO, bairro: '  ' } }, 'Bairro é obrigatório'],
      [{ nome_cliente: '' }, 'Nome do cliente é obrigatório'],
      [{ taxa_entrega: -1 }, 'Taxa de entrega inválida'],
      [{ pagamento: { forma: 'cheque' } }, 'Forma de pagamento inválida'],
    ];
    for (const [payload, mensagem] of casos) {
      const r = await abrirEntrega(payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(r.json())).toContain(mensagem);
    }
    const depois = await t.ctx.db
      .selectFrom('entregas')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(depois.n)).toBe(Number(antes.n));
  });

  it('lets CAIXA, GERENTE and ADMIN in, not a waiter or the kitchen', async () => {
    expect((await abrirEntrega({}, 'garcom')).statusCode).toBe(403);
    expect((await abrirEntrega({}, 'cozinha')).statusCode).toBe(403);
    expect((await abrirEntrega({}, 'gerente')).statusCode).toBe(201);
    expect((await t.injectAs('garcom', { url: '/api/entregas' })).statusCode).toBe(403);
  });

  it('offers a returning customer their last address by phone', async () => {
    const telefone = telefoneNovo();
    await abrirEntrega({ telefone, nome_cliente: 'Carla', endereco: { ...ENDERECO, numero: '1' } });
    await abrirEntrega({
      telefone,
      nome_cliente: 'Carla',
      endereco: { ...ENDERECO, numero: '2', complemento: 'casa 2' },
    });
    const digitos = telefone.replace(/\D/g, '');
    const r = await t.injectAs('caixa', { url: `/api/entregas/cliente?telefone=${digitos}` });
    expect(r.statusCode).toBe(200);
    expect(json<ClienteEntregaDTO>(r)).toMatchObject({
      nome_cliente: 'Carla',
      endereco: { numero: '2', complemento: 'casa 2', bairro: 'Centro' },
    });
    expect((await t.injectAs('caixa', { url: `/api/entregas/cliente?telefone=11900000000` })).statusCode).toBe(404);
    expect((await t.injectAs('caixa', { url: `/api/entregas/cliente?telefone=12` })).statusCode).toBe(400);
  });

  it('moves preparando → pronto (every item ready) → saiu (courier) → entregue, and refuses skips with 409', async () => {
    const v = json<VendaDTO>(await abrirEntrega());
    const produto = await produtoDaCozinha();
    const a = json<{ id: number }>(await item(v.id, produto.id));
    // the kitchen still cooks it: neither pronto nor saiu
    expect((await mover(v.id, { situacao: 'pronto' })).statusCode).toBe(409);
    expect((await mover(v.id, { situacao: 'saiu', entregador: 'João' })).statusCode).toBe(409);
    expect((await mover(v.id, { situacao: 'entregue' })).statusCode).toBe(409);
    expect((await lista('preparando')).map((e) => e.venda_id)).toContain(v.id);

    const bump = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/cozinha/tickets/bump',
      payload: { itens: [a.id] },
    });
    expect(bump.statusCode).toBeLessThan(300);
    // derived like the counter's board: every item ready is 'pronto'
    expect((await lista('pronto')).map((e) => e.venda_id)).toContain(v.id);
    expect((await lista('preparando')).map((e) => e.venda_id)).not.toContain(v.id);

    const semNome = await mover(v.id, { situacao: 'saiu' });
    expect(semNome.statusCode).toBe(400);
    expect(JSON.stringify(semNome.json())).toContain('Informe o nome do entregador');
    const saiu = await mover(v.id, { situacao: 'saiu', entregador: 'João' });
    expect(saiu.statusCode).toBe(200);
    expect(json<EntregaDTO>(saiu)).toMatchObject({ situacao: 'saiu', entregador: 'João' });
    expect(json<EntregaDTO>(saiu).saiu_em).not.toBeNull();
    expect((await mover(v.id, { situacao: 'saiu', entregador: 'Pedro' })).statusCode).toBe(409);
    expect((await mover(v.id, { situacao: 'pronto' })).statusCode).toBe(409);

    const entregue = await mover(v.id, { situacao: 'entregue' });
    expect(json<EntregaDTO>(entregue)).toMatchObject({ situacao: 'entregue', entregador: 'João' });
    // delivered but not paid yet: it stays (the courier brings the money back) until its bill is closed
    expect((await lista('entregue')).map((e) => e.venda_id)).toContain(v.id);
    const { restante } = json<VendaDTO>(await t.injectAs('caixa', { url: `/api/vendas/${v.id}` }));
    await t.injectAs('caixa', {
      method: 'POST',
      url: `/api/vendas/${v.id}/pagamentos`,
      payload: { forma: 'pix', valor: restante },
    });
    expect(
      (await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${v.id}/fechar`, payload: {} })).statusCode,
    ).toBe(200);
    expect((await lista()).map((e) => e.venda_id)).not.toContain(v.id);
    expect((await mover(v.id, { situacao: 'entregue' })).statusCode).toBe(409);
    expect((await mover(v.id, { situacao: 'nada' })).statusCode).toBe(400);

    // the history says who moved it
    const historico = await t.ctx.db
      .selectFrom('venda_historico')
      .select(['tipo', 'depois'])
      .where('venda_id', '=', v.id)
      .where('tipo', '=', 'entrega')
      .execute();
    expect(historico.map((h) => (h.depois as { situacao: string }).situacao)).toEqual(['saiu', 'entregue']);
  });

  it('a delivery with no kitchen item is moved to pronto by hand', async () => {
    const v = json<VendaDTO>(await abrirEntrega());
    expect((await mover(v.id, { situacao: 'pronto' })).statusCode).toBe(200);
    expect((await mover(v.id, { situacao: 'saiu', entregador: 'Rafa' })).statusCode).toBe(200);
  });

  it("answers 404 for another company's delivery and hides it from its list", async () => {
    const v = json<VendaDTO>(await abrirEntrega());
    const b = await empresaB();
    expect((await mover(v.id, { situacao: 'pronto' }, b)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/vendas/${v.id}/entrega`, headers: b })).statusCode).toBe(404);
    const listaB = json<EntregaDTO[]>(await t.app.inject({ url: '/api/entregas', headers: b }));
    expect(listaB.map((e) => e.venda_id)).not.toContain(v.id);
    const tel = (
      await t.ctx.db.selectFrom('entregas').select('telefone').where('venda_id', '=', v.id).executeTakeFirstOrThrow()
    ).telefone;
    expect((await t.app.inject({ url: `/api/entregas/cliente?telefone=${tel}`, headers: b })).statusCode).toBe(404);
    // and a table's tab is not a delivery
    const { venda } = await t.abrirCom(await t.novaMesa(), []);
    expect((await mover(venda.id, { situacao: 'pronto' })).statusCode).toBe(404);
  });
});

describe('delivery fee and sales channels in reports and the cash-up (issue 39)', () => {
  type Relatorio = {
    totalValor: number;
    taxaEntrega: number;
    canal: string | null;
    totalVendas: number;
    porCanal: { canal: string; quantidade: number; valor: number }[];
    vendas: { id: number }[];
  };
  type Caixa = { taxaEntrega: number; porCanal: { canal: string; quantidade: number; valor: number }[] };
  const relatorio = async (canal?: string) =>
    json<Relatorio>(
      await t.injectAs('gerente', { url: `/api/relatorios/vendas?periodo=hoje${canal ? `&canal=${canal}` : ''}` }),
    );
  const caixa = async () =>
    json<Caixa>(await t.injectAs('gerente', { url: '/api/relatorios/pagamentos?periodo=hoje' }));
  const doCanal = (r: { porCanal: { canal: string; quantidade: number; valor: number }[] }, canal: string) =>
    r.porCanal.find((c) => c.canal === canal)!;

  async function pagarEFechar(vendaId: number) {
    const v = json<VendaDTO>(await t.injectAs('caixa', { url: `/api/vendas/${vendaId}` }));
    const p = await t.injectAs('caixa', {
      method: 'POST',
      url: `/api/vendas/${vendaId}/pagamentos`,
      payload: { forma: 'dinheiro', valor: v.restante },
    });
    expect(p.statusCode).toBe(201);
    const f = await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${vendaId}/fechar`, payload: {} });
    expect(f.statusCode).toBe(200);
    return v.total;
  }

  it('splits closed sales by channel, with the fee apart, in the report, its channel filter and the cash-up', async () => {
    const [antes, caixaAntes] = [await relatorio(), await caixa()];
    expect(antes.porCanal.map((c) => c.canal)).toEqual(['salao', 'balcao', 'cartao', 'entrega_propria', 'ifood']);
    const produto = await produtoDaCozinha();

    const entrega = json<VendaDTO>(await abrirEntrega({ taxa_entrega: 6 }));
    await item(entrega.id, produto.id);
    const totalEntrega = await pagarEFechar(entrega.id);
    expect(totalEntrega).toBeCloseTo(produto.preco + 6, 2);

    const balcao = json<VendaDTO>(
      await t.injectAs('caixa', { method: 'POST', url: '/api/vendas', payload: { tipo: 'balcao' } }),
    );
    await item(balcao.id, produto.id);
    const totalBalcao = await pagarEFechar(balcao.id);

    const { venda: mesa } = await t.abrirCom(await t.novaMesa(), []);
    await t.injectAs('garcom', {
      method: 'POST',
      url: `/api/vendas/${mesa.id}/itens`,
      payload: { produto_id: produto.id, quantidade: 1 },
    });
    const totalMesa = await pagarEFechar(mesa.id);

    const depois = await relatorio();
    expect(depois.taxaEntrega).toBeCloseTo(antes.taxaEntrega + 6, 2);
    expect(doCanal(depois, 'entrega_propria').quantidade).toBe(doCanal(antes, 'entrega_propria').quantidade + 1);
    expect(doCanal(depois, 'entrega_propria').valor).toBeCloseTo(
      doCanal(antes, 'entrega_propria').valor + totalEntrega,
      2,
    );
    expect(doCanal(depois, 'balcao').valor).toBeCloseTo(doCanal(antes, 'balcao').valor + totalBalcao, 2);
    expect(doCanal(depois, 'salao').valor).toBeCloseTo(doCanal(antes, 'salao').valor + totalMesa, 2);
    expect(doCanal(depois, 'ifood').quantidade).toBe(doCanal(antes, 'ifood').quantidade);
    // the channels add up to the period's total
    const soma = depois.porCanal.reduce((s, c) => s + c.valor, 0);
    expect(soma).toBeCloseTo(depois.totalValor, 2);

    const soEntregas = await relatorio('entrega_propria');
    expect(soEntregas.canal).toBe('entrega_propria');
    expect(soEntregas.totalVendas).toBe(doCanal(depois, 'entrega_propria').quantidade);
    expect(soEntregas.totalValor).toBeCloseTo(doCanal(depois, 'entrega_propria').valor, 2);
    expect(soEntregas.vendas.map((v) => v.id)).toContain(entrega.id);
    expect(soEntregas.vendas.map((v) => v.id)).not.toContain(balcao.id);
    expect((await t.injectAs('gerente', { url: '/api/relatorios/vendas?canal=delivery' })).statusCode).toBe(400);

    const caixaDepois = await caixa();
    expect(caixaDepois.taxaEntrega).toBeCloseTo(caixaAntes.taxaEntrega + 6, 2);
    expect(doCanal(caixaDepois, 'entrega_propria').quantidade).toBe(
      doCanal(caixaAntes, 'entrega_propria').quantidade + 1,
    );
    expect(doCanal(caixaDepois, 'salao').valor).toBeCloseTo(doCanal(caixaAntes, 'salao').valor + totalMesa, 2);
  });

  it("counts iFood's deliveries (opened through abrirEntrega) as the iFood channel", async () => {
    const { withTransaction } = await import('../../db/transaction');
    const { abrirEntrega: abrir } = await import('./entregas.service');
    const antes = await relatorio();
    const venda = await withTransaction(
      t.ctx.db,
      t.ctx.bus,
      async (tx) =>
        (
          await abrir(
            tx,
            { id: null, nome: 'iFood', empresaId: 1 },
            {
              nome_cliente: 'Bruno',
              telefone: '',
              endereco: { ...ENDERECO, complemento: null, referencia: null },
              taxa_entrega: 5,
              observacoes: null,
              pagamento: null,
              origem: 'ifood',
              ifood: { pedido_id: `pedido-${Date.now()}`, display_id: '4321' },
            },
            t.ctx.relogio.agora(),
          )
        ).venda,
    );
    const e = json<EntregaDTO>(await t.injectAs('caixa', { url: `/api/vendas/${venda.id}/entrega` }));
    expect(e).toMatchObject({ origem: 'ifood', ifood_display_id: '4321', pagamento: null });
    expect((await lista()).find((x) => x.venda_id === venda.id)).toMatchObject({
      origem: 'ifood',
      ifood_display_id: '4321',
    });
    await item(venda.id, (await produtoDaCozinha()).id);
    const total = await pagarEFechar(venda.id);
    const depois = await relatorio();
    expect(doCanal(depois, 'ifood').quantidade).toBe(doCanal(antes, 'ifood').quantidade + 1);
    expect(doCanal(depois, 'ifood').valor).toBeCloseTo(doCanal(antes, 'ifood').valor + total, 2);
    expect(doCanal(depois, 'entrega_propria').quantidade).toBe(doCanal(antes, 'entrega_propria').quantidade);
  });
});

describe('printing a delivery (issue 39)', () => {
  it('prints the address, phone, notes and payment to collect on the kitchen ticket and the pre-bill, with the fee', async () => {
    const produto = await t.ctx.db
      .selectFrom('produtos as p')
      .innerJoin('categorias as c', 'c.id', 'p.categoria_id')
      .select(['p.id', 'c.estacao_id'])
      .where('p.id', '=', (await produtoDaCozinha()).id)
      .executeTakeFirstOrThrow();
    const impressora = json<{ id: number }>(
      await t.injectAs('gerente', {
        method: 'POST',
        url: '/api/impressoras',
        payload: {
          nome: `Entregas ${++seq}`,
          host: '192.168.0.77',
          largura: 80,
          estacao_ids: [produto.estacao_id],
          tipos: ['producao', 'conta'],
        },
      }),
    );
    const v = json<VendaDTO>(
      await abrirEntrega({
        nome_cliente: 'Ana',
        telefone: '(11) 98765-4321',
        taxa_entrega: 8,
        endereco: { ...ENDERECO, complemento: 'apto 31', referencia: 'portão azul' },
        observacoes: 'Interfone quebrado',
        pagamento: { forma: 'dinheiro', troco_para: 100 },
      }),
    );
    await item(v.id, produto.id);
    const jobs = await t.ctx.db
      .selectFrom('impressoes')
      .select(['tipo', 'payload', 'resumo'])
      .where('impressora_id', '=', impressora.id)
      .execute();
    const ticket = jobs.find((j) => j.tipo === 'producao')!;
    expect(ticket.resumo).toContain(`Entrega #${v.numero} — Ana`);
    const linhas = [
      'Tel.: (11) 98765-4321',
      'Rua das Flores, 120 — apto 31',
      'Centro, São Paulo',
      'Ref.: portão azul',
      'Obs.: Interfone quebrado',
      'Cobrar na entrega: Dinheiro',
      'Levar troco para R$ 100,00',
    ];
    expect(ticket.payload).toMatchObject({ rotulo: `Entrega #${v.numero} — Ana`, entrega: linhas });

    const conta = await t.injectAs('caixa', {
      method: 'POST',
      url: `/api/vendas/${v.id}/imprimir-conta`,
      payload: { impressora_id: impressora.id },
    });
    expect(conta.statusCode).toBeLessThan(300);
    const preConta = (
      await t.ctx.db
        .selectFrom('impressoes')
        .select('payload')
        .where('impressora_id', '=', impressora.id)
        .where('tipo', '=', 'conta')
        .executeTakeFirstOrThrow()
    ).payload as { entrega: string[]; taxa_entrega: number; total: number; subtotal: number };
    expect(preConta.entrega).toEqual(linhas);
    expect(preConta.taxa_entrega).toBe(8);
    expect(preConta.total).toBeCloseTo(preConta.subtotal + 8, 2);
  });

  it('publishes entrega:atualizada only after the commit, with the delivery', async () => {
    const recebidos: { nome: string; payload: unknown }[] = [];
    const parar = t.ctx.bus.subscribe((e) => {
      if (e.nome === 'entrega:atualizada') recebidos.push(e);
    });
    try {
      const v = json<VendaDTO>(await abrirEntrega({ nome_cliente: 'Duda' }));
      expect(recebidos.map((e) => (e.payload as { entrega: EntregaDTO }).entrega.venda_id)).toContain(v.id);
      const n = recebidos.length;
      // a refused move publishes nothing
      expect((await mover(v.id, { situacao: 'entregue' })).statusCode).toBe(409);
      expect(recebidos.length).toBe(n);
      await mover(v.id, { situacao: 'pronto' });
      expect((recebidos.at(-1)!.payload as { entrega: EntregaDTO }).entrega).toMatchObject({
        venda_id: v.id,
        situacao: 'pronto',
      });
    } finally {
      parar();
    }
  });
});

describe('the delivery fee on the NFC-e (issue 39)', () => {
  it('spreads the fee over the lines as "outras despesas", so the note adds up to the tab total', async () => {
    const { montarDocumento } = await import('../fiscal/documento');
    const { tenant } = await import('../../db/tenant');
    const v = json<VendaDTO>(await abrirEntrega({ taxa_entrega: 9.99 }));
    const produto = await produtoDaCozinha();
    await item(v.id, produto.id, 2);
    const fechada = json<VendaDTO>(await t.injectAs('caixa', { url: `/api/vendas/${v.id}` }));
    const doc = await montarDocumento(
      tenant(t.ctx.db, 1),
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
    expect(soma('valor_outras_despesas')).toBe(999);
    expect(soma('valor_bruto') - soma('valor_desconto') + soma('valor_outras_despesas')).toBe(
      Math.round(fechada.total * 100),
    );
  });
});
