import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const TEXTO = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const DINER = 'src/app/public-app.tsx';

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** index.html plus modulepreload links for the diner's chunk and its static imports: sent for /comanda/* only. */
function escreverComandaHtml(outDir: string): void {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  if (!manifest[DINER]) return;
  const js = new Set<string>();
  const css = new Set<string>();
  const visitar = (k: string) => {
    const c = manifest[k]!;
    if (js.has(c.file)) return;
    js.add(c.file);
    c.css?.forEach((f) => css.add(f));
    c.imports?.forEach(visitar);
  };
  visitar(DINER);
  const links = [
    ...[...css].map((f) => `<link rel="preload" as="style" href="/${f}">`),
    ...[...js].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n    ');
  // the diner's page is no installable app: no manifest or home-screen icon to fetch
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8')
    .replace(/\s*<link rel="(?:manifest|apple-touch-icon)"[^>]*>/g, '')
    .replace('</head>', `    ${links}\n  </head>`);
  writeFileSync(path.join(outDir, 'comanda.html'), html);
}

function* arquivos(dir: string): Generator<string> {
  for (const nome of readdirSync(dir)) {
    const p = path.join(dir, nome);
    if (statSync(p).isDirectory()) yield* arquivos(p);
    else yield p;
  }
}

/**
 * Build step: writes comanda.html, then a .br (quality 11) and a .gz (level 9) next to every text asset, so the server
 * sends them as they are (@fastify/static preCompressed) instead of compressing on each request.
 */
export function precomprimir(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precomprimir',
    apply: 'build',
    configResolved(c) {
      config = c;
    },
    closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      escreverComandaHtml(outDir);
      for (const f of arquivos(outDir)) {
        if (!TEXTO.test(f) || f.includes(`${path.sep}.vite${path.sep}`)) continue;
        const conteudo = readFileSync(f);
        writeFileSync(
          `${f}.br`,
          brotliCompressSync(conteudo, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: conteudo.length },
          }),
        );
        writeFileSync(`${f}.gz`, gzipSync(conteudo, { level: 9 }));
      }
    },
  };
}
