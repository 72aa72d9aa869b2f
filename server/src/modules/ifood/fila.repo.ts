import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/**
 * The iFood sweeps over every company: which linked stores are due a poll, which companies have events to process
 * and which calls to iFood are due (each then leased and handled scoped to its own company, ifood.repo.ts). Unscoped
 * by design, like the fiscal outbox's sweep: listed in eslint.config.js.
 */
export const lojasDevidas = (db: Kysely<Database>, agora: Date) =>
  db
    .selectFrom('ifood_config')
    .select('empresa_id')
    .where('ativo', '=', true)
    .where('merchant_id', 'is not', null)
    .where((eb) => eb.or([eb('polling_ate', 'is', null), eb('polling_ate', '<', agora)]))
    .execute();

export const empresasComEventos = (db: Kysely<Database>, agora: Date) =>
  db
    .selectFrom('ifood_eventos')
    .select('empresa_id')
    .distinct()
    .where('processado_em', 'is', null)
    .where('proxima_tentativa_em', '<=', agora)
    .execute();

export const saidasDevidas = (db: Kysely<Database>, agora: Date, limite: number) =>
  db
    .selectFrom('ifood_saida')
    .select(['id', 'empresa_id'])
    .where('situacao', '=', 'pendente')
    .where('proxima_tentativa_em', '<=', agora)
    .where((eb) => eb.or([eb('enviando_ate', 'is', null), eb('enviando_ate', '<', agora)]))
    .orderBy('proxima_tentativa_em')
    .limit(limite)
    .execute();

export const empresasComPedidosAbertos = (db: Kysely<Database>) =>
  db
    .selectFrom('ifood_pedidos as p')
    .innerJoin('vendas as v', 'v.id', 'p.venda_id')
    .select('p.empresa_id')
    .distinct()
    .where('p.situacao', '=', 'confirmado')
    .where('v.situacao', '=', 'A')
    .execute();
