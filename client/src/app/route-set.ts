/** Which route set a path belongs to (spec 2.1). */
export type RouteSet = 'admin' | 'login' | 'publico' | 'staff';

export function routeSetDe(pathname: string): RouteSet {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  // the diner's pages: a tab's link and a table's printed card (issue 22)
  if (pathname.startsWith('/comanda/') || pathname.startsWith('/m/')) return 'publico';
  // the counter's pickup board on a TV and a counter order's own page (issue 37)
  if (pathname.startsWith('/painel/') || pathname.startsWith('/pedido/')) return 'publico';
  // a numbered comanda card's QR (issue 37)
  if (pathname.startsWith('/c/')) return 'publico';
  // the staff login is its own light entry: it must not download the staff screens
  if (pathname === '/login' || pathname === '/login/') return 'login';
  return 'staff';
}
