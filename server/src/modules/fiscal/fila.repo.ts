import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/**
 * The fiscal outbox's sweep: which notes of every company are due (each is then leased and sent scoped to its own
 * company, fiscal.repo.ts travarParaEnvio). Unscoped by design, like the report scheduler: listed in eslint.config.js.
 */
export const notasDevidas = (db: Kysely<Database>, agora: Date, limite: number) =>
  db
    .selectFrom('notas_fiscais')
    .select(['id', 'empresa_id'])
    .where('situacao', '=', 'pendente')
    .where('proxima_tentativa_em', '<=', agora)
    .where((eb) => eb.or([eb('enviando_ate', 'is', null), eb('enviando_ate', '<', agora)]))
    .orderBy('proxima_tentativa_em')
    .limit(limite)
    .execute();
