import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duasEmpresasComMesas, freshDatabase } from '../../test/helpers';
import { migrateToLatest, type Db } from './database';
import { tenant } from './tenant';

describe('tenant handle', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Db['db'];
  const mesas = (empresaId: number) =>
    db.selectFrom('mesas').select(['numero', 'nome']).where('empresa_id', '=', empresaId).orderBy('numero').execute();

  beforeAll(async () => {
    fresh = await freshDatabase();
    db = fresh.database.db;
    await migrateToLatest(db);
  }, 60_000);
  afterAll(() => fresh?.drop());
  // each test gets its own two companies: tests run shuffled, and one deletes and renames rows another would count
  const empresas = () => duasEmpresasComMesas(db, [1, 2]);

  it('selects only the company rows, also through an alias and a join', async () => {
    const [a, b] = await empresas();
    const t = tenant(db, a);
    const ids = (await t.selectFrom('mesas').select('empresa_id').execute()).map((r) => r.empresa_id);
    expect(ids).toEqual([a, a]);
    const idB = (await tenant(db, b).selectFrom('mesas').select('id').executeTakeFirstOrThrow()).id;
    expect(await t.selectFrom('mesas as m').selectAll('m').where('m.id', '=', idB).executeTakeFirst()).toBeUndefined();
  });

  it('never updates or deletes another company rows', async () => {
    const [a, b] = await empresas();
    const t = tenant(db, a);
    await t.updateTable('mesas').set({ nome: 'mudou' }).execute();
    await t.deleteFrom('mesas').where('numero', '=', 2).execute();
    expect(await mesas(a)).toEqual([{ numero: 1, nome: 'mudou' }]);
    expect(await mesas(b)).toEqual([
      { numero: 1, nome: 'M1' },
      { numero: 2, nome: 'M2' },
    ]);
  });

  it('inserts carry the company', async () => {
    const [a, b] = await empresas();
    const t = tenant(db, b);
    await t.insertInto('mesas', { numero: 3, nome: 'M3', capacidade: 2 }).execute();
    await t.insertInto('mesas', [{ numero: 4, nome: 'M4', capacidade: 2 }]).execute();
    expect((await mesas(b)).map((m) => m.numero)).toEqual([1, 2, 3, 4]);
    expect((await mesas(a)).map((m) => m.numero)).toEqual([1, 2]);
  });
});
