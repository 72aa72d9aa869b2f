import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { reconectarAposDesligamento } from '../../../client/src/lib/reconexao';
import { ate } from '../../test/processo';

// The browser's half of a server hand-off: socket.io-client does not come back by itself after a server-side
// disconnect; the app's sockets (client/src/lib/reconexao.ts) do, unless the session or tab was ended on purpose.
const http = createServer();
const io = new Server(http);
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

async function conectado(encerrado: () => boolean) {
  const c = connect(url, { transports: ['websocket'], forceNew: true });
  clientes.push(c);
  reconectarAposDesligamento(c, encerrado, () => 10);
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
});
