import type { ReactNode } from 'react';
import { EmpresasTab } from './empresas-tab';
import { SistemaTab } from './sistema-tab';
import { UsuariosTab } from './usuarios-tab';

/** Contents of the dashboard tabs. */
export const adminTabs: Record<'empresas' | 'usuarios' | 'sistema', ReactNode> = {
  empresas: <EmpresasTab />,
  usuarios: <UsuariosTab />,
  sistema: <SistemaTab />,
};
