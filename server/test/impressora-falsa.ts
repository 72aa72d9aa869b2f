import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import { empacotarAgente } from '../../scripts/empacotar-agente';
import { type Processo } from './processo';

/**
 * A network thermal printer for tests: a TCP server that records every connection's bytes (the agent opens one per
 * job). It can go down (refusing connections, like a printer switched off) and come back on the same port.
 */
export class ImpressoraFalsa {
  /** each finished connection: its bytes and when the last one arrived */
  readonly recebidos: { bytes: Buffer; em: number }[] = [];
  /** called with each finished connection (a bench times its tickets with it) */
  aoReceber?: (r: { bytes: Buffer; em: number }) => void;
  private servidor?: Server;
  private readonly abertas = new Set<Socket>();
  porta = 0;

  async ligar(): Promise<this> {
    const servidor = createServer((s) => {
      this.abertas.add(s);
      const partes: Buffer[] = [];
      let ultimo = performance.now();
      s.on('data', (d) => {
        partes.push(d);
        ultimo = performance.now();
      });
      s.on('end', () => {
        if (!partes.length) return;
        const r = { bytes: Buffer.concat(partes), em: ultimo };
        this.recebidos.push(r);
        this.aoReceber?.(r);
      });
      s.on('close', () => this.abertas.delete(s));
      s.on('error', () => {});
    });
    await new Promise<void>((r) => servidor.listen(this.porta, '127.0.0.1', () => r()));
    this.porta = (servidor.address() as { port: number }).port;
    this.servidor = servidor;
    return this;
  }

  async desligar(): Promise<void> {
    for (const s of this.abertas) s.destroy();
    await new Promise<void>((r) => (this.servidor ? this.servidor.close(() => r()) : r()));
    this.servidor = undefined;
  }

  /** What was printed, decoded from the printer's code page (CP860 unless told). */
  textos(pagina = 'cp860'): string[] {
    return this.recebidos.map((r) => iconv.decode(r.bytes, pagina));
  }
}

let empacotado: Promise<string> | undefined;

/**
 * The agent as a restaurant runs it: the one file GET /api/impressoras/agente.js serves (scripts/empacotar-agente.ts),
 * built from the current sources once per process into a temp folder (server/dist is `npm run build`'s). Started with
 * plain Node it is up in ~0.15 s, where agente/bin's tsx takes ~0.55 s loading the sources.
 */
function agenteEmpacotado(): Promise<string> {
  return (empacotado ??= (async () => {
    const pasta = mkdtempSync(path.join(os.tmpdir(), 'cv-agente-js-'));
    process.once('exit', () => rmSync(pasta, { recursive: true, force: true }));
    return (await empacotarAgente(path.join(pasta, 'agente.js'))).arquivo;
  })());
}

/** The real agent (its download, as a restaurant runs it), with short retry times so outages take seconds. */
export class AgenteProcesso implements Processo {
  proc!: ChildProcess;
  fim!: Promise<number | string>;
  private texto = '';
  constructor(
    readonly servidor: string,
    readonly token: string,
    readonly dados = mkdtempSync(path.join(os.tmpdir(), 'cv-agente-')),
  ) {}

  async iniciar(): Promise<this> {
    this.proc = spawn(
      process.execPath,
      [
        await agenteEmpacotado(),
        '--servidor',
        this.servidor,
        '--token',
        this.token,
        '--dados',
        this.dados,
        '--backoff-inicial-ms',
        '200',
        '--backoff-max-ms',
        '1000',
        '--timeout-ms',
        '3000',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.proc.stdout!.on('data', (d) => (this.texto += d));
    this.proc.stderr!.on('data', (d) => (this.texto += d));
    this.fim = new Promise((r) => this.proc.once('exit', (c, sinal) => r(c ?? sinal ?? '')));
    return this;
  }

  get pid(): number {
    return this.proc.pid!;
  }

  saida(): string {
    return this.texto;
  }

  /** Ends it at once, mid-whatever (SIGKILL: no chance to flush or say goodbye). */
  async matar(): Promise<void> {
    if (this.proc.exitCode == null && this.proc.signalCode == null) this.proc.kill('SIGKILL');
    await this.fim;
  }
}
