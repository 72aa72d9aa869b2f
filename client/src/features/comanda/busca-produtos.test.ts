import { describe, expect, it } from 'vitest';
import type { ProdutoDTO } from '@comanda/shared';
import { buscarProdutos, maisPedidosAtivos } from './busca-produtos';

const p = (id: number, nome: string, ativo: 'S' | 'N' = 'S') => ({ id, nome, ativo }) as ProdutoDTO;
const lista = [p(1, 'Açaí 300 ml'), p(2, 'Água Mineral'), p(3, 'Pizza Grande'), p(4, 'Pão de Açúcar', 'N')];

describe('picker search', () => {
  it('matches without accents or case, every word', () => {
    expect(buscarProdutos(lista, 'acai').map((x) => x.id)).toEqual([1]);
    expect(buscarProdutos(lista, 'AGUA').map((x) => x.id)).toEqual([2]);
    expect(buscarProdutos(lista, 'pizza gr').map((x) => x.id)).toEqual([3]);
    expect(buscarProdutos(lista, 'pizza broto')).toEqual([]);
  });
  it('skips inactive products and an empty search', () => {
    expect(buscarProdutos(lista, 'acucar')).toEqual([]);
    expect(buscarProdutos(lista, '   ')).toEqual([]);
  });
  it('keeps the most-ordered order and drops inactive or unknown ids', () => {
    expect(maisPedidosAtivos(lista, [3, 4, 99, 1]).map((x) => x.id)).toEqual([3, 1]);
  });
});
