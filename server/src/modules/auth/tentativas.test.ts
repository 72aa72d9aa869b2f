import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helpers';
import type { Db } from '../../db/database';
import { FALHAS_POR_LIMPEZA, registrarFalha } from './tentativas.repo';

// The sweep of stale rows counts failures per app (per database handle): the test files sharing a worker
// (isolate: false) each build an app, and none may bring another's sweep forward or hold it back.
describe('sweep of stale login failures', () => {
  let bancos: Awaited<ReturnType<typeof freshDatabase>>[] = [];
  beforeAll(async () => {
    bancos = [await freshDatabase({ seed: false }), await freshDatabase({ seed: false })];
  }, 60_000);
  afterAll(() => Promise.all(bancos.map((b) => b.drop())));

  const anteontem = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
  const velha = (db: Db['db']) =>
    db
      .insertInto('login_falhas')
      .values({
        conta: 'staff:velha@x.com.br',
        ip: '10.0.0.9',
        falhas: 1,
        primeira_falha: anteontem,
        ultima_falha: anteontem,
      })
      .execute();
  const temVelha = async (db: Db['db']) =>
    !!(await db
      .selectFrom('login_falhas')
      .select('conta')
      .where('conta', '=', 'staff:velha@x.com.br')
      .executeTakeFirst());

  it(`runs on an app's ${FALHAS_POR_LIMPEZA}th failure, whatever another app recorded`, async () => {
    const [a, b] = bancos.map((x) => x.database.db) as [Db['db'], Db['db']];
    await velha(a);
    await velha(b);
    for (let i = 1; i < FALHAS_POR_LIMPEZA; i++)
      await registrarFalha(a, `staff:u${i}@x.com.br`, '10.0.0.1', new Date());
    await registrarFalha(b, 'staff:outro@x.com.br', '10.0.0.1', new Date());
    expect([await temVelha(a), await temVelha(b)]).toEqual([true, true]);
    await registrarFalha(a, 'staff:ultima@x.com.br', '10.0.0.1', new Date());
    expect([await temVelha(a), await temVelha(b)]).toEqual([false, true]);
  });
});
