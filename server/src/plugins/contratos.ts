import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const DOCS = '/api/docs';

/**
 * Route contracts: each route's `schema` names zod schemas for params, querystring, body and response; Fastify
 * validates with them before the handler (handlers get typed, already parsed input), and @fastify/swagger turns them
 * into the OpenAPI document at /api/docs/json (with a browsable UI at /api/docs outside production).
 */
export async function registrarContratos(app: FastifyInstance, opts: { ui: boolean }): Promise<void> {
  // The ZodError itself is the validation error (not the provider's Ajv-like list), so the error handler answers it
  // exactly as it answers a Schema.parse() in a handler: 400 {error, message, details} with the first pt-BR message.
  const validar: FastifySchemaCompiler<z.ZodType> =
    ({ schema }) =>
    (dados) => {
      const r = schema.safeParse(dados);
      return r.success ? { value: r.data } : { error: r.error };
    };
  app.setValidatorCompiler(validar);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Comanda Viva API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }], // the UI's Authorize button then sends the token on every call
    },
    transform: jsonSchemaTransform,
  });
  if (opts.ui) {
    // the UI's page and assets live under the prefix and load nothing inline, so the app-wide CSP fits them
    await app.register(fastifySwaggerUi, { routePrefix: DOCS, uiConfig: { validatorUrl: null } });
  } else {
    app.get(`${DOCS}/json`, { schema: { hide: true } }, () => app.swagger());
  }
}

/**
 * A response documented by its shared DTO type only: sent exactly as the handler returns it (nothing stripped or
 * re-checked), while the type still holds the handler to the DTO. Tighten to a real zod schema DTO by DTO.
 */
export const dto = <T>(nome: string) => z.custom<T>().describe(nome);

/** The content type of a response a handler serialized itself (Fastify then sends the string or Buffer as is). */
export const JSON_UTF8 = 'application/json; charset=utf-8';

/** 204: no body. */
export const semCorpo = z.undefined();

/**
 * preValidation for a DELETE whose fields may come as ?motivo=… (browsers send DELETE without a body): the query is
 * folded into the body, the body's own fields winning, and the route's body schema checks the result.
 */
export async function queryNoCorpo(req: FastifyRequest): Promise<void> {
  req.body = { ...(req.query as object), ...(req.body as object) };
}
