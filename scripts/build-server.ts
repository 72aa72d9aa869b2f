// Bundles the server (server/src, shared, migrations and the pure-JS libraries) into server/dist/main.js: see
// scripts/empacotar-servidor.ts for what stays in node_modules and why. Then the print agent the server offers for
// download (server/dist/agente.js, one file with its dependencies: scripts/empacotar-agente.ts).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { empacotarAgente } from './empacotar-agente';
import { empacotamento, FORA_DO_PACOTE } from './empacotar-servidor';

const pkg = JSON.parse(readFileSync(new URL('../server/package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const desconhecidas = FORA_DO_PACOTE.filter((n) => !(n in pkg.dependencies));
if (desconhecidas.length) throw new Error(`not server dependencies: ${desconhecidas.join(', ')}`);

await build({
  ...empacotamento,
  entryPoints: ['server/src/main.ts'],
  outfile: 'server/dist/main.js',
  // stack traces map back to the sources (`npm run serve` has --enable-source-maps); the sources' text is left out, so
  // the map Node parses at start stays a third of the size
  sourcemap: true,
  sourcesContent: false,
});
await empacotarAgente();
