import { describe, expect, it, vi } from 'vitest';
import type { DomainEvent } from '@comanda/shared/events';
import { useTestApp } from '../../../test/helpers';
import { withTransaction } from '../../db/transaction';
import { tenant } from '../../db/tenant';
import { abrirComanda, encerrarComanda, inserirItem, precificar, travarComanda } from './comanda';

/*
 * The tab core (issue 36) assumes no table: the next kinds of tab (a card, the counter, a delivery) open, take items
 * and close through it. Its hooks still run: the kitchen gets the ticket, the reports the closed tab.
 */

const t = useTestApp();
const autor = { empresaId: 1, id: null, nome: 'Balcão' };

const caipirinhasNosResumos = async () =>
  Number(
    (
      await tenant(t.ctx.db, 1)
        .selectFrom('vendas_resumo_diario')
        .select((eb) => eb.fn.sum<string>('quantidade').as('n'))
        .where('dimensao', '=', 'produto')
        .where('chave', '=', 'Caipirinha')
        .executeTakeFirst()
    )?.n ?? 0,
  );

describe('the tab core', () => {
  it('opens a tab on no table, prices and adds an item, routes it to its station and closes it into the reports', async () => {
    const antes = await caipirinhasNosResumos();
    const eventos: DomainEvent[] = [];
    const parar = t.ctx.bus.subscribe((e) => eventos.push(e));
    try {
      const caipirinha = await precificar(t.ctx, 1, {
        produto_id: await t.produtoId('Caipirinha'),
        quantidade: 2,
        sabores: [],
        adicionais: [],
        observacoes: null,
      });
      const venda = await withTransaction(t.ctx.db, t.ctx.bus, async (tx) => {
        const aberta = await abrirComanda(tx, autor, { nome_cliente: 'Ana (viagem)' });
        const { venda: travada, mesa } = await travarComanda(tx, autor, aberta.id);
        expect(mesa).toBeUndefined();
        const { venda: comItem, item } = await inserirItem(tx, autor, travada, {
          ...caipirinha,
          quantidade: 2,
          observacoes: null,
          cliente_nome: null,
          agora: t.ctx.relogio.agora(),
        });
        expect(item.estacao_id).not.toBeNull();
        expect(item.status_producao).toBe('pendente');
        return encerrarComanda(tx, autor, comItem, undefined, 'F', t.ctx.relogio.agora());
      });
      expect(venda).toMatchObject({ mesa_id: null, mesa_numero: null, situacao: 'F' });
      expect(Number(venda.subtotal)).toBe(caipirinha.preco.total / 100);

      const nomes = eventos.map((e) => e.nome);
      expect(nomes).toEqual(expect.arrayContaining(['venda:aberta', 'venda:item-adicionado', 'cozinha:ticket']));
      expect(nomes.at(-1)).toBe('venda:fechada');
      // no table was touched
      expect(nomes.filter((n) => n.startsWith('mesa:'))).toEqual([]);
      // the reports' daily roll-up took it in the closing transaction: 2 more caipirinhas than before
      expect((await caipirinhasNosResumos()) - antes).toBe(2);
    } finally {
      parar();
    }
  });

  it('runs every hook inside the transaction: a hook that fails undoes the close', async () => {
    const aberta = await withTransaction(t.ctx.db, t.ctx.bus, (tx) => abrirComanda(tx, autor, { nome_cliente: 'Bia' }));
    const publicar = vi.spyOn(t.ctx.bus, 'publish');
    try {
      await expect(
        withTransaction(t.ctx.db, t.ctx.bus, async (tx) => {
          const { venda } = await travarComanda(tx, autor, aberta.id);
          await encerrarComanda(tx, autor, venda, undefined, 'C', t.ctx.relogio.agora());
          throw new Error('um gancho falhou');
        }),
      ).rejects.toThrow('um gancho falhou');
      expect(publicar).not.toHaveBeenCalled();
    } finally {
      publicar.mockRestore();
    }
    const depois = await tenant(t.ctx.db, 1)
      .selectFrom('vendas')
      .selectAll()
      .where('id', '=', aberta.id)
      .executeTakeFirst();
    expect(depois?.situacao).toBe('A');
  });
});
