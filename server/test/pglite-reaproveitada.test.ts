import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { pgliteDeTeste } from './helpers';
import { pgliteDoModelo } from './pglite-reaproveitada';

// A template of its own (whichever database the run uses): a table with a trigger, a sequence advanced by its rows.
let tarball: Blob;
// how many times each key's template was loaded
const cargas = new Map<string, number>();
const abrir = (chave: string) =>
  pgliteDoModelo(chave, async () => (cargas.set(chave, (cargas.get(chave) ?? 0) + 1), tarball), {});

beforeAll(async () => {
  const pool = await pgliteDeTeste();
  try {
    await pool.pool.query(`
      CREATE TABLE coisas (id serial PRIMARY KEY, nome text NOT NULL, mexida int NOT NULL DEFAULT 0);
      CREATE FUNCTION mexer() RETURNS trigger LANGUAGE plpgsql AS 'BEGIN NEW.mexida := NEW.mexida + 1; RETURN NEW; END';
      CREATE TRIGGER mexer BEFORE INSERT ON coisas FOR EACH ROW EXECUTE FUNCTION mexer();
      INSERT INTO coisas (nome) VALUES ('a'), ('b'), ('c');`);
    tarball = await pool.dumpDataDir();
  } finally {
    await pool.end();
  }
});

type Estado = { linhas: unknown[]; proximo: number; fuso: string };
async function estado(db: Awaited<ReturnType<typeof abrir>>['db']): Promise<Estado> {
  const linhas = (await sql`SELECT * FROM coisas ORDER BY id`.execute(db)).rows;
  await sql`INSERT INTO coisas (nome) VALUES ('sonda')`.execute(db);
  const { rows } = await sql<{ id: number }>`SELECT max(id) AS id FROM coisas`.execute(db);
  const { rows: fuso } = await sql<{ TimeZone: string }>`SHOW TimeZone`.execute(db);
  return { linhas, proximo: rows[0]!.id, fuso: fuso[0]!.TimeZone };
}

describe("a test file's PGlite, handed on to the next file", () => {
  it("comes back in the template's state: rows, sequences and session, without loading the template again", async () => {
    const chave = randomBytes(6).toString('hex');
    const primeiro = await abrir(chave);
    const antes = await estado(primeiro.db);
    // what a file leaves behind: rows changed and deleted, a sequence advanced, a session setting, a prepared statement
    await sql`UPDATE coisas SET nome = 'mudada' WHERE id = 1`.execute(primeiro.db);
    await sql`DELETE FROM coisas WHERE id = 2`.execute(primeiro.db);
    await sql`SELECT nextval('coisas_id_seq') FROM generate_series(1, 10)`.execute(primeiro.db);
    await sql`SET TimeZone = 'Asia/Tokyo'`.execute(primeiro.db);
    await sql`PREPARE deixado AS SELECT 1`.execute(primeiro.db);
    await primeiro.close();

    const segundo = await abrir(chave);
    try {
      expect(await estado(segundo.db)).toEqual(antes);
      // the rows came back as they were, not through the trigger again
      expect(antes.linhas).toEqual([
        { id: 1, nome: 'a', mexida: 1 },
        { id: 2, nome: 'b', mexida: 1 },
        { id: 3, nome: 'c', mexida: 1 },
      ]);
      await expect(sql`EXECUTE deixado`.execute(segundo.db)).rejects.toThrow('does not exist');
      expect(cargas.get(chave)).toBe(1);
    } finally {
      await segundo.close();
    }
  });

  it('is not handed on when a file changed the catalogue: the next one loads the template again', async () => {
    const chave = randomBytes(6).toString('hex');
    const primeiro = await abrir(chave);
    const antes = await estado(primeiro.db);
    await sql`ALTER TABLE coisas ADD COLUMN extra int`.execute(primeiro.db);
    await primeiro.close();

    const segundo = await abrir(chave);
    try {
      expect(cargas.get(chave)).toBe(2);
      expect(await estado(segundo.db)).toEqual(antes);
    } finally {
      await segundo.close();
    }
  });

  it('gives two files open at once an instance each', async () => {
    const chave = randomBytes(6).toString('hex');
    const [a, b] = [await abrir(chave), await abrir(chave)];
    try {
      await sql`DELETE FROM coisas`.execute(a.db);
      expect((await sql`SELECT count(*)::int AS n FROM coisas`.execute(b.db)).rows).toEqual([{ n: 3 }]);
      expect(cargas.get(chave)).toBe(2);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
