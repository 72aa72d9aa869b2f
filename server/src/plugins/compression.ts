import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JSON_UTF8 } from './contratos';

const LIMIAR = 1024;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };

/**
 * Compresses dynamic responses over 1 KB (JSON reports, lists). Brotli at quality 4: close to gzip's speed with a
 * smaller output; the static build is pre-compressed at quality 11 instead. Responses that already carry a
 * Content-Encoding (the pre-compressed files) and incompressible types (images, PDF, XLSX) are left alone;
 * socket.io answers on the raw HTTP server and never reaches this hook.
 */
export async function registrarCompressao(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: LIMIAR,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI,
    zlibOptions: GZIP,
  });
}

type Codificacao = 'br' | 'gzip';
const negociador = new Negotiator<Codificacao>({ supportedValues: ['br', 'gzip'] });
const COMPRIMIR: Record<Codificacao, (json: Buffer) => Buffer> = {
  br: (json) => brotliCompressSync(json, BROTLI),
  gzip: (json) => gzipSync(json, GZIP),
};

/**
 * A cached JSON answer read far more often than it changes (the map's table list, read by every device on every
 * (re)connection): each encoding is compressed once, by the first read that asks for it, instead of by the compression
 * hook on every read (issue 24).
 */
export class JsonCompactavel {
  private readonly comprimidos = new Map<Codificacao, Buffer>();
  constructor(readonly json: Buffer) {}

  em(codificacao: Codificacao): Buffer {
    let corpo = this.comprimidos.get(codificacao);
    if (!corpo) this.comprimidos.set(codificacao, (corpo = COMPRIMIR[codificacao](this.json)));
    return corpo;
  }
}

/** Sends it as the compression hook would: br or gzip when the request accepts one, the JSON itself otherwise. */
export function enviarJsonCompactavel(req: FastifyRequest, reply: FastifyReply, corpo: JsonCompactavel) {
  reply.type(JSON_UTF8).header('vary', 'accept-encoding');
  const aceitas = req.headers['accept-encoding'];
  // the compression hook's reading of the header: '*' and x-gzip stand for gzip
  const codificacao =
    aceitas && corpo.json.length >= LIMIAR
      ? negociador.negotiate(aceitas.toLowerCase().replace(/\*|x-gzip/g, 'gzip'))
      : null;
  // with its Content-Encoding set, the hook leaves the answer as it is
  return codificacao
    ? reply.header('content-encoding', codificacao).send(corpo.em(codificacao))
    : reply.send(corpo.json);
}
