import { describe, expect, it } from 'vitest';
import { ROTAS_STAFF, podeAbrir, telasNoMenu } from './rotas';

describe('staff route registry', () => {
  it('gives each profile its menu entries, in menu order', () => {
    expect(telasNoMenu('ADMIN')).toEqual([
      'mesas',
      'cardapio',
      'vendas',
      'caixa',
      'balcao',
      'cartoes',
      'entregas',
      'cozinha',
      'relatorios',
      'configuracoes',
    ]);
    expect(telasNoMenu('GARCOM')).toEqual(['mesas', 'cardapio', 'vendas', 'cartoes']);
    expect(telasNoMenu('CAIXA')).toEqual(['mesas', 'cardapio', 'caixa', 'balcao', 'cartoes', 'entregas', 'relatorios']);
    expect(telasNoMenu('COZINHA')).toEqual(['cozinha']);
    expect(telasNoMenu(undefined)).toEqual([]);
  });
  it('guards each screen with its own permission (the sales screen is for managers, spec 6)', () => {
    expect(podeAbrir('vendas', 'GERENTE')).toBe(true);
    expect(podeAbrir('vendas', 'GARCOM')).toBe(false);
    expect(podeAbrir('preConta', 'CAIXA')).toBe(true);
    expect(podeAbrir('comanda', 'COZINHA')).toBe(false);
    expect(podeAbrir('cozinha', 'COZINHA')).toBe(true);
    // the counter (issue 37): the cashier and managers, not the waiter
    expect(podeAbrir('balcao', 'CAIXA')).toBe(true);
    expect(podeAbrir('balcao', 'GARCOM')).toBe(false);
    // numbered cards (issue 37): whoever serves (the waiter) and the cashier at the way out; not the kitchen
    expect(podeAbrir('cartoes', 'GARCOM')).toBe(true);
    expect(podeAbrir('cartoes', 'CAIXA')).toBe(true);
    expect(podeAbrir('cartao', 'GARCOM')).toBe(true);
    expect(podeAbrir('cartoes', 'COZINHA')).toBe(false);
    // deliveries (issue 39): the cashier and managers
    expect(podeAbrir('entregas', 'CAIXA')).toBe(true);
    expect(podeAbrir('entregas', 'GARCOM')).toBe(false);
  });
  it('has one path per screen', () => {
    const paths = Object.values(ROTAS_STAFF).map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
