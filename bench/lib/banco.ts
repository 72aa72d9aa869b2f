import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A throwaway PostgreSQL database for one bench run, on the server of DATABASE_URL (default: the local one). */
export async function bancoDescartavel(prefixo: string): Promise<{ url: string; descartar(): Promise<void> }> {
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const nome = `cv_${prefixo}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nome}`);
  const url = new URL(base);
  url.pathname = `/${nome}`;
  return {
    url: url.toString(),
    async descartar() {
      await admin.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
      await admin.end();
    },
  };
}
