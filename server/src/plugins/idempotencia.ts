import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { StaffSession } from '../sessoes/sessao';
import { tenant } from '../db/tenant';
import { AppError, badRequest } from '../errors';

/** Keys live 24 h (issue 16): long enough for a phone that was offline through a shift. */
export const VALIDADE_CHAVE_MS = 24 * 60 * 60 * 1000;
const ESCRITAS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** how long a duplicate waits for the first request with the same key to finish */
const ESPERA_MAX_MS = 15_000;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencia?: { empresaId: number; usuarioId: number; chave: string };
  }
}

const hashDe = (req: FastifyRequest) =>
  createHash('sha256')
    .update(`${req.method} ${req.url}\n${JSON.stringify(req.body ?? null)}`)
    .digest('hex');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Called by the staff guard once the user is known. The first request with a key inserts its row (the primary key
 * serializes concurrent duplicates) and runs; a repeat answers the stored response, waiting while the first is still
 * running; the same key with another body is a 422.
 */
export async function aplicarIdempotencia(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  /** the diner's public orders use the pseudo-user 0 of the company the code or token names */
  staff: Pick<StaffSession, 'empresaId' | 'id'>,
) {
  const chave = req.headers['idempotency-key'];
  if (!ESCRITAS.has(req.method) || chave === undefined) return;
  if (typeof chave !== 'string' || !/^[\w.:-]{8,100}$/.test(chave)) throw badRequest('Idempotency-Key inválida');
  const alvo = { empresaId: staff.empresaId, usuarioId: staff.id, chave };
  const hash = hashDe(req);
  const limite = Date.now() + ESPERA_MAX_MS;
  for (;;) {
    const inserida = await tenant(ctx.db, alvo.empresaId)
      .insertInto('chaves_idempotencia', { usuario_id: alvo.usuarioId, chave, hash_requisicao: hash })
      .onConflict((oc) => oc.columns(['empresa_id', 'usuario_id', 'chave']).doNothing())
      .returning('chave')
      .executeTakeFirst();
    if (inserida) {
      req.idempotencia = alvo;
      return;
    }
    const linha = await tenant(ctx.db, alvo.empresaId)
      .selectFrom('chaves_idempotencia')
      .select(['hash_requisicao', 'status', 'resposta', 'criado_em'])
      .where('usuario_id', '=', alvo.usuarioId)
      .where('chave', '=', chave)
      .executeTakeFirst();
    if (!linha) continue; // the first attempt failed and let the key go: try to take it
    if (Date.now() - new Date(linha.criado_em).getTime() > VALIDADE_CHAVE_MS) {
      await apagar(ctx, alvo);
      continue;
    }
    if (linha.hash_requisicao !== hash) {
      throw new AppError(422, 'Chave reutilizada', 'Esta Idempotency-Key já foi usada com outra requisição');
    }
    if (linha.status !== null) {
      reply
        .header('idempotent-replayed', 'true')
        .header('content-type', 'application/json; charset=utf-8')
        .code(linha.status);
      return reply.send(linha.resposta ?? '');
    }
    if (Date.now() > limite)
      throw new AppError(409, 'Conflito', 'A requisição original ainda está em andamento. Tente novamente.');
    await sleep(50);
  }
}

const apagar = (ctx: AppContext, a: NonNullable<FastifyRequest['idempotencia']>) =>
  tenant(ctx.db, a.empresaId)
    .deleteFrom('chaves_idempotencia')
    .where('usuario_id', '=', a.usuarioId)
    .where('chave', '=', a.chave)
    .execute();

/** Stores the first response (4xx included: a refused order stays refused); a 5xx frees the key for a retry. */
export function registrarIdempotencia(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const alvo = req.idempotencia;
    if (!alvo) return payload;
    req.idempotencia = undefined;
    if (reply.statusCode >= 500) {
      await apagar(ctx, alvo);
      return payload;
    }
    await tenant(ctx.db, alvo.empresaId)
      .updateTable('chaves_idempotencia')
      .set({
        status: reply.statusCode,
        resposta: typeof payload === 'string' ? payload : payload == null ? '' : String(payload),
      })
      .where('usuario_id', '=', alvo.usuarioId)
      .where('chave', '=', alvo.chave)
      .execute();
    // old keys go with the writes that made them, a few at a time (every company's: housekeeping, unscoped)
    if (Math.random() < 0.05) {
      await ctx.db
        .deleteFrom('chaves_idempotencia')
        .where('criado_em', '<', new Date(Date.now() - VALIDADE_CHAVE_MS))
        .execute();
    }
    return payload;
  });
}
