import type { ReactNode } from 'react';

/** Staff pages by route; each feature fills its page (the shell shows the page title and description). */
export const staffPages: { rotas: { path: string; element: ReactNode }[]; headerExtra?: ReactNode } = {
  rotas: [
    { path: '/', element: <div data-testid="page-mesas" /> },
    { path: '/cardapio', element: <div data-testid="page-cardapio" /> },
    { path: '/vendas', element: <div data-testid="page-vendas" /> },
    { path: '/mesa/:id/comanda', element: <div data-testid="page-comanda" /> },
    { path: '/relatorios', element: <div data-testid="page-relatorios" /> },
    { path: '/configuracoes', element: <div data-testid="page-configuracoes" /> },
  ],
};
