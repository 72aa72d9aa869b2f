import type { FastifyBaseLogger } from 'fastify';

/** The two clients the socket.io adapter needs, kept alive through outages. */
export interface LigacaoRedis {
  /** for createAdapter(), which takes any client */
  pub: unknown;
  sub: unknown;
  /** 'degraded' while Redis is unreachable: events then reach only this instance's sockets */
  estado(): 'ok' | 'degraded';
  fechar(): Promise<void>;
}

const ESPERA_INICIAL_MS = 5_000;

/**
 * Connects the adapter's clients so that a Redis outage never takes the API down: publishing while Redis is away
 * fails at once (no offline queue piling up, no rejection left unhandled) and the event still reaches this
 * instance's own sockets; the clients reconnect with backoff and resubscribe, so cross-instance events resume
 * without a restart. The outage is logged once when it starts and once when it ends.
 */
export async function ligarRedis(url: string, log: FastifyBaseLogger, aoVoltar: () => void): Promise<LigacaoRedis> {
  const { createClient } = await import('redis'); // only when REDIS_URL is set: not part of a single instance's start
  const reconnectStrategy = (tentativas: number) => Math.min(100 * 2 ** tentativas, 3_000);
  const pub = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy } });
  // the subscriber keeps its queue: its SUBSCRIBE commands wait for the connection instead of failing
  const sub = pub.duplicate({ disableOfflineQueue: false });

  let fora = false;
  const caiu = (e: unknown) => {
    if (fora) return;
    fora = true;
    log.error(
      { err: e },
      'Redis indisponível: eventos em tempo real só chegam aos dispositivos desta instância até ele voltar',
    );
  };
  const talvezVoltou = () => {
    if (fora && pub.isReady && sub.isReady) {
      fora = false;
      log.info('Redis restabelecido: eventos entre instâncias retomados');
      aoVoltar();
    }
  };
  for (const c of [pub, sub]) {
    c.on('error', caiu);
    c.on('ready', talvezVoltou);
  }
  // the adapter calls these without handling their promises; a rejection (Redis away, client destroyed at shutdown)
  // would be unhandled and end the process. Subscriptions lost that way are restored by the client on reconnect.
  tratarRejeicoes(pub, ['publish'], caiu);
  tratarRejeicoes(sub, ['subscribe', 'unsubscribe', 'pSubscribe', 'pUnsubscribe'], () => {});

  const conectados = Promise.all([pub.connect(), sub.connect()]);
  conectados.catch(caiu);
  const pronto = await Promise.race([
    conectados.then(() => true),
    new Promise<boolean>((r) => setTimeout(r, ESPERA_INICIAL_MS, false)),
  ]);
  if (!pronto) caiu(new Error(`sem resposta de ${new URL(url).host} em ${ESPERA_INICIAL_MS / 1000} s`));

  return {
    pub,
    sub,
    estado: () => (pub.isReady && sub.isReady ? 'ok' : 'degraded'),
    async fechar() {
      // close() waits for pending commands, which never end while Redis is away: then destroy()
      await Promise.all(
        [pub, sub].map(async (c) => {
          if (!c.isOpen) return;
          if (c.isReady) await c.close().catch(() => {});
          else c.destroy();
        }),
      );
    },
  };
}

function tratarRejeicoes(cliente: object, metodos: string[], aoFalhar: (e: unknown) => void): void {
  const c = cliente as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const m of metodos) {
    const original = c[m]!.bind(cliente);
    c[m] = (...args) => original(...args).catch(aoFalhar);
  }
}
