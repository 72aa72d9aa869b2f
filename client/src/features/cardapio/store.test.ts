import { beforeEach, describe, expect, it } from 'vitest';
import type { CategoriaDTO, ProdutoDTO } from '@comanda/shared';
import { aplicarEventoCardapio, aplicarProduto, useCardapio } from './store';

const cat = (id: number, nome: string, total_produtos = 1) => ({ id, nome, total_produtos }) as CategoriaDTO;
const prod = (id: number, nome: string, categoria_id: number, categoria_nome: string, ativo: 'S' | 'N' = 'S') =>
  ({ id, nome, categoria_id, categoria_nome, ativo }) as ProdutoDTO;
const nomes = () => useCardapio.getState().produtos?.map((p) => p.nome);

describe('menu store: the cardapio:alterado payload is applied, not refetched', () => {
  beforeEach(() => {
    useCardapio.setState({
      produtos: [prod(1, 'Chope', 1, 'Bebidas'), prod(2, 'Margherita', 2, 'Pizzas')],
      categorias: [cat(1, 'Bebidas'), cat(2, 'Pizzas')],
      erro: false,
      inativos: false,
    });
  });

  it("inserts a new product in the server's order and replaces an edited one", () => {
    aplicarEventoCardapio({ produto: prod(3, 'Água', 1, 'Bebidas') });
    expect(nomes()).toEqual(['Água', 'Chope', 'Margherita']);
    aplicarEventoCardapio({ produto: prod(1, 'Chope Pilsen', 2, 'Pizzas') });
    expect(nomes()).toEqual(['Água', 'Chope Pilsen', 'Margherita']);
  });

  it('drops a deactivated product unless inactive ones are shown, and a deleted one', () => {
    aplicarEventoCardapio({ produto: prod(1, 'Chope', 1, 'Bebidas', 'N') });
    expect(nomes()).toEqual(['Margherita']);
    useCardapio.setState({ inativos: true });
    aplicarProduto(prod(1, 'Chope', 1, 'Bebidas', 'N'));
    expect(nomes()).toEqual(['Chope', 'Margherita']);
    aplicarEventoCardapio({ produtoRemovidoId: 2 });
    expect(nomes()).toEqual(['Chope']);
  });

  it("takes a category's new count and name, also on its products; removes a deleted category", () => {
    aplicarEventoCardapio({ categoria: { ...cat(2, 'Massas', 5) } });
    const s = useCardapio.getState();
    expect(s.categorias.map((c) => [c.nome, c.total_produtos])).toEqual([
      ['Bebidas', 1],
      ['Massas', 5],
    ]);
    expect(s.produtos?.find((p) => p.id === 2)?.categoria_nome).toBe('Massas');
    aplicarEventoCardapio({ categoriaRemovidaId: 1 });
    expect(useCardapio.getState().categorias.map((c) => c.id)).toEqual([2]);
  });

  it('keeps only the list fields of a REST answer (the form detail is not stored)', () => {
    aplicarProduto({ ...prod(4, 'Calabresa', 2, 'Pizzas'), sabores: [], categoriasAdicionais: [], adicionais: [] });
    expect(useCardapio.getState().produtos?.find((p) => p.id === 4)).not.toHaveProperty('sabores');
  });
});
