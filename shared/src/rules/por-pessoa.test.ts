import { describe, expect, it } from 'vitest';
import { contaPorPessoa, repartirProporcional } from './por-pessoa';

describe('repartirProporcional', () => {
  it('sums exactly to the amount, the leftover cents to the largest remainders', () => {
    expect(repartirProporcional(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(repartirProporcional(1000, [3333, 3333, 3334])).toEqual([333, 333, 334]);
    expect(repartirProporcional(0, [5, 5])).toEqual([0, 0]);
    expect(repartirProporcional(10, [0, 0])).toEqual([0, 0]);
  });
});

describe('contaPorPessoa', () => {
  it('groups names (trimmed, any case), the unnamed share last, and the parts sum to the total', () => {
    const partes = contaPorPessoa(
      [
        { cliente_nome: null, total: 1000 },
        { cliente_nome: 'Ana', total: 3333 },
        { cliente_nome: ' ana ', total: 1 },
        { cliente_nome: 'Bruno', total: 2999 },
      ],
      { taxa_servico: 733, desconto: 101 },
    );
    expect(partes.map((p) => p.cliente_nome)).toEqual(['Ana', 'Bruno', null]);
    expect(partes.map((p) => p.itens_total)).toEqual([3334, 2999, 1000]);
    const total = 7333 + 733 - 101;
    expect(partes.reduce((s, p) => s + p.total, 0)).toBe(total);
    expect(partes.reduce((s, p) => s + p.taxa_servico, 0)).toBe(733);
    expect(partes.reduce((s, p) => s + p.desconto, 0)).toBe(101);
  });
});
