import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { Tenant } from '../../db/tenant';

/**
 * A print agent's handshake: its token's hash finds the agent before its company is known (like a diner's QR token),
 * hence the one unscoped query of this module. A revoked agent is never found.
 */
export const agentePorHash = (db: Kysely<Database>, hash: string) =>
  db
    .selectFrom('impressao_agentes')
    .select(['id', 'empresa_id', 'nome'])
    .where('token_hash', '=', hash)
    .where('revogado_em', 'is', null)
    .executeTakeFirst();

export const inserirAgente = (t: Tenant, nome: string, tokenHash: string) =>
  t.insertInto('impressao_agentes', { nome, token_hash: tokenHash }).returning('id').executeTakeFirstOrThrow();

export const listarAgentes = (t: Tenant) =>
  t
    .selectFrom('impressao_agentes')
    .select(['id', 'nome', 'socket_id', 'conectado_desde', 'desconectado_desde', 'criado_em'])
    .where('revogado_em', 'is', null)
    .orderBy('nome')
    .orderBy('id')
    .execute();

export const revogarAgente = (t: Tenant, id: number, agora: Date) =>
  t
    .updateTable('impressao_agentes')
    .set({ revogado_em: agora, socket_id: null, desconectado_desde: agora })
    .where('id', '=', id)
    .where('revogado_em', 'is', null)
    .returning('id')
    .executeTakeFirst();

/** The agent's live socket (on any instance); a revoked agent does not connect. */
export const conectarAgente = (t: Tenant, id: number, socketId: string, agora: Date) =>
  t
    .updateTable('impressao_agentes')
    .set({ socket_id: socketId, conectado_desde: agora })
    .where('id', '=', id)
    .where('revogado_em', 'is', null)
    .returning('nome')
    .executeTakeFirst();

/** Only if this socket is still the agent's (a quick reconnect may already have replaced it). */
export const desconectarAgente = (t: Tenant, id: number, socketId: string, agora: Date) =>
  t
    .updateTable('impressao_agentes')
    .set({ socket_id: null, desconectado_desde: agora })
    .where('id', '=', id)
    .where('socket_id', '=', socketId)
    .returning(['nome', 'revogado_em'])
    .executeTakeFirst();
