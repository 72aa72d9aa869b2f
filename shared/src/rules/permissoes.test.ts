import { describe, expect, it } from 'vitest';
import { MATRIZ_PERMISSOES, normalizarPerfil, temPermissao, type Permissao } from './permissoes';

// Spec section 6 plus issue 13, cell by cell: [permission, ADMIN, GERENTE, GARCOM, CAIXA, COZINHA]
const TABELA: [Permissao, boolean, boolean, boolean, boolean, boolean][] = [
  ['view_tables', true, true, true, true, false],
  ['edit_tables', true, true, false, false, false],
  ['open_close_tables', true, true, true, false, false],
  ['view_menu', true, true, true, true, false],
  ['edit_menu', true, true, false, false, false],
  ['view_sales', true, true, true, true, false],
  ['create_sales', true, true, true, false, false],
  ['close_sales', true, true, false, true, false],
  ['manage_sales', true, true, false, false, false],
  ['view_reports', true, true, false, true, false],
  ['view_settings', true, true, false, false, false],
  ['edit_settings', true, false, false, false, false],
  ['manage_users', true, false, false, false, false],
  ['view_kitchen', true, true, false, false, true],
  ['produce_items', true, true, false, false, true],
  ['deliver_items', true, true, true, false, true],
  ['record_payment', true, true, false, true, false],
  ['remove_service_charge', true, true, false, true, false],
  ['give_discount', true, true, false, false, false],
  ['remove_payment', true, true, false, false, false],
  ['use_cashier', true, true, false, true, false],
  ['view_history', true, true, false, true, false],
  ['approve_voids', true, true, false, false, false],
  ['transfer_items', true, true, true, false, false],
  ['mark_sold_out', true, true, true, false, true],
  ['manage_printers', true, true, false, false, false],
  ['use_counter', true, true, false, true, false],
  ['manage_deliveries', true, true, false, true, false],
];

describe('permission matrix', () => {
  it('covers every permission', () => {
    expect(TABELA.map((r) => r[0]).sort()).toEqual(Object.keys(MATRIZ_PERMISSOES).sort());
  });
  for (const [perm, admin, gerente, garcom, caixa, cozinha] of TABELA) {
    it(`${perm}`, () => {
      expect(temPermissao('ADMIN', perm)).toBe(admin);
      expect(temPermissao('GERENTE', perm)).toBe(gerente);
      expect(temPermissao('GARCOM', perm)).toBe(garcom);
      expect(temPermissao('CAIXA', perm)).toBe(caixa);
      expect(temPermissao('COZINHA', perm)).toBe(cozinha);
    });
  }
  it('compares profiles case-insensitively', () => {
    expect(temPermissao('admin', 'manage_users')).toBe(true);
    expect(temPermissao('Caixa', 'view_reports')).toBe(true);
  });
  it('unknown profile falls back to GARCOM', () => {
    expect(normalizarPerfil('COZINHEIRO')).toBe('GARCOM');
    expect(temPermissao('COZINHEIRO', 'create_sales')).toBe(true);
    expect(temPermissao('COZINHEIRO', 'view_reports')).toBe(false);
  });
  it('no user means no permission', () => {
    for (const perm of Object.keys(MATRIZ_PERMISSOES) as Permissao[]) {
      expect(temPermissao(null, perm)).toBe(false);
      expect(temPermissao(undefined, perm)).toBe(false);
    }
  });
});
