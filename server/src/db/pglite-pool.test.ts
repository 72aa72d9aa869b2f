import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgliteDeTeste } from '../../test/helpers';
import type { PGlitePool } from './pglite-pool';

let banco: PGlitePool;
beforeAll(async () => {
  banco = await pgliteDeTeste();
});
afterAll(() => banco.end());

describe('PGlite behind the pg Pool, when a PGlite call throws (a full disk, say)', () => {
  it('fails that query, keeps the process up, logs it, and the next query runs on a new client', async () => {
    const pglite = (banco as unknown as { pglite: { execProtocolStream(...a: unknown[]): Promise<unknown> } }).pglite;
    const original = pglite.execProtocolStream.bind(pglite);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const falha = vi
      .spyOn(pglite, 'execProtocolStream')
      .mockImplementationOnce(() => Promise.reject(new Error('ENOSPC: no space left on device')))
      .mockImplementation(original);
    try {
      const cliente = await banco.connect();
      // Vitest fails the run on an 'error' event nobody hears: the pool must hear it
      await expect(cliente.query('SELECT 1 AS x')).rejects.toThrow('ENOSPC');
      cliente.release();
      const seguinte = await banco.connect();
      try {
        expect((await seguinte.query('SELECT $1::int AS x', [2])).rows).toEqual([{ x: 2 }]);
      } finally {
        seguinte.release();
      }
      expect(seguinte).not.toBe(cliente);
      expect(log).toHaveBeenCalledWith('PGlite: ENOSPC: no space left on device');
    } finally {
      falha.mockRestore();
      log.mockRestore();
    }
  });
});

describe('PGlite started with server settings', () => {
  it("runs with the ones it is given (the tests' smaller buffer pool)", async () => {
    const { rows } = await banco.pool.query<{ shared_buffers: string }>('SHOW shared_buffers');
    expect(rows).toEqual([{ shared_buffers: '16MB' }]);
  });
});
