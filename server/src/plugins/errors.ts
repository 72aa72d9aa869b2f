import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from '../errors';
import { bancoIndisponivel, SERVICO_INDISPONIVEL } from '../db/indisponivel';

const PG_UNIQUE = '23505';
const PG_FK = '23503';
/** Data errors PostgreSQL raises for values our schemas let through: a 400, never a 500 (the transaction rolled back). */
const PG_DADO_INVALIDO: Record<string, string> = {
  '22003': 'Valor excede o limite', // numeric_value_out_of_range (money or integer overflow)
  '22001': 'Texto excede o tamanho máximo', // string_data_right_truncation
  '22021': 'O texto contém um caractere inválido', // character_not_in_repertoire (NUL)
  '22P02': 'Dados inválidos', // invalid_text_representation
  '22007': 'Data inválida', // invalid_datetime_format
  '22008': 'Data inválida', // datetime_field_overflow
};

/** One error shape for every failure: {error, message, details?}, pt-BR text, no stack traces. */
export function registrarErros(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError & { code?: string }, req, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfter) reply.header('retry-after', String(err.retryAfter));
      return reply
        .status(err.statusCode)
        .send({ error: err.error, message: err.message, ...(err.details !== undefined && { details: err.details }) });
    }
    if (err instanceof ZodError) {
      const first = err.issues[0];
      return reply.status(400).send({
        error: 'Dados inválidos',
        message: first?.message ?? 'Dados inválidos',
        details: err.issues.map((i) => ({ campo: i.path.join('.'), mensagem: i.message })),
      });
    }
    if (bancoIndisponivel(err)) {
      // the pool replaces the lost connections; the client retries (no stack: the cause is outside this process)
      req.log.warn({ code: err.code }, `banco de dados indisponível: ${err.message}`);
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({ error: 'Serviço indisponível', message: SERVICO_INDISPONIVEL });
    }
    if (err.code === PG_UNIQUE) return reply.status(409).send({ error: 'Conflito', message: 'Registro duplicado' });
    const dado = err.code ? PG_DADO_INVALIDO[err.code] : undefined;
    if (dado) {
      req.log.warn({ code: err.code, message: err.message }, 'valor recusado pelo banco'); // a missed schema check, worth a look
      return reply.status(400).send({ error: 'Dados inválidos', message: dado });
    }
    if (err.code === PG_FK)
      return reply.status(409).send({ error: 'Conflito', message: 'Registro em uso por outros dados' });
    if (err.statusCode === 429) {
      return reply
        .status(429)
        .send({ error: 'Muitas requisições', message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' });
    }
    if (err.validation || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ error: 'Dados inválidos', message: 'Corpo da requisição inválido' });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ error: 'Requisição inválida', message: err.message });
    }
    req.log.error(err);
    return reply.status(500).send({ error: 'Erro interno', message: 'Erro interno do servidor' });
  });
}
