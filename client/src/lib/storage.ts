/** Local storage keys (spec sections 3 and 9). */
export const STORAGE = {
  userToken: 'userToken',
  userData: 'userData',
  empresaData: 'empresaData',
  adminToken: 'adminToken',
  adminUser: 'adminUser',
  theme: 'vite-ui-theme',
  filtrosExpandidos: 'filtrosExpandidos',
  statusExpandido: 'statusExpandido',
  /** prefix: the last menu lists read, so the picker still works offline */
  cardapioCache: 'cardapioCache:',
  /** production screen, per device: the station it follows ('' = all) and its theme */
  cozinhaEstacao: 'cozinhaEstacao',
  cozinhaTema: 'cozinhaTema',
  /** the diner's phone: the name it orders with ('Seu nome') and its random device id (its own cart lines) */
  clienteNome: 'clienteNome',
  clienteDispositivo: 'clienteDispositivo',
} as const;

/** The station this device's production screen follows, or null for all. */
export function lerEstacaoCozinha(): number | null {
  const v = Number(localStorage.getItem(STORAGE.cozinhaEstacao));
  return Number.isInteger(v) && v > 0 ? v : null;
}
