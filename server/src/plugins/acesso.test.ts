import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';

const linhas: { level: number; msg: string; req?: { url: string }; res?: { statusCode: number } }[] = [];
const log = new Writable({
  write(chunk, _enc, cb) {
    for (const l of String(chunk).split('\n').filter(Boolean)) linhas.push(JSON.parse(l));
    cb();
  },
});
const t = useTestApp({ logStream: log });

describe('access log', () => {
  it('writes one line per request, at warn for client errors', async () => {
    linhas.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/mesas' }); // no token: 401
    const acesso = linhas.filter((l) => l.req?.url);
    expect(acesso.map((l) => [l.req!.url, l.res?.statusCode, l.level])).toEqual([
      ['/api/health', 200, 30],
      ['/api/mesas', 401, 40],
    ]);
  });
});
