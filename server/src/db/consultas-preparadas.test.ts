import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { bancoPostgres } from '../../test/processo';
import { prepararConsultas } from './consultas-preparadas';
import { pgliteDeTeste } from '../../test/helpers';

// On the real PostgreSQL and on the embedded PGlite (the same pg Pool, through PGlite's node-postgres adapter).
type Banco = 'PostgreSQL' | 'PGlite';
const CRIAR = [
  'CREATE TABLE coisas (id int PRIMARY KEY, nome text)',
  "INSERT INTO coisas VALUES (1, 'um'), (2, 'dois')",
];
let banco: Awaited<ReturnType<typeof bancoPostgres>>;
const fechar: (() => Promise<void>)[] = [];
/**
 * A pool of one connection for one test, with the `coisas` table: prepared statements belong to a connection, and
 * tests run in any order. PostgreSQL's is wired here as database.ts wires it; PGlite's is PGlitePool's own.
 */
async function novoPool(tipo: Banco): Promise<pg.Pool> {
  if (tipo === 'PGlite') {
    const pglite = await pgliteDeTeste();
    fechar.push(() => pglite.end());
    for (const comando of CRIAR) await pglite.pool.query(comando);
    return pglite.pool;
  }
  const pool = new pg.Pool({ connectionString: banco.url, max: 1 });
  pool.on('connect', prepararConsultas);
  fechar.push(() => pool.end());
  return pool;
}
const preparadas = async (c: pg.PoolClient) =>
  (await c.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).rows.map((r) => r.statement);

beforeAll(async () => {
  banco = await bancoPostgres();
  const pool = new pg.Pool({ connectionString: banco.url, max: 1 });
  for (const comando of CRIAR) await pool.query(comando);
  await pool.end();
});
afterAll(async () => {
  await Promise.all(fechar.map((f) => f()));
  await banco?.drop();
});

describe.each<Banco>(['PostgreSQL', 'PGlite'])('prepared statements per connection (%s)', (tipo) => {
  it('prepares a query of a transaction once and reuses it; reads outside one, DDL and long lists go unprepared', async () => {
    const c = await (await novoPool(tipo)).connect();
    try {
      await c.query('SELECT id FROM coisas WHERE nome = $1', ['um']); // a read outside a transaction
      await c.query('begin');
      for (const id of [1, 2, 1]) await c.query('SELECT nome FROM coisas WHERE id = $1', [id]);
      expect((await c.query('SELECT nome FROM coisas WHERE id = $1', [2])).rows).toEqual([{ nome: 'dois' }]);
      const ids = Array.from({ length: 41 }, (_, i) => i);
      await c.query(`SELECT id FROM coisas WHERE id IN (${ids.map((i) => `$${i + 1}`).join(',')})`, ids);
      await c.query('CREATE INDEX coisas_nome ON coisas (nome)');
      await c.query('commit');
      await c.query('SELECT nome FROM coisas WHERE id > $1', [0]);
      expect(await preparadas(c)).toEqual([expect.stringContaining('SELECT nome FROM coisas WHERE id = $1')]);
    } finally {
      c.release();
    }
  });

  it("after a table's columns change, a prepared select * fails once, then the connection prepares it again", async () => {
    // as Kysely uses it: a checked-out client, query(text, values) (pool.query passes a callback and is left alone)
    const pool = await novoPool(tipo);
    const ler = async () => {
      const c = await pool.connect();
      try {
        await c.query('begin');
        return await c.query('SELECT * FROM coisas WHERE id = $1', [1]).finally(() => c.query('rollback'));
      } finally {
        c.release();
      }
    };
    expect((await ler()).rows).toEqual([{ id: 1, nome: 'um' }]);
    await pool.query('ALTER TABLE coisas ADD COLUMN preco int DEFAULT 7');
    await expect(ler()).rejects.toMatchObject({ code: '0A000' });
    expect((await ler()).rows).toEqual([{ id: 1, nome: 'um', preco: 7 }]);
  });
});
