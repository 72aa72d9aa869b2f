import type { Kysely, Updateable } from 'kysely';
import type { Database, RelatorioAgendamentosTable } from '../../db/tables';
import type { NovaLinha, Tenant } from '../../db/tenant';

const COLUNAS = [
  'id',
  'frequencia',
  'periodo',
  'destinatarios',
  'ativo',
  'proximo_envio',
  'ultimo_envio',
  'ultimo_erro',
] as const;

export const listarAgendamentos = (t: Tenant) =>
  t.selectFrom('relatorio_agendamentos').select(COLUNAS).orderBy('id').execute();

/** Locks the company row: concurrent creations then count one after the other. */
export const travarEmpresa = (t: Tenant) =>
  t.db.selectFrom('empresas').select('id').where('id', '=', t.empresaId).forUpdate().executeTakeFirstOrThrow();

export const contarAgendamentos = async (t: Tenant) =>
  Number(
    (
      await t
        .selectFrom('relatorio_agendamentos')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const inserirAgendamento = (t: Tenant, agendamento: NovaLinha<'relatorio_agendamentos'>) =>
  t.insertInto('relatorio_agendamentos', agendamento).returning(COLUNAS).executeTakeFirstOrThrow();

/** Number of rows removed (0: not this company's schedule). */
export const removerAgendamento = async (t: Tenant, id: number) =>
  Number((await t.deleteFrom('relatorio_agendamentos').where('id', '=', id).executeTakeFirst()).numDeletedRows);

// ----- the scheduler: it runs for every company at once ----------------------------------------------------------

export const agendamentosDevidos = (db: Kysely<Database>, agora: Date) =>
  db
    .selectFrom('relatorio_agendamentos')
    .selectAll()
    .where('ativo', '=', true)
    .where('proximo_envio', '<=', agora)
    .execute();

/** Moves a due run to its next time, unless another instance already did: true when this caller won the run. */
export async function reservarEnvio(db: Kysely<Database>, id: number, previsto: Date, proximo: Date): Promise<boolean> {
  const r = await db
    .updateTable('relatorio_agendamentos')
    .set({ proximo_envio: proximo })
    .where('id', '=', id)
    .where('proximo_envio', '=', previsto)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export const registrarEnvio = (db: Kysely<Database>, id: number, set: Updateable<RelatorioAgendamentosTable>) =>
  db.updateTable('relatorio_agendamentos').set(set).where('id', '=', id).execute();
