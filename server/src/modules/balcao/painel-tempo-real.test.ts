import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PainelDTO, VendaDTO } from '@comanda/shared';
import { json, useTestApp } from '../../../test/helpers';
import { clientesSocket, conectado, esperar, gravar } from '../../../test/sockets';

/** The pickup board and a counter order's page follow the kitchen live (issue 37), company by company. */
const t = useTestApp();
let base = '';
const sockets = clientesSocket(() => base);

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => sockets.fecharTodos());

async function produtoDaCozinha() {
  return (
    await t.ctx.db
      .selectFrom('produtos as p')
      .innerJoin('categorias as c', 'c.id', 'p.categoria_id')
      .select('p.id')
      .where('p.empresa_id', '=', 1)
      .where('c.estacao_id', 'is not', null)
      .where('p.tipo_item', '=', 0)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('categorias_adicionais as ca').select('ca.id').whereRef('ca.produto_id', '=', 'p.id'))),
      )
      .orderBy('p.id')
      .executeTakeFirstOrThrow()
  ).id;
}

async function empresaB() {
  const email = `tv${Date.now()}@painel.com.br`;
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/empresas',
    headers: await t.adminAuth(),
    payload: { fantasia: 'Padaria B', admin_nome: 'Bia', admin_email: email, admin_senha: 'senha123' },
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { usuario: email, senha: 'senha123' },
  });
  return { authorization: `Bearer ${login.json().token}` };
}

describe('the pickup board in realtime', () => {
  it('moves an order from preparando to pronto as the kitchen bumps it, and its own page follows', async () => {
    const { codigo } = json<PainelDTO>(await t.injectAs('gerente', { url: '/api/painel' }));
    const tv = sockets.abrir({ painel: codigo });
    await conectado(tv);
    const naTv = gravar(tv);

    const v = json<VendaDTO>(
      await t.injectAs('caixa', {
        method: 'POST',
        url: '/api/vendas',
        payload: { tipo: 'balcao', nome_cliente: 'Caio' },
      }),
    );
    const pagina = sockets.abrir({ pedido: v.acompanhar_url!.split('/').pop()! });
    await conectado(pagina);
    const naPagina = gravar(pagina);

    const item = json<{ id: number }>(
      await t.injectAs('caixa', {
        method: 'POST',
        url: `/api/vendas/${v.id}/itens`,
        payload: { produto_id: await produtoDaCozinha(), quantidade: 1 },
      }),
    );
    const no = (lista: 'preparando' | 'prontos') => () =>
      naTv.some((e) => e.nome === 'painel:atualizado' && e.payload[lista].some((p: any) => p.numero === v.numero));
    await esperar(no('preparando'));
    await esperar(() => naPagina.some((e) => e.nome === 'pedido:atualizado' && e.payload.estado === 'preparando'));

    await t.injectAs('admin', { method: 'POST', url: '/api/cozinha/tickets/bump', payload: { itens: [item.id] } });
    await esperar(no('prontos'));
    await esperar(() => naPagina.some((e) => e.nome === 'pedido:atualizado' && e.payload.estado === 'pronto'));
    const ultimo = naTv.filter((e) => e.nome === 'painel:atualizado').at(-1)!.payload;
    expect(ultimo.prontos).toContainEqual({ numero: v.numero, nome: 'Caio' });
    expect(ultimo.preparando.map((p: any) => p.numero)).not.toContain(v.numero);

    await t.injectAs('caixa', { method: 'POST', url: `/api/vendas/${v.id}/entregue` });
    await esperar(() => {
      const e = naTv.filter((x) => x.nome === 'painel:atualizado').at(-1)!.payload;
      return !e.prontos.some((p: any) => p.numero === v.numero);
    });
    await esperar(() => naPagina.some((e) => e.nome === 'pedido:atualizado' && e.payload.estado === 'retirado'));
  });

  it("never sends one company's orders to another's board", async () => {
    const b = await empresaB();
    const { codigo } = json<PainelDTO>(await t.injectAs(b, { url: '/api/painel' }));
    const tvB = sockets.abrir({ painel: codigo });
    await conectado(tvB);
    const naTvB = gravar(tvB);
    // company A's order and item
    const v = json<VendaDTO>(
      await t.injectAs('caixa', { method: 'POST', url: '/api/vendas', payload: { tipo: 'balcao' } }),
    );
    await t.injectAs('caixa', {
      method: 'POST',
      url: `/api/vendas/${v.id}/itens`,
      payload: { produto_id: await produtoDaCozinha(), quantidade: 1 },
    });
    // then company B's own: once its board hears that, anything A's change sent it would have arrived first
    const categoria = json<{ id: number }>(
      await t.injectAs(b, { method: 'POST', url: '/api/categorias', payload: { nome: 'Lanches' } }),
    );
    const produto = json<{ id: number }>(
      await t.injectAs(b, {
        method: 'POST',
        url: '/api/produtos',
        payload: { nome: 'Pão', preco: 2, categoria_id: categoria.id },
      }),
    );
    const vb = json<VendaDTO>(await t.injectAs(b, { method: 'POST', url: '/api/vendas', payload: { tipo: 'balcao' } }));
    expect(vb.numero).toBe(1);
    const seu = await t.injectAs(b, {
      method: 'POST',
      url: `/api/vendas/${vb.id}/itens`,
      payload: { produto_id: produto.id, quantidade: 1 },
    });
    expect(seu.statusCode).toBe(201);
    await esperar(() => naTvB.some((e) => e.nome === 'painel:atualizado' && e.payload.prontos.length === 1));
    for (const e of naTvB.filter((x) => x.nome === 'painel:atualizado'))
      expect([...e.payload.preparando, ...e.payload.prontos]).toEqual(
        e.payload.prontos.length ? [{ numero: 1, nome: null }] : [],
      );
  });

  it('refuses an unknown code, and drops the board when its code is renewed', async () => {
    const falso = sockets.abrir({ painel: 'A'.repeat(24) });
    await expect(conectado(falso)).rejects.toThrow('Painel não encontrado');
    const { codigo } = json<PainelDTO>(await t.injectAs('gerente', { url: '/api/painel' }));
    const tv = sockets.abrir({ painel: codigo });
    await conectado(tv);
    const naTv = gravar(tv);
    let caiu = false;
    tv.on('disconnect', () => (caiu = true));
    await t.injectAs('gerente', { method: 'POST', url: '/api/painel/renovar' });
    await esperar(() => caiu);
    expect(naTv.map((e) => e.nome)).toContain('painel:codigo-renovado');
    const velho = sockets.abrir({ painel: codigo });
    await expect(conectado(velho)).rejects.toThrow('Painel não encontrado');
  });
});
