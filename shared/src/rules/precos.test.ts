import { describe, expect, it } from 'vitest';
import {
  agruparAdicionais,
  calcularPrecoItem,
  precoBaseComSabores,
  precoEfetivo,
  validarSelecao,
  type GrupoAdicionais,
  type ProdutoPrecificavel,
} from './precos';

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

describe('selection rules', () => {
  const borda: GrupoAdicionais = {
    categoria_id: 1,
    categoria_nome: 'Borda',
    obrigatorio: false,
    qtd_maxima: 1,
    qtd_minima: 0,
    adicionais: [
      { id: 10, nome: 'Catupiry', preco: 12, qtd_maxima: 1 },
      { id: 11, nome: 'Cheddar', preco: 10, qtd_maxima: 1 },
    ],
  };
  const molho: GrupoAdicionais = {
    categoria_id: 2,
    categoria_nome: 'Molho',
    obrigatorio: true,
    qtd_maxima: 0,
    qtd_minima: 0,
    adicionais: [{ id: 20, nome: 'Barbecue', preco: 0, qtd_maxima: 2 }],
  };
  const pizza = produto({ qtd_min_sabores: 1, qtd_max_sabores: 2 });
  const base = { produto: pizza, qtdSabores: 1, grupos: [borda], adicionais: [], quantidade: 1 };

  it('accepts a valid selection', () => expect(validarSelecao(base)).toBeNull());
  it('flavour bounds', () => {
    expect(validarSelecao({ ...base, qtdSabores: 0 })).toBe('Escolha pelo menos 1 sabor(es)');
    expect(validarSelecao({ ...base, qtdSabores: 3 })).toBe('Escolha no máximo 2 sabor(es)');
    expect(validarSelecao({ ...base, produto: produto({ qtd_max_sabores: 0 }), qtdSabores: 9 })).toBeNull();
    expect(validarSelecao({ ...base, produto: produto({ tipo_item: 0 }), qtdSabores: 1 })).toBe(
      'Este produto não tem sabores',
    );
  });
  it('quantity is an integer >= 1', () => {
    expect(validarSelecao({ ...base, quantidade: 0 })).toBe('Quantidade deve ser no mínimo 1');
    expect(validarSelecao({ ...base, quantidade: 1.5 })).toBe('Quantidade deve ser no mínimo 1');
  });
  it('add-on limits, group limits, required groups and foreign add-ons', () => {
    expect(validarSelecao({ ...base, adicionais: [{ adicional_id: 10, quantidade: 2 }] })).toBe(
      'Máximo de 1 para Catupiry',
    );
    expect(
      validarSelecao({
        ...base,
        adicionais: [
          { adicional_id: 10, quantidade: 1 },
          { adicional_id: 11, quantidade: 1 },
        ],
      }),
    ).toBe('Máximo de 1 em Borda');
    expect(validarSelecao({ ...base, grupos: [borda, molho] })).toBe('Escolha uma opção em Molho (obrigatório)');
    expect(
      validarSelecao({ ...base, grupos: [borda, molho], adicionais: [{ adicional_id: 20, quantidade: 2 }] }),
    ).toBeNull();
    expect(validarSelecao({ ...base, adicionais: [{ adicional_id: 99, quantidade: 1 }] })).toBe(
      'Adicional não pertence a este produto',
    );
    // repeated entries are merged before the limits: ten copies of a max-1 add-on are ten
    const dez = Array.from({ length: 10 }, () => ({ adicional_id: 10, quantidade: 1 }));
    expect(validarSelecao({ ...base, adicionais: dez })).toBe('Máximo de 1 para Catupiry');
    expect(
      validarSelecao({
        ...base,
        grupos: [borda, molho],
        adicionais: [
          { adicional_id: 20, quantidade: 1 },
          { adicional_id: 20, quantidade: 2 },
        ],
      }),
    ).toBe('Máximo de 2 para Barbecue');
    expect(
      agruparAdicionais([
        { adicional_id: 1, quantidade: 2 },
        { adicional_id: 2, quantidade: 1 },
        { adicional_id: 1, quantidade: 3 },
      ]),
    ).toEqual([
      { adicional_id: 1, quantidade: 5 },
      { adicional_id: 2, quantidade: 1 },
    ]);
  });
  it('notes length is bounded', () => {
    expect(validarSelecao({ ...base, observacoes: 'x'.repeat(501) })).toBe('Observações com no máximo 500 caracteres');
  });
});
