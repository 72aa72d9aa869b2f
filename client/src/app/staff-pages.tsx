import { lazy, type ReactNode } from 'react';
import { CardapioPage } from '../features/cardapio/cardapio-page';
import { RelatoriosPage } from '../features/relatorios/relatorios-page';
import { VendasPage } from '../features/vendas/vendas-page';
import { ConfiguracoesPage } from '../features/configuracoes/configuracoes-page';
import { ComandaPage } from '../features/comanda/comanda-page';
import { MesasPage } from '../features/mesas/mesas-page';
import { ExigePermissao, Inicio } from '../components/exige-permissao';

// the production screen is its own chunk: waiters' phones never download it
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
    { path: '/relatorios', element: <RelatoriosPage /> },
    { path: '/configuracoes', element: <ConfiguracoesPage /> },
    { path: '/cozinha', element: <ExigePermissao permissao="view_kitchen"><CozinhaPage /></ExigePermissao>, telaCheia: true },
  ],
};
