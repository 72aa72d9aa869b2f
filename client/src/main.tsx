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
// the table map's (or the production board's) data is asked for as soon as this small chunk is in, while the staff
// chunks download (issue 17)
if (set === 'staff') void import('./app/pre-carga-staff').then((m) => m.preCarregarStaff());
// and a diner's bill and menu (issue 22)
if (set === 'publico') void import('./app/pre-carga-publico').then((m) => m.preCarregarPublico());
void sets[set]().then((m) => m.montar(document.getElementById('root')!));
