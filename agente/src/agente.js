// @ts-check
import { io } from 'socket.io-client';
import {
  agenteRecusado,
  CHAVE_TOKEN_AGENTE,
  MENSAGEM_AGENTE_RECUSADO,
  NAMESPACE_IMPRESSAO,
} from '@comanda/shared/impressao/protocolo';
import { enviar } from './impressora.js';
import { abrirRegistro } from './registro.js';
import { renderizar } from './render.js';

/**
 * @typedef {import('@comanda/shared').TrabalhoImpressao} TrabalhoImpressao
 * @typedef {import('@comanda/shared').AgenteServerEvents} AgenteServerEvents
 * @typedef {import('@comanda/shared').AgenteClientEvents} AgenteClientEvents
 * @typedef {import('socket.io-client').Socket<AgenteServerEvents, AgenteClientEvents>} SocketAgente
 * @typedef {{
 *   servidor: string;
 *   token: string;
 *   dados: string;
 *   backoffInicialMs?: number;
 *   backoffMaxMs?: number;
 *   timeoutMs?: number;
 *   log?: (msg: string) => void;
 *   aoRecusar?: () => void;
 * }} OpcoesAgente
 */

const esperar = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/**
 * What a printer's queue works with: the socket it reports on, the printed-ids record, the log, whether the agent
 * stopped, and the backoff's bounds.
 * @typedef {{
 *   socket: SocketAgente;
 *   registro: ReturnType<typeof abrirRegistro>;
 *   log: (msg: string) => void;
 *   parado: () => boolean;
 *   inicial: number;
 *   maximo: number;
 *   timeoutMs?: number;
 * }} ContextoFila
 */

/**
 * The print agent: connects to the server's print namespace with its device token (the protocol shared with the
 * server: shared/src/impressao/protocolo.ts), receives its company's jobs and prints each exactly once. Per printer,
 * jobs print in id order from one queue; a printer that fails is retried with exponential backoff (the queue waits,
 * in order). A job is acknowledged only after its printer took every byte, and its id is remembered first, so a job
 * sent again after a reconnect is acknowledged without printing. Only a crash between the printer taking a job's bytes
 * and its id being written prints that job again (the printer answers nothing).
 * @param {OpcoesAgente} o
 */
export function iniciarAgente(o) {
  const log = o.log ?? ((m) => console.log(`[${new Date().toISOString()}] ${m}`));
  const registro = abrirRegistro(o.dados, o.servidor);
  let parado = false;

  /** @type {SocketAgente} */
  const socket = io(new URL(NAMESPACE_IMPRESSAO, o.servidor).href, {
    path: '/socket.io',
    auth: { [CHAVE_TOKEN_AGENTE]: o.token },
    transports: ['websocket'],
    reconnectionDelay: 500,
    reconnectionDelayMax: 10_000,
  });
  const estaParado = () => parado;

  function parar() {
    parado = true;
    socket.disconnect();
  }
  receberTrabalhos({
    socket,
    registro,
    log,
    parado: estaParado,
    inicial: o.backoffInicialMs ?? 1_000,
    maximo: o.backoffMaxMs ?? 30_000,
    timeoutMs: o.timeoutMs,
  });
  seguirConexao(socket, o, log, estaParado, parar);
  return { socket, parar };
}

/**
 * The connection's life: reconnects after the server dropped it, and stops for good on a refused token.
 * @param {SocketAgente} socket @param {OpcoesAgente} o @param {(msg: string) => void} log
 * @param {() => boolean} parado @param {() => void} parar
 */
function seguirConexao(socket, o, log, parado, parar) {
  socket.on('connect', () => log(`Conectado a ${o.servidor}`));
  socket.on('disconnect', (motivo) => {
    log(`Desconectado (${motivo})`);
    // the server dropped us (a revoked token): try once more; a refused handshake then ends the agent
    if (motivo === 'io server disconnect' && !parado()) socket.connect();
  });
  socket.on('connect_error', (e) => {
    // a refused token is final; anything else (server down, database unavailable) is retried
    if (agenteRecusado(e)) {
      log(MENSAGEM_AGENTE_RECUSADO);
      parar();
      o.aoRecusar?.();
      return;
    }
    log(`Falha ao conectar: ${e.message}`);
    if (!socket.active && !parado()) setTimeout(() => !parado() && socket.connect(), 2_000);
  });
}

/** Each job the server sends goes to its printer's queue, unless it was already printed. @param {ContextoFila} c */
function receberTrabalhos(c) {
  /** @type {Map<number, ReturnType<typeof criarFila>>} */
  const filas = new Map();
  c.socket.on('impressao:job', (job) => {
    if (c.registro.tem(job.id)) return void c.socket.emit('impressao:ok', { id: job.id });
    let fila = filas.get(job.impressora.id);
    if (!fila) filas.set(job.impressora.id, (fila = criarFila(job.impressora.id, c)));
    fila.adicionar(job);
  });
}

/** One printer's ordered queue with its backoff. @param {number} impressoraId @param {ContextoFila} c */
function criarFila(impressoraId, c) {
  /** @type {(TrabalhoImpressao & { prazo: number })[]} */
  const itens = [];
  let ocupada = false;
  let atraso = c.inicial;
  /** @type {boolean | null} */
  let online = null;
  /** @param {boolean} agora @param {string | null} erro */
  const informar = (agora, erro) => {
    if (online === agora) return;
    online = agora;
    c.socket.emit('impressao:impressora', { id: impressoraId, online: agora, erro });
  };
  /** @param {TrabalhoImpressao} job */
  const concluir = (job) => {
    itens.shift();
    c.socket.emit('impressao:ok', { id: job.id });
  };
  async function processar() {
    if (ocupada) return;
    ocupada = true;
    try {
      while (itens.length && !c.parado()) {
        const job = itens[0];
        if (c.registro.tem(job.id)) {
          concluir(job);
          continue;
        }
        if (Date.now() > job.prazo) {
          // too old to print without a person deciding (the server shows it in Settings › Impressoras)
          itens.shift();
          c.socket.emit('impressao:expirada', { id: job.id });
          c.log(`Trabalho ${job.id} expirou aguardando a impressora ${job.impressora.nome}`);
          continue;
        }
        try {
          await imprimir(job, c.timeoutMs);
          c.registro.marcar(job.id);
          concluir(job);
          atraso = c.inicial;
          informar(true, null);
        } catch (e) {
          const erro = e instanceof Error ? e.message : String(e);
          informar(false, erro);
          c.socket.emit('impressao:erro', { id: job.id, erro });
          c.log(`${erro}; nova tentativa em ${Math.round(atraso / 1000)} s`);
          await esperar(atraso);
          atraso = Math.min(atraso * 2, c.maximo);
        }
      }
    } finally {
      ocupada = false;
    }
  }
  return {
    /** @param {TrabalhoImpressao} job */
    adicionar(job) {
      if (itens.some((j) => j.id === job.id)) return; // sent again while still queued here
      const prazo = job.validade_ms == null ? Infinity : Date.now() + job.validade_ms;
      itens.push({ ...job, prazo });
      itens.sort((a, b) => a.id - b.id);
      void processar();
    },
  };
}

/**
 * Renders a job and sends its copies, back to back, to its printer.
 * @param {TrabalhoImpressao} job @param {number | undefined} timeoutMs
 */
async function imprimir(job, timeoutMs) {
  const copia = renderizar(job);
  const dados = new Uint8Array(copia.length * job.impressora.copias);
  for (let i = 0; i < job.impressora.copias; i++) dados.set(copia, i * copia.length);
  await enviar({ host: job.impressora.host, porta: job.impressora.porta, dados, timeoutMs });
}
