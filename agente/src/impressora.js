// @ts-check
import net from 'node:net';

/**
 * Sends a job's bytes to a network printer (raw TCP, "JetDirect", port 9100) on a connection of its own. Resolves once
 * every byte was written (the write callback) and handed to the network with the end of the stream ('finish'): the
 * caller then records the job as printed before anything else can happen. Any error or a timeout before that
 * rejects, and the job is retried. The connection is left to close by itself (closing it at once could reset it while
 * the printer still reads), and is destroyed after `esperaFechamentoMs` if the printer keeps it open.
 * @param {{ host: string; porta: number; dados: Uint8Array; timeoutMs?: number; esperaFechamentoMs?: number }} p
 * @returns {Promise<void>}
 */
export function enviar({ host, porta, dados, timeoutMs = 10_000, esperaFechamentoMs = 5_000 }) {
  return new Promise((resolve, reject) => {
    const sock = net.createConnection({ host, port: porta });
    let acabou = false;
    /** @param {Error} erro */
    const falhar = (erro) => {
      if (acabou) return;
      acabou = true;
      sock.destroy();
      reject(erro);
    };
    sock.setTimeout(timeoutMs, () => falhar(new Error(`Impressora ${host}:${porta} não respondeu`)));
    sock.on('error', (e) => falhar(new Error(`Impressora ${host}:${porta}: ${e.message}`)));
    sock.once('connect', () => sock.end(dados));
    sock.once('finish', () => {
      if (acabou) return;
      acabou = true;
      sock.setTimeout(0);
      setTimeout(() => sock.destroy(), esperaFechamentoMs).unref();
      resolve();
    });
    sock.once('close', () => falhar(new Error(`Impressora ${host}:${porta} fechou a conexão`)));
  });
}
