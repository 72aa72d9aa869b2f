import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses dynamic responses over 1 KB (JSON reports, lists). Brotli at quality 4: close to gzip's speed with a
 * smaller output; the static build is pre-compressed at quality 11 instead. Responses that already carry a
 * Content-Encoding (the pre-compressed files) and incompressible types (images, PDF, XLSX) are left alone;
 * socket.io answers on the raw HTTP server and never reaches this hook.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
