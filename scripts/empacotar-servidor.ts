// How the server is bundled (scripts/build-server.ts), shared with bench:rest, whose cold-start floor is bundled the
// same way: the server's own code and the pure-JS libraries in one file, so a start compiles one file instead of
// resolving and reading ~1,500 library modules one by one (kysely, zod, fastify, socket.io...: ~250 ms of a cold start
// on a 2-core machine, issue 24). Libraries that read their own files at run time (wasm, fonts, static assets, worker
// scripts, their package.json) or are native stay in node_modules.
import path from 'node:path';
import type { BuildOptions, Plugin } from 'esbuild';

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
  // loaded on first use (a PIX, a QR code): not parsed at every start (pix-utils brings axios, qrcode brings pngjs)
  'pix-utils',
  'qrcode',
];

/**
 * Fastify's default schema compilers (Ajv, fast-json-stringify: ~500 KB): the app gives its own
 * (plugins/contratos.ts, compiladoresZod), so Fastify never requires them. Left out of the bundle, not parsed at start.
 */
const NUNCA_CARREGADOS = ['@fastify/ajv-compiler', '@fastify/fast-json-stringify-compiler'];

/** zod's error messages in 40 languages (~360 KB) are bundled whole through its `locales` namespace; the app uses the default (English, replaced by its own pt-BR messages). */
const soIdiomaPadraoDoZod: Plugin = {
  name: 'zod-so-idioma-padrao',
  setup(build) {
    build.onResolve({ filter: /\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/]/.test(args.importer)
        ? { path: path.resolve(args.resolveDir, args.path), namespace: 'zod-locales' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: path.dirname(args.path),
    }));
  },
};

export const empacotamento: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // a library's subpaths (e.g. pino/file) stay outside too
  external: [...FORA_DO_PACOTE, ...NUNCA_CARREGADOS].flatMap((n) => [n, `${n}/*`]),
  plugins: [soIdiomaPadraoDoZod],
  // the bundled CommonJS libraries require Node's built-ins
  banner: {
    js: "import { createRequire as __cvRequire } from 'node:module'; const require = __cvRequire(import.meta.url);",
  },
  logLevel: 'warning',
};
