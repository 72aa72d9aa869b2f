import { temPermissao } from '@comanda/shared/rules/permissoes';
import { aquecerIntl, CAMINHO_COZINHA, CAMINHOS_MAPA, preCarregar } from '../lib/pre-carga';
import { STORAGE } from '../lib/storage';

/**
 * At the page's start: the map's requests, when this path is the map and the signed-in profile sees it; the
 * production board's, on /cozinha.
 */
export function preCarregarStaff(): void {
  const caminho = window.location.pathname.replace(/\/$/, '') || '/';
  if (caminho !== '/' && caminho !== '/cozinha') return;
  const token = localStorage.getItem(STORAGE.userToken);
  if (!token) return;
  let perfil: string | undefined;
  try {
    perfil = (JSON.parse(localStorage.getItem(STORAGE.userData) ?? '{}') as { perfil?: string }).perfil;
  } catch {
    return;
  }
  if (caminho === '/cozinha') {
    if (!temPermissao(perfil, 'view_kitchen')) return;
    preCarregar(CAMINHO_COZINHA, token);
    aquecerIntl();
    return;
  }
  if (!temPermissao(perfil, 'view_tables')) return;
  preCarregar(CAMINHOS_MAPA.mesas, token);
  preCarregar(CAMINHOS_MAPA.vendas, token);
  preCarregar(CAMINHOS_MAPA.resumo, token);
  if (temPermissao(perfil, 'deliver_items')) preCarregar(CAMINHOS_MAPA.prontos, token);
  aquecerIntl();
}
