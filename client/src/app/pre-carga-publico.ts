import { apiDe, origemDoCaminho } from '../features/publico/caminhos';
import { aquecerIntl, preCarregar } from '../lib/pre-carga';

/**
 * At the page's start: a diner's link asks for the table (or the bill) and the menu at once, in parallel with the
 * diner's chunks, so both arrive together and the page paints once, the bill above the menu, nothing moving after.
 */
export function preCarregarPublico(): void {
  const origem = origemDoCaminho(window.location.pathname);
  if (!origem) return;
  preCarregar(apiDe(origem), null);
  preCarregar(`${apiDe(origem)}/cardapio`, null);
  aquecerIntl();
}
