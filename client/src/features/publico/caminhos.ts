// Imports nothing: the entry's early requests (app/pre-carga-publico.ts) use it before the diner's app is in.

/** Where the diner came from: the table's printed card (`/m/:codigo`) or a tab's link (`/comanda/:token`). */
export type Origem = { mesa: string } | { comanda: string };

const TOKEN = /^\/comanda\/([A-Za-z0-9_-]+)\/?$/;
const CODIGO = /^\/m\/([A-Za-z0-9_-]+)\/?$/;
const CARTAO = /^\/c\/([A-Za-z0-9_-]+)\/?$/;

/** A numbered comanda card's QR (`/c/:codigo`, issue 37): its bill is then followed by the open tab's token. */
export function cartaoDoCaminho(pathname: string): string | null {
  return CARTAO.exec(pathname)?.[1] ?? null;
}

/** The diner's page a path is, or null (not a diner's link). */
export function origemDoCaminho(pathname: string): Origem | null {
  const comanda = TOKEN.exec(pathname)?.[1];
  if (comanda) return { comanda };
  const mesa = CODIGO.exec(pathname)?.[1];
  return mesa ? { mesa } : null;
}

/** The API path of an origin: the table card's or the tab's (GET there is the table, or the bill). */
export const apiDe = (o: Origem) =>
  'mesa' in o
    ? `/api/public/mesa/${encodeURIComponent(o.mesa)}`
    : `/api/public/comanda/${encodeURIComponent(o.comanda)}`;

/** The API path of a numbered comanda card (GET there is the card and its open tab's token, if any). */
export const apiDoCartao = (codigo: string) => `/api/public/cartao/${encodeURIComponent(codigo)}`;
