import { describe, expect, it } from 'vitest';
import type { ItemProducaoDTO } from '@comanda/shared';
import { aplicarItem, contarPorStatus, listarProntos, montarTickets, remover, type ItensPorId } from './producao';

const T0 = Date.parse('2026-11-22T20:00:00Z');
const iso = (min: number) => new Date(T0 + min * 60_000).toISOString();
const item = (id: number, over: Partial<ItemProducaoDTO> = {}): ItemProducaoDTO => ({
  id,
  venda_id: 1,
  ticket_id: id,
  estacao_id: 1,
  estacao_nome: 'Cozinha',
  mesa_numero: 7,
  tipo: 'mesa',
  comanda: 'Mesa 07',
  funcionario: 'Gabriel',
  produto_nome: `P${id}`,
  quantidade: 1,
  observacoes: null,
  sabores: [],
  adicionais: [],
  status: 'pendente',
  cancelado: false,
  enviado_em: iso(0),
  em_preparo_em: null,
  pronto_em: null,
  entregue_em: null,
  ...over,
});

describe('production board state', () => {
  it('keys items by id: the same ticket applied twice shows once', () => {
    let m: ItensPorId = {};
    m = [item(1), item(2, { ticket_id: 1 })].reduce(aplicarItem, m);
    m = [item(1), item(2, { ticket_id: 1 })].reduce(aplicarItem, m);
    expect(montarTickets(m, null)).toHaveLength(1);
    expect(montarTickets(m, null)[0]!.itens.map((i) => i.id)).toEqual([1, 2]);
  });

  it('an older state never replaces a newer one (a replayed event after a snapshot)', () => {
    let m = aplicarItem({}, item(1, { status: 'em_preparo', em_preparo_em: iso(2) }));
    m = aplicarItem(m, item(1));
    expect(m[1]!.status).toBe('em_preparo');
    // a recall stamps em_preparo_em again, so it wins over the earlier pronto
    m = aplicarItem(m, item(1, { status: 'pronto', em_preparo_em: iso(2), pronto_em: iso(5) }));
    m = aplicarItem(m, item(1, { status: 'em_preparo', em_preparo_em: iso(6) }));
    expect(m[1]!.status).toBe('em_preparo');
  });

  it('delivered items leave; a cancellation is final until removed', () => {
    let m = aplicarItem({}, item(1, { status: 'pronto', pronto_em: iso(3) }));
    m = aplicarItem(m, item(1, { status: 'entregue', pronto_em: iso(3), entregue_em: iso(4) }));
    expect(m).toEqual({});
    m = aplicarItem({}, item(2, { status: 'em_preparo', em_preparo_em: iso(1), cancelado: true }));
    m = aplicarItem(m, item(2, { status: 'pronto', em_preparo_em: iso(1), pronto_em: iso(9) }));
    expect(m[2]!.cancelado).toBe(true);
    expect(montarTickets(m, null)[0]!.itens[0]!.cancelado).toBe(true);
    expect(remover(m, [2])).toEqual({});
  });

  it('orders tickets oldest first, filters by station, moves ready items to Prontos and counts by status', () => {
    const m = [
      item(1, { enviado_em: iso(5) }),
      item(2, { enviado_em: iso(1), status: 'em_preparo', em_preparo_em: iso(2) }),
      item(3, { estacao_id: 2, estacao_nome: 'Bar', enviado_em: iso(0) }),
      item(4, { status: 'pronto', pronto_em: iso(6) }),
    ].reduce(aplicarItem, {} as ItensPorId);
    expect(montarTickets(m, null).map((t) => t.id)).toEqual([3, 2, 1]);
    expect(montarTickets(m, 1).map((t) => t.id)).toEqual([2, 1]);
    expect(listarProntos(m, 1).map((i) => i.id)).toEqual([4]);
    expect(listarProntos(m, 2)).toEqual([]);
    expect(contarPorStatus(m, 1)).toEqual({ pendente: 1, em_preparo: 1, pronto: 1 });
  });
});
