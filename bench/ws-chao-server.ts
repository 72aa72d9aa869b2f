// Child of bench/realtime.ts: the floor for the fan-out. A bare `ws` server on a plain HTTP server, in its own process
// like the app's server: `POST /difundir` answers at once and, on the next turn of the event loop (as the app's
// broadcaster does), serialises the event once and sends it to every connected socket. Nothing else: no auth, rooms,
// protocol framing beyond WebSocket's.
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

let payload: { mesa: Record<string, unknown> } | undefined;
const sockets = new Set<WebSocket>();
const difundir = (situacao: string) => {
  const texto = JSON.stringify(['mesa:atualizada', { ...payload, mesa: { ...payload!.mesa, situacao } }]);
  for (const s of sockets) s.send(texto);
};
const server = createServer((req, res) => {
  const situacao = new URL(req.url!, 'http://x').searchParams.get('situacao') ?? 'L';
  req.resume();
  req.on('end', () => {
    res.writeHead(204).end();
    setImmediate(difundir, situacao);
  });
});
const wss = new WebSocketServer({ server });
wss.on('connection', (s) => {
  sockets.add(s);
  s.on('close', () => sockets.delete(s));
});
server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as { port: number }).port }));
process.on('message', (m: { payload?: typeof payload } | string) => {
  if (typeof m === 'object' && m.payload) payload = m.payload;
  else if (m === 'stop') {
    for (const s of sockets) s.terminate();
    server.close(() => process.exit(0));
  }
});
