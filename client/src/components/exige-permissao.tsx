import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ROTAS_STAFF, podeAbrir, type RotaStaff, type TelaStaff } from '@comanda/shared';
import { useSession } from '../lib/session-store';
import { AcessoRestrito } from './acesso-restrito';
import { itensPermitidos } from './nav-items';

/** The route guard: a screen only for the profiles its registry entry allows (e.g. COZINHA sees only /cozinha). */
export function ExigePermissao({ tela, children }: { tela: TelaStaff; children: ReactNode }) {
  const perfil = useSession((s) => s.user?.perfil);
  if (podeAbrir(tela, perfil)) return <>{children}</>;
  const rota: RotaStaff = ROTAS_STAFF[tela];
  return <AcessoRestrito mensagem={rota.negado} />;
}

/** '/': the table map, or the first screen the profile may see (the production screen for COZINHA). */
export function Inicio({ children }: { children: ReactNode }) {
  const perfil = useSession((s) => s.user?.perfil);
  if (podeAbrir('mesas', perfil)) return <>{children}</>;
  const primeiro = itensPermitidos(perfil)[0];
  return primeiro && primeiro.path !== '/' ? <Navigate to={primeiro.path} replace /> : <AcessoRestrito />;
}
