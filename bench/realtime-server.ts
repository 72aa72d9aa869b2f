// Child process of the benches: the real server (API + socket.io, no client files) on PostgreSQL, reporting its event-loop delay and RSS on request.
// 'capturar' / 'capturado' record the SQL the app sends through Kysely in between (text and parameters), so
// bench:rest can replay the item add's own statements with bare pg as its floor.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { migrateToLatest, openDatabase } from '../server/src/db/database';
import { seedDemo } from '../server/src/demo/seed';
import type { Database } from '../server/src/db/tables';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'error' });
const database = await openDatabase(config);
await migrateToLatest(database.db);
if (config.seedDemo) await seedDemo(database.db);
const { app, ctx } = await buildApp(config, database, { serveClient: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const h = monitorEventLoopDelay({ resolution: 10 });
h.enable();
const original = ctx.db;
let capturadas: { sql: string; parametros: unknown[] }[] = [];
process.on('message', (m: string) => {
  if (m === 'capturar') {
    capturadas = [];
    ctx.db = original.withPlugin({
      transformQuery: ({ node, queryId }) => {
        const c = original.getExecutor().compileQuery(node, queryId);
        capturadas.push({ sql: c.sql, parametros: [...c.parameters] });
        return node;
      },
      transformResult: async ({ result }) => result,
    }) as Kysely<Database>;
    process.send!({ ok: true });
  } else if (m === 'capturado') {
    ctx.db = original;
    process.send!({ sql: capturadas });
  } else if (m === 'stats') {
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
