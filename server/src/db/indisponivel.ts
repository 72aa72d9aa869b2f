export { SERVICO_INDISPONIVEL } from '@comanda/shared/events';

/**
 * Errors that mean "the database cannot be reached right now" (not "this query is wrong"): the request is answered
 * 503 and retried by the client; the pool replaces the dead connections by itself.
 */
const CODIGOS_PG = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up / recovering)
  '53300', // too_many_connections
]);
const CODIGOS_REDE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const MENSAGENS = [
  'Connection terminated', // "... unexpectedly", "... due to connection timeout"
  'not queryable', // a client whose connection already died
  'timeout exceeded when trying to connect',
];

export function bancoIndisponivel(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: unknown; message?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (CODIGOS_PG.has(code) || code.startsWith('08') || CODIGOS_REDE.has(code)) return true;
  if (typeof e.message === 'string' && MENSAGENS.some((m) => (e.message as string).includes(m))) return true;
  // net.connect to "localhost" tries ::1 and 127.0.0.1 and fails with an AggregateError of both
  return Array.isArray(e.errors) && e.errors.length > 0 && e.errors.every(bancoIndisponivel);
}
