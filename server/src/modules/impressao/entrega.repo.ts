import { sql } from 'kysely';
import type { Tenant } from '../../db/tenant';

/* The outbox as the agents see it: claim, resend, acknowledge, expire. */

/** Jobs still waiting for an agent past the age limit wait for a person instead (never a forced one). */
export const vencerAntigas = (t: Tenant, limite: Date) =>
  t
    .updateTable('impressoes')
    .set({ situacao: 'aguardando_decisao' })
    .where('situacao', '=', 'pendente')
    .where('decidida_em', 'is', null)
    .where('criado_em', '<', limite)
    .returning('id')
    .execute();

/**
 * Claims every waiting job of the company for one agent. Two agents claiming at once: the row lock makes the second
 * re-read `situacao` and skip what the first took, so a job goes to one agent. Only the agent's live socket claims: an
 * old one the server has not yet seen die (its ping timeout) would take jobs that no one resends to the new one. The
 * share lock on the agent's row orders the claim against that connect (whose resend then sees it) and a revocation.
 */
export const reivindicar = (t: Tenant, agenteId: number, socketId: string, agora: Date) =>
  t
    .updateTable('impressoes')
    .set({ situacao: 'enviada', agente_id: agenteId, enviada_em: agora })
    .where('situacao', '=', 'pendente')
    .where(({ exists }) =>
      exists(
        t
          .selectFrom('impressao_agentes')
          .select('id')
          .where('id', '=', agenteId)
          .where('socket_id', '=', socketId)
          .forShare(),
      ),
    )
    .returning('id')
    .execute();

/** Sent to this agent and not acknowledged: sent again on its reconnect. */
export const naoConfirmadas = (t: Tenant, agenteId: number) =>
  t.selectFrom('impressoes').select('id').where('agente_id', '=', agenteId).where('situacao', '=', 'enviada').execute();

/** The jobs with their printers, in id order (the order they print in, per printer). */
export const trabalhos = (t: Tenant, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : t
        .selectFrom('impressoes as j')
        .innerJoin('impressoras as i', 'i.id', 'j.impressora_id')
        .select([
          'j.id',
          'j.payload',
          'j.criado_em',
          'j.decidida_em',
          'i.id as impressora_id',
          'i.nome',
          'i.host',
          'i.porta',
          'i.largura',
          'i.pagina_codigo',
          'i.copias',
        ])
        .where('j.id', 'in', ids)
        .orderBy('j.id')
        .execute();

/*
 * What an agent reports about a job counts only for a job handed to that agent and not yet acknowledged: another
 * agent of the company (or one whose job went back to the queue, revoked) changes nothing. A job waiting in the queue
 * has no agent (claim, decision and revocation write agente_id with the state), so no one can confirm it.
 */

export const confirmar = (t: Tenant, agenteId: number, id: number, agora: Date) =>
  t
    .updateTable('impressoes')
    .set({ situacao: 'impressa', impressa_em: agora, ultimo_erro: null })
    .where('id', '=', id)
    .where('agente_id', '=', agenteId)
    .where('situacao', '=', 'enviada')
    .returning('id')
    .executeTakeFirst();

export const registrarErro = (t: Tenant, agenteId: number, id: number, erro: string) =>
  t
    .updateTable('impressoes')
    .set((eb) => ({ tentativas: eb('tentativas', '+', 1), ultimo_erro: erro }))
    .where('id', '=', id)
    .where('agente_id', '=', agenteId)
    .where('situacao', '=', 'enviada')
    .execute();

/** The agent held the job past its validity while the printer was down. */
export const expirar = (t: Tenant, agenteId: number, id: number) =>
  t
    .updateTable('impressoes')
    .set({ situacao: 'aguardando_decisao' })
    .where('id', '=', id)
    .where('agente_id', '=', agenteId)
    .where('situacao', '=', 'enviada')
    .where('decidida_em', 'is', null)
    .returning('id')
    .executeTakeFirst();

/** A printer's reachability as its agent reports it; `estado_desde` moves only when it changes. */
export const estadoImpressora = (t: Tenant, id: number, online: boolean, erro: string | null, agora: Date) =>
  t
    .updateTable('impressoras')
    .set({
      online,
      erro,
      estado_desde: sql<Date>`case when online = ${online} and estado_desde is not null then estado_desde else ${agora}::timestamptz end`,
    })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();

/** A revoked agent's unacknowledged jobs go back to the queue for the company's other agents. */
export const devolverDoAgente = (t: Tenant, agenteId: number) =>
  t
    .updateTable('impressoes')
    .set({ situacao: 'pendente', agente_id: null })
    .where('agente_id', '=', agenteId)
    .where('situacao', '=', 'enviada')
    .execute();
