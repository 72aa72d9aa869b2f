import { describe, expect, it } from 'vitest';
import { IMAGEM_MAX_BYTES } from '@comanda/shared';
import { useTestApp } from '../../../test/helpers';
import { FORMATO_NAO_SUPORTADO, detectarTipoImagem } from './cardapio.imagem';

const t = useTestApp();

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** Just the signatures: sniffing reads the first bytes only. */
const jpeg = (tamanho: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(tamanho - 4, 7)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(20, 1),
]);
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

async function novoProduto(extra: Record<string, unknown> = {}) {
  const categoria = (
    await t.ctx.db.selectFrom('categorias').select('id').where('nome', '=', 'Porções').executeTakeFirstOrThrow()
  ).id;
  return t.app.inject({
    method: 'POST',
    url: '/api/produtos',
    headers: await t.loginAs('admin'),
    payload: { nome: 'Porção com Foto', preco: 20, categoria_id: categoria, ...extra },
  });
}

describe('type sniffing', () => {
  it('recognises JPEG, PNG and WebP by their bytes only', () => {
    expect(detectarTipoImagem(jpeg(10))).toBe('image/jpeg');
    expect(detectarTipoImagem(PNG)).toBe('image/png');
    expect(detectarTipoImagem(WEBP)).toBe('image/webp');
    expect(detectarTipoImagem(Buffer.from('GIF89a......'))).toBeNull();
    expect(detectarTipoImagem(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectarTipoImagem(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe('product image upload and serving', () => {
  it('stores the sniffed type: a PNG declared as JPEG is served as image/png, publicly, with cache headers', async () => {
    const res = await novoProduto({ imagem_data: dataUrl('image/jpeg', PNG), imagem_mime_type: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json();
    expect(p.imagem_url).toBe(`/api/produtos/${p.id}/imagem?v=1`);
    const row = await t.ctx.db
      .selectFrom('produtos')
      .select(['imagem_mime_type', 'imagem_versao'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ imagem_mime_type: 'image/png', imagem_versao: 1 });

    // no authorization header: <img> tags cannot send one
    const img = await t.app.inject({ method: 'GET', url: p.imagem_url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.rawPayload.equals(PNG)).toBe(true);

    // lists carry the URL, never the bytes
    const lista = await t.app.inject({ method: 'GET', url: '/api/produtos', headers: await t.loginAs('garcom') });
    expect(lista.body).not.toContain(PNG.toString('base64').slice(0, 40));
    expect(lista.json().find((x: any) => x.id === p.id).imagem_url).toBe(p.imagem_url);
  });

  it('answers 304 to a matching If-None-Match and bumps the version on a new image', async () => {
    const p = (await novoProduto({ imagem_data: dataUrl('image/png', PNG) })).json();
    const primeira = await t.app.inject({ method: 'GET', url: p.imagem_url });
    const etag = primeira.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const naoMudou = await t.app.inject({ method: 'GET', url: p.imagem_url, headers: { 'if-none-match': etag } });
    expect(naoMudou.statusCode).toBe(304);
    expect(naoMudou.body).toBe('');
    expect(
      (await t.app.inject({ method: 'GET', url: p.imagem_url, headers: { 'if-none-match': `"outro", W/${etag}` } }))
        .statusCode,
    ).toBe(304);
    // the unversioned URL must be revalidated
    expect((await t.app.inject({ method: 'GET', url: `/api/produtos/${p.id}/imagem` })).headers['cache-control']).toBe(
      'public, no-cache',
    );

    const auth = await t.loginAs('gerente');
    const editado = await t.app.inject({
      method: 'PATCH',
      url: `/api/produtos/${p.id}`,
      headers: auth,
      payload: { nome: p.nome, preco: p.preco, categoria_id: p.categoria_id, imagem_data: dataUrl('image/png', WEBP) },
    });
    expect(editado.json().imagem_url).toBe(`/api/produtos/${p.id}/imagem?v=2`);
    const nova = await t.app.inject({
      method: 'GET',
      url: editado.json().imagem_url,
      headers: { 'if-none-match': etag },
    });
    expect(nova.statusCode).toBe(200);
    expect(nova.headers['content-type']).toBe('image/webp');
    expect(nova.headers.etag).not.toBe(etag);

    // saving without imagem_data keeps the image; null removes it
    const mantido = await t.app.inject({
      method: 'PATCH',
      url: `/api/produtos/${p.id}`,
      headers: auth,
      payload: { nome: 'Outro nome', preco: p.preco, categoria_id: p.categoria_id },
    });
    expect(mantido.json().imagem_url).toBe(`/api/produtos/${p.id}/imagem?v=2`);
    const removido = await t.app.inject({
      method: 'PATCH',
      url: `/api/produtos/${p.id}`,
      headers: auth,
      payload: { nome: 'Outro nome', preco: p.preco, categoria_id: p.categoria_id, imagem_data: null },
    });
    expect(removido.json().imagem_url).toBeNull();
    const semImagem = await t.app.inject({ method: 'GET', url: `/api/produtos/${p.id}/imagem?v=2` });
    expect(semImagem.statusCode).toBe(404);
    expect(semImagem.json().message).toBe('Imagem não encontrada');
  });

  it('refuses what is not JPEG, PNG or WebP, and anything over 2 MB', async () => {
    const texto = await novoProduto({ imagem_data: dataUrl('text/plain', Buffer.from('isto não é uma imagem')) });
    expect(texto.statusCode).toBe(400);
    expect(texto.json().message).toBe(FORMATO_NAO_SUPORTADO);
    const disfarcado = await novoProduto({
      imagem_data: dataUrl(
        'image/png',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ),
    });
    expect(disfarcado.json().message).toBe(FORMATO_NAO_SUPORTADO);
    expect((await novoProduto({ imagem_data: 'data:image/png;base64,@@@' })).json().message).toBe(
      'Imagem inválida: envie a imagem como data URL em base64',
    );

    const noLimite = await novoProduto({ imagem_data: dataUrl('image/jpeg', jpeg(IMAGEM_MAX_BYTES)) });
    expect(noLimite.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: noLimite.json().imagem_url })).rawPayload.length).toBe(
      IMAGEM_MAX_BYTES,
    );
    for (const tamanho of [IMAGEM_MAX_BYTES + 1, 5 * 1024 * 1024]) {
      const grande = await novoProduto({ imagem_data: dataUrl('image/jpeg', jpeg(tamanho)) });
      expect(grande.statusCode).toBe(400);
      expect(grande.json().message).toBe('Imagem muito grande (máximo 2 MB)');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/produtos/999999/imagem' })).statusCode).toBe(404);
  });
});
