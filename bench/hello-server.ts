// Child of bench/rest.ts: a bare Fastify hello-world, the yardstick the product's routes are compared with.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.post('/hello', async (req) => ({ ok: true, echo: req.body }));
await app.listen({ host: '127.0.0.1', port: 0 });
process.send!({ port: (app.server.address() as { port: number }).port });
process.on('message', (m) => m === 'stop' && void app.close().then(() => process.exit(0)));
