import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartaoDTO, CartaoPublicoDTO, ComandaPublica, VendaDTO } from '@comanda/shared';
import { json, useTestApp } from '../../../test/helpers';
import { clientesSocket, conectado, esperar, gravar } from '../../../test/sockets';
import { redigirSegredos } from '../../plugins/seguranca';

/** The diner on a numbered card (issue 37): the card's QR shows its bill, live; its number alone shows nothing. */
const t = useTestApp();
let base = '';
const sockets = clientesSocket(() => base);

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => sockets.fecharTodos());

let faixa = 3000;
/** Fresh cards of the demo company (tests share the file's database): their numbers and printed codes. */
async function cartoesNovos(n: number): Promise<CartaoDTO[]> {
  const inicio = (faixa += 100);
  await t.injectAs('gerente', { method: 'POST', url: '/api/cartoes/lote', payload: { inicio, fim: inicio + n - 1 } });
  const todos = json<CartaoDTO[]>(await t.injectAs('garcom', { url: '/api/cartoes' }));
  return todos.filter((c) => c.numero >= inicio && c.numero < inicio + n);
}
const abrir = async (cartao: number) =>
  json<VendaDTO>(
    await t.injectAs('garcom', { method: 'POST', url: '/api/vendas', payload: { tipo: 'cartao', cartao } }),
  );
const adicionar = async (vendaId: number, nome = 'Suco Natural', quantidade = 1) =>
  t.injectAs('garcom', {
    method: 'POST',
    url: `/api/vendas/${vendaId}/itens`,
    payload: { produto_id: await t.produtoId(nome), quantidade },
  });
const publico = (codigo: string) => t.app.inject({ url: `/api/public/cartao/${codigo}` });

describe('GET /api/public/cartao/:codigo', () => {
  it("answers like a table card: the company, the card, and its open tab's link once it has one", async () => {
    const [c] = await cartoesNovos(1);
    const livre = await publico(c!.codigo);
    expect(livre.statusCode).toBe(200);
    expect(json<CartaoPublicoDTO>(livre)).toEqual({
      empresa: { nome: 'Restaurante Demo' },
      cartao: { numero: c!.numero },
      comanda: null,
      // a card's diners order like a table's (the company's mode; the demo approves them)
      pedidos: 'aprovacao',
    });
    const v = await abrir(c!.numero);
    expect((await adicionar(v.id, 'Suco Natural', 2)).statusCode).toBe(201);
    const token = json<CartaoPublicoDTO>(await publico(c!.codigo)).comanda!.token;
    const conta = json<ComandaPublica>(await t.app.inject({ url: `/api/public/comanda/${token}` }));
    expect(conta.mesa).toBeNull();
    expect(conta.cartao).toEqual({ numero: c!.numero });
    expect(conta.venda).toMatchObject({ situacao: 'A', consumacao_minima: 0 });
    expect(conta.modo_pedidos).toBe('aprovacao');
    expect(conta.venda.total).toBe(v.total + conta.venda.subtotal + conta.venda.taxa_servico);
    expect(conta.itens.map((i) => [i.produto_nome, i.quantidade])).toEqual([['Suco Natural', 2]]);
    // no staff names in the diner's projection
    expect(JSON.stringify(conta)).not.toContain('funcionario');
  });

  it("never opens a bill by the card's number, an unknown code or a malformed one (404)", async () => {
    const [c] = await cartoesNovos(1);
    const v = await abrir(c!.numero);
    for (const codigo of [String(c!.numero), String(c!.numero).padStart(3, '0'), 'A'.repeat(22), 'x%20y'])
      expect((await publico(codigo)).statusCode).toBe(404);
    const { token } = json<CartaoPublicoDTO>(await publico(c!.codigo)).comanda!;
    // a closed tab is never shown: the card is free again and the old link is dead
    const fechada = await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${v.id}/fechar`, payload: {} });
    expect(fechada.statusCode).toBe(200);
    expect(json<CartaoPublicoDTO>(await publico(c!.codigo)).comanda).toBeNull();
    expect((await t.app.inject({ url: `/api/public/comanda/${token}` })).statusCode).toBe(404);
  });

  it("answers 404 for an inactive company's card", async () => {
    const email = `bar-inativo-${Date.now()}@cartoes.com.br`;
    const nova = await t.app.inject({
      method: 'POST',
      url: '/api/admin/empresas',
      headers: await t.adminAuth(),
      payload: { fantasia: 'Bar Fechado', admin_nome: 'Ana', admin_email: email, admin_senha: 'senha123' },
    });
    expect(nova.statusCode).toBe(201);
    const { id: empresaId } = await t.ctx.db
      .selectFrom('usuarios')
      .select('empresa_id as id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario: email, senha: 'senha123' },
    });
    const b = { authorization: `Bearer ${login.json().token}` };
    await t.injectAs(b, { method: 'POST', url: '/api/cartoes/lote', payload: { inicio: 1, fim: 1 } });
    const [seu] = json<CartaoDTO[]>(await t.injectAs(b, { url: '/api/cartoes' }));
    expect((await publico(seu!.codigo)).statusCode).toBe(200);
    await t.ctx.db.updateTable('empresas').set({ ativo: 'N' }).where('id', '=', empresaId).execute();
    expect((await publico(seu!.codigo)).statusCode).toBe(404);
  });

  it("masks the card's code in logs like a table's", () => {
    expect(redigirSegredos('GET /api/public/cartao/AbCdEfGhIjKlMnOpQrStUv?x=1')).toBe(
      'GET /api/public/cartao/<redacted>?x=1',
    );
    expect(redigirSegredos('https://bar.com.br/c/AbCdEfGhIjKlMnOpQrStUv')).toBe('https://bar.com.br/c/<redacted>');
  });
});

describe("the card's diner in realtime", () => {
  it("follows the card's bill live, and follows the tab when a lost card's tab moves to another card", async () => {
    const [perdido, novo] = await cartoesNovos(2);
    const pagina = sockets.abrir({ cartao: perdido!.codigo });
    await conectado(pagina);
    const naPagina = gravar(pagina);

    const v = await abrir(perdido!.numero);
    // the card's page learns it now has a tab (and asks for its link again)
    await esperar(() => naPagina.some((e) => e.nome === 'cartao-publico:atualizado'));
    const token = json<CartaoPublicoDTO>(await publico(perdido!.codigo)).comanda!.token;
    const conta = sockets.abrir({ comanda: token });
    await conectado(conta);
    const naConta = gravar(conta);

    expect((await adicionar(v.id)).statusCode).toBe(201);
    const comItem = (r: typeof naConta) => () =>
      r.some((e) => e.nome === 'comanda:atualizada' && e.payload.itens.length === 1);
    await esperar(comItem(naConta));
    await esperar(comItem(naPagina));
    expect(naConta.find((e) => e.nome === 'comanda:atualizada')!.payload.cartao).toEqual({
      numero: perdido!.numero,
    });

    // the card is lost: blocked, its tab moves to another card
    const novaPagina = sockets.abrir({ cartao: novo!.codigo });
    await conectado(novaPagina);
    const naNovaPagina = gravar(novaPagina);
    await t.injectAs('gerente', {
      method: 'PATCH',
      url: `/api/cartoes/${perdido!.numero}`,
      payload: { situacao: 'bloqueado' },
    });
    const movida = await t.injectAs('gerente', {
      method: 'POST',
      url: `/api/vendas/${v.id}/mover`,
      payload: { cartao_destino: novo!.numero },
    });
    expect(movida.statusCode).toBe(200);
    const avisos = (r: typeof naPagina) => r.filter((e) => e.nome === 'cartao-publico:atualizado').length;
    await esperar(() => avisos(naPagina) >= 2 && avisos(naNovaPagina) >= 1);
    expect(json<CartaoPublicoDTO>(await publico(perdido!.codigo)).comanda).toBeNull();
    expect(json<CartaoPublicoDTO>(await publico(novo!.codigo)).comanda).toEqual({ token });

    // the next change reaches the tab's link and the new card, never the lost card's page
    const antes = naPagina.length;
    expect((await adicionar(v.id, 'Suco Natural', 2)).statusCode).toBe(201);
    const comDois = (r: typeof naConta) => () =>
      r.some((e) => e.nome === 'comanda:atualizada' && e.payload.itens.length === 2);
    await esperar(comDois(naConta));
    await esperar(comDois(naNovaPagina));
    expect(naPagina.slice(antes).filter((e) => e.nome === 'comanda:atualizada')).toEqual([]);
    expect(naConta.filter((e) => e.nome === 'comanda:atualizada').at(-1)!.payload.cartao).toEqual({
      numero: novo!.numero,
    });

    // paid and closed: the card's page hears the bill ended and that the card is free
    const restante = json<VendaDTO>(await t.injectAs('caixa', { url: `/api/vendas/${v.id}` })).restante;
    await t.injectAs('caixa', {
      method: 'POST',
      url: `/api/vendas/${v.id}/pagamentos`,
      payload: { forma: 'pix', valor: restante },
    });
    const avisosAntes = avisos(naNovaPagina);
    expect(
      (await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${v.id}/fechar`, payload: {} })).statusCode,
    ).toBe(200);
    await esperar(() => naNovaPagina.some((e) => e.nome === 'comanda:encerrada' && e.payload.situacao === 'F'));
    await esperar(() => avisos(naNovaPagina) > avisosAntes);
    expect(json<CartaoPublicoDTO>(await publico(novo!.codigo)).comanda).toBeNull();
  });

  it('refuses an unknown card code on the socket', async () => {
    const falso = sockets.abrir({ cartao: 'B'.repeat(22) });
    await expect(conectado(falso)).rejects.toThrow('Cartão não encontrado');
  });
});
