// The print agent as one file (issue 23): agente/src/cli.js with socket.io-client, the ESC/POS encoder and the
// protocol it shares with the server (shared/src/impressao/protocolo.ts) bundled in, so a restaurant's computer runs it
// with `node agente.js` and nothing else: no clone, no `npm install`, Node >= 20 on Windows, Linux and macOS. Built by
// `npm run build` (scripts/build-server.ts) into server/dist/agente.js, which GET /api/impressoras/agente.js serves.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { build, type BuildOptions } from 'esbuild';
// where the server looks for it
import { AGENTE_EMPACOTADO } from '../server/src/modules/impressao/agente-download';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { version } = JSON.parse(readFileSync(path.join(RAIZ, 'agente/package.json'), 'utf8')) as { version: string };

export const empacotamentoAgente: BuildOptions = {
  entryPoints: [path.join(RAIZ, 'agente/src/cli.js')],
  bundle: true,
  platform: 'node',
  // CommonJS: every Node 20 runs a lone .js as CommonJS when no package.json says otherwise (an ES module needs
  // 20.19's syntax detection, or a package.json with "type": "module" next to it)
  format: 'cjs',
  target: 'node20',
  // ws (inside socket.io-client) tries these optional native speed-ups in a try/catch; without them it uses plain JS
  external: ['bufferutil', 'utf-8-validate'],
  legalComments: 'eof',
  charset: 'utf8',
  banner: {
    js: `#!/usr/bin/env node\n// Comanda Viva — agente de impressão ${version}. Uso: node agente.js --servidor URL --token TOKEN (--ajuda)`,
  },
  logLevel: 'warning',
};

/**
 * Builds the agent into `arquivo` (a temp file, then a rename: a download in progress, or a test building it at the
 * same time, never reads half a file).
 */
export async function empacotarAgente(arquivo = AGENTE_EMPACOTADO): Promise<{ arquivo: string; bytes: number }> {
  const r = await build({ ...empacotamentoAgente, write: false, outfile: arquivo });
  const codigo = r.outputFiles[0]!.contents;
  mkdirSync(path.dirname(arquivo), { recursive: true });
  const tmp = `${arquivo}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(tmp, codigo, { mode: 0o755 });
  renameSync(tmp, arquivo);
  return { arquivo, bytes: codigo.length };
}
