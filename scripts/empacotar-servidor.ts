// How the server is bundled (scripts/build-server.ts), shared with bench:rest, whose cold-start floor is bundled the
// same way: the server's own code and the pure-JS libraries in one file, so a start compiles one file instead of
// resolving and reading ~1,500 library modules one by one (kysely, zod, fastify, socket.io...: ~250 ms of a cold start
// on a 2-core machine, issue 24). Libraries that read their own files at run time (wasm, fonts, static assets, worker
// scripts, their package.json) or are native stay in node_modules.
import type { BuildOptions } from 'esbuild';

export const FORA_DO_PACOTE = [
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

export const empacotamento: BuildOptions = {
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
  logLevel: 'warning',
};
