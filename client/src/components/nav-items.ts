import { normalizarPerfil, temPermissao, type Perfil, type Permissao } from '@comanda/shared';
import { IconCashRegister, IconChartBar, IconChefHat, IconLayoutGrid, IconReceipt2, IconSettings, IconToolsKitchen2, type Icon } from '@tabler/icons-react';

export interface NavItem {
  path: string;
  label: string;
  descricao: string;
  permissao: Permissao;
  /** profiles that have the permission but use another screen instead */
  exceto?: Perfil[];
  testId: string;
  icon: Icon;
}

/** Side navigation (spec 2.2), each entry gated by the shared permission matrix. */
export const NAV_ITEMS: NavItem[] = [
  { path: '/', label: 'Mesas', descricao: 'Controle de mesas', permissao: 'view_tables', testId: 'nav-mesas', icon: IconLayoutGrid },
  { path: '/cardapio', label: 'Cardápio', descricao: 'Produtos e sabores', permissao: 'view_menu', testId: 'nav-cardapio', icon: IconToolsKitchen2 },
  // the cashier works on 'Caixa'; 'Vendas' would only bounce them (issue 14)
  { path: '/vendas', label: 'Vendas', descricao: 'Comandas abertas', permissao: 'view_sales', exceto: ['CAIXA'], testId: 'nav-vendas', icon: IconReceipt2 },
  { path: '/caixa', label: 'Caixa', descricao: 'Contas, pagamentos e fechamento', permissao: 'use_cashier', testId: 'nav-caixa', icon: IconCashRegister },
  { path: '/cozinha', label: 'Cozinha', descricao: 'Produção em tempo real', permissao: 'view_kitchen', testId: 'nav-cozinha', icon: IconChefHat },
  { path: '/relatorios', label: 'Relatórios', descricao: 'Análises e dados', permissao: 'view_reports', testId: 'nav-relatorios', icon: IconChartBar },
  { path: '/configuracoes', label: 'Configurações', descricao: 'Sistema e usuários', permissao: 'view_settings', testId: 'nav-configuracoes', icon: IconSettings },
];

export const itensPermitidos = (perfil: string | null | undefined) =>
  NAV_ITEMS.filter((i) => temPermissao(perfil, i.permissao) && !i.exceto?.includes(normalizarPerfil(perfil)!));

/** The entry for the current path; falls back to the first allowed entry (spec 2.2). */
export function itemAtual(pathname: string, perfil: string | null | undefined): NavItem | undefined {
  const permitidos = itensPermitidos(perfil);
  return permitidos.find((i) => (i.path === '/' ? pathname === '/' : pathname.startsWith(i.path))) ?? permitidos[0];
}
