import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { RAIZ } from '../raiz';

export const CLIENT_DIST = path.join(RAIZ, 'client/dist');

const naoEncontrada = (method: string, url: string) => ({
  error: 'Não encontrado',
  message: `Rota ${method} ${url} não encontrada`,
});
const IMUTAVEL = 'public, max-age=31536000, immutable';

/**
 * Serves the built client with SPA fall-back: any non-API GET that is not a file gets index.html (comanda.html, which
 * preloads the diner's chunks, for /comanda/* and /m/*; mapa.html, which preloads the table map's, for /; cozinha.html,
 * the production board's, for /cozinha). Files go out
 * as the build pre-compressed them (.br/.gz next to each file, with Vary: Accept-Encoding). HEAD answers like GET, without
 * the body. Every request reads the current build from disk, so a rebuild needs no restart.
 * Unknown API routes answer a JSON 404.
 */
export async function registrarClienteEstatico(
  app: FastifyInstance,
  serveClient: boolean,
  dist = CLIENT_DIST,
): Promise<void> {
  if (!serveClient) {
    app.setNotFoundHandler((req, reply) => reply.status(404).send(naoEncontrada(req.method, req.url.split('?')[0]!)));
    return;
  }
  if (!existsSync(path.join(dist, 'index.html')))
    app.log.warn(`Cliente não compilado em ${dist}; rode "npm run build".`);
  await app.register(fastifyStatic, {
    root: dist,
    // one wildcard route, not a route per file found at start-up: a rebuild's new hashed files are served at once
    wildcard: true,
    preCompressed: true,
    // index.html is served by the fall-back below with no-cache, never from a directory request
    index: false,
    setHeaders(res, filePath) {
      // hashed assets never change; HTML must always be revalidated
      res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMUTAVEL : 'no-cache');
    },
  });
  const pagina = (url: string, reply: FastifyReply) => {
    if (!existsSync(path.join(dist, 'index.html'))) {
      return reply.status(503).send({ error: 'Indisponível', message: 'Cliente não compilado; rode "npm run build".' });
    }
    // a page whose chunks its HTML preloads, when the build wrote it (client/build/precomprimir.ts)
    // the diner's pages: a tab link (/comanda/:token) and a printed table card (/m/:codigo)
    const diner = url.startsWith('/comanda/') || url.startsWith('/m/');
    const propria = diner
      ? 'comanda.html'
      : url === '/'
        ? 'mapa.html'
        : url === '/cozinha' || url === '/cozinha/'
          ? 'cozinha.html'
          : undefined;
    const html = propria && existsSync(path.join(dist, propria)) ? propria : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(html);
  };
  // the root is a directory to the static plugin (403 with index: false): the table map's page, explicitly
  app.get('/', (req, reply) => pagina('/', reply));
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0]!;
    const leitura = req.method === 'GET' || req.method === 'HEAD'; // monitors and link checkers send HEAD
    if (!leitura || url.startsWith('/api/') || url.startsWith('/socket.io/') || path.extname(url)) {
      return reply.status(404).send(naoEncontrada(req.method, url));
    }
    return pagina(url, reply);
  });
}
