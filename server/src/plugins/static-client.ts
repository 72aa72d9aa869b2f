import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const CLIENT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../client/dist');

const naoEncontrada = (method: string, url: string) => ({ error: 'Não encontrado', message: `Rota ${method} ${url} não encontrada` });

/** Serves the built client with SPA fall-back: any non-API GET that is not a file gets index.html. Unknown API routes answer a JSON 404. */
export async function registerStaticClient(app: FastifyInstance, serveClient: boolean): Promise<void> {
  if (!serveClient || !existsSync(path.join(CLIENT_DIST, 'index.html'))) {
    if (serveClient) app.log.warn(`Cliente não compilado em ${CLIENT_DIST}; rode "npm run build".`);
    app.setNotFoundHandler((req, reply) => reply.status(404).send(naoEncontrada(req.method, req.url.split('?')[0]!)));
    return;
  }
  await app.register(fastifyStatic, {
    root: CLIENT_DIST,
    wildcard: false,
    setHeaders(res, filePath) {
      // hashed assets never change; index.html must always be revalidated
      res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0]!;
    if (req.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/socket.io/') || path.extname(url)) {
      return reply.status(404).send(naoEncontrada(req.method, url));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
