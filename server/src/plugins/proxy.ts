import type { FastifyInstance } from 'fastify';

/** What the operator reads (once per process) when a proxy's headers arrive and TRUST_PROXY is unset. */
export const AVISO_PROXY =
  'Requisição com X-Forwarded-For/Forwarded e TRUST_PROXY não definido: se o servidor está atrás de um proxy reverso, ' +
  'todos os clientes chegam com o endereço do proxy e dividem os limites por endereço (logins, pedidos e chamadas do ' +
  'cliente), então um só cliente pode esgotá-los para todos. Defina TRUST_PROXY com o número de proxies à frente (1 ' +
  'para o nginx de docs/nginx.conf) ou os endereços deles (docs/OPERATIONS.md).';

/**
 * Without TRUST_PROXY the socket's peer is the client (a forwarded address is the client's own claim, ignored). Behind
 * a reverse proxy that makes every diner the proxy: one of them can use up the company's per-address order limit for
 * all (the per-table limit still protects the other tables). A request carrying a proxy's header is the sign: warn
 * once, at the first one (a client may also send it on its own, hence "if").
 */
export function registrarAvisoDeProxy(app: FastifyInstance, trustProxy: unknown): void {
  if (trustProxy !== false) return;
  let avisado = false;
  app.addHook('onRequest', (req, _reply, done) => {
    if (!avisado && (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined)) {
      avisado = true;
      req.log.warn({ remoteAddress: req.ip }, AVISO_PROXY);
    }
    done();
  });
}
