import { routeSetDe } from './app/route-set';

// Each route set is its own chunk, and this entry imports nothing else: a diner's phone downloads neither React's
// staff screens nor Mantine, and the login page does not download the staff app.
const sets = {
  staff: () => import('./app/staff-entry'),
  login: () => import('./app/staff-entry'),
  admin: () => import('./app/admin-entry'),
  publico: () => import('./app/public-app'),
};

const set = routeSetDe(window.location.pathname);
// A page's first data is asked for as soon as its small chunk is in, while the app's chunks download: the table map's
// or the production board's (issue 17), a diner's bill and menu (issue 22). The app mounts once it has been asked, so
// it can wait for those answers; a chunk that fails to arrive only costs the early request.
const preCargas = {
  staff: () => import('./app/pre-carga-staff').then((m) => m.preCarregarStaff()),
  publico: () => import('./app/pre-carga-publico').then((m) => m.preCarregarPublico()),
};
const pedidos = set === 'staff' || set === 'publico' ? preCargas[set]().catch(() => {}) : undefined;
void Promise.all([sets[set](), pedidos]).then(([m]) => m.montar(document.getElementById('root')!));
