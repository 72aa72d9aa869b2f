import { lazy, type ReactNode } from 'react';
import { MesasPage } from '../features/mesas/mesas-page';
import { PreContaPage } from '../features/comanda/pagamento/pre-conta-page';
import { CaixaPage } from '../features/caixa/caixa-page';
import { ExigePermissao, Inicio } from '../components/exige-permissao';

// The map is the first screen; every other screen is its own chunk, loaded when opened.
const CardapioPage = lazy(() => import('../features/cardapio/cardapio-page').then((m) => ({ default: m.CardapioPage })));
const VendasPage = lazy(() => import('../features/vendas/vendas-page').then((m) => ({ default: m.VendasPage })));
const ComandaPage = lazy(() => import('../features/comanda/comanda-page').then((m) => ({ default: m.ComandaPage })));
const RelatoriosPage = lazy(() => import('../features/relatorios/relatorios-page').then((m) => ({ default: m.RelatoriosPage })));
const ConfiguracoesPage = lazy(() => import('../features/configuracoes/configuracoes-page').then((m) => ({ default: m.ConfiguracoesPage })));
// the production screen too: waiters' phones never download it
const CozinhaPage = lazy(() => import('../features/cozinha/cozinha-page'));

/**
 * Staff pages by route; each feature fills its page (the shell shows the page title and description).
 * telaCheia pages draw their own full-screen layout instead of the shell (the kitchen board on a TV).
 */
export const staffPages: { rotas: { path: string; element: ReactNode; telaCheia?: boolean }[] } = {
  rotas: [
    { path: '/', element: <Inicio><MesasPage /></Inicio> },
    { path: '/cardapio', element: <ExigePermissao permissao="view_menu"><CardapioPage /></ExigePermissao> },
    { path: '/vendas', element: <VendasPage /> },
    { path: '/mesa/:id/comanda', element: <ExigePermissao permissao="view_tables"><ComandaPage /></ExigePermissao> },
    { path: '/mesa/:id/conta/:vendaId', element: <PreContaPage /> },
    { path: '/caixa', element: <CaixaPage /> },
    { path: '/relatorios', element: <RelatoriosPage /> },
    { path: '/configuracoes', element: <ConfiguracoesPage /> },
    { path: '/cozinha', element: <ExigePermissao permissao="view_kitchen"><CozinhaPage /></ExigePermissao>, telaCheia: true },
  ],
};
