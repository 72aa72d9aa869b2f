import { sql, type Selectable, type Updateable } from 'kysely';
import type { SituacaoNota } from '@comanda/shared';
import type { NotasFiscaisTable } from '../../db/tables';
import type { NovaLinha, Tenant } from '../../db/tenant';

export type NotaFiscal = Selectable<NotasFiscaisTable>;

/* The company's fiscal settings and its notes (the fiscal outbox), always scoped to one company. */

export const lerConfig = (t: Tenant) => t.selectFrom('fiscal_config').selectAll().executeTakeFirst();

export const gravarConfig = (t: Tenant, valores: Omit<NovaLinha<'fiscal_config'>, 'atualizado_em'>, agora: Date) =>
  t
    .insertInto('fiscal_config', { ...valores, atualizado_em: agora })
    .onConflict((oc) => oc.column('empresa_id').doUpdateSet({ ...valores, atualizado_em: agora }))
    .returningAll()
    .executeTakeFirstOrThrow();

/**
 * The note of a closed tab, written in the closing transaction when the company emits automatically: one statement
 * (a company without fiscal settings pays only this on its close). Filters by `t.empresaId` itself (a `t.db` use).
 */
export const enfileirarSeAutomatica = async (
  t: Tenant,
  vendaId: number,
  ref: string,
  valorTotal: string,
  agora: Date,
  cpf: string | null,
): Promise<NotaFiscal | undefined> =>
  (
    await sql<NotaFiscal>`INSERT INTO notas_fiscais
        (empresa_id, venda_id, ref, ambiente, valor_total, criado_em, proxima_tentativa_em, cpf)
      SELECT empresa_id, ${vendaId}, ${ref}, ambiente, ${valorTotal}, ${agora}, ${agora}, ${cpf}
      FROM fiscal_config
      WHERE empresa_id = ${t.empresaId} AND ativo AND emissao = 'automatica' AND token_cifrado IS NOT NULL
      ON CONFLICT ON CONSTRAINT notas_fiscais_empresa_venda DO NOTHING
      RETURNING *`.execute(t.db)
  ).rows[0];

export const inserirNota = (t: Tenant, nota: NovaLinha<'notas_fiscais'>) =>
  t.insertInto('notas_fiscais', nota).returningAll().executeTakeFirstOrThrow();

export const notaDaVenda = (t: Tenant, vendaId: number) =>
  t.selectFrom('notas_fiscais').selectAll().where('venda_id', '=', vendaId).executeTakeFirst();

export const travarNotaDaVenda = (t: Tenant, vendaId: number) =>
  t.selectFrom('notas_fiscais').selectAll().where('venda_id', '=', vendaId).forUpdate().executeTakeFirst();

/**
 * The sender's lease on one note: the row lock (SKIP LOCKED: another instance holding it is passed over, never
 * waited for), then only a pendente note that no live lease holds and that is due.
 */
export const travarParaEnvio = (t: Tenant, id: number, agora: Date) =>
  t
    .selectFrom('notas_fiscais')
    .selectAll()
    .where('id', '=', id)
    .where('situacao', '=', 'pendente')
    .where('proxima_tentativa_em', '<=', agora)
    .where((eb) => eb.or([eb('enviando_ate', 'is', null), eb('enviando_ate', '<', agora)]))
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();

export const atualizarNota = (t: Tenant, id: number, set: Updateable<NotasFiscaisTable>) =>
  t.updateTable('notas_fiscais').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** Writes a sender's result only while it still holds the lease (a sender past its lease changes nothing). */
export const gravarComLease = (t: Tenant, id: number, lease: string, set: Updateable<NotasFiscaisTable>) =>
  t
    .updateTable('notas_fiscais')
    .set({ ...set, enviando_por: null, enviando_ate: null })
    .where('id', '=', id)
    .where('enviando_por', '=', lease)
    .returningAll()
    .executeTakeFirst();

/** The manager's list: notes created on the days [de, ate] of the company's zone (SQL does the zone), newest first. */
export const listarNotas = (
  t: Tenant,
  filtro: { de?: string; ate?: string; fuso: string; situacao?: SituacaoNota },
) => {
  const dia = sql<string>`(n.criado_em AT TIME ZONE ${filtro.fuso})::date`;
  let q = t
    .selectFrom('notas_fiscais as n')
    .innerJoin('vendas as v', 'v.id', 'n.venda_id')
    .selectAll('n')
    .select('v.mesa_numero')
    .orderBy('n.criado_em', 'desc')
    .orderBy('n.id', 'desc')
    .limit(1000);
  if (filtro.de) q = q.where(dia, '>=', sql<string>`${filtro.de}::date`);
  if (filtro.ate) q = q.where(dia, '<=', sql<string>`${filtro.ate}::date`);
  if (filtro.situacao) q = q.where('n.situacao', '=', filtro.situacao);
  return q.execute();
};

/** The tab's table number, for a note's DTO. */
export const mesaDaVenda = async (t: Tenant, vendaId: number) =>
  (await t.selectFrom('vendas').select('mesa_numero').where('id', '=', vendaId).executeTakeFirst())?.mesa_numero ??
  null;

/** Claims a note's XML fetch: due now, moved to `ate` (past the call) so no other fetcher takes it meanwhile. */
export const tomarXml = (t: Tenant, id: number, agora: Date, ate: Date) =>
  t
    .updateTable('notas_fiscais')
    .set((eb) => ({ xml_proxima_em: ate, xml_tentativas: eb('xml_tentativas', '+', 1) }))
    .where('id', '=', id)
    .where('xml_proxima_em', '<=', agora)
    .returningAll()
    .executeTakeFirst();

/** Records what a fetch got: an XML already stored is never overwritten. */
export const gravarXml = (
  t: Tenant,
  id: number,
  set: Pick<
    Updateable<NotasFiscaisTable>,
    'xml' | 'xml_cancelamento' | 'caminho_xml' | 'caminho_xml_cancelamento' | 'xml_proxima_em'
  >,
) =>
  t
    .updateTable('notas_fiscais')
    .set((eb) => ({
      ...set,
      ...(set.xml ? { xml: eb.fn.coalesce('xml', eb.val(set.xml)) } : {}),
      ...(set.xml_cancelamento
        ? { xml_cancelamento: eb.fn.coalesce('xml_cancelamento', eb.val(set.xml_cancelamento)) }
        : {}),
    }))
    .where('id', '=', id)
    .execute();

/**
 * The month's notes authorized in that month of the company's zone (cancelled ones too: authorized first), for the
 * accountant's zip; their XMLs are read in batches (xmlsDasNotas), so a busy month never sits whole in memory.
 */
export const xmlsDoMes = (t: Tenant, mes: string, fuso: string) => {
  const primeiro = `${mes}-01`;
  return t
    .selectFrom('notas_fiscais')
    .select(['id', 'ref', 'chave', 'situacao'])
    .where('situacao', 'in', ['autorizada', 'cancelada'])
    .where('autorizada_em', '>=', sql<Date>`(${primeiro}::date)::timestamp AT TIME ZONE ${fuso}`)
    .where('autorizada_em', '<', sql<Date>`(${primeiro}::date + interval '1 month')::timestamp AT TIME ZONE ${fuso}`)
    .orderBy('autorizada_em')
    .orderBy('id')
    .execute();
};

/** The stored XMLs of some notes (a batch of the month's zip). */
export const xmlsDasNotas = (t: Tenant, ids: number[]) =>
  t.selectFrom('notas_fiscais').select(['id', 'xml', 'xml_cancelamento']).where('id', 'in', ids).execute();
