import { apiDe, apiDoCartao, cartaoDoCaminho, origemDoCaminho } from '../features/publico/caminhos';
import { aquecerIntl, preCarregar } from '../lib/pre-carga';

/**
 * At the page's start: a diner's link asks for the table (or the bill) and the menu at once, in parallel with the
 * diner's chunks, so both arrive together and the page paints once, the bill above the menu, nothing moving after.
 */
export function preCarregarPublico(): void {
  // a numbered card's QR asks for the card first: its bill is then read by the open tab's token (issue 37)
  const cartao = cartaoDoCaminho(window.location.pathname);
  if (cartao) return void preCarregar(apiDoCartao(cartao), null);
  const origem = origemDoCaminho(window.location.pathname);
  if (!origem) return;
  preCarregar(apiDe(origem), null);
  preCarregar(`${apiDe(origem)}/cardapio`, null);
  aquecerIntl();
}
