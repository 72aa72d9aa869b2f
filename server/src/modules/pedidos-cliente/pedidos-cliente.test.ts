import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type {
  CardapioPublicoDTO,
  ComandaPublica,
  ItemDTO,
  MesaPublicaDTO,
  PedidoClienteDTO,
  PedidoCriadoDTO,
  PorPessoaDTO,
  QrMesaDTO,
  VendaDTO,
} from '@comanda/shared';
import type { DomainEvent } from '@comanda/shared/events';
import { json, useTestApp } from '../../../test/helpers';

const t = useTestApp();

// every test speaks from its own address: the per-address order limit must not carry over between tests
let enderecos = 0;
const novoEndereco = () => `10.22.${Math.floor(++enderecos / 200)}.${(enderecos % 200) + 1}`;
let numeros = 500;

/** A new table of the demo company, with its card code. */
async function novaMesa(): Promise<{ id: number; codigo: string }> {
  const criada = await t.injectAs('gerente', {
    method: 'POST',
    url: '/api/mesas',
    payload: { numero: ++numeros, nome: `Mesa ${numeros}`, capacidade: 4 },
  });
  expect(criada.statusCode).toBe(201);
  const { id } = criada.json();
  const qr = json<QrMesaDTO>(await t.injectAs('gerente', { url: `/api/mesas/${id}/qr-fixo` }));
  return { id, codigo: qr.codigo };
}

async function abrirComanda(mesaId: number): Promise<VendaDTO> {
  const res = await t.injectAs('garcom', { method: 'POST', url: '/api/vendas', payload: { mesa_id: mesaId } });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function modo(pedidos_cliente: 'desligado' | 'aprovacao' | 'direto', abrir_pelo_cliente = false) {
  const res = await t.injectAs('admin', {
    method: 'PATCH',
    url: '/api/empresa',
    payload: { pedidos_cliente, abrir_pelo_cliente },
  });
  expect(res.statusCode).toBe(200);
}

const card = (codigo: string) =>
  t.app.inject({ method: 'GET', url: `/api/public/mesa/${codigo}`, remoteAddress: novoEndereco() });

/** A diner's order; `via` is 'mesa/<codigo>' or 'comanda/<token>'. */
const pedir = (via: string, payload: unknown, opts: { chave?: string | null; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/${via}/pedidos`,
    remoteAddress: opts.ip ?? novoEndereco(),
    headers: opts.chave === null ? {} : { 'idempotency-key': opts.chave ?? randomUUID() },
    payload: payload as object,
  });

const item = async (nome: string, quantidade = 1, extra: object = {}) => ({
  produto_id: await t.produtoId(nome),
  quantidade,
  sabores: [],
  adicionais: [],
  observacao: null,
  ...extra,
});

const itensDaVenda = async (vendaId: number) =>
  json<ItemDTO[]>(await t.injectAs('garcom', { url: `/api/vendas/${vendaId}/itens` }));
/** The open tab of a table as staff see it. */
const venda = async (mesaId: number) =>
  json<VendaDTO>(await t.injectAs('garcom', { url: `/api/mesas/${mesaId}/venda` }));
const contarPedidos = async () =>
  Number(
    (
      await t.ctx.db
        .selectFrom('pedidos_cliente')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Everything the bus publishes while `acao` runs. */
async function eventosDe(acao: () => Promise<unknown>): Promise<DomainEvent[]> {
  const publicados: DomainEvent[] = [];
  const espiao = vi.spyOn(t.ctx.bus, 'publish').mockImplementation(function (this: unknown, e: DomainEvent) {
    publicados.push(e);
  });
  try {
    await acao();
  } finally {
    espiao.mockRestore();
  }
  return publicados;
}

describe('table QR cards', () => {
  it('gives each table a permanent code; renewing it kills the old link at once', async () => {
    const mesa = await novaMesa();
    expect(Buffer.from(mesa.codigo, 'base64url').length).toBeGreaterThanOrEqual(12);
    const qr = json<QrMesaDTO>(
      await t.injectAs('gerente', { url: `/api/mesas/${mesa.id}/qr-fixo`, headers: { host: 'bar.local:3000' } }),
    );
    expect(qr.url).toBe(`http://bar.local:3000/m/${mesa.codigo}`);
    expect(qr.qrCode).toMatch(/^data:image\/png;base64,/);
    expect((await card(mesa.codigo)).statusCode).toBe(200);

    const renovado = await t.injectAs('admin', { method: 'POST', url: `/api/mesas/${mesa.id}/qr-fixo/renovar` });
    expect(renovado.statusCode).toBe(200);
    const novo = json<QrMesaDTO>(renovado).codigo;
    expect(novo).not.toBe(mesa.codigo);
    expect(Buffer.from(novo, 'base64url').length).toBeGreaterThanOrEqual(16);
    const velho = await card(mesa.codigo);
    expect([velho.statusCode, velho.json().message]).toEqual([404, 'Mesa não encontrada']);
    expect((await card(novo)).statusCode).toBe(200);
    // ADMIN and GERENTE only
    expect((await t.injectAs('garcom', { url: `/api/mesas/${mesa.id}/qr-fixo` })).statusCode).toBe(403);
  });

  it('prints one A4 PDF with a card per table', async () => {
    const res = await t.injectAs('gerente', { url: '/api/mesas/qr-fixo.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // pdfkit writes each text run as hex glyph codes
    const texto = [...res.rawPayload.toString('latin1').matchAll(/<([0-9a-f]+)>/g)]
      .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))
      .join('');
    expect(texto).toContain('Restaurante Demo');
    expect(texto).toContain('Mesa 07');
    expect(texto).toContain('Aponte a câmera para ver o cardápio e fazer seu pedido');
  });

  it("shows the table's company, its open tab and the ordering mode; a closed tab never", async () => {
    await modo('aprovacao');
    const mesa = await novaMesa();
    const livre = json<MesaPublicaDTO>(await card(mesa.codigo));
    expect(livre).toEqual({
      empresa: { nome: 'Restaurante Demo' },
      mesa: { numero: numeros },
      comanda: null,
      pedidos: 'aprovacao',
      abrir_pelo_cliente: false,
    });
    const aberta = await abrirComanda(mesa.id);
    const comToken = json<MesaPublicaDTO>(await card(mesa.codigo));
    expect(comToken.comanda?.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);

    // a cart line, then the tab closes: the card starts clean
    const linha = await t.app.inject({
      method: 'POST',
      url: `/api/public/mesa/${mesa.codigo}/carrinho`,
      remoteAddress: novoEndereco(),
      payload: { dispositivo: 'aparelho-0001', cliente_nome: 'Ana', item: await item('Suco Natural') },
    });
    expect(linha.statusCode).toBe(201);
    await t.injectAs('garcom', {
      method: 'POST',
      url: `/api/vendas/${aberta.id}/itens`,
      payload: { produto_id: await t.produtoId('Água Mineral'), quantidade: 1 },
    });
    const fechar = await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${aberta.id}/fechar` });
    expect(fechar.statusCode).toBe(200);
    expect(json<MesaPublicaDTO>(await card(mesa.codigo)).comanda).toBeNull();
    const carrinho = await t.app.inject({ url: `/api/public/mesa/${mesa.codigo}/carrinho` });
    expect(carrinho.json()).toEqual({ linhas: [] });
    // and the old tab link answers as a settled bill
    const link = await t.app.inject({ url: `/api/public/comanda/${comToken.comanda!.token}/cardapio` });
    expect(link.statusCode).toBe(404);
  });
});

describe('the public menu', () => {
  it('leaves out sold-out products and answers 304 while it has not changed', async () => {
    const mesa = await novaMesa();
    const url = `/api/public/mesa/${mesa.codigo}/cardapio`;
    const primeira = await t.app.inject({ url, remoteAddress: novoEndereco() });
    expect(primeira.statusCode).toBe(200);
    const etag = primeira.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const cardapio = json<CardapioPublicoDTO>(primeira);
    const nomes = cardapio.categorias.flatMap((c) => c.produtos.map((p) => p.nome));
    expect(nomes).toContain('Caipirinha');
    const pizza = cardapio.categorias.flatMap((c) => c.produtos).find((p) => p.nome === 'Pizza Grande')!;
    expect(pizza.sabores.length).toBeGreaterThan(1);
    expect(pizza).toMatchObject({ tipo_item: 1, qtd_min_sabores: 1, qtd_max_sabores: 2 });
    expect(pizza.grupos_adicionais[0]).toMatchObject({ categoria_nome: 'Borda Recheada', qtd_maxima: 1 });
    expect(cardapio.categorias.map((c) => c.ordem)).toEqual(cardapio.categorias.map((_, i) => i));

    const igual = await t.app.inject({ url, headers: { 'if-none-match': etag }, remoteAddress: novoEndereco() });
    expect([igual.statusCode, igual.body]).toEqual([304, '']);

    const caipirinha = await t.produtoId('Caipirinha');
    const esgotar = await t.injectAs('cozinha', {
      method: 'PATCH',
      url: `/api/produtos/${caipirinha}/esgotado`,
      payload: { esgotado: true },
    });
    expect([esgotar.statusCode, esgotar.json().esgotado]).toEqual([200, true]);
    try {
      const mudou = await t.app.inject({ url, headers: { 'if-none-match': etag }, remoteAddress: novoEndereco() });
      expect(mudou.statusCode).toBe(200);
      expect(mudou.headers.etag).not.toBe(etag);
      expect(json<CardapioPublicoDTO>(mudou).categorias.flatMap((c) => c.produtos.map((p) => p.nome))).not.toContain(
        'Caipirinha',
      );
      // the staff list shows it marked, so the picker can say so
      const lista = await t.injectAs('garcom', { url: '/api/produtos' });
      expect(lista.json().find((p: { id: number }) => p.id === caipirinha).esgotado).toBe(true);
    } finally {
      await t.injectAs('gerente', {
        method: 'PATCH',
        url: `/api/produtos/${caipirinha}/esgotado`,
        payload: { esgotado: false },
      });
    }
    expect(
      (
        await t.injectAs('caixa', {
          url: `/api/produtos/${caipirinha}/esgotado`,
          method: 'PATCH',
          payload: { esgotado: true },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("a diner's order", () => {
  it('is priced by the server: any price the client sends is ignored', async () => {
    await modo('aprovacao');
    const mesa = await novaMesa();
    await abrirComanda(mesa.id);
    const res = await pedir(`mesa/${mesa.codigo}`, {
      cliente_nome: 'Ana',
      itens: [await item('Chope 300 ml', 2, { preco: 0.01, valor_unitario: 0.01, valor_total: 0.01, total: 0.01 })],
      total: 0.02,
    });
    expect(res.statusCode).toBe(201);
    const pedido = json<PedidoCriadoDTO>(res);
    const lista = json<PedidoClienteDTO[]>(
      await t.injectAs('garcom', { url: '/api/pedidos-cliente?situacao=pendente' }),
    );
    const meu = lista.find((p) => p.id === pedido.pedido_id)!;
    // the promotional price the database holds (7,90), twice
    expect(meu.itens[0]).toMatchObject({
      valor_unitario: 7.9,
      valor_total: 15.8,
      situacao: 'pendente',
      cliente_nome: 'Ana',
    });
    await t.injectAs('garcom', { method: 'POST', url: `/api/pedidos-cliente/${pedido.pedido_id}/aprovar` });
    expect((await venda(mesa.id)).subtotal).toBe(15.8);
  });

  it("waits for approval in 'aprovacao': not on the tab until approved, then produced like a waiter's item", async () => {
    await modo('aprovacao');
    const mesa = await novaMesa();
    const aberta = await abrirComanda(mesa.id);
    const res = await pedir(`mesa/${mesa.codigo}`, {
      cliente_nome: 'Bruno',
      itens: [await item('Isca de Frango'), await item('Refrigerante Lata', 2)],
    });
    expect(res.statusCode).toBe(201);
    const criado = json<PedidoCriadoDTO>(res);
    expect(criado.situacao).toBe('pendente');
    expect(criado.itens.map((i) => i.status_producao)).toEqual([null, null]);
    expect(await itensDaVenda(aberta.id)).toEqual([]);
    expect((await venda(mesa.id)).total).toBe(0);

    let resposta: PedidoClienteDTO | undefined;
    const eventos = await eventosDe(async () => {
      const aprovar = await t.injectAs('garcom', {
        method: 'POST',
        url: `/api/pedidos-cliente/${criado.pedido_id}/aprovar`,
      });
      expect(aprovar.statusCode).toBe(200);
      resposta = aprovar.json();
    });
    expect(resposta!.situacao).toBe('aprovado');
    expect(resposta!.itens.every((i) => i.situacao === 'aprovado' && i.venda_item_id != null)).toBe(true);
    const itens = await itensDaVenda(aberta.id);
    expect(itens.map((i) => [i.produto_nome, i.quantidade, i.status_producao, i.cliente_nome])).toEqual([
      ['Isca de Frango', 1, 'pendente', 'Bruno'],
      ['Refrigerante Lata', 2, 'pendente', 'Bruno'],
    ]);
    expect(itens.every((i) => i.estacao_id != null)).toBe(true);
    expect((await venda(mesa.id)).subtotal).toBe(44.9 + 13);
    const nomes = eventos.map((e) => e.nome);
    expect(nomes.filter((n) => n === 'venda:item-adicionado')).toHaveLength(2);
    expect(nomes).toContain('cozinha:ticket');
    expect(nomes).toContain('pedido-cliente:atualizado');
    // the kitchen's tickets name the approver, and the history the approval
    const historico = await t.injectAs('gerente', { url: `/api/vendas/${aberta.id}/historico` });
    expect(JSON.stringify(historico.json())).toContain('item_adicionado');
    // deciding twice: 409
    const outra = await t.injectAs('garcom', {
      method: 'POST',
      url: `/api/pedidos-cliente/${criado.pedido_id}/aprovar`,
    });
    expect([outra.statusCode, outra.json().message]).toEqual([409, 'Este pedido já foi decidido']);
  });

  it("shows the diner 'recusado' with the reason, line by line, and live status of approved lines", async () => {
    await modo('aprovacao');
    const mesa = await novaMesa();
    const aberta = await abrirComanda(mesa.id);
    const { token } = json<MesaPublicaDTO>(await card(mesa.codigo)).comanda!;
    const criado = json<PedidoCriadoDTO>(
      await pedir(`comanda/${token}`, {
        cliente_nome: 'Carla',
        itens: [await item('Calabresa Acebolada'), await item('Suco Natural')],
      }),
    );
    const [calabresa, suco] = criado.itens.map((i) => i.id);
    const recusa = await t.injectAs('garcom', {
      method: 'POST',
      url: `/api/pedidos-cliente/${criado.pedido_id}/recusar`,
      payload: { motivo: 'Acabou a calabresa', itens: [calabresa] },
    });
    expect(recusa.statusCode).toBe(200);
    expect(json<PedidoClienteDTO>(recusa).situacao).toBe('pendente');
    await t.injectAs('garcom', { method: 'POST', url: `/api/pedidos-cliente/${criado.pedido_id}/aprovar` });

    const conta = json<ComandaPublica>(await t.app.inject({ url: `/api/public/comanda/${token}` }));
    expect(conta.pedidos).toHaveLength(1);
    expect(conta.pedidos[0]!.itens).toEqual([
      expect.objectContaining({
        id: calabresa,
        nome: 'Calabresa Acebolada',
        situacao: 'recusado',
        motivo: 'Acabou a calabresa',
      }),
      expect.objectContaining({ id: suco, nome: 'Suco Natural', situacao: 'enviado', motivo: null }),
    ]);
    expect(conta.itens.map((i) => [i.produto_nome, i.cliente_nome])).toEqual([['Suco Natural', 'Carla']]);
    expect(conta.modo_pedidos).toBe('aprovacao');
    // the kitchen starts it: the diner's line follows
    const vendaItem = (await itensDaVenda(aberta.id))[0]!;
    await t.injectAs('cozinha', {
      method: 'PATCH',
      url: `/api/cozinha/itens/${vendaItem.id}`,
      payload: { status: 'pronto' },
    });
    const depois = json<ComandaPublica>(await t.app.inject({ url: `/api/public/comanda/${token}` }));
    expect(depois.pedidos[0]!.itens[1]!.situacao).toBe('pronto');
    // a refusal needs its reason
    const semMotivo = await t.injectAs('garcom', {
      method: 'POST',
      url: `/api/pedidos-cliente/${criado.pedido_id}/recusar`,
      payload: { motivo: ' ' },
    });
    expect([semMotivo.statusCode, semMotivo.json().message]).toEqual([400, 'Informe o motivo']);
  });

  it("goes straight to production in 'direto' only on a tab staff opened", async () => {
    await modo('direto', true);
    try {
      const mesa = await novaMesa();
      const aberta = await abrirComanda(mesa.id);
      const direto = json<PedidoCriadoDTO>(
        await pedir(`mesa/${mesa.codigo}`, { cliente_nome: 'Davi', itens: [await item('Brahma 600 ml')] }),
      );
      expect(direto.situacao).toBe('aprovado');
      expect(direto.itens[0]!.status_producao).toBe('pendente');
      expect((await itensDaVenda(aberta.id)).map((i) => [i.produto_nome, i.cliente_nome])).toEqual([
        ['Brahma 600 ml', 'Davi'],
      ]);

      // a tab the diner opened from the card is not staff-confirmed: its orders wait, until staff approve one
      const livre = await novaMesa();
      const abrir = await t.app.inject({
        method: 'POST',
        url: `/api/public/mesa/${livre.codigo}/abrir`,
        remoteAddress: novoEndereco(),
      });
      expect(abrir.statusCode).toBe(200);
      const { token } = abrir.json().comanda;
      expect(json<MesaPublicaDTO>(await card(livre.codigo)).comanda?.token).toBe(token);
      const espera = json<PedidoCriadoDTO>(
        await pedir(`comanda/${token}`, { cliente_nome: 'Eva', itens: [await item('Brahma 600 ml')] }),
      );
      expect(espera.situacao).toBe('pendente');
      await t.injectAs('garcom', { method: 'POST', url: `/api/pedidos-cliente/${espera.pedido_id}/aprovar` });
      const confirmada = json<PedidoCriadoDTO>(
        await pedir(`comanda/${token}`, { cliente_nome: 'Eva', itens: [await item('Água Mineral')] }),
      );
      expect(confirmada.situacao).toBe('aprovado');
    } finally {
      await modo('aprovacao');
    }
  });

  it("is refused while ordering is 'desligado', without an open tab, and with a sold-out product (nothing stored)", async () => {
    const mesa = await novaMesa();
    const antes = await contarPedidos();
    await modo('aprovacao');
    const semComanda = await pedir(`mesa/${mesa.codigo}`, {
      cliente_nome: 'Fabi',
      itens: [await item('Suco Natural')],
    });
    expect([semComanda.statusCode, semComanda.json().message]).toEqual([
      409,
      'A mesa não tem comanda aberta. Chame o garçom.',
    ]);
    // opening from the card is off by default
    const abrir = await t.app.inject({
      method: 'POST',
      url: `/api/public/mesa/${mesa.codigo}/abrir`,
      remoteAddress: novoEndereco(),
    });
    expect(abrir.statusCode).toBe(409);

    await abrirComanda(mesa.id);
    await modo('desligado');
    try {
      const desligado = await pedir(`mesa/${mesa.codigo}`, {
        cliente_nome: 'Fabi',
        itens: [await item('Suco Natural')],
      });
      expect([desligado.statusCode, desligado.json().message]).toEqual([
        409,
        'Pedidos pelo celular estão desativados neste restaurante.',
      ]);
      // the menu still answers
      expect((await t.app.inject({ url: `/api/public/mesa/${mesa.codigo}/cardapio` })).statusCode).toBe(200);
    } finally {
      await modo('aprovacao');
    }

    const isca = await t.produtoId('Isca de Frango');
    await t.injectAs('garcom', { method: 'PATCH', url: `/api/produtos/${isca}/esgotado`, payload: { esgotado: true } });
    try {
      const esgotado = await pedir(`mesa/${mesa.codigo}`, {
        cliente_nome: 'Fabi',
        itens: [await item('Suco Natural'), await item('Isca de Frango')],
      });
      expect([esgotado.statusCode, esgotado.json().message]).toEqual([409, 'Produto esgotado: Isca de Frango']);
    } finally {
      await t.injectAs('garcom', {
        method: 'PATCH',
        url: `/api/produtos/${isca}/esgotado`,
        payload: { esgotado: false },
      });
    }
    expect(await contarPedidos()).toBe(antes);
  });

  it("applies the picker's flavour and add-on rules with its messages", async () => {
    await modo('aprovacao');
    const mesa = await novaMesa();
    await abrirComanda(mesa.id);
    const batata = await pedir(`mesa/${mesa.codigo}`, { cliente_nome: 'Gil', itens: [await item('Batata Frita')] });
    expect([batata.statusCode, batata.json().message]).toEqual([400, 'Escolha uma opção em Molho (obrigatório)']);
    const sabores = await t.ctx.db
      .selectFrom('sabores')
      .innerJoin('produtos', 'produtos.id', 'sabores.produto_id')
      .select('sabores.id')
      .where('produtos.nome', '=', 'Pizza Grande')
      .where('produtos.empresa_id', '=', 1)
      .orderBy('sabores.id')
      .limit(3)
      .execute();
    const tres = await pedir(`mesa/${mesa.codigo}`, {
      cliente_nome: 'Gil',
      itens: [await item('Pizza Grande', 1, { sabores: sabores.map((s) => s.id) })],
    });
    expect([tres.statusCode, tres.json().message]).toEqual([400, 'Escolha no máximo 2 sabor(es)']);
    const refri = await pedir(`mesa/${mesa.codigo}`, {
      cliente_nome: 'Gil',
      itens: [await item('Refrigerante Lata', 1, { sabores: [sabores[0]!.id] })],
    });
    expect([refri.statusCode, refri.json().message]).toEqual([400, 'Sabor inválido para este produto']);
  });

  it('holds the abuse limits: 30 lines, quantity 50, a 60-character name, 10 orders per 10 minutes', async () => {
    await modo('aprovacao');
    const mesa = await novaMesa();
    await abrirComanda(mesa.id);
    const antes = await contarPedidos();
    const suco = await item('Suco Natural');
    const linhas = await pedir(`mesa/${mesa.codigo}`, { cliente_nome: 'Hugo', itens: Array(31).fill(suco) });
    expect([linhas.statusCode, linhas.json().message]).toEqual([400, 'No máximo 30 itens por pedido.']);
    const qtd = await pedir(`mesa/${mesa.codigo}`, { cliente_nome: 'Hugo', itens: [{ ...suco, quantidade: 51 }] });
    expect([qtd.statusCode, qtd.json().message]).toEqual([400, 'Quantidade máxima por item: 50.']);
    const nome = await pedir(`mesa/${mesa.codigo}`, { cliente_nome: 'H'.repeat(61), itens: [suco] });
    expect([nome.statusCode, nome.json().message]).toEqual([400, 'Nome com no máximo 60 caracteres.']);
    expect(await contarPedidos()).toBe(antes);

    // per table: ten orders from ten phones, the eleventh is refused and stores nothing
    for (let i = 0; i < 10; i++)
      expect((await pedir(`mesa/${mesa.codigo}`, { cliente_nome: 'Hugo', itens: [suco] })).statusCode).toBe(201);
    const onze = await pedir(`mesa/${mesa.codigo}`, { cliente_nome: 'Hugo', itens: [suco] });
    expect([onze.statusCode, onze.json().message]).toEqual([
      429,
      'Muitos pedidos em pouco tempo. Aguarde alguns minutos.',
    ]);
    expect(Number(onze.headers['retry-after'])).toBeGreaterThan(0);
    expect(await contarPedidos()).toBe(antes + 10);

    // per address: one phone over several tables
    const ip = novoEndereco();
    const outras = await Promise.all([novaMesa(), novaMesa()]);
    for (const m of outras) await abrirComanda(m.id);
    for (let i = 0; i < 10; i++)
      expect(
        (await pedir(`mesa/${outras[i % 2]!.codigo}`, { cliente_nome: 'Iara', itens: [suco] }, { ip })).statusCode,
      ).toBe(201);
    expect((await pedir(`mesa/${outras[0]!.codigo}`, { cliente_nome: 'Iara', itens: [suco] }, { ip })).statusCode).toBe(
      429,
    );
  });

  it('stores a repeated order once (same Idempotency-Key) and requires the key', async () => {
    await modo('aprovacao');
    const mesa = await novaMesa();
    await abrirComanda(mesa.id);
    const antes = await contarPedidos();
    const corpo = { cliente_nome: 'Júlia', itens: [await item('Suco Natural')] };
    const chave = randomUUID();
    const [a, b] = await Promise.all([
      pedir(`mesa/${mesa.codigo}`, corpo, { chave }),
      pedir(`mesa/${mesa.codigo}`, corpo, { chave }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().pedido_id).toBe(b.json().pedido_id);
    const repetido = await pedir(`mesa/${mesa.codigo}`, corpo, { chave });
    expect([repetido.statusCode, repetido.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(await contarPedidos()).toBe(antes + 1);
    const semChave = await pedir(`mesa/${mesa.codigo}`, corpo, { chave: null });
    expect([semChave.statusCode, semChave.json().message]).toEqual([400, 'Envie o cabeçalho Idempotency-Key']);
    expect(await contarPedidos()).toBe(antes + 1);
  });

  it("answers 404 to another company's staff for an order or a table, and to an unknown code", async () => {
    await modo('aprovacao');
    const mesa = await novaMesa();
    await abrirComanda(mesa.id);
    const criado = json<PedidoCriadoDTO>(
      await pedir(`mesa/${mesa.codigo}`, { cliente_nome: 'Kim', itens: [await item('Suco Natural')] }),
    );
    const outra = await outraEmpresa();
    for (const [method, url, payload] of [
      ['POST', `/api/pedidos-cliente/${criado.pedido_id}/aprovar`, {}],
      ['POST', `/api/pedidos-cliente/${criado.pedido_id}/recusar`, { motivo: 'x' }],
      ['GET', `/api/mesas/${mesa.id}/qr-fixo`, undefined],
      ['POST', `/api/mesas/${mesa.id}/qr-fixo/renovar`, undefined],
    ] as const) {
      const res = await t.injectAs(outra, { method, url, payload });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    expect(
      json<PedidoClienteDTO[]>(await t.injectAs(outra, { url: '/api/pedidos-cliente?situacao=pendente' })),
    ).toEqual([]);
    expect((await card('x'.repeat(22))).statusCode).toBe(404);
    expect((await card('curto!')).statusCode).toBe(404);
  });
});

describe('the bill per person', () => {
  it("splits items by name with each one's share of service charge and discount, summing to the tab's total", async () => {
    await modo('aprovacao');
    const mesa = await novaMesa();
    const aberta = await abrirComanda(mesa.id);
    const add = (nome: string, quantidade: number, cliente_nome?: string) =>
      t.produtoId(nome).then((produto_id) =>
        t.injectAs('garcom', {
          method: 'POST',
          url: `/api/vendas/${aberta.id}/itens`,
          payload: { produto_id, quantidade, cliente_nome },
        }),
      );
    expect((await add('Suco Natural', 1, 'Ana')).json().cliente_nome).toBe('Ana');
    await add('Heineken Long Neck', 3, 'Bruno');
    await add('Água Mineral', 1);
    await add('Pudim de Leite', 1, ' ana ');
    const criado = json<PedidoCriadoDTO>(
      await pedir(`mesa/${mesa.codigo}`, { cliente_nome: 'Caio', itens: [await item('Caipirinha')] }),
    );
    await t.injectAs('gerente', {
      method: 'POST',
      url: `/api/vendas/${aberta.id}/desconto`,
      payload: { tipo: 'valor', valor: 1.01, motivo: 'teste' },
    });
    // Caio's order still waits: in no share
    const antes = json<PorPessoaDTO>(await t.injectAs('caixa', { url: `/api/vendas/${aberta.id}/por-pessoa` }));
    expect(antes.pessoas.map((p) => p.cliente_nome)).toEqual(['Ana', 'Bruno', null]);
    await t.injectAs('garcom', { method: 'POST', url: `/api/pedidos-cliente/${criado.pedido_id}/aprovar` });
    const conta = json<PorPessoaDTO>(await t.injectAs('caixa', { url: `/api/vendas/${aberta.id}/por-pessoa` }));
    const tab = await venda(mesa.id);
    expect(conta.pessoas.map((p) => p.cliente_nome)).toEqual(['Ana', 'Bruno', 'Caio', null]);
    expect(conta.pessoas[0]!.itens_total).toBe(9.9 + 12.9);
    const centavos = (v: number) => Math.round(v * 100);
    expect(conta.pessoas.reduce((s, p) => s + centavos(p.total), 0)).toBe(centavos(tab.total));
    expect(conta.pessoas.reduce((s, p) => s + centavos(p.taxa_servico), 0)).toBe(centavos(tab.taxa_servico));
    expect(conta.pessoas.reduce((s, p) => s + centavos(p.desconto), 0)).toBe(centavos(tab.desconto));
    expect(conta.total).toBe(tab.total);
  });
});

/** Another company with its own ADMIN, created as the platform administrator does. */
async function outraEmpresa(): Promise<{ authorization: string }> {
  const email = `dono-${randomUUID().slice(0, 8)}@outra.com.br`;
  const nova = await t.app.inject({
    method: 'POST',
    url: '/api/admin/empresas',
    headers: await t.adminAuth(),
    payload: {
      fantasia: 'Outra',
      razao_social: '',
      cnpj: '',
      endereco: '',
      telefone: '',
      email: '',
      admin_nome: 'Dono',
      admin_email: email,
      admin_senha: 'segredo1',
    },
  });
  expect(nova.statusCode).toBe(201);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { usuario: email, senha: 'segredo1' },
  });
  return { authorization: `Bearer ${login.json().token}` };
}
