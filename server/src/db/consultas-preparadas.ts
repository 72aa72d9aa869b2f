import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Kysely writes `in (...)` with one parameter per value: capping the count keeps the set of prepared texts bounded. */
const MAX_PARAMETROS = 40;
const DML = /^\s*(?:select|insert|update|delete|with)\b/i;
/** transaction control as Kysely sends it (begin, commit, rollback) */
const CONTROLE = /^\s*(?:begin|start\s+transaction|commit|rollback|end)\b/i;
/** "cached plan must not change result type": a table's columns changed under a prepared `select *` */
const PLANO_MUDOU = '0A000';

interface Conexao {
  parsedStatements: Record<string, string>;
  submittedNamedStatements?: Record<string, string>;
}
type Consulta = (config: unknown, valores?: unknown, cb?: unknown) => Promise<pg.QueryResult>;

const nomes = new Map<string, string>();
function nomeDe(texto: string): string {
  let nome = nomes.get(texto);
  if (!nome) {
    nome = `cv_${createHash('sha1').update(texto).digest('base64url')}`;
    if (nomes.size < 5_000) nomes.set(texto, nome);
  }
  return nome;
}

/**
 * PostgreSQL parses and plans every unnamed statement again: under an item add, that was two thirds of the database's
 * time (issue 17). Inside a transaction — the writes: locks, inserts, totals — each connection prepares the statement
 * once, named by a hash of its text, and then only binds and executes it (PostgreSQL may then keep a generic plan,
 * which for these key lookups and inserts is the plan). Reads outside a transaction (lists, searches, reports) stay
 * unnamed and are planned for their parameters each time: a generic plan made a large company's tab-number search 3x
 * slower (bench:growth). Only queries (select/insert/update/delete/with) with 1–40 parameters are prepared, so the set
 * of texts stays bounded (Kysely writes `in (...)` with one parameter per value).
 * After a migration changes a table's columns while this instance runs (a rolling deploy), a prepared `select *` fails
 * once with 0A000; the connection then drops its prepared statements before its next query.
 */
export function prepararConsultas(client: pg.PoolClient): void {
  const original = client.query.bind(client) as unknown as Consulta;
  const conexao = (client as unknown as { connection: Conexao }).connection;
  let descartar = false;
  let emTransacao = false;
  const preparada = (texto: string, valores: unknown[]) =>
    original({ name: nomeDe(texto), text: texto, values: valores }).catch((e: { code?: string }) => {
      if (e.code === PLANO_MUDOU) descartar = true;
      throw e;
    });
  const consulta: Consulta = (config, valores, cb) => {
    if (typeof config === 'string' && CONTROLE.test(config)) emTransacao = /^\s*(?:begin|start)/i.test(config);
    if (
      !emTransacao ||
      typeof config !== 'string' ||
      !Array.isArray(valores) ||
      valores.length === 0 ||
      valores.length > MAX_PARAMETROS ||
      cb !== undefined ||
      !DML.test(config)
    )
      return original(config, valores, cb);
    if (!descartar) return preparada(config, valores);
    descartar = false;
    return original('DEALLOCATE ALL').then(() => {
      conexao.parsedStatements = {};
      conexao.submittedNamedStatements = {};
      return preparada(config, valores);
    });
  };
  (client as unknown as { query: Consulta }).query = consulta;
}
