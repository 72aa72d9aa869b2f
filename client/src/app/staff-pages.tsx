import type { ReactNode } from 'react';
import { matchPath } from 'react-router-dom';
import { ROTAS_STAFF, type TelaStaff } from '@comanda/shared';
import { MesasPage } from '../features/mesas/mesas-page';
import { ExigePermissao, Inicio } from '../components/exige-permissao';
import { comEstilos } from './estilos-staff';
import { telaSobDemanda } from './telas-sob-demanda';

// The map is the first screen; every other screen is its own chunk, loaded when opened, with Mantine's whole
// stylesheet (estilos-staff.ts). The production board is drawn with its own CSS and does not wait for it.
const SOB_DEMANDA: Record<Exclude<TelaStaff, 'mesas'>, ReturnType<typeof telaSobDemanda>> = {
  cardapio: telaSobDemanda(
    comEstilos(() => import('../features/cardapio/cardapio-page').then((m) => ({ default: m.CardapioPage }))),
  ),
  vendas: telaSobDemanda(
    comEstilos(() => import('../features/vendas/vendas-page').then((m) => ({ default: m.VendasPage }))),
  ),
  comanda: telaSobDemanda(
    comEstilos(() => import('../features/comanda/comanda-page').then((m) => ({ default: m.ComandaPage }))),
  ),
  relatorios: telaSobDemanda(
    comEstilos(() => import('../features/relatorios/relatorios-page').then((m) => ({ default: m.RelatoriosPage }))),
  ),
  configuracoes: telaSobDemanda(
    comEstilos(() =>
      import('../features/configuracoes/configuracoes-page').then((m) => ({ default: m.ConfiguracoesPage })),
    ),
  ),
  // the bill preview (with its number input) and the cash desk are not on a waiter's first screen either
  preConta: telaSobDemanda(
    comEstilos(() => import('../features/comanda/pagamento/pre-conta-page').then((m) => ({ default: m.PreContaPage }))),
  ),
  caixa: telaSobDemanda(
    comEstilos(() => import('../features/caixa/caixa-page').then((m) => ({ default: m.CaixaPage }))),
  ),
  // counter and takeaway orders (issue 37): the tab feature's screen, with the table's picker and payment dialog
  balcao: telaSobDemanda(
    comEstilos(() => import('../features/comanda/balcao/balcao-page').then((m) => ({ default: m.BalcaoPage }))),
  ),
  // numbered comanda cards (issue 37): typing or scanning a card, the way-out check, and the card's tab
  cartoes: telaSobDemanda(
    comEstilos(() => import('../features/comanda/cartoes/cartoes-page').then((m) => ({ default: m.CartoesPage }))),
  ),
  cartao: telaSobDemanda(
    comEstilos(() => import('../features/comanda/cartoes/cartao-page').then((m) => ({ default: m.CartaoPage }))),
  ),
  // deliveries (issue 39): own phone orders and iFood's, with the counter's picker
  entregas: telaSobDemanda(
    comEstilos(() => import('../features/comanda/entregas/entregas-page').then((m) => ({ default: m.EntregasPage }))),
  ),
  // the production screen too: waiters' phones never download it
  cozinha: telaSobDemanda(() => import('../features/cozinha/cozinha-page')),
};

const pagina = (tela: TelaStaff) => {
  if (tela === 'mesas') return <MesasPage />;
  const { Tela } = SOB_DEMANDA[tela];
  return <Tela />;
};

/**
 * The chunk (and stylesheet) of the screen at this path, for staff-entry.tsx to load before mounting; nothing for the
 * map, which comes with the staff app.
 */
export async function precarregarTela(caminho: string): Promise<void> {
  const tela = (Object.keys(SOB_DEMANDA) as (keyof typeof SOB_DEMANDA)[]).find((t) =>
    matchPath(ROTAS_STAFF[t].path, caminho),
  );
  if (tela) await SOB_DEMANDA[tela].precarregar();
}

/** telaCheia pages draw their own full-screen layout instead of the shell (the kitchen board on a TV). */
const TELA_CHEIA: readonly TelaStaff[] = ['cozinha'];

/**
 * Staff pages by route, from the shared registry: each behind its guard (the shell shows the page title and description).
 */
export const staffPages: { rotas: { path: string; element: ReactNode; telaCheia?: boolean }[] } = {
  rotas: (Object.keys(ROTAS_STAFF) as TelaStaff[]).map((tela) => ({
    path: ROTAS_STAFF[tela].path,
    element:
      tela === 'mesas' ? <Inicio>{pagina(tela)}</Inicio> : <ExigePermissao tela={tela}>{pagina(tela)}</ExigePermissao>,
    telaCheia: TELA_CHEIA.includes(tela),
  })),
};
