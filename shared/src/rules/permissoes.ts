/** Staff profiles (spec section 6). */
export const PERFIS = ['ADMIN', 'GERENTE', 'GARCOM', 'CAIXA', 'COZINHA'] as const;
export type Perfil = (typeof PERFIS)[number];

export const PERFIL_LABEL: Record<Perfil, string> = {
  ADMIN: 'Administrador',
  GERENTE: 'Gerente',
  GARCOM: 'Garçom',
  CAIXA: 'Operador de Caixa',
  COZINHA: 'Cozinha/Bar',
};

export const PERMISSOES = [
  'view_tables',
  'edit_tables',
  'open_close_tables',
  'view_menu',
  'edit_menu',
  'view_sales',
  'create_sales',
  'close_sales',
  'manage_sales',
  'view_reports',
  'view_settings',
  'edit_settings',
  'manage_users',
  'record_payment',
  'remove_service_charge',
  'give_discount',
  'remove_payment',
  'use_cashier',
  'view_history',
  'approve_voids',
  'transfer_items',
  'view_kitchen',
  'produce_items',
  'deliver_items',
  'mark_sold_out',
  'manage_printers',
  'use_counter',
  'manage_deliveries',
] as const;
export type Permissao = (typeof PERMISSOES)[number];

/** The role matrix of spec section 6, as data: the one source both server guards and client menus read. */
export const MATRIZ_PERMISSOES: Record<Permissao, readonly Perfil[]> = {
  view_tables: ['ADMIN', 'GERENTE', 'GARCOM', 'CAIXA'],
  edit_tables: ['ADMIN', 'GERENTE'],
  open_close_tables: ['ADMIN', 'GERENTE', 'GARCOM'],
  view_menu: ['ADMIN', 'GERENTE', 'GARCOM', 'CAIXA'],
  edit_menu: ['ADMIN', 'GERENTE'],
  view_sales: ['ADMIN', 'GERENTE', 'GARCOM', 'CAIXA'],
  create_sales: ['ADMIN', 'GERENTE', 'GARCOM'],
  close_sales: ['ADMIN', 'GERENTE', 'CAIXA'],
  manage_sales: ['ADMIN', 'GERENTE'],
  view_reports: ['ADMIN', 'GERENTE', 'CAIXA'],
  view_settings: ['ADMIN', 'GERENTE'],
  edit_settings: ['ADMIN'],
  manage_users: ['ADMIN'],
  // paying the bill (issue 14)
  record_payment: ['ADMIN', 'GERENTE', 'CAIXA'],
  remove_service_charge: ['ADMIN', 'GERENTE', 'CAIXA'],
  give_discount: ['ADMIN', 'GERENTE'],
  remove_payment: ['ADMIN', 'GERENTE'],
  use_cashier: ['ADMIN', 'GERENTE', 'CAIXA'],
  // table operations and control (issue 15): the tab's history, voids past the undo window, transfer/move/merge
  view_history: ['ADMIN', 'GERENTE', 'CAIXA'],
  approve_voids: ['ADMIN', 'GERENTE'],
  transfer_items: ['ADMIN', 'GERENTE', 'GARCOM'],
  // the production screen (issue 13): COZINHA sees only this, and only it and managers advance items
  view_kitchen: ['ADMIN', 'GERENTE', 'COZINHA'],
  produce_items: ['ADMIN', 'GERENTE', 'COZINHA'],
  // the waiter hands a ready item over; the pass (COZINHA) may too
  deliver_items: ['ADMIN', 'GERENTE', 'GARCOM', 'COZINHA'],
  // 'Esgotado' (issue 22): whoever sees a product run out, the kitchen included (it may also list the products)
  mark_sold_out: ['ADMIN', 'GERENTE', 'GARCOM', 'COZINHA'],
  // printers, print agents and jobs waiting for a decision (issue 23)
  manage_printers: ['ADMIN', 'GERENTE'],
  // counter and takeaway orders and their pickup (issue 37); the matrix is per profile, so no per-company grant to GARCOM
  use_counter: ['ADMIN', 'GERENTE', 'CAIXA'],
  // deliveries (issue 39): the Entregas screen, opening own deliveries and moving them (saiu, entregue)
  manage_deliveries: ['ADMIN', 'GERENTE', 'CAIXA'],
};

/** Profiles are compared case-insensitively; an unknown profile falls back to GARCOM. */
export function normalizarPerfil(perfil: string | null | undefined): Perfil | null {
  if (perfil == null) return null;
  const p = perfil.trim().toUpperCase();
  return (PERFIS as readonly string[]).includes(p) ? (p as Perfil) : 'GARCOM';
}

/** No user (null/undefined) means no permission at all. */
export function temPermissao(perfil: string | null | undefined, permissao: Permissao): boolean {
  const p = normalizarPerfil(perfil);
  return p != null && MATRIZ_PERMISSOES[permissao].includes(p);
}
