import type { ReactNode } from 'react';
import { CardapioPage } from '../features/cardapio/cardapio-page';
import { RelatoriosPage } from '../features/relatorios/relatorios-page';
import { VendasPage } from '../features/vendas/vendas-page';
import { ConfiguracoesPage } from '../features/configuracoes/configuracoes-page';
import { ComandaPage } from '../features/comanda/comanda-page';
import { MesasPage } from '../features/mesas/mesas-page';
import { PreContaPage } from '../features/comanda/pagamento/pre-conta-page';
import { CaixaPage } from '../features/caixa/caixa-page';

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
