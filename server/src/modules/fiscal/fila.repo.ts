import type { Kysely } from 'kysely';
import { rotuloComanda } from '@comanda/shared';
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

/** Notes whose XML is still missing and due to be fetched again (authorized or cancelled ones). */
export const xmlsDevidos = (db: Kysely<Database>, agora: Date, limite: number) =>
  db
    .selectFrom('notas_fiscais')
    .select(['id', 'empresa_id'])
    .where('xml_proxima_em', '<=', agora)
    .orderBy('xml_proxima_em')
    .limit(limite)
    .execute();

/**
 * Notes created before `antes` and still pendente, not yet alerted: marked alerted in the same statement (so one
 * instance alerts each note once) and answered with their tab's table.
 */
export const pendentesHaMuito = async (db: Kysely<Database>, antes: Date, agora: Date) => {
  const marcadas = await db
    .updateTable('notas_fiscais')
    .set({ alertada_em: agora })
    .where('situacao', '=', 'pendente')
    .where('alertada_em', 'is', null)
    .where('criado_em', '<=', antes)
    .returning(['id', 'empresa_id', 'venda_id'])
    .execute();
  if (marcadas.length === 0) return [];
  const vendas = await db
    .selectFrom('vendas')
    .select(['id', 'tipo', 'numero', 'mesa_numero', 'nome_cliente', 'viagem'])
    .where(
      'id',
      'in',
      marcadas.map((m) => m.venda_id),
    )
    .execute();
  const rotulos = new Map(vendas.map((v) => [v.id, rotuloComanda(v)]));
  return marcadas.map((m) => ({ ...m, rotulo: rotulos.get(m.venda_id) ?? 'Comanda' }));
};
