import type { ReactNode } from 'react';
import { ConfiguracoesPage } from '../features/configuracoes/configuracoes-page';
import { ComandaPage } from '../features/comanda/comanda-page';
import { MesasPage } from '../features/mesas/mesas-page';

/** Staff pages by route; each feature fills its page (the shell shows the page title and description). */
export const staffPages: { rotas: { path: string; element: ReactNode }[] } = {
  rotas: [
    { path: '/', element: <MesasPage /> },
    { path: '/cardapio', element: <div data-testid="page-cardapio" /> },
    { path: '/vendas', element: <div data-testid="page-vendas" /> },
    { path: '/mesa/:id/comanda', element: <ComandaPage /> },
    { path: '/relatorios', element: <div data-testid="page-relatorios" /> },
    { path: '/configuracoes', element: <ConfiguracoesPage /> },
  ],
};
