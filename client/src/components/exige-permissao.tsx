import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { temPermissao, type Permissao } from '@comanda/shared';
import { useSession } from '../features/auth/session-store';
import { AcessoRestrito } from './acesso-restrito';
import { itensPermitidos } from './nav-items';

/** A page only for profiles with the permission (e.g. COZINHA sees only /cozinha). */
export function ExigePermissao({ permissao, children }: { permissao: Permissao; children: ReactNode }) {
  const perfil = useSession((s) => s.user?.perfil);
  return temPermissao(perfil, permissao) ? <>{children}</> : <AcessoRestrito />;
}

/** '/': the table map, or the first screen the profile may see (the production screen for COZINHA). */
export function Inicio({ children }: { children: ReactNode }) {
  const perfil = useSession((s) => s.user?.perfil);
  if (temPermissao(perfil, 'view_tables')) return <>{children}</>;
  const primeiro = itensPermitidos(perfil)[0];
  return primeiro && primeiro.path !== '/' ? <Navigate to={primeiro.path} replace /> : <AcessoRestrito />;
}
