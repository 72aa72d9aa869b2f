import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * bench:lighthouse's floor: a page with one line of text and no script, served from this process. What Lighthouse
 * gives it at the same CPU slowdown is what Chromium and Lighthouse cost on this host before any page of ours runs
 * (the navigation's commit, the first text layout): a page's own share is what it adds to that.
 */
export const HTML_VAZIO =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Comanda Viva</title></head>' +
  '<body style="font-family: system-ui, sans-serif"><p>Comanda Viva</p></body></html>';

export async function servirPaginaVazia(): Promise<{ url: string; parar: () => Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(HTML_VAZIO);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, parar: () => new Promise((r) => server.close(() => r())) };
}
