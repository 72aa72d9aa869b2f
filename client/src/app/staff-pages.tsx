import { lazy, type ReactNode } from 'react';
import { MesasPage } from '../features/mesas/mesas-page';
import { PreContaPage } from '../features/comanda/pagamento/pre-conta-page';
import { CaixaPage } from '../features/caixa/caixa-page';

// The map is the first screen; every other screen is its own chunk, loaded when opened.
const CardapioPage = lazy(() => import('../features/cardapio/cardapio-page').then((m) => ({ default: m.CardapioPage })));
const VendasPage = lazy(() => import('../features/vendas/vendas-page').then((m) => ({ default: m.VendasPage })));
const ComandaPage = lazy(() => import('../features/comanda/comanda-page').then((m) => ({ default: m.ComandaPage })));
const RelatoriosPage = lazy(() => import('../features/relatorios/relatorios-page').then((m) => ({ default: m.RelatoriosPage })));
const ConfiguracoesPage = lazy(() => import('../features/configuracoes/configuracoes-page').then((m) => ({ default: m.ConfiguracoesPage })));

/** Staff pages by route; each feature fills its page (the shell shows the page title and description). */
export const staffPages: { rotas: { path: string; element: ReactNode }[] } = {
  rotas: [
    { path: '/', element: <MesasPage /> },
    { path: '/cardapio', element: <CardapioPage /> },
    { path: '/vendas', element: <VendasPage /> },
    { path: '/mesa/:id/comanda', element: <ComandaPage /> },
    { path: '/mesa/:id/conta/:vendaId', element: <PreContaPage /> },
    { path: '/caixa', element: <CaixaPage /> },
    { path: '/relatorios', element: <RelatoriosPage /> },
    { path: '/configuracoes', element: <ConfiguracoesPage /> },
  ],
};
