import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { badRequest } from '../errors';
import { DOCS } from './contratos';

/**
 * The public credentials that travel in URLs, each a bearer secret: whoever reads one acts as the diner (or the
 * counter, or the board). The path segment right after each prefix is one: a tab link's token, a printed table
 * card's code, a card's code, a counter order's token, the pickup board's code (the pages and their API).
 */
const CAMINHOS_COM_SEGREDO = [
  '/comanda', // tab link (diner's page)
  '/m', // printed table card (QR)
  '/c', // card
  '/pedido', // counter order
  '/painel', // pickup board
  '/api/public/comanda',
  '/api/public/chamar-garcom',
  '/api/public/pedir-conta',
  '/api/public/mesa',
  '/api/public/cartao',
  '/api/public/pedido',
  '/api/public/painel',
];
/** Query parameters that carry one: a diner device's secret (DELETE …/carrinho/:id?dispositivo=…). */
const PARAMETROS_SECRETOS = ['dispositivo'];

const alternativas = (lista: string[]) => lista.map((s) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('|');
/**
 * A prefix counts where a path begins: at the start, after a space, quote, bracket, `:` (Fastify's "GET:/m/…"), `=`,
 * another `/` (`//m/…`) or a scheme and host (`https://bar.com.br/m/…`), never inside a longer path (`/api/x/m/…`).
 * The secret ends at the next `/`, `?`, `#`, space, quote or backslash (a JSON escape).
 */
const CAMINHO = new RegExp(
  `((?:^|[\\s"'(\\[:=/]|https?://[^/\\s"']+)(?:${alternativas(CAMINHOS_COM_SEGREDO)})/)[^/?#\\s"'\\\\]+`,
  'gi',
);
const PARAMETRO = new RegExp(`([?&](?:${alternativas(PARAMETROS_SECRETOS)})=)[^&#\\s"'\\\\]*`, 'gi');

/**
 * Masks every public credential in a URL, or in any text that quotes one (a log line, an error message): the one place
 * that knows them (issue: table codes in the logs). `/m/AbC…?x=1` -> `/m/<redacted>?x=1`.
 */
export function redigirSegredos(texto: string): string {
  return texto.replace(CAMINHO, '$1<redacted>').replace(PARAMETRO, '$1<redacted>');
}

/** pino serializer for req: Fastify's default fields, with the URL's credentials masked. */
export function serializarRequisicao(req: FastifyRequest) {
  return {
    method: req.method,
    url: redigirSegredos(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** ws:// and wss:// of the host the page was served from: socket.io connects back to it (older engines need it spelt out). */
const socketsDaOrigem = (req: IncomingMessage) => {
  const host = req.headers.host;
  return host && /^[A-Za-z0-9.:[\]-]+$/.test(host) ? `ws://${host} wss://${host}` : '';
};

/**
 * Security headers for the SPA and the API: a strict CSP (no inline script; Mantine injects <style> tags at run time,
 * so only styles may be inline), no framing, same-origin referrers (the diner's token is in the URL), and HSTS only on
 * requests that really came over HTTPS (req.protocol believes X-Forwarded-Proto only from a trusted proxy).
 * Helmet's middleware is built once here (@fastify/helmet rebuilt it, CSP parsing included, on each request: 7 % of a
 * GET /api/mesas).
 */
export async function registrarCabecalhos(app: FastifyInstance): Promise<void> {
  const opcoes = (conectar: ((req: IncomingMessage) => string) | string) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          // the card scanner (qr-scanner) decodes in a Web Worker it starts from a blob of its own bundled code where
          // the browser has no BarcodeDetector (Safari on iPhone, Firefox, desktop Chromium); scripts stay 'self' only
          workerSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'", conectar as (req: unknown) => string],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      hsts: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
    });
  // With a function in connect-src, Helmet rebuilds and re-validates the whole CSP on every request. The value depends
  // only on the Host, so each host's headers are computed once, by running Helmet on a recording response, and every
  // request copies them into the reply (one writeHead instead of a dozen setHeader calls: ~6 % of a GET /api/mesas,
  // issue 24). Past a few hosts (a Host header is client input) Helmet itself runs on the request.
  const porRequisicao = opcoes((req) => socketsDaOrigem(req));
  const porHost = new Map<string, Record<string, string>>();
  const doHost = (req: IncomingMessage) => {
    const host = req.headers.host ?? '';
    let h = porHost.get(host);
    const sockets = !h && porHost.size < 16 ? socketsDaOrigem(req) : '';
    if (sockets) porHost.set(host, (h = cabecalhosDe(opcoes(sockets))));
    return h;
  };
  app.addHook('onRequest', (req, reply, next) => {
    if (ehApi(req.url)) {
      reply.headers(DA_API);
      return next();
    }
    const h = doHost(req.raw);
    if (h) reply.headers(h);
    else porRequisicao(req.raw, reply.raw, () => {});
    next();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
}

/**
 * The API's JSON answers are never rendered as a page, so they carry the headers OWASP's REST cheat sheet lists for an
 * API instead of the page set: nothing may load or frame them, no sniffing, no cross-origin reads. The page-only ones
 * (COOP, Origin-Agent-Cluster, DNS prefetch, the IE and Flash relics, the full CSP) are ~700 bytes on every answer to
 * a phone, and each header is parsed by every client (issue 24). The API's documentation UI is a page: it keeps them.
 */
const DA_API: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'same-origin',
};
const ehApi = (url: string) => url.startsWith('/api/') && !url.startsWith(DOCS);

/** The headers a Helmet middleware sets when its options take nothing from the request (it runs synchronously). */
function cabecalhosDe(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const h: Record<string, string> = {};
  const gravar = {
    setHeader: (nome: string, valor: string) => void (h[nome.toLowerCase()] = String(valor)),
    removeHeader: () => {},
  };
  middleware({ headers: {} } as IncomingMessage, gravar as unknown as ServerResponse, () => {});
  return h;
}

/** Finds a NUL character in any string or key of a parsed body/query (iterative: a deeply nested body cannot blow the stack). */
export function contemNulo(valor: unknown): boolean {
  const pilha: unknown[] = [valor];
  while (pilha.length) {
    const v = pilha.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (v && typeof v === 'object' && !ArrayBuffer.isView(v)) {
      for (const [k, filho] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        pilha.push(filho);
      }
    }
  }
  return false;
}

/** PostgreSQL cannot store NUL in text: refuse it for every route in one place, before any handler runs. */
export function recusarNulos(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (contemNulo(req.body) || contemNulo(req.query) || contemNulo(req.params)) {
      throw badRequest('O texto contém um caractere inválido');
    }
  });
}
