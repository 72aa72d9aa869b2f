import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/*
 * The board's code and an order's token find their company before it is known (like the diner's token lookups in
 * publico.repo.ts): the only unscoped queries of the counter module. Codes and tokens are 128+ random bits.
 */

/** The company whose pickup board this code opens (an inactive company's board is gone). */
export const empresaDoPainel = async (db: Kysely<Database>, codigo: string) =>
  (
    await db
      .selectFrom('paineis')
      .innerJoin('empresas', 'empresas.id', 'paineis.empresa_id')
      .select('paineis.empresa_id')
      .where('paineis.codigo', '=', codigo)
      .where('empresas.ativo', '=', 'S')
      .executeTakeFirst()
  )?.empresa_id;

/** The counter order this token follows. */
export const pedidoPorToken = (db: Kysely<Database>, token: string) =>
  db
    .selectFrom('vendas')
    .innerJoin('empresas', 'empresas.id', 'vendas.empresa_id')
    .select(['vendas.id', 'vendas.empresa_id'])
    .where('vendas.token_pedido', '=', token)
    .where('vendas.tipo', '=', 'balcao')
    .where('empresas.ativo', '=', 'S')
    .executeTakeFirst();
