// The cold start's floor (bench:rest): a bare Fastify on the app's PGlite data directory, with the same extension
// loaded, answering /api/health after a query. Bundled by esbuild like server/dist/main.js (fastify in the file, PGlite
// outside: scripts/empacotar-servidor.ts).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';

const pg = await PGlite.create({ dataDir: `${process.env.DATA_DIR}/pglite`, extensions: { pg_trgm } });
const app = Fastify();
app.get('/api/health', async () => {
  await pg.query('select 1');
  return { status: 'ok' };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => pg.close().then(() => process.exit(0))));
