import { ROTAS_STAFF, telasNoMenu, type NavRota, type TelaStaff } from '@comanda/shared';
import {
  IconCashRegister,
  IconChartBar,
  IconChefHat,
  IconBuildingStore,
  IconCreditCard,
  IconLayoutGrid,
  IconMotorbike,
  IconReceipt2,
  IconSettings,
  IconToolsKitchen2,
  type Icon,
} from '@tabler/icons-react';

export interface NavItem extends NavRota {
  path: string;
  icon: Icon;
}

const ICONES: Partial<Record<TelaStaff, Icon>> = {
  mesas: IconLayoutGrid,
  cardapio: IconToolsKitchen2,
  vendas: IconReceipt2,
  caixa: IconCashRegister,
  balcao: IconBuildingStore,
  cartoes: IconCreditCard,
  entregas: IconMotorbike,
  cozinha: IconChefHat,
  relatorios: IconChartBar,
  configuracoes: IconSettings,
};

/** Side navigation (spec 2.2): the registry's entries this profile may see, in its order. */
export const itensPermitidos = (perfil: string | null | undefined): NavItem[] =>
  telasNoMenu(perfil).map((t) => {
    const rota = ROTAS_STAFF[t];
    return { ...(rota as { nav: NavRota }).nav, path: rota.path, icon: ICONES[t]! };
  });

/** The entry for the current path; falls back to the first allowed entry (spec 2.2). */
export function itemAtual(pathname: string, perfil: string | null | undefined): NavItem | undefined {
  const permitidos = itensPermitidos(perfil);
  return permitidos.find((i) => (i.path === '/' ? pathname === '/' : pathname.startsWith(i.path))) ?? permitidos[0];
}
