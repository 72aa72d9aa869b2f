import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@comanda/shared/events';
import type { CategoriaDTO, ProdutoDTO } from '@comanda/shared';
import { json, type Metodo, useTestApp } from '../../../test/helpers';
import { hashSenha } from '../auth/senha';

const t = useTestApp();

type Auth = { authorization: string };
const categoriaId = async (nome: string, empresaId = 1) =>
  (
    await t.ctx.db
      .selectFrom('categorias')
      .select('id')
      .where('nome', '=', nome)
      .where('empresa_id', '=', empresaId)
      .executeTakeFirstOrThrow()
  ).id;
const produtoId = async (nome: string) =>
  (
    await t.ctx.db
      .selectFrom('produtos')
      .select('id')
      .where('nome', '=', nome)
      .where('empresa_id', '=', 1)
      .executeTakeFirstOrThrow()
  ).id;

/** A second company with its own ADMIN, created straight in the database; returns its bearer header. */
let outraEmpresa: Promise<Auth> | undefined;
function loginOutraEmpresa(): Promise<Auth> {
  outraEmpresa ??= (async () => {
    const { id } = await t.ctx.db
      .insertInto('empresas')
      .values({ fantasia: 'Bar do Outro' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('usuarios')
      .values({
        empresa_id: id,
        nome: 'Otávio Outro',
        email: 'admin@outro.com.br',
        perfil: 'ADMIN',
        senha_hash: await hashSenha('outro123'),
      })
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario: 'admin@outro.com.br', senha: 'outro123' },
    });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${res.json().token}` };
  })();
  return outraEmpresa;
}

/** A valid flavoured product with one add-on category, in the demo's Pizzas category. */
async function payloadPizza(nome: string) {
  return {
    nome,
    descricao: 'Massa fina',
    preco: '0',
    preco_promocional: '',
    codigo_barras: '',
    estoque_atual: 10.5,
    estoque_minimo: '2',
    categoria_id: await categoriaId('Pizzas'),
    ativo: 'S',
    tipo_item: 1,
    qtd_min_sabores: 1,
    qtd_max_sabores: 2,
    tipo_preco_sabor: 2,
    sabores: [
      { nome: 'Mussarela', preco_adicional: 40 },
      { nome: 'Calabresa', preco: '45.5', qtd_maxima: 1 },
    ],
    categoriasAdicionais: [{ nome: 'Borda', qtd_maxima: 1, obrigatorio: 'N' }],
    adicionais: [
      { nome: 'Catupiry', preco: 8, qtd_maxima: 1, categoria_nome: 'Borda' },
      { nome: 'Cheddar', preco: '', qtd_maxima: '', categoria_nome: 'borda ' },
    ],
  };
}

async function criarPizza(nome: string) {
  const res = await t.injectAs('admin', { method: 'POST', url: '/api/produtos', payload: await payloadPizza(nome) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('categories', () => {
  it('lists every category with its product count', async () => {
    // a category of its own: other tests add pizzas to the demo's
    const categoria = { nome: 'Massas', descricao: 'Feitas na casa' };
    const criada = json<CategoriaDTO>(
      await t.injectAs('admin', { method: 'POST', url: '/api/categorias', payload: categoria }),
    );
    for (const nome of ['Lasanha', 'Nhoque']) {
      const payload = { ...(await payloadPizza(nome)), categoria_id: criada.id };
      expect((await t.injectAs('admin', { method: 'POST', url: '/api/produtos', payload })).statusCode).toBe(201);
    }
    const res = await t.injectAs('garcom', { url: '/api/categorias' });
    expect(res.statusCode).toBe(200);
    const massas = json<CategoriaDTO[]>(res).find((c) => c.id === criada.id);
    expect(massas).toEqual({ id: criada.id, ...categoria, total_produtos: 2, estacao_id: null });
    const pizzas = json<CategoriaDTO[]>(res).find((c) => c.nome === 'Pizzas');
    expect(pizzas).toMatchObject({ descricao: 'Pizzas assadas no forno a lenha', estacao_id: expect.any(Number) });
  });

  it('creates with validation and refuses a repeated name', async () => {
    const auth = await t.loginAs('gerente');
    const vazio = await t.injectAs(auth, {
      method: 'POST',
      url: '/api/categorias',
      payload: { nome: '  ', descricao: 'x' },
    });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().message).toBe('Nome da categoria é obrigatório');
    expect((await t.injectAs(auth, { method: 'POST', url: '/api/categorias', payload: {} })).json().message).toBe(
      'Nome da categoria é obrigatório',
    );

    const ok = await t.injectAs(auth, {
      method: 'POST',
      url: '/api/categorias',
      payload: { nome: 'Lanches', descricao: '' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({
      id: expect.any(Number),
      nome: 'Lanches',
      descricao: null,
      total_produtos: 0,
      estacao_id: null,
    });
    const repetida = await t.injectAs(auth, { method: 'POST', url: '/api/categorias', payload: { nome: ' lanches ' } });
    expect(repetida.statusCode).toBe(409);
  });

  it('deletes only an empty category; with products it answers 409 with how many', async () => {
    const auth = await t.loginAs('admin');
    const cheia = await t.injectAs(auth, { method: 'DELETE', url: `/api/categorias/${await categoriaId('Cervejas')}` });
    expect(cheia.statusCode).toBe(409);
    expect(cheia.json()).toMatchObject({
      message: 'Categoria possui produtos e não pode ser excluída',
      details: { total_produtos: 3 },
    });

    const nova = (
      await t.injectAs(auth, { method: 'POST', url: '/api/categorias', payload: { nome: 'Temporária' } })
    ).json();
    expect((await t.injectAs(auth, { method: 'DELETE', url: `/api/categorias/${nova.id}` })).statusCode).toBe(204);
    expect((await t.injectAs(auth, { url: '/api/categorias' })).json().some((c: any) => c.id === nova.id)).toBe(false);
    expect((await t.injectAs(auth, { method: 'DELETE', url: `/api/categorias/${nova.id}` })).statusCode).toBe(404);
  });
});

describe('product reads', () => {
  it('lists active products by category then name, without image bytes; inactive only on request', async () => {
    const auth = await t.loginAs('caixa');
    const agua = await produtoId('Água Mineral');
    await t.ctx.db.updateTable('produtos').set({ ativo: 'N' }).where('id', '=', agua).execute();
    const ativos = (await t.injectAs(auth, { url: '/api/produtos' })).json();
    expect(ativos.some((p: any) => p.id === agua)).toBe(false);
    const todos = (await t.injectAs(auth, { url: '/api/produtos?include_inactive=true' })).json();
    expect(todos.find((p: any) => p.id === agua)).toMatchObject({ ativo: 'N', categoria_nome: 'Bebidas da Geladeira' });
    await t.ctx.db.updateTable('produtos').set({ ativo: 'S' }).where('id', '=', agua).execute();

    // grouped by category name, then by product name
    const categorias = todos
      .map((p: any) => p.categoria_nome)
      .filter((c: string, i: number, all: string[]) => c !== all[i - 1]);
    // (other tests add categories: the demo's keep their order, and each category comes in one run)
    const doDemo = ['Bebidas', 'Bebidas da Geladeira', 'Cervejas', 'Pizzas', 'Porções', 'Sobremesas'];
    expect(new Set(categorias).size).toBe(categorias.length);
    expect(categorias.filter((c: string) => doDemo.includes(c))).toEqual(doDemo);
    expect(todos.filter((p: any) => p.categoria_nome === 'Cervejas').map((p: any) => p.nome)).toEqual([
      'Brahma 600 ml',
      'Chope 300 ml',
      'Heineken Long Neck',
    ]);
    expect(Object.keys(todos[0]).sort()).toEqual([
      'ativo',
      'categoria_id',
      'categoria_nome',
      'codigo',
      'codigo_barras',
      'descricao',
      'esgotado',
      'estoque_atual',
      'estoque_minimo',
      'fiscal',
      'id',
      'imagem_url',
      'nome',
      'preco',
      'preco_promocional',
      'qtd_max_sabores',
      'qtd_min_sabores',
      'tipo_item',
      'tipo_preco_sabor',
    ]);
    const chope = todos.find((p: any) => p.nome === 'Chope 300 ml');
    expect(chope).toMatchObject({ preco: 9.9, preco_promocional: 7.9, estoque_atual: 100, imagem_url: null });

    const pizzas = (
      await t.injectAs(auth, { url: `/api/produtos?categoria_id=${await categoriaId('Pizzas')}` })
    ).json();
    // other tests add pizzas: the demo's two come in name order, and nothing from another category
    expect(pizzas.every((p: ProdutoDTO) => p.categoria_nome === 'Pizzas')).toBe(true);
    const nomes = pizzas.map((p: ProdutoDTO) => p.nome);
    expect(nomes.filter((n: string) => ['Pizza Broto', 'Pizza Grande'].includes(n))).toEqual([
      'Pizza Broto',
      'Pizza Grande',
    ]);
    expect((await t.injectAs(auth, { url: '/api/produtos?include_inactive=talvez' })).statusCode).toBe(400);
  });

  it('serves flavours (active unless asked) and add-ons grouped by category for the picker', async () => {
    const auth = await t.loginAs('garcom');
    const grande = await produtoId('Pizza Grande');
    const sabores = (await t.injectAs(auth, { url: `/api/produtos/${grande}/sabores` })).json();
    expect(sabores).toHaveLength(7);
    expect(sabores[0]).toEqual({
      id: expect.any(Number),
      produto_id: grande,
      nome: 'Mussarela',
      descricao: 'Mussarela, tomate e orégano',
      preco_adicional: 49.9,
      preco: 49.9,
      qtd_maxima: 0,
      ativo: 'S',
      codigo: null,
    });
    await t.ctx.db.updateTable('sabores').set({ ativo: 'N' }).where('id', '=', sabores[0].id).execute();
    expect((await t.injectAs(auth, { url: `/api/produtos/${grande}/sabores` })).json()).toHaveLength(6);
    expect(
      (await t.injectAs(auth, { url: `/api/produtos/${grande}/sabores?include_inactive=true` })).json(),
    ).toHaveLength(7);
    await t.ctx.db.updateTable('sabores').set({ ativo: 'S' }).where('id', '=', sabores[0].id).execute();

    const batata = await produtoId('Batata Frita');
    const grupos = (await t.injectAs(auth, { url: `/api/produtos/${batata}/adicionais` })).json();
    expect(grupos).toEqual([
      {
        categoria_id: expect.any(Number),
        categoria_nome: 'Molho',
        // the selection rule's names, as the public menu sends them (GrupoAdicionaisDTO) …
        obrigatorio: true,
        qtd_maxima: 1,
        qtd_minima: 1,
        // … and the server field names of spec 3, with the same values
        categoria_descricao: null,
        categoria_obrigatorio: true,
        categoria_qtd_maxima: 1,
        categoria_qtd_minima: 1,
        adicionais: [
          expect.objectContaining({
            nome: 'Maionese da casa',
            preco: 0,
            qtd_maxima: 1,
            categoria_nome: 'Molho',
            ativo: 'S',
          }),
          expect.objectContaining({ nome: 'Barbecue', preco: 0 }),
          expect.objectContaining({ nome: 'Cheddar cremoso', preco: 4 }),
        ],
      },
    ]);
    expect((await t.injectAs(auth, { url: '/api/produtos/999999/adicionais' })).statusCode).toBe(404);
    expect((await t.injectAs(auth, { url: '/api/produtos/abc' })).statusCode).toBe(400);
  });
});

describe('product writes', () => {
  it('creates a product with flavours, add-on categories and add-ons in one call', async () => {
    const p = await criarPizza('Pizza Média');
    expect(p).toMatchObject({
      nome: 'Pizza Média',
      descricao: 'Massa fina',
      preco: 0,
      preco_promocional: null,
      codigo_barras: null,
      estoque_atual: 10.5,
      estoque_minimo: 2,
      categoria_nome: 'Pizzas',
      ativo: 'S',
      tipo_item: 1,
      qtd_min_sabores: 1,
      qtd_max_sabores: 2,
      tipo_preco_sabor: 2,
      imagem_url: null,
    });
    expect(p.sabores.map((s: any) => [s.nome, s.preco_adicional, s.qtd_maxima])).toEqual([
      ['Mussarela', 40, 0],
      ['Calabresa', 45.5, 1],
    ]);
    expect(p.categoriasAdicionais).toHaveLength(1);
    const borda = p.categoriasAdicionais[0];
    expect(borda).toMatchObject({ nome: 'Borda', qtd_maxima: 1, obrigatorio: false, multipla_escolha: true });
    // price and limit of an add-on are coerced, defaults 0 and 1
    expect(borda.adicionais.map((a: any) => [a.nome, a.preco, a.qtd_maxima, a.categoria_adicional_id])).toEqual([
      ['Catupiry', 8, 1, borda.id],
      ['Cheddar', 0, 1, borda.id],
    ]);
    expect(p.adicionais).toHaveLength(2);

    const lido = await t.injectAs('garcom', { url: `/api/produtos/${p.id}` });
    expect(lido.json()).toEqual(p);
    const grupos = (await t.injectAs('garcom', { url: `/api/produtos/${p.id}/adicionais` })).json();
    expect(grupos[0]).toMatchObject({
      categoria_id: borda.id,
      categoria_nome: 'Borda',
      obrigatorio: false,
      qtd_minima: 0,
      categoria_obrigatorio: false,
    });
  });

  it.each([
    [{ nome: '' }, 'Nome do produto é obrigatório'],
    [{ preco: -1 }, 'Preço deve ser maior que zero'],
    [{ preco: 10.005 }, 'Use no máximo 2 casas decimais'],
    [{ preco_promocional: -2 }, 'Preço promocional deve ser zero ou positivo'],
    [{ estoque_atual: -1 }, 'Estoque atual deve ser maior ou igual a zero'],
    [{ estoque_atual: 1.0005 }, 'Use no máximo 3 casas decimais'],
    [{ estoque_minimo: -0.5 }, 'Estoque mínimo deve ser maior ou igual a zero'],
    [{ categoria_id: 0 }, 'Categoria é obrigatória'],
    [{ categoria_id: '' }, 'Categoria é obrigatória'],
    [{ tipo_preco_sabor: 5 }, 'Tipo de preço do sabor inválido'],
    [{ qtd_min_sabores: 3, qtd_max_sabores: 2 }, 'Mínimo de sabores não pode ser maior que o máximo'],
    [{ qtd_max_sabores: -1 }, 'Quantidade máxima de sabores deve ser zero ou positiva'],
    [{ ativo: 'X' }, 'Situação deve ser S, N, true ou false'],
    [{ sabores: [{ nome: ' ' }] }, 'Nome é obrigatório'],
    [{ sabores: [{ nome: 'A', preco_adicional: -1 }] }, 'Preço deve ser zero ou positivo'],
    [{ sabores: [{ nome: 'A', qtd_maxima: -1 }] }, 'Quantidade deve ser zero ou positiva'],
    [{ categoriasAdicionais: [{ nome: '' }], adicionais: [] }, 'Nome da categoria de adicionais é obrigatório'],
    [{ categoriasAdicionais: [{ nome: 'Borda', qtd_maxima: -1 }] }, 'Quantidade deve ser zero ou positiva'],
    [{ categoriasAdicionais: [{ nome: 'Borda' }, { nome: 'BORDA' }] }, 'Categoria de adicionais "BORDA" repetida'],
    [{ adicionais: [{ nome: '', categoria_nome: 'Borda' }] }, 'Nome é obrigatório'],
    [{ adicionais: [{ nome: 'Bacon', preco: -3, categoria_nome: 'Borda' }] }, 'Preço deve ser zero ou positivo'],
    [{ adicionais: [{ nome: 'Bacon' }] }, 'Categoria do adicional é obrigatória'],
    [{ adicionais: [{ nome: 'Bacon', categoria_nome: 'Molhos' }] }, 'Categoria de adicionais "Molhos" não encontrada'],
  ])('refuses %j with "%s"', async (patch, mensagem) => {
    const antes = await t.ctx.db
      .selectFrom('produtos')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/produtos',
      payload: { ...(await payloadPizza('Pizza Inválida')), ...patch },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(mensagem);
    const depois = await t.ctx.db
      .selectFrom('produtos')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(depois.n).toBe(antes.n);
  });

  it('updates children by id, inserts new ones and deletes the missing ones', async () => {
    const auth = await t.loginAs('gerente');
    const p = await criarPizza('Pizza Família');
    const [mussarela] = p.sabores;
    const borda = p.categoriasAdicionais[0];
    const [catupiry] = borda.adicionais;
    const res = await t.injectAs(auth, {
      method: 'PATCH',
      url: `/api/produtos/${p.id}`,
      payload: {
        ...(await payloadPizza('Pizza Família G')),
        preco: 5.5,
        sabores: [
          { id: mussarela.id, nome: 'Mussarela Especial', preco_adicional: 42 },
          { nome: 'Atum', preco_adicional: 50 },
        ],
        // the category is renamed; the add-on keeps pointing at it by id, a new category is named by nome
        categoriasAdicionais: [
          { id: borda.id, nome: 'Borda recheada', qtd_maxima: 1 },
          { nome: 'Extras', qtd_maxima: 0 },
        ],
        adicionais: [
          { id: catupiry.id, nome: 'Catupiry', preco: 9, categoria_adicional_id: borda.id, categoria_nome: 'Borda' },
          { nome: 'Bacon', preco: 6, categoria_nome: 'Extras' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json();
    expect(q).toMatchObject({ nome: 'Pizza Família G', preco: 5.5 });
    expect(q.sabores.map((s: any) => [s.id === mussarela.id, s.nome, s.preco_adicional])).toEqual([
      [true, 'Mussarela Especial', 42],
      [false, 'Atum', 50],
    ]);
    expect(q.categoriasAdicionais.map((c: any) => [c.nome, c.adicionais.map((a: any) => a.nome)])).toEqual([
      ['Borda recheada', ['Catupiry']],
      ['Extras', ['Bacon']],
    ]);
    expect(q.categoriasAdicionais[0].id).toBe(borda.id);
    expect(q.categoriasAdicionais[0].adicionais[0]).toMatchObject({ id: catupiry.id, preco: 9 });

    // lists left out of a PATCH stay as they are
    const semListas = await t.injectAs(auth, {
      method: 'PATCH',
      url: `/api/produtos/${p.id}`,
      payload: {
        ...(await payloadPizza('Pizza Família G')),
        sabores: undefined,
        categoriasAdicionais: undefined,
        adicionais: undefined,
      },
    });
    expect(semListas.json().sabores).toHaveLength(2);
    expect(semListas.json().adicionais).toHaveLength(2);

    // turning flavours off deletes them and resets the bounds
    const simples = await t.injectAs(auth, {
      method: 'PATCH',
      url: `/api/produtos/${p.id}`,
      payload: { ...(await payloadPizza('Pizza Família G')), tipo_item: 0, sabores: undefined },
    });
    expect(simples.json()).toMatchObject({ tipo_item: 0, qtd_min_sabores: 0, qtd_max_sabores: 0, sabores: [] });
    expect(await t.ctx.db.selectFrom('sabores').select('id').where('produto_id', '=', p.id).execute()).toEqual([]);
  });

  it('saves all or nothing: a bad add-on leaves the product and its flavours untouched', async () => {
    const auth = await t.loginAs('admin');
    const p = await criarPizza('Pizza Atômica');
    const original = (await t.injectAs(auth, { url: `/api/produtos/${p.id}` })).json();
    const outra = await criarPizza('Pizza Vizinha');
    const mudancas = {
      ...(await payloadPizza('Pizza Atômica Renomeada')),
      sabores: [{ id: p.sabores[0].id, nome: 'Trocado', preco_adicional: 1 }],
      categoriasAdicionais: [{ id: p.categoriasAdicionais[0].id, nome: 'Borda' }],
    };

    // refused by the schema
    const invalido = await t.injectAs(auth, {
      method: 'PATCH',
      url: `/api/produtos/${p.id}`,
      payload: { ...mudancas, adicionais: [{ nome: '', categoria_nome: 'Borda' }] },
    });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().message).toBe('Nome é obrigatório');

    // refused inside the transaction, after the product and its flavours were already written: rolled back
    const alheio = await t.injectAs(auth, {
      method: 'PATCH',
      url: `/api/produtos/${p.id}`,
      payload: {
        ...mudancas,
        adicionais: [{ nome: 'Intruso', categoria_adicional_id: outra.categoriasAdicionais[0].id }],
      },
    });
    expect(alheio.statusCode).toBe(404);
    expect(alheio.json().message).toBe('Categoria de adicionais não encontrada');
    const roubado = await t.injectAs(auth, {
      method: 'PATCH',
      url: `/api/produtos/${p.id}`,
      payload: { ...mudancas, sabores: [{ id: outra.sabores[0].id, nome: 'Roubado' }], adicionais: [] },
    });
    expect(roubado.statusCode).toBe(404);
    expect(roubado.json().message).toBe('Sabor não encontrado');
    const imagemRuim = await t.injectAs(auth, {
      method: 'PATCH',
      url: `/api/produtos/${p.id}`,
      payload: { ...mudancas, adicionais: [], imagem_data: 'data:image/png;base64,aGVsbG8=' },
    });
    expect(imagemRuim.statusCode).toBe(400);

    expect((await t.injectAs(auth, { url: `/api/produtos/${p.id}` })).json()).toEqual(original);
    expect((await t.injectAs(auth, { url: `/api/produtos/${outra.id}` })).json().sabores).toHaveLength(2);
  });

  it('deactivates and reactivates with only {ativo}, keeping everything else', async () => {
    const auth = await t.loginAs('gerente');
    const p = await criarPizza('Pizza Sazonal');
    const off = await t.injectAs(auth, { method: 'PATCH', url: `/api/produtos/${p.id}`, payload: { ativo: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ ativo: 'N', nome: 'Pizza Sazonal' });
    expect(off.json().sabores).toHaveLength(2);
    expect((await t.injectAs(auth, { url: '/api/produtos' })).json().some((x: any) => x.id === p.id)).toBe(false);
    const on = await t.injectAs(auth, { method: 'PATCH', url: `/api/produtos/${p.id}`, payload: { ativo: 'S' } });
    expect(on.json()).toMatchObject({ ativo: 'S' });
    expect(
      (await t.injectAs(auth, { method: 'PATCH', url: `/api/produtos/${p.id}`, payload: { ativo: 'talvez' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.injectAs(auth, { method: 'PATCH', url: '/api/produtos/999999', payload: { ativo: true } })).statusCode,
    ).toBe(404);
  });

  it('emits cardapio:alterado after commit only', async () => {
    const eventos: DomainEvent[] = [];
    const parar = t.ctx.bus.subscribe((e) => eventos.push(e));
    try {
      const p = await criarPizza('Pizza Evento');
      expect(eventos.filter((e) => e.nome === 'cardapio:alterado').map((e) => Object.keys(e.payload))).toEqual([
        ['produto'],
        ['categoria'],
      ]);
      expect(eventos[0]).toMatchObject({ empresaId: 1, payload: { produto: { id: p.id, nome: 'Pizza Evento' } } });
      eventos.length = 0;
      await t.injectAs('admin', {
        method: 'PATCH',
        url: `/api/produtos/${p.id}`,
        payload: { ...(await payloadPizza('X')), adicionais: [{ nome: 'Y', categoria_adicional_id: 999999 }] },
      });
      expect(eventos).toEqual([]);
      await t.injectAs('admin', { method: 'DELETE', url: `/api/produtos/${p.id}` });
      expect(eventos[0]).toMatchObject({ nome: 'cardapio:alterado', payload: { produtoRemovidoId: p.id } });
    } finally {
      parar();
    }
  });

  it('deleting a product keeps the sold items as they were sold', async () => {
    const auth = await t.loginAs('admin');
    const p = await criarPizza('Pizza Histórica');
    const db = t.ctx.db;
    const venda = await db
      .insertInto('vendas')
      .values({ empresa_id: 1, situacao: 'F', total: 48, subtotal: 48 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = await db
      .insertInto('venda_itens')
      .values({
        empresa_id: 1,
        venda_id: venda.id,
        produto_id: p.id,
        produto_nome: 'Pizza Histórica',
        quantidade: 1,
        preco_unitario: 48,
        total: 48,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('venda_item_sabores')
      .values({
        empresa_id: 1,
        venda_item_id: item.id,
        sabor_id: p.sabores[0].id,
        sabor_nome: 'Mussarela',
        quantidade: 1,
        preco_adicional: 40,
        preco_unitario: 40,
      })
      .execute();
    await db
      .insertInto('venda_item_adicionais')
      .values({
        empresa_id: 1,
        venda_item_id: item.id,
        adicional_id: p.adicionais[0].id,
        adicional_nome: 'Catupiry',
        quantidade: 1,
        preco: 8,
        preco_unitario: 8,
      })
      .execute();

    expect((await t.injectAs(auth, { method: 'DELETE', url: `/api/produtos/${p.id}` })).statusCode).toBe(204);
    expect((await t.injectAs(auth, { url: `/api/produtos/${p.id}` })).statusCode).toBe(404);
    expect((await t.injectAs(auth, { method: 'DELETE', url: `/api/produtos/${p.id}` })).statusCode).toBe(404);

    const vendido = await db.selectFrom('venda_itens').selectAll().where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(vendido).toMatchObject({
      produto_id: null,
      produto_nome: 'Pizza Histórica',
      preco_unitario: '48.00',
      total: '48.00',
    });
    expect(
      await db
        .selectFrom('venda_item_sabores')
        .select(['sabor_id', 'sabor_nome'])
        .where('venda_item_id', '=', item.id)
        .execute(),
    ).toEqual([{ sabor_id: null, sabor_nome: 'Mussarela' }]);
    expect(
      await db
        .selectFrom('venda_item_adicionais')
        .select(['adicional_id', 'adicional_nome'])
        .where('venda_item_id', '=', item.id)
        .execute(),
    ).toEqual([{ adicional_id: null, adicional_nome: 'Catupiry' }]);
    const itens = await t.injectAs(auth, { url: `/api/vendas/${venda.id}/itens` });
    expect(itens.json()[0]).toMatchObject({ produto_id: null, produto_nome: 'Pizza Histórica', total: 48 });
  });
});

describe("flavours' and add-ons' codes (iFood's options, issue 39)", () => {
  it('saves, answers and edits them, each unique among its product’s own of its kind', async () => {
    const auth = await t.loginAs('gerente');
    const comCodigos = async (nome: string, sabor: string | null, adicional: string | null) => {
      const base = await payloadPizza(nome);
      return {
        ...base,
        sabores: [{ ...base.sabores[0], codigo: sabor }, base.sabores[1]],
        adicionais: [{ ...base.adicionais[0], codigo: adicional }, base.adicionais[1]],
      };
    };
    const criado = await t.injectAs(auth, {
      method: 'POST',
      url: '/api/produtos',
      payload: await comCodigos('Pizza Códigos', ' SAB-MUS ', 'ADI-CAT'),
    });
    expect(criado.statusCode, criado.body).toBe(201);
    const p = criado.json();
    expect(p.sabores.map((x: any) => [x.nome, x.codigo])).toEqual([
      ['Mussarela', 'SAB-MUS'],
      ['Calabresa', null],
    ]);
    expect(p.adicionais.map((x: any) => [x.nome, x.codigo])).toEqual([
      ['Catupiry', 'ADI-CAT'],
      ['Cheddar', null],
    ]);
    // the form reads them back
    const lido = json<any>(await t.injectAs(auth, { url: `/api/produtos/${p.id}` }));
    expect(lido.sabores[0].codigo).toBe('SAB-MUS');
    expect(lido.categoriasAdicionais[0].adicionais[0].codigo).toBe('ADI-CAT');

    // another product may use them (iFood matches an option within its item's product: one code may name
    // 'Catupiry' on every size)
    const outro = await t.injectAs(auth, {
      method: 'POST',
      url: '/api/produtos',
      payload: await comCodigos('Pizza Broto Códigos', 'SAB-MUS', 'ADI-CAT'),
    });
    expect(outro.statusCode, outro.body).toBe(201);
    // but two of one product's flavours (or add-ons) may not share one: 409 in pt-BR, nothing of that save written
    const base = await payloadPizza('Pizza Repetida');
    for (const [payload, mensagem] of [
      [
        { ...base, sabores: base.sabores.map((x) => ({ ...x, codigo: 'SAB-DUP' })) },
        'Já existe um sabor com o código SAB-DUP neste produto',
      ],
      [
        { ...base, adicionais: base.adicionais.map((x) => ({ ...x, codigo: 'ADI-DUP' })) },
        'Já existe um adicional com o código ADI-DUP neste produto',
      ],
    ] as const) {
      const repetido = await t.injectAs(auth, { method: 'POST', url: '/api/produtos', payload });
      expect(repetido.statusCode).toBe(409);
      expect(repetido.json().message).toBe(mensagem);
    }
    expect(await t.ctx.db.selectFrom('produtos').select('id').where('nome', '=', 'Pizza Repetida').execute()).toEqual(
      [],
    );
    // validated like the product's code
    const longo = await t.injectAs(auth, {
      method: 'POST',
      url: '/api/produtos',
      payload: await comCodigos('Pizza Repetida', 'X'.repeat(61), null),
    });
    expect(longo.statusCode).toBe(400);
    expect(longo.json().message).toContain('Código com no máximo 60 caracteres');

    // edited by id: changed, kept when left out, cleared with ''
    const editado = await t.injectAs(auth, {
      method: 'PATCH',
      url: `/api/produtos/${p.id}`,
      payload: {
        ...(await payloadPizza('Pizza Códigos')),
        sabores: [
          { id: p.sabores[0].id, nome: 'Mussarela', preco_adicional: 40, codigo: 'SAB-MUS2' },
          { id: p.sabores[1].id, nome: 'Calabresa', preco_adicional: 45, codigo: 'SAB-CAL' },
        ],
        categoriasAdicionais: undefined,
        adicionais: [
          {
            id: p.adicionais[0].id,
            nome: 'Catupiry',
            preco: 8,
            categoria_adicional_id: p.adicionais[0].categoria_adicional_id,
          },
          {
            id: p.adicionais[1].id,
            nome: 'Cheddar',
            preco: 0,
            categoria_adicional_id: p.adicionais[1].categoria_adicional_id,
            codigo: '',
          },
        ],
      },
    });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json().sabores.map((x: any) => x.codigo)).toEqual(['SAB-MUS2', 'SAB-CAL']);
    expect(editado.json().adicionais.map((x: any) => x.codigo)).toEqual(['ADI-CAT', null]);
    // the freed code is free again
    const livre = await t.injectAs(auth, {
      method: 'POST',
      url: '/api/produtos',
      payload: await comCodigos('Pizza Livre', 'SAB-MUS', null),
    });
    expect(livre.statusCode, livre.body).toBe(201);
  });
});

describe('permissions and tenants', () => {
  it.each(['garcom', 'caixa'] as const)('%s reads the menu but cannot change it', async (quem) => {
    const auth = await t.loginAs(quem);
    const grande = await produtoId('Pizza Grande');
    for (const url of [
      '/api/categorias',
      '/api/produtos',
      `/api/produtos/${grande}`,
      `/api/produtos/${grande}/sabores`,
      `/api/produtos/${grande}/adicionais`,
    ]) {
      expect((await t.injectAs(auth, { url })).statusCode, url).toBe(200);
    }
    const pizzas = await categoriaId('Pizzas');
    const escritas: [Metodo, string, unknown?][] = [
      ['POST', '/api/categorias', { nome: 'Proibida' }],
      ['DELETE', `/api/categorias/${pizzas}`],
      ['POST', '/api/produtos', await payloadPizza('Proibida')],
      ['PATCH', `/api/produtos/${grande}`, { ativo: 'N' }],
      ['PATCH', `/api/produtos/${grande}`, await payloadPizza('Proibida')],
      ['DELETE', `/api/produtos/${grande}`],
      ['POST', '/api/produtos/buscar-multiplas-imagens', { nome: 'Pizza' }],
    ];
    for (const [method, url, payload] of escritas) {
      const res = await t.injectAs(auth, { method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.injectAs(auth, { url: `/api/produtos/${grande}` })).json()).toMatchObject({
      ativo: 'S',
      nome: 'Pizza Grande',
    });
  });

  it('needs a login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/produtos' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Login necessário');
  });

  it("another company's menu is not found, never shown or changed", async () => {
    const outro = await loginOutraEmpresa();
    const grande = await produtoId('Pizza Grande');
    const pizzas = await categoriaId('Pizzas');
    expect((await t.injectAs(outro, { url: '/api/produtos?include_inactive=true' })).json()).toEqual([]);
    expect((await t.injectAs(outro, { url: '/api/categorias' })).json()).toEqual([]);
    for (const [method, url, payload] of [
      ['GET', `/api/produtos/${grande}`],
      ['GET', `/api/produtos/${grande}/sabores`],
      ['GET', `/api/produtos/${grande}/adicionais`],
      ['PATCH', `/api/produtos/${grande}`, { ativo: 'N' }],
      ['DELETE', `/api/produtos/${grande}`],
      ['DELETE', `/api/categorias/${pizzas}`],
    ] as [Metodo, string, unknown?][]) {
      expect((await t.injectAs(outro, { method, url, payload })).statusCode, `${method} ${url}`).toBe(404);
    }
    // a product pointing at the other company's category
    const alheia = await t.injectAs(outro, {
      method: 'POST',
      url: '/api/produtos',
      payload: { nome: 'Pizza Pirata', preco: 10, categoria_id: pizzas },
    });
    expect(alheia.statusCode).toBe(404);
    expect(alheia.json().message).toBe('Categoria não encontrada');

    // their own menu works, and our flavour ids are not theirs to reuse
    const cat = (
      await t.injectAs(outro, { method: 'POST', url: '/api/categorias', payload: { nome: 'Pizzas' } })
    ).json();
    const deles = await t.injectAs(outro, {
      method: 'POST',
      url: '/api/produtos',
      payload: { nome: 'Pizza Deles', preco: 30, categoria_id: cat.id, tipo_item: 1, sabores: [{ nome: 'Alho' }] },
    });
    expect(deles.statusCode).toBe(201);
    const nossoSabor = (await t.injectAs('admin', { url: `/api/produtos/${grande}/sabores` })).json()[0];
    const furto = await t.injectAs(outro, {
      method: 'PATCH',
      url: `/api/produtos/${deles.json().id}`,
      payload: {
        nome: 'Pizza Deles',
        preco: 30,
        categoria_id: cat.id,
        tipo_item: 1,
        sabores: [{ id: nossoSabor.id, nome: 'Furtado' }],
      },
    });
    expect(furto.statusCode).toBe(404);
    expect((await t.injectAs('admin', { url: `/api/produtos/${grande}/sabores` })).json()[0].nome).toBe(
      nossoSabor.nome,
    );
    expect((await t.injectAs('admin', { url: `/api/produtos/${deles.json().id}` })).statusCode).toBe(404);
  });
});
