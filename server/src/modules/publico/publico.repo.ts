import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/**
 * The open tab a public token belongs to. A closed or cancelled tab's token is dead, and so is every token of a
 * deactivated company: the diner gets the same 404 either way.
 */
export const vendaPorToken = (db: Kysely<Database>, token: string) =>
  db
    .selectFrom('vendas')
    .selectAll('vendas')
    .where('token_publico', '=', token)
    .where('situacao', '=', 'A')
    .where((eb) => eb.exists(eb.selectFrom('empresas').select('empresas.id').whereRef('empresas.id', '=', 'vendas.empresa_id').where('empresas.ativo', '=', 'S')))
    .executeTakeFirst();
