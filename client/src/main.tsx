import { prepararFormatos } from '@comanda/shared/text/format';
import { routeSetDe } from './app/route-set';
import { preCarregarMapa } from './lib/pre-carga';

// Each route set is its own chunk, and this entry imports nothing else (but the staff map's early start): a diner's
// phone downloads neither React's staff screens nor Mantine, and the login page does not download the staff app.
// The screen a set opens with downloads with its entry, not after the entry has run (one round trip less).
const sets = {
  staff: () => (void import('./app/staff-app'), import('./app/staff-entry')),
  login: () => (void import('./features/auth/login-page'), import('./app/staff-entry')),
  admin: () => import('./app/admin-entry'),
  publico: () => import('./app/public-app'),
};

const set = routeSetDe(window.location.pathname);
if (set === 'staff') {
  // the table map's data is asked for now, and the formatters built while the chunks download (issue 17)
  preCarregarMapa();
  setTimeout(prepararFormatos);
}
void sets[set]().then((m) => m.montar(document.getElementById('root')!));
