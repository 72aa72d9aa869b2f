import type { FastifyInstance } from 'fastify';

/** Orchestrators give SIGKILL after 10 s (docker stop, Kubernetes): finish well before. */
const PRAZO_MS = 9_000;

/**
 * SIGTERM/SIGINT: stop the report scheduler, stop accepting connections, tell the sockets to reconnect (elsewhere),
 * let the requests in flight finish (app.close() waits for them), close the database, exit 0. A request that is still
 * running near the deadline is cut so the process always ends in time (exit 1: something was interrupted).
 */
export function encerrarAoReceberSinal(app: FastifyInstance, passos: { antes(): void; depois(): Promise<void> }): void {
  let encerrando = false;
  const encerrar = async (sinal: string) => {
    if (encerrando) return;
    encerrando = true;
    const inicio = Date.now();
    app.log.info(
      `${sinal} recebido: encerrando (requisições em andamento terminam; sockets reconectam em outra instância)`,
    );
    let cortado = false;
    const cortar = setTimeout(() => {
      cortado = true;
      app.log.warn('encerramento: cortando conexões que ainda não terminaram');
      app.server.closeAllConnections();
    }, PRAZO_MS - 1_500);
    const desistir = setTimeout(() => {
      app.log.error(`encerramento não terminou em ${PRAZO_MS / 1000} s; saindo assim mesmo`);
      process.exit(1);
    }, PRAZO_MS);
    // a keep-alive connection whose request was in flight becomes idle only after its answer: close it then
    const ociosas = setInterval(() => app.server.closeIdleConnections(), 100);
    for (const t of [cortar, desistir, ociosas]) t.unref();
    try {
      passos.antes();
      await app.close();
      await passos.depois();
      app.log.info(`encerrado em ${Date.now() - inicio} ms`);
      process.exit(cortado ? 1 : 0);
    } catch (e) {
      app.log.error(e, 'falha ao encerrar');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void encerrar('SIGTERM'));
  process.on('SIGINT', () => void encerrar('SIGINT'));
}
