import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const TEXTO = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Pages whose chunks the HTML names up front, so they download with the entry instead of one round trip after it. */
const PAGINAS = [
  // the diner's page (sent for /comanda/*): no installable app, so no manifest or home-screen icon to fetch; its early
  // requests' chunk too, or the bill and the menu are asked for one round trip after the entry
  { html: 'comanda.html', modulos: ['src/app/public-app.tsx', 'src/app/pre-carga-publico.ts'], semApp: true },
  // the table map, the staff's first screen (sent for /): its entry, the staff app with the map, its early requests
  {
    html: 'mapa.html',
    modulos: ['src/app/staff-entry.tsx', 'src/app/staff-app.tsx', 'src/app/pre-carga-staff.ts'],
    semApp: false,
  },
  // the production board (sent for /cozinha): without it, four levels of chunks (entry, staff app, board) chain
  // before the board's data is asked for
  {
    html: 'cozinha.html',
    modulos: [
      'src/app/staff-entry.tsx',
      'src/app/staff-app.tsx',
      'src/app/pre-carga-staff.ts',
      'src/features/cozinha/cozinha-page.tsx',
    ],
    semApp: false,
  },
];

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** index.html plus preload links for these modules, their static imports and their CSS. */
function escreverHtml(outDir: string, pagina: (typeof PAGINAS)[number]): void {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  if (!pagina.modulos.every((m) => manifest[m])) return;
  const js = new Set<string>();
  const css = new Set<string>();
  const visitar = (k: string) => {
    const c = manifest[k]!;
    if (js.has(c.file)) return;
    js.add(c.file);
    c.css?.forEach((f) => css.add(f));
    c.imports?.forEach(visitar);
  };
  pagina.modulos.forEach(visitar);
  const links = [
    ...[...css].map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
    ...[...js].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n    ');
  let html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  if (pagina.semApp) html = html.replace(/\s*<link rel="(?:manifest|apple-touch-icon)"[^>]*>/g, '');
  writeFileSync(path.join(outDir, pagina.html), html.replace('</head>', `    ${links}\n  </head>`));
}

function* arquivos(dir: string): Generator<string> {
  for (const nome of readdirSync(dir)) {
    const p = path.join(dir, nome);
    if (statSync(p).isDirectory()) yield* arquivos(p);
    else yield p;
  }
}

/**
 * Build step: writes comanda.html, mapa.html and cozinha.html, then a .br (quality 11) and a .gz (level 9) next to every text asset, so the server
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
      for (const pagina of PAGINAS) escreverHtml(outDir, pagina);
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
