// npm run bench:bundle: what the browser downloads for each route set, measured in Chromium on the built app.
// Every script and stylesheet the route loads (entry, lazy chunks, CSS) is counted, as its gzip -9 size (the budget
// unit) and as the bytes actually transferred (the server sends brotli). Exits 1 when a budget is exceeded. Sizes do
// not depend on the machine's speed, so this bench runs once (the machine and its load are still printed).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { opcoesChromium, padraoDoPlaywright } from '../e2e/chromium';
import { ROOT, startApp } from './lib/app';
import { alvo, encerrar, maquina } from './lib/medida';
import { ROTAS } from './lib/rotas';

const dist = path.join(ROOT, 'client/dist');
const KB = 1024;
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; src?: string; css?: string[] }
>;
const srcDe = new Map(Object.values(manifest).map((c) => [c.file, c.src ?? '']));
const TELAS_STAFF = /app\/staff-app\.tsx|features\/(mesas|cardapio|vendas|comanda|caixa|relatorios|configuracoes)\//;

// `arquivos`: the diner's files, each a request queued behind the others on a phone's HTTP/1.1 (issue 36: 21 -> 9,
// LCP 2.05 -> 1.84 s). The chunk groups in client/vite.config.ts name their files: a new rule the diner imports
// outside them becomes a file of its own, and this says so.
const budgets: Record<string, { js: number; css?: number; semStaff?: boolean; arquivos?: number }> = {
  'diner /comanda/:token': { js: 60, css: 8, arquivos: 9 },
  'menu /m/:codigo': { js: 70, css: 8, arquivos: 9 },
  'login /login': { js: 100, semStaff: true },
  'staff map / (GARCOM)': { js: 170 },
  'admin /admin/dashboard': { js: 170 },
};

maquina('bench:bundle');
const app = await startApp();
const browser = await chromium.launch(opcoesChromium(await padraoDoPlaywright()));
const linhas: string[] = [];
try {
  for (const rota of ROTAS) {
    const ctx = await browser.newContext({
      viewport: rota.mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
      baseURL: app.baseUrl,
    });
    const caminho = await rota.preparar(app.baseUrl, ctx);
    const page = await ctx.newPage();
    const arquivos = new Map<string, { tipo: string; transferido: number }>();
    page.on('requestfinished', async (req) => {
      const url = new URL(req.url());
      if (!url.pathname.startsWith('/assets/')) return;
      const sizes = await req.sizes().catch(() => ({ responseBodySize: 0 }));
      arquivos.set(url.pathname.slice(1), { tipo: req.resourceType(), transferido: sizes.responseBodySize });
    });
    await page.goto(caminho);
    await rota.pronta(page);
    await page.waitForLoadState('networkidle');
    const html = await (await fetch(app.baseUrl + caminho)).text();
    await ctx.close();

    let js = 0,
      css = 0,
      transferido = 0,
      zod = false;
    const telas: string[] = [];
    for (const [file, a] of arquivos) {
      const conteudo = readFileSync(path.join(dist, file));
      const gz = gzipSync(conteudo, { level: 9 }).length;
      transferido += a.transferido;
      if (process.argv.includes('--files'))
        console.log(`  ${rota.nome}  ${file}  ${(gz / KB).toFixed(1)} KB  ${srcDe.get(file) ?? ''}`);
      if (file.endsWith('.css')) css += gz;
      else js += gz;
      if (file.endsWith('.js') && conteudo.includes('ZodError')) zod = true;
      if (TELAS_STAFF.test(srcDe.get(file) ?? '')) telas.push(srcDe.get(file)!);
    }
    const cssNoHtml = /<link[^>]+rel="stylesheet"/.test(html);
    const b = budgets[rota.nome]!;
    const ok = (v: number, max?: number) => (max == null ? '' : v / KB <= max ? ` (≤ ${max} ✓)` : ` (≤ ${max} ✗)`);
    alvo(`${rota.nome} JS KB gzip`, js / KB, b.js, '<=');
    if (b.css != null) alvo(`${rota.nome} CSS KB gzip`, css / KB, b.css, '<=');
    if (b.css != null) alvo(`${rota.nome} stylesheets in the HTML`, cssNoHtml ? 1 : 0, 0, '<=');
    if (b.arquivos != null) alvo(`${rota.nome} files`, arquivos.size, b.arquivos, '<=');
    if (b.semStaff)
      alvo(`${rota.nome} zod or staff screens loaded (${telas.join(', ')})`, Number(zod) + telas.length, 0, '<=');
    linhas.push(
      `| ${rota.nome} | ${(js / KB).toFixed(1)}${ok(js, b.js)} | ${(css / KB).toFixed(1)}${ok(css, b.css)} | ${(transferido / KB).toFixed(1)} | ${arquivos.size} | ${cssNoHtml ? 'yes' : 'no'} | ${zod ? 'yes' : 'no'} |`,
    );
  }
} finally {
  await browser.close();
  await app.stop();
}
console.log('| route | JS KB gzip | CSS KB gzip | transferred KB (as sent) | files | CSS in HTML | zod |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const l of linhas) console.log(l);
encerrar('bench:bundle');
