import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/** The open tab a public token belongs to (a closed or cancelled tab's token is dead). */
export const vendaPorToken = (db: Kysely<Database>, token: string) =>
  db.selectFrom('vendas').selectAll().where('token_publico', '=', token).where('situacao', '=', 'A').executeTakeFirst();

/** A closed tab by its dead token: the diner's page then says the bill is settled instead of a bare error. */
export const vendaFechadaPorToken = (db: Kysely<Database>, token: string) =>
  db.selectFrom('vendas').select(['id', 'empresa_id']).where('token_publico', '=', token).where('situacao', '=', 'F').executeTakeFirst();
