import { rmSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import { Server as SocketServer } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ate,
  bancoPostgres,
  diretorioMigrado,
  encerrar,
  iniciarServidor,
  PRAZO_PROCESSO,
  login,
  portaLivre,
  type Servidor,
} from './processo';

// Fault 3: SIGTERM with sockets connected and a request in flight. The in-flight request is a product image
// generation (20-40 s in real life) against a fake images API that holds its answer until the test releases it,
// so the request is provably inside its handler when the signal arrives.
const SOCKETS = 200;
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const SENHA_ESCOLHIDA = 'senha-escolhida-pelo-operador';

let api: HttpServer;
let recebido!: Promise<void>;
let liberar!: () => void;
let servidor: Servidor;
let limpar: () => Promise<void> = async () => {};
const sockets: Socket[] = [];
let substituto: { io: SocketServer; http: HttpServer } | undefined;

beforeAll(async () => {
  let chegou!: () => void;
  recebido = new Promise((r) => (chegou = r));
  const liberado = new Promise<void>((r) => (liberar = r));
  api = createServer((req, res) => {
    req.resume();
    chegou();
    void liberado.then(() =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data: Array(4).fill({ b64_json: PNG }) })),
    );
  });
  const apiPorta = await portaLivre();
  await new Promise<void>((r) => api.listen(apiPorta, '127.0.0.1', r));

  const env: Record<string, string | undefined> = {
    IMAGE_API_URL: `http://127.0.0.1:${apiPorta}/v1/images/generations`,
    IMAGE_API_KEY: 'k',
    PLATFORM_ADMIN_PASSWORD: SENHA_ESCOLHIDA,
  };
  if (process.env.DATABASE_URL) {
    const banco = await bancoPostgres();
    env.DATABASE_URL = banco.url;
    limpar = banco.drop;
  } else {
    const dir = diretorioMigrado('cv-encerramento-');
    env.DATA_DIR = dir;
    limpar = async () => rmSync(dir, { recursive: true, force: true });
  }
  servidor = await iniciarServidor(env);
}, PRAZO_PROCESSO);
afterAll(async () => {
  liberar?.();
  for (const s of sockets) s.disconnect();
  substituto?.io.close();
  await encerrar(servidor);
  await new Promise((r) => api.close(r));
  await limpar();
});

describe('start-up message', () => {
  it('never prints a platform admin password the operator chose', async () => {
    await ate(() => servidor.saida().includes('Administrador da plataforma:'), 10_000, 'mensagem de partida');
    expect(servidor.saida()).not.toContain(SENHA_ESCOLHIDA);
    expect(servidor.saida()).not.toContain('senha padrão');
  });
});

describe('SIGTERM', () => {
  it(
    'lets the request in flight finish, sends the sockets off to reconnect, and exits 0 within 10 s',
    async () => {
      const token = await login(servidor.url);
      const admin = await login(servidor.url, 'admin');
      for (let i = 0; i < SOCKETS; i++) {
        sockets.push(
          connect(servidor.url, { auth: { token }, transports: ['websocket'], reconnectionDelayMax: 1_000 }),
        );
      }
      await ate(() => sockets.every((s) => s.connected), 30_000, `${SOCKETS} sockets conectados`, servidor);
      const motivos: string[] = [];
      for (const s of sockets) s.once('disconnect', (motivo) => motivos.push(motivo));

      const emAndamento = fetch(`${servidor.url}/api/produtos/buscar-multiplas-imagens`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ nome: 'Pizza Calabresa' }),
      });
      await recebido;

      const inicio = Date.now();
      servidor.proc.kill('SIGTERM');
      // sockets are dropped at once and are left to reconnect by themselves (not 'io server disconnect')
      await ate(() => motivos.length === SOCKETS, 9_000, 'sockets desconectados', servidor);
      expect(new Set(motivos)).toEqual(new Set(['transport close']));
      expect(sockets.every((s) => s.active)).toBe(true);
      // no new connections meanwhile
      await expect(fetch(`${servidor.url}/api/health`)).rejects.toThrow();
      expect(servidor.proc.exitCode).toBeNull();

      liberar();
      const res = await emAndamento;
      expect(res.status).toBe(200);
      expect(((await res.json()) as { imagens: unknown[] }).imagens).toHaveLength(4);
      expect(await servidor.fim).toBe(0);
      const duracao = Date.now() - inicio;
      expect(duracao).toBeLessThan(10_000);
      console.log(`encerramento: saiu com 0 em ${duracao} ms com ${SOCKETS} sockets e 1 requisição em andamento`);

      // another instance on that address: every socket comes back without anyone doing anything
      const http = createServer();
      const io = new SocketServer(http);
      substituto = { io, http };
      await new Promise<void>((r) => http.listen(servidor.port, '127.0.0.1', r));
      await ate(() => sockets.every((s) => s.connected), 20_000, 'sockets reconectados');
      expect(io.engine.clientsCount).toBe(SOCKETS);
    },
    PRAZO_PROCESSO,
  );
});
