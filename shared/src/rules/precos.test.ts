import { describe, expect, it } from 'vitest';
import { calcularPrecoItem, precoBaseComSabores, precoEfetivo, type ProdutoPrecificavel } from './precos';

const produto = (p: Partial<ProdutoPrecificavel> = {}): ProdutoPrecificavel => ({
  preco: 10,
  preco_promocional: null,
  tipo_item: 1,
  tipo_preco_sabor: 0,
  qtd_min_sabores: 0,
  qtd_max_sabores: 0,
  ...p,
});
const sabores = (...precos: number[]) => precos.map((preco_adicional, i) => ({ id: i + 1, preco_adicional }));

describe('effective price', () => {
  it.each([
    [{ preco: 10, preco_promocional: null }, 1000],
    [{ preco: 10, preco_promocional: 0 }, 1000],
    [{ preco: '10.00', preco_promocional: '7.90' }, 790],
    [{ preco: 10, preco_promocional: 12 }, 1200],
  ])('%j -> %i cents', (p, cents) => expect(precoEfetivo(p)).toBe(cents));
});

describe('price by tipo_preco_sabor', () => {
  it.each([
    // [tipo, product price, flavours, expected cents]
    [0, 10, [2, 3.5], 1550],
    [0, 10, [], 1000],
    [1, 0, [49.9, 58.9, 52.9], 4990],
    [2, 0, [49.9, 58.9, 52.9], 5890],
    [3, 0, [10, 10.01], 1001],
    [3, 0, [10, 10, 10.01], 1000],
    [3, 0, [10, 10.02, 10.02], 1001],
    [4, 0, [10, 20.5], 3050],
    [2, 15, [], 1500],
  ])('tipo %i, product %d, flavours %j -> %i', (tipo, preco, precos, cents) => {
    expect(precoBaseComSabores(produto({ tipo_preco_sabor: tipo, preco }), sabores(...(precos as number[])))).toBe(
      cents,
    );
  });

  it('adds each add-on times its quantity, then multiplies by the item quantity', () => {
    const r = calcularPrecoItem({
      produto: produto({ tipo_preco_sabor: 2, preco: 0 }),
      sabores: sabores(52.9, 58.9),
      adicionais: [
        { preco: 12, quantidade: 1 },
        { preco: '2.50', quantidade: 3 },
      ],
      quantidade: 2,
    });
    expect(r).toEqual({ unitario: 5890 + 1200 + 750, total: 2 * (5890 + 1200 + 750) });
  });

  it('uses the promotional price of a plain product', () => {
    expect(
      calcularPrecoItem({
        produto: produto({ tipo_item: 0, preco: 9.9, preco_promocional: 7.9 }),
        sabores: [],
        adicionais: [],
        quantidade: 3,
      }).total,
    ).toBe(2370);
  });
});
