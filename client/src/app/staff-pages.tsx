import { lazy, type ReactNode } from 'react';
import { ROTAS_STAFF, type TelaStaff } from '@comanda/shared';
import { MesasPage } from '../features/mesas/mesas-page';
import { ExigePermissao, Inicio } from '../components/exige-permissao';
import { comEstilos } from './estilos-staff';
import { CozinhaPage } from './cozinha-sob-demanda';

// The map is the first screen; every other screen is its own chunk, loaded when opened, with Mantine's whole
// stylesheet (estilos-staff.ts). The production board is drawn with its own CSS and does not wait for it.
const CardapioPage = lazy(
  comEstilos(() => import('../features/cardapio/cardapio-page').then((m) => ({ default: m.CardapioPage }))),
);
const VendasPage = lazy(
  comEstilos(() => import('../features/vendas/vendas-page').then((m) => ({ default: m.VendasPage }))),
);
const ComandaPage = lazy(
  comEstilos(() => import('../features/comanda/comanda-page').then((m) => ({ default: m.ComandaPage }))),
);
const RelatoriosPage = lazy(
  comEstilos(() => import('../features/relatorios/relatorios-page').then((m) => ({ default: m.RelatoriosPage }))),
);
const ConfiguracoesPage = lazy(
  comEstilos(() =>
    import('../features/configuracoes/configuracoes-page').then((m) => ({ default: m.ConfiguracoesPage })),
  ),
);
// the bill preview (with its number input) and the cash desk are not on a waiter's first screen either
const PreContaPage = lazy(
  comEstilos(() => import('../features/comanda/pagamento/pre-conta-page').then((m) => ({ default: m.PreContaPage }))),
);
const CaixaPage = lazy(
  comEstilos(() => import('../features/caixa/caixa-page').then((m) => ({ default: m.CaixaPage }))),
);

const PAGINAS: Record<TelaStaff, ReactNode> = {
  mesas: <MesasPage />,
  cardapio: <CardapioPage />,
  vendas: <VendasPage />,
  caixa: <CaixaPage />,
  cozinha: <CozinhaPage />,
  relatorios: <RelatoriosPage />,
  configuracoes: <ConfiguracoesPage />,
  comanda: <ComandaPage />,
  preConta: <PreContaPage />,
};

/** telaCheia pages draw their own full-screen layout instead of the shell (the kitchen board on a TV). */
const TELA_CHEIA: readonly TelaStaff[] = ['cozinha'];

/**
 * Staff pages by route, from the shared registry: each behind its guard (the shell shows the page title and description).
 */
export const staffPages: { rotas: { path: string; element: ReactNode; telaCheia?: boolean }[] } = {
  rotas: (Object.keys(ROTAS_STAFF) as TelaStaff[]).map((tela) => ({
    path: ROTAS_STAFF[tela].path,
    element:
      tela === 'mesas' ? (
        <Inicio>{PAGINAS.mesas}</Inicio>
      ) : (
        <ExigePermissao tela={tela}>{PAGINAS[tela]}</ExigePermissao>
      ),
    telaCheia: TELA_CHEIA.includes(tela),
  })),
};
