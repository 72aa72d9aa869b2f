import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type KyselyPlugin } from 'kysely';
import { duasEmpresasComMesas, freshDatabase } from '../../test/helpers';
import { consultaFixa } from './consulta-fixa';
import { migrateToLatest, type Db } from './database';
import { tenant, type Tenant } from './tenant';

describe('a statement compiled once', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Db['db'];
  let a: number;
  let b: number;

  beforeAll(async () => {
    fresh = await freshDatabase();
    db = fresh.database.db;
    await migrateToLatest(db);
    [a, b] = await duasEmpresasComMesas(db, [1, 2, 3]);
  }, 60_000);
  afterAll(() => fresh?.drop());

  let montagens = 0;
  // a nested value, a value in a sql template, a constant and the company, in a CTE
  const mesasEntre = consultaFixa((t: Tenant, p: { faixa: { de: number; ate: number }; sufixo: string }) => {
    montagens += 1;
    return t.db
      .with('m', (q) =>
        tenant(q, t.empresaId)
          .selectFrom('mesas')
          .select(['numero', sql<string>`nome || ' de ' || empresa_id || ${p.sufixo}::text`.as('nome')])
          .where('numero', '>=', p.faixa.de)
          .where('numero', '<=', p.faixa.ate)
          .where('capacidade', '=', 4),
      )
      .selectFrom('m')
      .selectAll()
      .orderBy('numero');
  });

  it('builds the SQL once and runs it with each call values and company', async () => {
    montagens = 0;
    expect(await mesasEntre(tenant(db, a), { faixa: { de: 1, ate: 2 }, sufixo: '!' })).toEqual([
      { numero: 1, nome: `M1 de ${a}!` },
      { numero: 2, nome: `M2 de ${a}!` },
    ]);
    expect(await mesasEntre(tenant(db, b), { faixa: { de: 2, ate: 3 }, sufixo: '?' })).toEqual([
      { numero: 2, nome: `M2 de ${b}?` },
      { numero: 3, nome: `M3 de ${b}?` },
    ]);
    await db.transaction().execute(async (trx) => {
      expect(await mesasEntre(tenant(trx, a), { faixa: { de: 3, ate: 3 }, sufixo: '' })).toEqual([
        { numero: 3, nome: `M3 de ${a}` },
      ]);
    });
    expect(montagens).toBe(1);
  });

  it('is built and executed as usual under a plugin, which sees it', async () => {
    montagens = 0;
    let vistas = 0;
    const contador: KyselyPlugin = {
      transformQuery: (x) => ((vistas += 1), x.node),
      transformResult: async (x) => x.result,
    };
    const comPlugin = tenant(db.withPlugin(contador), a);
    expect(await mesasEntre(comPlugin, { faixa: { de: 2, ate: 2 }, sufixo: '' })).toEqual([
      { numero: 2, nome: `M2 de ${a}` },
    ]);
    expect([montagens, vistas]).toEqual([1, 1]);
  });
});
