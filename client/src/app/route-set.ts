/** Which route set a path belongs to (spec 2.1). */
export type RouteSet = 'admin' | 'publico' | 'staff';

export function routeSetDe(pathname: string): RouteSet {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  if (pathname.startsWith('/comanda/')) return 'publico';
  return 'staff';
}
