// Imports nothing: the public entry picks the page by path before loading it.

/** The pickup board's page (`/painel/:codigo`) or a counter order's own page (`/pedido/:token`), issue 37. */
export type OrigemBalcao = { painel: string } | { pedido: string };

const PAINEL = /^\/painel\/([A-Za-z0-9_-]+)\/?$/;
const PEDIDO = /^\/pedido\/([A-Za-z0-9_-]+)\/?$/;

export function origemBalcaoDoCaminho(pathname: string): OrigemBalcao | null {
  const painel = PAINEL.exec(pathname)?.[1];
  if (painel) return { painel };
  const pedido = PEDIDO.exec(pathname)?.[1];
  return pedido ? { pedido } : null;
}
