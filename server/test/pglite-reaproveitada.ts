import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import type { Db } from '../src/db/database';
import { abrirPGlite, PGlitePool } from '../src/db/pglite-pool';
import type { Database } from '../src/db/tables';

/**
 * The test files' PGlite databases, one instance per test worker and template, handed from one file to the next.
 * Loading a template's data directory cost each file ~300 ms (~470 ms of CPU) on a 2-core EPYC; putting the
 * template's rows back costs ~60 ms. Between two files the instance goes back to exactly the template's state: its
 * session discarded (prepared statements, settings, locks), every table emptied and refilled with the template's rows
 * as they were read when it was loaded, every sequence where the template had it. An instance whose catalogue a file
 * changed (a table, a type, a function), or that failed to reset, is closed instead: the next file loads a new one.
 */
interface Instancia {
  pglite: PGlite;
  /** every table of the public schema, for one TRUNCATE */
  tabelas: string;
  /** [table, its rows as JSON] for each table the template has rows in */
  linhas: [string, string][];
  sequencias: { nome: string; valor: string; chamada: boolean }[];
  /** the catalogue's shape when loaded: a file that created or dropped anything leaves another one */
  catalogo: string;
}

const livres = new Map<string, Instancia>();

const CATALOGO = `SELECT concat_ws(' ', (SELECT max(oid) FROM pg_class), (SELECT count(*) FROM pg_class),
  (SELECT count(*) FROM pg_attribute), (SELECT count(*) FROM pg_proc), (SELECT count(*) FROM pg_type),
  (SELECT count(*) FROM pg_trigger)) AS c`;

async function catalogo(pglite: PGlite): Promise<string> {
  return (await pglite.query<{ c: string }>(CATALOGO)).rows[0]!.c;
}

async function carregar(modelo: () => Promise<Blob>, ajustes: Record<string, string>): Promise<Instancia> {
  const pglite = await abrirPGlite('memory://', await modelo(), ajustes);
  const { rows } = await pglite.query<{ t: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const linhas: [string, string][] = [];
  for (const { t } of rows) {
    // json_agg reads the heap in order: the rows go back in the order the template stored them
    const { j } = (await pglite.query<{ j: string | null }>(`SELECT json_agg(x)::text AS j FROM ${t} x`)).rows[0]!;
    if (j) linhas.push([t, j]);
  }
  const { rows: sequencias } = await pglite.query<Instancia['sequencias'][number]>(
    `SELECT format('%I.%I', schemaname, sequencename) AS nome, COALESCE(last_value, start_value)::text AS valor,
       last_value IS NOT NULL AS chamada
     FROM pg_sequences WHERE schemaname = 'public'`,
  );
  return { pglite, tabelas: rows.map((r) => r.t).join(', '), linhas, sequencias, catalogo: await catalogo(pglite) };
}

/** Back to the template's rows; false (and closed) when the instance cannot be handed on. */
async function restaurar(i: Instancia): Promise<boolean> {
  try {
    // apart: in one string the two would run as one transaction block, where DISCARD ALL may not
    await i.pglite.exec('ROLLBACK');
    await i.pglite.exec('DISCARD ALL');
    if ((await catalogo(i.pglite)) !== i.catalogo) throw new Error('catálogo alterado');
    await i.pglite.transaction(async (tx) => {
      // the template's rows as they were: no trigger or foreign key check runs while they go back
      await tx.exec(`SET LOCAL session_replication_role = replica; TRUNCATE ${i.tabelas} RESTART IDENTITY`);
      for (const [tabela, json] of i.linhas) {
        await tx.query(`INSERT INTO ${tabela} SELECT * FROM json_populate_recordset(NULL::${tabela}, $1::json)`, [
          json,
        ]);
      }
      for (const s of i.sequencias) await tx.query('SELECT setval($1, $2::bigint, $3)', [s.nome, s.valor, s.chamada]);
    });
    return true;
  } catch {
    await i.pglite.close().catch(() => {});
    return false;
  }
}

/**
 * A database in the state of the template `chave` (its tarball read by `modelo`): this worker's free instance of it, or
 * a new one. Closing it hands the instance on (restored) to the next file.
 */
export async function pgliteDoModelo(
  chave: string,
  modelo: () => Promise<Blob>,
  ajustes: Record<string, string>,
): Promise<Db> {
  const livre = livres.get(chave);
  livres.delete(chave);
  const instancia = livre ?? (await carregar(modelo, ajustes));
  const pool = PGlitePool.sobre(instancia.pglite, async () => {
    if (!(await restaurar(instancia))) return;
    if (livres.has(chave)) await instancia.pglite.close();
    else livres.set(chave, instancia);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
