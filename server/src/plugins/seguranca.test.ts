import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../test/helpers';
import { redigirSegredos } from './seguranca';

const linhas: string[] = [];
const log = new Writable({
  write(chunk, _enc, cb) {
    linhas.push(String(chunk));
    cb();
  },
});

const t = useTestApp({ logStream: log });
const atras = useTestApp({ env: { TRUST_PROXY: '10.0.0.1' } });
const umSalto = useTestApp({ env: { TRUST_PROXY: '1' } });

async function tokenPublico(app: typeof t) {
  const auth = await app.loginAs('gerente');
  const mesa = (await app.ctx.db.selectFrom('mesas').select('id').where('numero', '=', 9).executeTakeFirstOrThrow()).id;
  await app.app.inject({ method: 'POST', url: '/api/vendas', headers: auth, payload: { mesa_id: mesa } });
  return { auth, mesa };
}

describe('security headers', () => {
  it('sends a page a strict CSP, no framing, same-origin referrers and no HSTS over plain HTTP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/mesas', headers: { host: 'bar.local:3000' } });
    const csp = String(res.headers['content-security-policy']);
    const diretivas = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([k, ...v]) => [k, v]),
    );
    expect(diretivas['default-src']).toEqual(["'self'"]);
    expect(diretivas['script-src']).toEqual(["'self'"]);
    expect(diretivas['frame-ancestors']).toEqual(["'none'"]);
    expect(diretivas['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(diretivas['worker-src']).toEqual(["'self'", 'blob:']); // the card scanner's decoder (issue 37)
    expect(diretivas['connect-src']).toEqual(["'self'", 'ws://bar.local:3000', 'wss://bar.local:3000']);
    expect(diretivas['object-src']).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-eval');
    expect(diretivas['style-src']).toEqual(["'self'", "'unsafe-inline'"]); // Mantine's runtime <style> tags
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it("sends the API's JSON answers the API set (nothing loads or frames them), without the page-only headers", async () => {
    const auth = await t.loginAs('garcom');
    for (const url of ['/api/health', '/api/mesas']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { ...auth, host: 'bar.local:3000' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const pagina of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-xss-protection',
      ])
        expect(res.headers[pagina]).toBeUndefined();
    }
    // the documentation UI is a page
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/', headers: { host: 'bar.local:3000' } });
    expect(String(ui.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('ignores X-Forwarded-Proto from an untrusted client, honours it from the trusted proxy', async () => {
    const falso = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(falso.headers['strict-transport-security']).toBeUndefined();
    const https = await atras.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    const outro = await atras.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(outro.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('client address and QR link origin', () => {
  it('without a trusted proxy the QR link uses the Host reached, never X-Forwarded-Host', async () => {
    const { auth, mesa } = await tokenPublico(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/mesa/${mesa}/qrcode`,
      headers: { ...auth, host: 'bar.local:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^http:\/\/bar\.local:3000\/comanda\/[A-Za-z0-9_-]+$/);
    const ruim = await t.app.inject({
      method: 'GET',
      url: `/api/mesa/${mesa}/qrcode`,
      headers: { ...auth, host: 'evil.example/x?' },
    });
    expect(ruim.statusCode).toBe(400);
  });

  it('behind the trusted proxy the forwarded host and scheme are believed, from that proxy only', async () => {
    const { auth, mesa } = await tokenPublico(atras);
    const headers = {
      ...auth,
      host: 'app1:3000',
      'x-forwarded-host': 'comanda.bar.com.br',
      'x-forwarded-proto': 'https',
    };
    const viaProxy = await atras.app.inject({
      method: 'GET',
      url: `/api/mesa/${mesa}/qrcode`,
      headers,
      remoteAddress: '10.0.0.1',
    });
    expect(viaProxy.json().url).toMatch(/^https:\/\/comanda\.bar\.com\.br\/comanda\//);
    const direto = await atras.app.inject({
      method: 'GET',
      url: `/api/mesa/${mesa}/qrcode`,
      headers,
      remoteAddress: '10.0.0.9',
    });
    expect(direto.json().url).toMatch(/^http:\/\/app1:3000\/comanda\//);
  });

  it('behind the trusted proxy the per-address limit keys on the forwarded client', async () => {
    const tentar = (cliente: string) =>
      atras.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': cliente },
        payload: { usuario: `x${Math.random()}@x.com.br`, senha: 'errada' },
      });
    for (let i = 0; i < 20; i++) await tentar('198.51.100.7');
    expect((await tentar('198.51.100.7')).statusCode).toBe(429);
    expect((await tentar('198.51.100.8')).statusCode).toBe(401);
  });

  it('with a hop count, only the entry our proxy added counts: a forged leftmost X-Forwarded-For is ignored', async () => {
    const tentar = (xff: string) =>
      umSalto.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '172.18.0.5',
        headers: { 'x-forwarded-for': xff },
        payload: { usuario: `y${Math.random()}@x.com.br`, senha: 'errada' },
      });
    for (let i = 0; i < 20; i++) await tentar(`203.0.113.${i}, 198.51.100.9`);
    expect((await tentar('192.0.2.77, 198.51.100.9')).statusCode).toBe(429);
    expect((await tentar('198.51.100.10')).statusCode).toBe(401);
  });
});

describe('access logs', () => {
  it('redact the diner token in /comanda/<token> and /api/public/comanda/<token>', async () => {
    const segredo = 'AbCdEfGhIjKlMnOpQrStUv';
    await t.app.inject({ method: 'GET', url: `/api/public/comanda/${segredo}` });
    await t.app.inject({ method: 'POST', url: `/api/public/chamar-garcom/${segredo}`, remoteAddress: '10.3.3.3' });
    await t.app.inject({ method: 'GET', url: `/comanda/${segredo}?x=1` });
    const texto = linhas.join('');
    expect(texto).not.toContain(segredo);
    const urls = linhas
      .map((l) => JSON.parse(l))
      .filter((l) => l.req?.url)
      .map((l) => l.req.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/public/comanda/<redacted>',
        '/api/public/chamar-garcom/<redacted>',
        '/comanda/<redacted>?x=1',
      ]),
    );
  });

  it('mask every public credential: table codes, tab tokens, a device secret in the query, in any line', async () => {
    const auth = await t.loginAs('gerente');
    const mesa = json<{ id: number }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/mesas',
        headers: auth,
        payload: { numero: 700 + Math.floor(Math.random() * 99), nome: 'Mesa', capacidade: 4 },
      }),
    );
    const venda = json<{ id: number }>(
      await t.app.inject({ method: 'POST', url: '/api/vendas', headers: auth, payload: { mesa_id: mesa.id } }),
    );
    const { codigo_publico: codigo } = await t.ctx.db
      .selectFrom('mesas')
      .select('codigo_publico')
      .where('id', '=', mesa.id)
      .executeTakeFirstOrThrow();
    const { token_publico: token } = await t.ctx.db
      .selectFrom('vendas')
      .select('token_publico')
      .where('id', '=', venda.id)
      .executeTakeFirstOrThrow();
    const dispositivo = 'dispositivo-secreto-0123456789';
    expect(codigo.length).toBeGreaterThanOrEqual(16);
    expect(token?.length).toBeGreaterThanOrEqual(16);

    await t.app.inject({ method: 'GET', url: `/api/public/mesa/${codigo}` });
    await t.app.inject({ method: 'GET', url: `/m/${codigo}` });
    await t.app.inject({ method: 'GET', url: `/api/public/comanda/${token}` });
    await t.app.inject({ method: 'POST', url: `/api/public/pedir-conta/${token}` });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/public/mesa/${codigo}/carrinho/1?dispositivo=${dispositivo}`,
    });
    // a message or an error that quotes a URL (Fastify's own "Route GET:/m/… not found", "Reply was already sent … in
    // the "/m/…" route"; an error thrown while serving one) goes out masked too
    t.app.log.info(`Route GET:/m/${codigo} not found`);
    t.app.log.error(
      new Error(`falhou em https://bar.example/api/public/mesa/${codigo}/carrinho?dispositivo=${dispositivo}`),
    );

    const texto = linhas.join('');
    for (const segredo of [codigo, token!, dispositivo]) expect(texto).not.toContain(segredo);
    const urls = linhas
      .map((l) => JSON.parse(l))
      .filter((l) => l.req?.url)
      .map((l) => l.req.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/public/mesa/<redacted>',
        '/m/<redacted>',
        '/api/public/comanda/<redacted>',
        '/api/public/pedir-conta/<redacted>',
        '/api/public/mesa/<redacted>/carrinho/1?dispositivo=<redacted>',
      ]),
    );
    expect(texto).toContain('Route GET:/m/<redacted> not found');
    expect(texto).toContain('https://bar.example/api/public/mesa/<redacted>/carrinho?dispositivo=<redacted>');
  });

  it('know the shapes to come (cards, counter orders, the pickup board) and leave other paths alone', () => {
    const s = 'AbCdEfGhIjKlMnOpQrSt';
    expect(
      [
        `/c/${s}`,
        `/api/public/cartao/${s}/saldo`,
        `/pedido/${s}`,
        `/api/public/pedido/${s}`,
        `/painel/${s}?tv=1`,
        `/api/public/painel/${s}`,
        `/comanda/${s}`,
        `//m/${s}`,
        `/api/public/chamar-garcom/${s}`,
        `/api/public/comanda/${s}/carrinho/2?dispositivo=${s}&x=1`,
      ].map(redigirSegredos),
    ).toEqual([
      '/c/<redacted>',
      '/api/public/cartao/<redacted>/saldo',
      '/pedido/<redacted>',
      '/api/public/pedido/<redacted>',
      '/painel/<redacted>?tv=1',
      '/api/public/painel/<redacted>',
      '/comanda/<redacted>',
      '//m/<redacted>',
      '/api/public/chamar-garcom/<redacted>',
      '/api/public/comanda/<redacted>/carrinho/2?dispositivo=<redacted>&x=1',
    ]);
    const comuns = [
      '/api/mesas/12',
      '/api/pedidos-cliente/3',
      '/assets/m/index-abc.js',
      '/cozinha',
      '/m',
      '/api/vendas?x=1',
    ];
    expect(comuns.map(redigirSegredos)).toEqual(comuns);
  });
});
