import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { AVISO_PROXY } from './proxy';

/** An app's log lines, parsed. */
function registro() {
  const linhas: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split('\n').filter(Boolean)) linhas.push(JSON.parse(l));
      cb();
    },
  });
  return { linhas, stream, avisos: () => linhas.filter((l) => l.msg === AVISO_PROXY) };
}

const semProxy = registro();
const t = useTestApp({ logStream: semProxy.stream });
const comProxy = registro();
const atras = useTestApp({ logStream: comProxy.stream, env: { TRUST_PROXY: '1' } });

describe('a proxy in front without TRUST_PROXY', () => {
  it('is warned about once, at warn, when forwarded requests arrive', async () => {
    await t.app.inject({ url: '/api/health' });
    expect(semProxy.avisos()).toEqual([]);
    await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.7' } });
    await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.8' } });
    await t.app.inject({ url: '/api/health', headers: { forwarded: 'for=203.0.113.9' } });
    expect(semProxy.avisos()).toHaveLength(1);
    expect(semProxy.avisos()[0]).toMatchObject({ level: 40 });
    expect(AVISO_PROXY).toContain('TRUST_PROXY');
  });

  it('is not warned about when TRUST_PROXY is set', async () => {
    await atras.app.inject({ url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.7' } });
    await atras.app.inject({ url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.8' } });
    expect(comProxy.linhas.some((l) => l.msg === 'requisição concluída')).toBe(true);
    expect(comProxy.avisos()).toEqual([]);
  });
});
