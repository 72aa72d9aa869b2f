import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { useTestApp } from '../../test/helpers';

// A tiny built client in a temp dir, laid out as the client build writes it (hashed assets with .br and .gz twins).
const dist = mkdtempSync(path.join(tmpdir(), 'cv-dist-'));
const JS = `export const x = ${JSON.stringify('comanda viva '.repeat(300))};\n`;
function escrever(rel: string, conteudo: string | Buffer, comprimir = true) {
  const p = path.join(dist, rel);
  mkdirSync(path.dirname(p), { recursive: true });
  writeFileSync(p, conteudo);
  if (comprimir) {
    writeFileSync(`${p}.br`, brotliCompressSync(conteudo));
    writeFileSync(`${p}.gz`, gzipSync(conteudo));
  }
}
const V1_INDEX = '<!doctype html><title>v1</title><div id="root"></div>';
escrever('index.html', V1_INDEX);
escrever(
  'comanda.html',
  '<!doctype html><title>v1 comanda</title><link rel="modulepreload" href="/assets/app-Ab12Cd34.js">',
);
escrever('mapa.html', '<!doctype html><title>v1 mapa</title><link rel="modulepreload" href="/assets/staff-Ef56.js">');
escrever(
  'cozinha.html',
  '<!doctype html><title>v1 cozinha</title><link rel="modulepreload" href="/assets/staff-Ef56.js">',
);
escrever('assets/app-Ab12Cd34.js', JS);
escrever('assets/foto-Zz99.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, ...new Array(2000).fill(7)]), false);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const t = useTestApp({ clientDist: dist });
const get = (url: string, encoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...headers } });

describe('static client serving', () => {
  it('sends a hashed JS asset pre-compressed with brotli, immutable, varying on Accept-Encoding', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(JS);
    // the build's own .br file, not a per-request compression
    expect(res.rawPayload.equals(readFileSync(path.join(dist, 'assets/app-Ab12Cd34.js.br')))).toBe(true);
  });

  it('falls back to gzip, then to the plain file, by what the client accepts', async () => {
    const gz = await get('/assets/app-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(JS);
    expect(gz.rawPayload.equals(readFileSync(path.join(dist, 'assets/app-Ab12Cd34.js.gz')))).toBe(true);
    const plano = await get('/assets/app-Ab12Cd34.js');
    expect(plano.headers['content-encoding']).toBeUndefined();
    expect(plano.body).toBe(JS);
    expect(plano.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not compress images', async () => {
    const res = await get('/assets/foto-Zz99.png', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('answers app routes with index.html (no-cache), /comanda/*, / and /cozinha with the pages that preload their chunks', async () => {
    const app = await get('/mesa/3/comanda', 'br');
    expect(app.statusCode).toBe(200);
    expect(app.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(app.rawPayload).toString()).toContain('<title>v1</title>');
    const diner = await get('/comanda/abc123');
    expect(diner.headers['cache-control']).toBe('no-cache');
    expect(diner.body).toContain('rel="modulepreload"');
    const mapa = await get('/');
    expect([mapa.statusCode, mapa.headers['cache-control'], mapa.body]).toEqual([
      200,
      'no-cache',
      expect.stringContaining('v1 mapa'),
    ]);
    expect((await get('/cozinha')).body).toContain('v1 cozinha');
    expect((await get('/login')).body).toContain('<title>v1</title>');
    expect((await get('/assets/nao-existe-123.js')).statusCode).toBe(404);
    expect((await get('/api/nao-existe')).json().error).toBe('Não encontrado');
  });

  it('answers HEAD like GET, without the body, on app routes, the root and files (uptime monitors, link checkers)', async () => {
    // over a real socket: Node, not the test's injector, is what drops a HEAD answer's body
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of ['/login', '/', '/comanda/abc', '/mesa/3/comanda', '/assets/app-Ab12Cd34.js']) {
      const [head, get] = [await fetch(base + url, { method: 'HEAD' }), await fetch(base + url)];
      expect([url, head.status, head.headers.get('content-type')]).toEqual([url, 200, get.headers.get('content-type')]);
      expect(await head.text()).toBe('');
      expect((await get.text()).length).toBeGreaterThan(0);
    }
    expect((await fetch(`${base}/api/nao-existe`, { method: 'HEAD' })).status).toBe(404);
  });

  it('serves a new build without a restart: the new index.html and the new hashed files', async () => {
    escrever('index.html', '<!doctype html><title>v2</title><div id="root"></div>');
    escrever('assets/app-Nv34Xy56.js', JS);
    // back to the v1 build afterwards: the other tests (run in any order) expect it
    onTestFinished(() => {
      escrever('index.html', V1_INDEX);
      for (const ext of ['', '.br', '.gz']) rmSync(path.join(dist, `assets/app-Nv34Xy56.js${ext}`));
    });
    const res = await get('/vendas', 'br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>v2</title>');
    expect((await get('/vendas')).body).toContain('<title>v2</title>');
    const novo = await get('/assets/app-Nv34Xy56.js', 'br');
    expect(novo.statusCode).toBe(200);
    expect(novo.headers['content-encoding']).toBe('br');
    expect(novo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses dynamic JSON over 1 KB, not small answers', async () => {
    const auth = await t.loginAs('garcom');
    const grande = await get('/api/produtos', 'br, gzip', auth);
    expect(grande.statusCode).toBe(200);
    expect(grande.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(grande.rawPayload).toString()).length).toBeGreaterThan(5);
    const pequena = await get('/api/health', 'br, gzip');
    expect(pequena.statusCode).toBe(200);
    expect(pequena.headers['content-encoding']).toBeUndefined();
  });
});
