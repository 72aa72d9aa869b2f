import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import {
  AGENTE_RECUSADO,
  CHAVE_TOKEN_AGENTE,
  textoAgenteDesconectado,
  type AgenteClientEvents,
  type AgenteServerEvents,
} from '@comanda/shared';
import type { AppContext } from '../context';
import { bancoIndisponivel, SERVICO_INDISPONIVEL } from '../db/indisponivel';
import type { PortasImpressao } from './portas';
import { NAMESPACE_AGENTES, salaAgente, salaAgentes } from './rooms';
import type { SocketServer } from './servidor';

/** between instances: a company has new jobs (its agent may be connected to another instance) */
interface EntreInstancias {
  'impressao:fila': (empresaId: number) => void;
}

interface DadosAgente {
  empresaId: number;
  agenteId: number;
}

type NamespaceAgentes = Namespace<AgenteClientEvents, AgenteServerEvents, EntreInstancias, DadosAgente>;
type SocketAgente = Socket<AgenteClientEvents, AgenteServerEvents, EntreInstancias, DadosAgente>;

/** Coalesces a burst of changes (200 adds in a second) into one state message per company. */
const ESPERA_ESTADO_MS = 50;

const idValido = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;

/**
 * The print agents' namespace (issue 23, architecture rule 17): an agent authenticates with its own device token
 * (never a staff JWT; the staff namespace refuses agent tokens), joins its company's agent room, and is sent its
 * company's jobs from the outbox in order: on connect the ones it never acknowledged, then every waiting one, and
 * again whenever a transaction queues more (here or, through the Redis adapter, on another instance).
 */
export function ligarAgentes(
  io: SocketServer,
  ctx: AppContext,
  portas: PortasImpressao,
  log: FastifyBaseLogger,
): () => void {
  const nsp = io.of(NAMESPACE_AGENTES) as unknown as NamespaceAgentes;
  /** this instance's agent sockets by company, with their delivery loops */
  const locais = new Map<number, Map<string, () => void>>();
  const agendados = new Set<number>();

  const publicarEstado = (empresaId: number) => {
    if (agendados.has(empresaId)) return;
    agendados.add(empresaId);
    setTimeout(() => {
      agendados.delete(empresaId);
      portas.estado(empresaId).then(
        (payload) => ctx.bus.publish({ empresaId, nome: 'impressao:estado', payload }),
        () => {
          /* the next change sends the picture again; screens also refetch on reconnect */
        },
      );
    }, ESPERA_ESTADO_MS).unref();
  };

  nsp.use(autenticarAgente(portas));

  nsp.on('connection', (socket: SocketAgente) => {
    const { empresaId, agenteId } = socket.data;
    const sinal = bombaDoSocket(socket, portas, publicarEstado, log);
    const daEmpresa = locais.get(empresaId) ?? new Map<string, () => void>();
    locais.set(empresaId, daEmpresa);

    portas
      .conectar(empresaId, agenteId, socket.id)
      .then((ok) => {
        if (!ok || !socket.connected) return void socket.disconnect(true);
        daEmpresa.set(socket.id, sinal);
        publicarEstado(empresaId);
        sinal();
      })
      .catch(() => socket.disconnect(true));

    ouvirRelatos(socket, portas, publicarEstado);
    socket.on('disconnect', () => {
      daEmpresa.delete(socket.id);
      if (daEmpresa.size === 0) locais.delete(empresaId);
      portas
        .desconectar(empresaId, agenteId, socket.id)
        .then((nome) => {
          // an agent that drops (not one revoked, nor one replaced by its own reconnect) alerts the managers
          if (nome)
            ctx.bus.publish({
              empresaId,
              nome: 'impressao:alerta',
              payload: { mensagem: textoAgenteDesconectado(nome) },
            });
          publicarEstado(empresaId);
        })
        .catch(() => {});
    });
  });

  const bombearEmpresa = (empresaId: number) => {
    for (const sinal of locais.get(empresaId)?.values() ?? []) sinal();
  };
  nsp.on('impressao:fila', bombearEmpresa);
  const aoEnfileirar = (empresaId: number) => {
    bombearEmpresa(empresaId);
    publicarEstado(empresaId);
    if (ctx.config.redisUrl) nsp.serverSideEmit('impressao:fila', empresaId);
  };
  // after the writer's reply, like every fan-out (broadcaster.ts)
  return ctx.bus.subscribe((e) => {
    if (e.nome === 'impressao:fila') setImmediate(aoEnfileirar, e.empresaId);
  });
}

// a refused token is told by the shared code (the agent stops on it and says why); anything else it retries
const recusado = () => new Error(AGENTE_RECUSADO);

/** The handshake: an agent's own device token (never a staff JWT) puts it in its company's agent rooms. */
function autenticarAgente(portas: PortasImpressao) {
  return async (socket: SocketAgente, next: (err?: Error) => void) => {
    const token = (socket.handshake.auth as Record<string, unknown> | undefined)?.[CHAVE_TOKEN_AGENTE];
    socket.handshake.auth = {};
    if (typeof token !== 'string' || token.length > 128) return next(recusado());
    try {
      const agente = await portas.autenticar(token);
      if (!agente) return next(recusado());
      socket.data = { empresaId: agente.empresaId, agenteId: agente.id };
      await socket.join([salaAgentes(agente.empresaId), salaAgente(agente.id)]);
      next();
    } catch (e) {
      next(bancoIndisponivel(e) ? new Error(SERVICO_INDISPONIVEL) : recusado());
    }
  };
}

/** One delivery loop per socket: a signal during a run makes it run once more, so no job waits for the next one. */
function bombaDoSocket(
  socket: SocketAgente,
  portas: PortasImpressao,
  publicarEstado: (empresaId: number) => void,
  log: FastifyBaseLogger,
): () => void {
  const { empresaId, agenteId } = socket.data;
  let rodando = false;
  let denovo = false;
  let reenviar = true;
  const bombear = async () => {
    if (rodando) {
      denovo = true;
      return;
    }
    rodando = true;
    try {
      do {
        denovo = false;
        const { trabalhos, mudou } = await portas.proximos(empresaId, agenteId, socket.id, reenviar);
        reenviar = false;
        for (const job of trabalhos) socket.emit('impressao:job', job);
        if (mudou) publicarEstado(empresaId);
      } while (denovo && socket.connected);
    } finally {
      rodando = false;
    }
  };
  return () => {
    bombear().catch((e) => log.warn({ err: e }, 'impressão: falha ao entregar trabalhos'));
  };
}

/** A job's outcome counts only from the agent it was handed to: another agent's report changes nothing. */
function ouvirRelatos(
  socket: SocketAgente,
  portas: PortasImpressao,
  publicarEstado: (empresaId: number) => void,
): void {
  const { empresaId, agenteId } = socket.data;
  const depois = (p: Promise<boolean>) =>
    p.then(
      (mudou) => mudou && publicarEstado(empresaId),
      () => {},
    );
  socket.on('impressao:ok', (p) => {
    if (idValido(p?.id)) depois(portas.confirmar(empresaId, agenteId, p.id));
  });
  socket.on('impressao:erro', (p) => {
    if (idValido(p?.id)) portas.registrarErro(empresaId, agenteId, p.id, String(p.erro ?? '')).catch(() => {});
  });
  socket.on('impressao:expirada', (p) => {
    if (idValido(p?.id)) depois(portas.expirar(empresaId, agenteId, p.id));
  });
  socket.on('impressao:impressora', (p) => {
    if (idValido(p?.id) && typeof p.online === 'boolean')
      depois(portas.estadoImpressora(empresaId, p.id, p.online, typeof p.erro === 'string' ? p.erro : null));
  });
}
