import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helpers';
import { AppError } from '../../../errors';
import { GeradorHttp, TEMPO_ESGOTADO } from './gerador-http';
import { ALTURA, GeradorOffline, LARGURA, montarCartaoSvg } from './gerador-offline';

const t = useTestApp();

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const bytesDe = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1]!, 'base64');

describe('offline generator', () => {
  it('renders 4 distinct, valid PNG cards of the product', async () => {
    const imagens = await new GeradorOffline().gerar({
      nome: 'Pizza de Calabresa',
      descricao: 'Calabresa, cebola e azeitona',
    });
    expect(imagens).toHaveLength(4);
    for (const img of imagens) {
      expect(img.startsWith('data:image/png;base64,')).toBe(true);
      const png = bytesDe(img);
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      // IHDR: width and height right after the chunk header
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([LARGURA, ALTURA]);
      expect(png.length).toBeGreaterThan(5_000);
    }
    expect(new Set(imagens).size).toBe(4);
  });

  it('picks the illustration from the shared keyword families and escapes the name', () => {
    const pizza = montarCartaoSvg({ nome: 'Pizza Margherita' }, 0);
    const cerveja = montarCartaoSvg({ nome: 'Chope <300 ml> & "gelado"' }, 0);
    expect(pizza).toContain('#D84315'); // pizza palette
    expect(cerveja).toContain('#F9A825'); // beer palette
    expect(cerveja).toContain('Chope &lt;300 ml&gt; &amp;');
    expect(cerveja).toContain('&quot;gelado&quot;');
    expect(cerveja).not.toContain('<300');
    expect(montarCartaoSvg({ nome: 'Brahma 600 ml', categoria_nome: 'Cervejas' }, 1)).toContain('#F9A825');
  });
});

/** A fake images API on 127.0.0.1: records the request and answers with `responder`. */
let servidor: Server | undefined;
async function fakeApi(
  responder: (req: IncomingMessage, body: string, res: import('node:http').ServerResponse) => void,
) {
  const pedidos: { method?: string; url?: string; headers: IncomingMessage['headers']; body: any }[] = [];
  servidor = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      pedidos.push({ method: req.method, url: req.url, headers: req.headers, body: JSON.parse(body) });
      responder(req, body, res);
    });
  });
  await new Promise<void>((resolve) => servidor!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}/v1/images/generations`;
  return { url, pedidos };
}

afterEach(async () => {
  t.ctx.config.imageApi = undefined;
  if (!servidor) return;
  servidor.closeAllConnections();
  await new Promise((resolve) => servidor!.close(resolve));
  servidor = undefined;
});

const PNG_B64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const JPEG_B64 = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]).toString('base64');

describe('HTTP images provider', () => {
  it('posts an OpenAI-style request and returns the images as data URLs of their real type', async () => {
    const { url, pedidos } = await fakeApi((_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          created: 1,
          data: [{ b64_json: PNG_B64 }, { b64_json: JPEG_B64 }, { url: 'https://x/y.png' }],
        }),
      );
    });
    const gerador = new GeradorHttp({ url, key: 'sk-teste', model: 'gpt-image-1', timeoutMs: 5000 });
    const imagens = await gerador.gerar({ nome: 'Moqueca de Peixe', descricao: 'Com pirão' });
    expect(imagens).toEqual([`data:image/png;base64,${PNG_B64}`, `data:image/jpeg;base64,${JPEG_B64}`]);

    const [pedido] = pedidos;
    expect(pedido).toMatchObject({ method: 'POST', url: '/v1/images/generations' });
    expect(pedido!.headers.authorization).toBe('Bearer sk-teste');
    expect(pedido!.headers['content-type']).toBe('application/json');
    expect(pedido!.body).toEqual({
      model: 'gpt-image-1',
      prompt: expect.stringContaining('Moqueca de Peixe'),
      n: 4,
      size: '1024x1024',
    });
    expect(pedido!.body.prompt).toContain('Com pirão');

    // models other than gpt-image-* are asked for base64 explicitly
    await new GeradorHttp({ url, key: 'k', model: 'dall-e-2', timeoutMs: 5000 }).gerar({ nome: 'Pudim' });
    expect(pedidos[1]!.body).toMatchObject({ model: 'dall-e-2', n: 4, size: '1024x1024', response_format: 'b64_json' });
  });

  it('turns a slow provider into 504 and a failing one into 502', async () => {
    const { url } = await fakeApi((req, _body, res) => {
      if (req.headers.authorization === 'Bearer lento') return; // never answers
      res.writeHead(500).end('{"error":"boom"}');
    });
    const lento = new GeradorHttp({ url, key: 'lento', model: 'gpt-image-1', timeoutMs: 150 });
    const erro = await lento.gerar({ nome: 'Pizza' }).catch((e) => e);
    expect(erro).toBeInstanceOf(AppError);
    expect(erro).toMatchObject({ statusCode: 504, message: TEMPO_ESGOTADO });

    const falho = await new GeradorHttp({ url, key: 'x', model: 'gpt-image-1', timeoutMs: 5000 })
      .gerar({ nome: 'Pizza' })
      .catch((e) => e);
    expect(falho).toMatchObject({ statusCode: 502 });
  });
});

describe('POST /api/produtos/buscar-multiplas-imagens', () => {
  const buscar = async (payload: unknown, headers?: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/produtos/buscar-multiplas-imagens',
      headers,
      payload: payload as object,
    });

  it('answers the offline cards when no images API is configured', async () => {
    const res = await buscar(
      { nome: 'Salada Caesar', descricao: 'Alface, croutons e parmesão' },
      await t.loginAs('gerente'),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.imagens).toHaveLength(4);
    expect(body.imagens.every((i: any) => bytesDe(i.imageData).subarray(0, 8).equals(PNG_SIGNATURE))).toBe(true);
    expect(body.message).toBe('4 imagens geradas para Salada Caesar');
  });

  it('needs a name and a login', async () => {
    const semNome = await buscar({ nome: '  ', descricao: 'x' }, await t.loginAs('admin'));
    expect(semNome.statusCode).toBe(400);
    expect(semNome.json().message).toBe('Nome obrigatório');
    const semLogin = await buscar({ nome: 'Pizza' });
    expect(semLogin.statusCode).toBe(401);
    expect(semLogin.json().message).toBe('Login necessário');
  });

  it('uses the configured images API and reports its timeout as 504', async () => {
    const { url, pedidos } = await fakeApi((req, _body, res) => {
      if (req.headers.authorization === 'Bearer lento') return;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: [{ b64_json: PNG_B64 }] }));
    });
    t.ctx.config.imageApi = { url, key: 'rapido', model: 'gpt-image-1', timeoutMs: 5000 };
    const ok = await buscar({ nome: 'Chope' }, await t.loginAs('admin'));
    expect(ok.json()).toEqual({
      success: true,
      imagens: [{ imageData: `data:image/png;base64,${PNG_B64}` }],
      message: '1 imagem gerada para Chope',
    });
    expect(pedidos).toHaveLength(1);

    t.ctx.config.imageApi = { url, key: 'lento', model: 'gpt-image-1', timeoutMs: 150 };
    const lento = await buscar({ nome: 'Chope' }, await t.loginAs('admin'));
    expect(lento.statusCode).toBe(504);
    expect(lento.json().message).toBe('Tempo esgotado ao gerar imagens');
  });
});
