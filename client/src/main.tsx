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
// A page's first data is asked for as soon as its small chunk is in: the table map's or the production board's
// (issue 17), a diner's bill and menu (issue 22). The app's chunks download meanwhile (the page's HTML preloads them)
// but are evaluated only after the requests are sent, so their evaluation does not hold the requests back; and the
// app mounts knowing what was asked, so it can wait for those answers. A chunk that fails to arrive only costs the
// early request.
const preCargas = {
  staff: () => import('./app/pre-carga-staff').then((m) => m.preCarregarStaff()),
  publico: () => import('./app/pre-carga-publico').then((m) => m.preCarregarPublico()),
};
const pedidos = set === 'staff' || set === 'publico' ? preCargas[set]().catch(() => {}) : Promise.resolve();
void pedidos.then(sets[set]).then((m) => m.montar(document.getElementById('root')!));
