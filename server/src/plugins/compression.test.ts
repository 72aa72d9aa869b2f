import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { JsonCompactavel } from './compression';

const t = useTestApp();

async function lista(auth: Record<string, string>, aceita?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/mesas',
    headers: { ...auth, ...(aceita !== undefined && { 'accept-encoding': aceita }) },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  const codificacao = res.headers['content-encoding'];
  const json =
    codificacao === 'br'
      ? brotliDecompressSync(res.rawPayload)
      : codificacao === 'gzip'
        ? gunzipSync(res.rawPayload)
        : res.rawPayload;
  return { codificacao, mesas: JSON.parse(String(json)) as { id: number; numero: number; situacao: string }[] };
}

describe("the map's table list, compressed once per change", () => {
  it('answers br or gzip as the request accepts, the same list as the plain JSON', async () => {
    const auth = await t.loginAs('garcom');
    const simples = await lista(auth);
    expect(simples.codificacao).toBeUndefined();
    expect(simples.mesas.length).toBeGreaterThan(5);
    const navegador = await lista(auth, 'gzip, deflate, br, zstd');
    expect(navegador.codificacao).toBe('br');
    expect(navegador.mesas).toEqual(simples.mesas);
    const soGzip = await lista(auth, 'gzip');
    expect(soGzip.codificacao).toBe('gzip');
    expect(soGzip.mesas).toEqual(simples.mesas);
    expect((await lista(auth, 'br;q=0, gzip')).codificacao).toBe('gzip');
    expect((await lista(auth, 'identity')).codificacao).toBeUndefined();
  });

  it('a change reaches every encoding of the list at once', async () => {
    const auth = await t.loginAs('gerente');
    // every encoding is in the cache before the change
    const antes = await lista(auth, 'br');
    await lista(auth, 'gzip');
    const livre = antes.mesas.find((m) => m.situacao === 'L')!;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/mesas/${livre.id}/status`,
      headers: auth,
      payload: { situacao: 'X' },
    });
    expect(res.statusCode).toBe(200);
    for (const aceita of ['br', 'gzip', undefined]) {
      const depois = await lista(auth, aceita);
      expect(depois.mesas.find((m) => m.id === livre.id)!.situacao).toBe('X');
    }
  });
});

it('compresses each encoding of a cached answer once, however often it is read', () => {
  const corpo = new JsonCompactavel(Buffer.from(JSON.stringify(Array.from({ length: 50 }, (_, id) => ({ id })))));
  expect(corpo.em('br')).toBe(corpo.em('br'));
  expect(corpo.em('gzip')).toBe(corpo.em('gzip'));
  expect(JSON.parse(String(gunzipSync(corpo.em('gzip'))))).toHaveLength(50);
});
