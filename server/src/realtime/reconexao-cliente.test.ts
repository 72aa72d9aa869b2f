import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { reconectarAposDesligamento } from '../../../client/src/lib/reconexao';
import { ate } from '../../test/processo';
import { SERVICO_INDISPONIVEL } from '../db/indisponivel';

// The browser's half of a server hand-off: socket.io-client does not come back by itself after a server-side
// disconnect; the app's sockets (client/src/lib/reconexao.ts) do, unless the session or tab was ended on purpose.
const http = createServer();
const io = new Server(http);
/** handshakes seen per client kind */
const tentativas = new Map<string, number>();
io.use((socket, next) => {
  const tipo = String(socket.handshake.auth.tipo ?? 'ok');
  const n = (tentativas.get(tipo) ?? 0) + 1;
  tentativas.set(tipo, n);
  if (tipo === 'banco-fora' && n === 1) return next(new Error(SERVICO_INDISPONIVEL));
  if (tipo === 'token-vencido') return next(new Error('Não autorizado'));
  next();
});
let url: string;
const clientes: Socket[] = [];

beforeAll(async () => {
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(http.address() as { port: number }).port}`;
});
afterAll(async () => {
  for (const c of clientes) c.disconnect();
  await io.close();
});

function cliente(encerrado: () => boolean, tipo = 'ok') {
  const c = connect(url, { transports: ['websocket'], forceNew: true, auth: { tipo } });
  clientes.push(c);
  // gone when its test ends: a test counts the server's clients, and the tests run in any order
  onTestFinished(() => void c.disconnect());
  reconectarAposDesligamento(c, encerrado, () => 10);
  return c;
}
async function conectado(encerrado: () => boolean) {
  const c = cliente(encerrado);
  await ate(() => c.connected, 10_000, 'conexão');
  return c;
}

describe('client sockets after a server-side disconnect', () => {
  it('reconnect on their own, and stay away when their session was ended on purpose', async () => {
    const volta = await conectado(() => false);
    let fim = false;
    const encerrada = await conectado(() => fim);
    const primeiroId = volta.id;
    fim = true;
    io.disconnectSockets(true);
    await ate(() => volta.connected && volta.id !== primeiroId, 10_000, 'reconexão');
    await new Promise((r) => setTimeout(r, 300));
    expect(encerrada.connected).toBe(false);
    expect(io.engine.clientsCount).toBe(1);
  });

  it('retry a handshake refused because the database was unreachable, not one refused for the token', async () => {
    const bancoFora = cliente(() => false, 'banco-fora');
    const vencido = cliente(() => false, 'token-vencido');
    await ate(() => bancoFora.connected, 15_000, 'nova tentativa');
    expect(tentativas.get('banco-fora')).toBe(2);
    expect(vencido.connected).toBe(false);
    expect(tentativas.get('token-vencido')).toBe(1);
  });
});
