// Child process of the benches: the real server (API + socket.io, no client files) on PostgreSQL, reporting its event-loop delay and RSS on request.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { migrateToLatest, openDatabase } from '../server/src/db/database';
import { seedDemo } from '../server/src/db/seed';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'error' });
const database = await openDatabase(config);
await migrateToLatest(database.db);
if (config.seedDemo) await seedDemo(database.db);
const { app } = await buildApp(config, database, { serveClient: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const h = monitorEventLoopDelay({ resolution: 10 });
h.enable();
process.on('message', (m: string) => {
  if (m === 'stats') {
    globalThis.gc?.(); // run with --expose-gc so heap figures are live objects, not garbage
    const mem = process.memoryUsage();
    process.send!({
      rssMB: mem.rss / 2 ** 20,
      heapMB: mem.heapUsed / 2 ** 20,
      loopP99ms: h.percentile(99) / 1e6,
      loopMaxMs: h.max / 1e6,
    });
  } else if (m === 'stop') {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  }
});
process.send!({ port: (app.server.address() as { port: number }).port });
