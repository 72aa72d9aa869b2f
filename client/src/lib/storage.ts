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
} as const;

export function lerBooleano(key: string, padrao: boolean): boolean {
  const v = localStorage.getItem(key);
  return v == null ? padrao : v === 'true';
}
