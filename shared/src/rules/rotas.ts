import { normalizarPerfil, temPermissao, type Perfil, type Permissao } from './permissoes';

/** A staff screen's side-navigation entry (spec 2.2). */
export interface NavRota {
  label: string;
  descricao: string;
  testId: string;
  /** the menu's own permission, when the spec shows the entry to more profiles than may open the screen */
  permissao?: Permissao;
  /** profiles that hold the permission but use another screen instead */
  exceto?: readonly Perfil[];
}

export interface RotaStaff {
  path: string;
  /** who may open the screen */
  permissao: Permissao;
  /** the side-navigation entry; screens reached from another screen have none */
  nav?: NavRota;
  /** what the refusal says, when more than 'Acesso Restrito' */
  negado?: string;
}

/**
 * Every staff screen once: the client router, the side navigation and the route guard all read this.
 * Menu order is this order.
 */
export const ROTAS_STAFF = {
  mesas: {
    path: '/',
    permissao: 'view_tables',
    nav: { label: 'Mesas', descricao: 'Controle de mesas', testId: 'nav-mesas' },
  },
  cardapio: {
    path: '/cardapio',
    permissao: 'view_menu',
    nav: { label: 'Cardápio', descricao: 'Produtos e sabores', testId: 'nav-cardapio' },
  },
  // spec 6: the menu shows 'Vendas' to whoever views sales, the screen itself is for ADMIN and GERENTE;
  // the cashier works on 'Caixa', where 'Vendas' would only bounce them (issue 14)
  vendas: {
    path: '/vendas',
    permissao: 'manage_sales',
    nav: {
      label: 'Vendas',
      descricao: 'Comandas abertas',
      testId: 'nav-vendas',
      permissao: 'view_sales',
      exceto: ['CAIXA'],
    },
    negado: 'Acesso Negado - Apenas administradores têm acesso à tela de vendas.',
  },
  caixa: {
    path: '/caixa',
    permissao: 'use_cashier',
    nav: { label: 'Caixa', descricao: 'Contas, pagamentos e fechamento', testId: 'nav-caixa' },
  },
  balcao: {
    path: '/balcao',
    permissao: 'use_counter',
    nav: { label: 'Balcão', descricao: 'Pedidos no balcão e para viagem', testId: 'nav-balcao' },
  },
  // numbered comanda cards (issue 37): the waiter types or scans a card and serves it; the cashier checks the way out
  cartoes: {
    path: '/cartoes',
    permissao: 'view_tables',
    nav: { label: 'Cartões', descricao: 'Comandas numeradas', testId: 'nav-cartoes' },
  },
  cartao: { path: '/cartoes/:numero', permissao: 'view_tables' },
  // deliveries (issue 39): own phone/WhatsApp orders and iFood's, by status, live
  entregas: {
    path: '/entregas',
    permissao: 'manage_deliveries',
    nav: { label: 'Entregas', descricao: 'Entregas próprias e iFood', testId: 'nav-entregas' },
  },
  cozinha: {
    path: '/cozinha',
    permissao: 'view_kitchen',
    nav: { label: 'Cozinha', descricao: 'Produção em tempo real', testId: 'nav-cozinha' },
  },
  relatorios: {
    path: '/relatorios',
    permissao: 'view_reports',
    nav: { label: 'Relatórios', descricao: 'Análises e dados', testId: 'nav-relatorios' },
  },
  configuracoes: {
    path: '/configuracoes',
    permissao: 'view_settings',
    nav: { label: 'Configurações', descricao: 'Sistema e usuários', testId: 'nav-configuracoes' },
  },
  comanda: { path: '/mesa/:id/comanda', permissao: 'view_tables' },
  preConta: { path: '/mesa/:id/conta/:vendaId', permissao: 'view_sales' },
} as const satisfies Record<string, RotaStaff>;

export type TelaStaff = keyof typeof ROTAS_STAFF;
export const TELAS_STAFF = Object.keys(ROTAS_STAFF) as TelaStaff[];

/** Whether the profile may open the screen. */
export const podeAbrir = (tela: TelaStaff, perfil: string | null | undefined) =>
  temPermissao(perfil, ROTAS_STAFF[tela].permissao);

/** The screens in this profile's side navigation, in menu order. */
export function telasNoMenu(perfil: string | null | undefined): TelaStaff[] {
  return TELAS_STAFF.filter((t) => {
    const rota: RotaStaff = ROTAS_STAFF[t];
    if (!rota.nav) return false;
    return (
      temPermissao(perfil, rota.nav.permissao ?? rota.permissao) &&
      !rota.nav.exceto?.includes(normalizarPerfil(perfil)!)
    );
  });
}
