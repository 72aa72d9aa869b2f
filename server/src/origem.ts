import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/**
 * Origin of a public link (a diner's, a table card's, the pickup board's) when PUBLIC_URL is unset: the Host this
 * server was reached on. req.host and req.protocol only believe X-Forwarded-Host/-Proto from a trusted proxy
 * (TRUST_PROXY), so a client cannot point QR codes elsewhere.
 */
export function origemDaRequisicao(req: FastifyRequest): string {
  if (!/^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(req.host)) {
    throw badRequest('Endereço do servidor inválido; defina PUBLIC_URL');
  }
  return `${req.protocol}://${req.host}`;
}
