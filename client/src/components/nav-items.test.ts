import { describe, expect, it } from 'vitest';
import { itemAtual, itensPermitidos } from './nav-items';

describe('side navigation', () => {
  it('shows each profile exactly its allowed entries', () => {
    expect(itensPermitidos('ADMIN').map((i) => i.label)).toEqual([
      'Mesas',
      'Cardápio',
      'Vendas',
      'Caixa',
      'Balcão',
      'Cartões',
      'Entregas',
      'Cozinha',
      'Relatórios',
      'Configurações',
    ]);
    expect(itensPermitidos('GERENTE').map((i) => i.label)).toEqual([
      'Mesas',
      'Cardápio',
      'Vendas',
      'Caixa',
      'Balcão',
      'Cartões',
      'Entregas',
      'Cozinha',
      'Relatórios',
      'Configurações',
    ]);
    // the kitchen profile sees the production screen and nothing else
    expect(itensPermitidos('COZINHA').map((i) => [i.label, i.descricao])).toEqual([
      ['Cozinha', 'Produção em tempo real'],
    ]);
    expect(itensPermitidos('GARCOM').map((i) => i.label)).toEqual(['Mesas', 'Cardápio', 'Vendas', 'Cartões']);
    expect(itensPermitidos('caixa').map((i) => i.label)).toEqual([
      'Mesas',
      'Cardápio',
      'Caixa',
      'Balcão',
      'Cartões',
      'Entregas',
      'Relatórios',
    ]);
    expect(itensPermitidos(null)).toEqual([]);
  });
  it('finds the current page and falls back to the first allowed entry', () => {
    expect(itemAtual('/cardapio', 'ADMIN')?.label).toBe('Cardápio');
    expect(itemAtual('/mesa/3/comanda', 'GARCOM')?.label).toBe('Mesas');
    expect(itemAtual('/cartoes/12', 'GARCOM')?.label).toBe('Cartões');
    expect(itemAtual('/', 'CAIXA')?.descricao).toBe('Controle de mesas');
    expect(itemAtual('/', 'COZINHA')?.path).toBe('/cozinha');
  });
});
