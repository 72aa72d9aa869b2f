import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Server, type Socket as SocketServidor } from 'socket.io';
import { io as conectar, type Socket } from 'socket.io-client';
import { criarEntregaLocal } from './envio-para-salas';
import type { SocketServer } from './servidor';

// A real socket.io server and real clients: the shortcut must deliver exactly what socket.io would, in its order.
const http = createServer();
const io = new Server(http) as unknown as SocketServer;
const entregar = criarEntregaLocal(io);
const clientes: Socket[] = [];
let base = '';

beforeAll(async () => {
  io.on('connection', (s) => void s.join((s.handshake.auth as { salas: string[] }).salas));
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(http.address() as { port: number }).port}`;
});
afterAll(async () => {
  clientes.forEach((c) => c.disconnect());
  await io.close();
});

/** A client in the given rooms, its server-side socket, and every event it receives. */
async function cliente(salas: string[], transports: ('websocket' | 'polling')[] = ['websocket']) {
  const c = conectar(base, { auth: { salas }, transports, forceNew: true, reconnection: false });
  clientes.push(c);
  const recebidos: [string, unknown][] = [];
  c.onAny((nome: string, dados: unknown) => recebidos.push([nome, dados]));
  await new Promise<void>((r, f) => c.once('connect', () => r()).once('connect_error', f));
  const servidor = io.of('/').sockets.get(c.id!) as unknown as SocketServidor;
  // engine.io announces every packet that goes through its queue: the shortcut's frames do not
  const pelaFila: string[] = [];
  servidor.conn.on('packetCreate', (p: { type: string; data?: unknown }) => {
    if (p.type === 'message') pelaFila.push(typeof p.data === 'string' ? p.data : '(binary attachment)');
  });
  return { recebidos, servidor, pelaFila };
}
const ate = async (cond: () => boolean) => {
  for (const fim = Date.now() + 3000; !cond(); await new Promise((r) => setTimeout(r, 5)))
    if (Date.now() > fim) throw new Error('timeout');
};

describe('room fan-out (criarEntregaLocal)', () => {
  it("writes an idle WebSocket's frame straight to it, and the client reads the same event socket.io sends", async () => {
    const a = await cliente(['empresa:1']);
    const outra = await cliente(['empresa:2']);
    const payload = { mesa: { id: 7, nome: 'Mesa 07 — varanda', situacao: 'O' }, total: '12,50' };
    entregar(['empresa:1'], 'mesa:atualizada', payload);
    await ate(() => a.recebidos.length === 1);
    expect(a.recebidos).toEqual([['mesa:atualizada', payload]]);
    expect(a.pelaFila).toEqual([]);
    // a marker through socket.io itself proves the other company's socket got nothing before it
    io.to('empresa:2').emit('mesa:removida', { id: -1 });
    await ate(() => outra.recebidos.length === 1);
    expect(outra.recebidos).toEqual([['mesa:removida', { id: -1 }]]);
  });

  it('sends once to a socket in several of the rooms, and to every socket of each room', async () => {
    const cozinha = await cliente(['empresa:3', 'estacao:3:1']);
    const garcom = await cliente(['empresa:3']);
    const estacao = await cliente(['estacao:3:1']);
    entregar(['empresa:3', 'estacao:3:1'], 'producao:novo', { id: 1 });
    entregar(['empresa:3', 'estacao:3:1'], 'producao:novo', { id: 2 });
    for (const c of [cozinha, garcom, estacao]) await ate(() => c.recebidos.length === 2);
    await new Promise((r) => setTimeout(r, 50));
    for (const c of [cozinha, garcom, estacao])
      expect(c.recebidos).toEqual([
        ['producao:novo', { id: 1 }],
        ['producao:novo', { id: 2 }],
      ]);
  });

  it('encodes an event once for all its sockets, and not at all for rooms nobody here is in', async () => {
    const a = await cliente(['empresa:4']);
    const b = await cliente(['empresa:4']);
    const encode = io.encoder.encode.bind(io.encoder);
    let codificados = 0;
    io.encoder.encode = (pacote) => ((codificados += 1), encode(pacote));
    try {
      entregar(['empresa:404', 'estacao:404:1'], 'mesa:atualizada', { id: 1 });
      expect(codificados).toBe(0);
      entregar(['empresa:4'], 'mesa:atualizada', { id: 2 });
      expect(codificados).toBe(1);
    } finally {
      io.encoder.encode = encode;
    }
    for (const c of [a, b]) await ate(() => c.recebidos.length === 1);
    expect([a.recebidos, b.recebidos]).toEqual([[['mesa:atualizada', { id: 2 }]], [['mesa:atualizada', { id: 2 }]]]);
  });

  it("keeps engine.io's order: while a packet is in its queue, the next events queue behind it", async () => {
    const a = await cliente(['empresa:4']);
    // socket.emit hands its frame to the WebSocket and marks the transport busy until the write completes: the
    // second one waits in engine.io's queue, and the third must not overtake it
    a.servidor.emit('primeiro' as never);
    a.servidor.emit('segundo' as never);
    entregar(['empresa:4'], 'terceiro', { n: 3 });
    await ate(() => a.recebidos.length === 3);
    expect(a.recebidos.map(([nome]) => nome)).toEqual(['primeiro', 'segundo', 'terceiro']);
    expect(a.pelaFila).toHaveLength(3);
    // once the write is done the shortcut is back
    entregar(['empresa:4'], 'quarto', { n: 4 });
    await ate(() => a.recebidos.length === 4);
    expect(a.pelaFila).toHaveLength(3);
  });

  it('gives a socket with an onAnyOutgoing listener to socket.emit, so the listener hears the event', async () => {
    const a = await cliente(['empresa:6']);
    const ouvidos: string[] = [];
    a.servidor.onAnyOutgoing((nome: string) => ouvidos.push(nome));
    entregar(['empresa:6'], 'mesa:atualizada', { id: 6 });
    await ate(() => a.recebidos.length === 1);
    expect(ouvidos).toEqual(['mesa:atualizada']);
    expect(a.pelaFila).toHaveLength(1);
  });

  it('gives a long-polling client and an event with binary data to socket.io, which delivers them', async () => {
    const polling = await cliente(['empresa:5'], ['polling']);
    const ws = await cliente(['empresa:5']);
    entregar(['empresa:5'], 'mesa:atualizada', { id: 1 });
    entregar(['empresa:5'], 'anexo', { bytes: Buffer.from([1, 2, 3]) });
    for (const c of [polling, ws]) await ate(() => c.recebidos.length === 2);
    expect(polling.recebidos[0]).toEqual(['mesa:atualizada', { id: 1 }]);
    expect(polling.pelaFila.filter((d) => d.includes('mesa:atualizada'))).toHaveLength(1);
    const [, anexo] = ws.recebidos[1] as [string, { bytes: ArrayBuffer | Uint8Array }];
    expect([...new Uint8Array(anexo.bytes)]).toEqual([1, 2, 3]);
    // on the WebSocket only the binary event went through engine.io's queue (its header and its attachment)
    expect(ws.pelaFila).toEqual([expect.stringContaining('"anexo"'), '(binary attachment)']);
  });
});
