// Bundles the server (server/src, shared, migrations and the pure-JS libraries) into server/dist/main.js, so a start
// compiles one file instead of resolving and reading ~1,500 library modules one by one (kysely, zod, fastify,
// socket.io...: ~250 ms of a cold start on a 2-core machine, issue 24). Libraries that read their own files at run
// time (wasm, fonts, static assets, worker scripts, their package.json) or are native stay in node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const FORA_DO_PACOTE = [
  '@electric-sql/pglite', // wasm and data files
  '@node-rs/argon2', // native
  '@resvg/resvg-js', // native
  'pg', // optional native binding; loaded only with DATABASE_URL
  'pino', // transport worker scripts
  'pdfkit', // font metrics files
  'exceljs',
  'nodemailer',
  '@fastify/swagger', // reads its package.json
  '@fastify/swagger-ui', // serves its static files
  'redis', // loaded only with REDIS_URL, like the adapter
  '@socket.io/redis-adapter',
];
const pkg = JSON.parse(readFileSync(new URL('../server/package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const desconhecidas = FORA_DO_PACOTE.filter((n) => !(n in pkg.dependencies));
if (desconhecidas.length) throw new Error(`not server dependencies: ${desconhecidas.join(', ')}`);

await build({
  entryPoints: ['server/src/main.ts'],
  outfile: 'server/dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // a library's subpaths (e.g. pino/file) stay outside too
  external: FORA_DO_PACOTE.flatMap((n) => [n, `${n}/*`]),
  // the bundled CommonJS libraries require Node's built-ins
  banner: {
    js: "import { createRequire as __cvRequire } from 'node:module'; const require = __cvRequire(import.meta.url);",
  },
  // stack traces map back to the sources (`npm run serve` has --enable-source-maps); the sources' text is left out, so
  // the map Node parses at start stays a third of the size
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
});
