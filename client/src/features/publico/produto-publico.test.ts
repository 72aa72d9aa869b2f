import { describe, expect, it } from 'vitest';
import type { ProdutoPublicoDTO } from '@comanda/shared/schemas/pedidos';
import { TIPO_ITEM, TIPO_PRECO_SABOR } from '@comanda/shared/rules/precos';
import { ehSimples, precoDoCartao } from './produto-publico';

const produto = (p: Partial<ProdutoPublicoDTO>): ProdutoPublicoDTO => ({
  id: 1,
  nome: 'X',
  descricao: null,
  imagem_url: null,
  preco: 10,
  preco_promocional: null,
  tipo_item: TIPO_ITEM.SIMPLES,
  tipo_preco_sabor: TIPO_PRECO_SABOR.PRODUTO_MAIS_SABORES,
  qtd_min_sabores: 0,
  qtd_max_sabores: 0,
  sabores: [],
  grupos_adicionais: [],
  ...p,
});
const grupo = (obrigatorio: boolean, qtd_minima: number) => ({
  categoria_id: 1,
  categoria_nome: 'Molho',
  obrigatorio,
  qtd_minima,
  qtd_maxima: 1,
  adicionais: [{ id: 1, nome: 'Maionese', preco: 0, qtd_maxima: 1 }],
});
const sabores = [
  { id: 1, nome: 'Mussarela', descricao: null, preco_adicional: 49.9 },
  { id: 2, nome: 'Camarão', descricao: null, preco_adicional: 79.9 },
];

describe('the menu card of a product', () => {
  it("one tap 'Adicionar' only when nothing must be chosen", () => {
    expect(ehSimples(produto({}))).toBe(true);
    expect(ehSimples(produto({ grupos_adicionais: [grupo(false, 0)] }))).toBe(true); // optional add-ons
    expect(ehSimples(produto({ grupos_adicionais: [grupo(true, 0)] }))).toBe(false);
    expect(ehSimples(produto({ grupos_adicionais: [grupo(false, 1)] }))).toBe(false);
    expect(ehSimples(produto({ tipo_item: TIPO_ITEM.COM_SABORES, sabores }))).toBe(false);
  });

  it('shows the promotional price with the full one, and flavour products from their cheapest flavour', () => {
    expect(precoDoCartao(produto({ preco: 9.9, preco_promocional: 7.9 }))).toEqual({
      valor: 7.9,
      aPartirDe: false,
      cheio: 9.9,
    });
    expect(precoDoCartao(produto({}))).toEqual({ valor: 10, aPartirDe: false, cheio: null });
    const pizza = produto({
      preco: 0,
      tipo_item: TIPO_ITEM.COM_SABORES,
      tipo_preco_sabor: TIPO_PRECO_SABOR.MAIOR,
      sabores,
    });
    expect(precoDoCartao(pizza)).toEqual({ valor: 49.9, aPartirDe: true, cheio: null });
  });
});
