import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Contents of the dashboard tabs. */
export const adminTabs: Record<'empresas' | 'usuarios' | 'sistema', ReactNode> = {
  empresas: <Title order={4}>Empresas Cadastradas</Title>,
  usuarios: <Title order={4}>Usuários da Plataforma</Title>,
  sistema: <Title order={4}>Sistema</Title>,
};
