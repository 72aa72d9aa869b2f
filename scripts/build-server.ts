// Bundles the server's own TypeScript (server/src, shared, migrations) into server/dist/main.js, so `npm start` loads
// one plain JS file instead of transpiling ~150 modules with tsx on every start. Libraries stay in node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../server/package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const bibliotecas = Object.keys(pkg.dependencies).filter((n) => !n.startsWith('@comanda/'));

await build({
  entryPoints: ['server/src/main.ts'],
  outfile: 'server/dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // a library's subpaths (e.g. pino/file) are external too
  external: bibliotecas.flatMap((n) => [n, `${n}/*`]),
  sourcemap: true,
  logLevel: 'warning',
});
