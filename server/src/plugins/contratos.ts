import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchema,
  type FastifySchemaCompiler,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

export const DOCS = '/api/docs';

/** The body of every error answer (plugins/errors.ts), as the document states it. */
const ERRO = {
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: { type: 'string', description: 'Categoria do erro (ex.: "Requisição inválida")' },
    message: { type: 'string', description: 'Mensagem em pt-BR para mostrar ao usuário' },
    details: { description: 'Detalhes, quando houver (ex.: o campo inválido)' },
  },
};
const ERROS: Record<number, string> = {
  400: 'Requisição inválida',
  401: 'Sessão ausente, expirada ou inválida',
  403: 'Perfil sem permissão para esta ação',
  404: 'Não encontrado (ou de outra empresa)',
  409: 'O estado atual não permite a ação',
  429: 'Muitas requisições; veja Retry-After',
  503: 'Banco de dados indisponível; tente de novo',
};

/**
 * The document's tags, one per route module, each with its pt-BR description: the only tags an operation may use
 * (`operacao()` takes a key of this list, and a route with any other tag fails at start-up). The document defines them
 * in this order.
 */
export const TAGS = {
  auth: 'Entrada e saída da equipe e do administrador da plataforma, e renovação do token da sessão',
  mesas: 'Mesas do salão: cadastro, situação, chamado de garçom e cartões de QR',
  vendas: 'Comandas abertas: abrir, itens, transferir, mover, juntar, cancelar e fechar a conta',
  pagamentos: 'A conta da comanda: pagamentos, PIX, taxa de serviço, desconto, divisão, pré-conta e caixa do dia',
  'pedidos-cliente': 'Pedidos que os clientes fazem pela mesa, para a equipe aprovar ou recusar',
  cozinha: 'Produção: estações, tickets da cozinha e itens prontos para entregar',
  balcao: 'Pedidos do balcão e para viagem: painel de retirada e entrega ao cliente',
  cartoes: 'Cartões numerados de comanda: criação em lote, situação e bloqueio',
  entregas: 'Entregas próprias e do iFood: endereço, taxa de entrega, situação e entregador',
  cardapio: 'Cardápio: categorias, produtos, sabores, adicionais e imagens',
  impressao: 'Impressoras, agentes de impressão e a fila de impressões',
  fiscal: 'NFC-e: configuração fiscal da empresa, emissão, reenvio e cancelamento da nota de cada comanda',
  ifood: 'iFood: vínculo da loja, aceite, e aceitar, recusar ou cancelar os pedidos do iFood',
  'lista-vendas': 'Consulta das comandas com filtros, totais e exportação em CSV ou XLSX',
  relatorios: 'Relatórios do período, fechamento de caixa, cancelamentos, exportação e envio agendado por e-mail',
  empresa: 'Dados e configurações da empresa',
  usuarios: 'Usuários da equipe da empresa e seus perfis',
  publico:
    'O cliente, sem login, pelo QR da mesa ou pelo link da comanda: conta, PIX, cardápio, carrinho, pedidos e ' +
    'chamado de garçom',
  plataforma: 'Administração da plataforma (token do administrador): empresas, usuários, auditoria e estado do sistema',
  health: 'Saúde da instância e do banco, para monitores e balanceadores',
} as const satisfies Record<string, string>;
export type Tag = keyof typeof TAGS;

/**
 * The OpenAPI facts every route states in its schema: a stable camelCase operationId (generated clients name their
 * methods after it), a pt-BR summary and its module's tag (one of `TAGS`). `const doc = operacao('mesas')`, then
 * `schema: { ...doc('listarMesas', 'Lista as mesas'), ... }`.
 */
export const operacao = (tag: Tag) => (operationId: string, summary: string) => ({
  operationId,
  summary,
  tags: [tag],
});

/**
 * One route at two paths: the documented one and the spec's, which the app keeps calling but the document leaves out
 * (`/api/vendas/mesa/{id}` and `/api/vendas/itens/{id}` read ambiguously next to `/api/vendas/{id}/fechar` for a
 * client generator). `for (const [url, legado] of caminhos(doc, spec)) app.get(url, { schema: { ...legado } }, h)`.
 */
/** The app typed by the zod schemas, as a route file hands it to its groups of routes. */
export const comZod = (fastify: FastifyInstance) => fastify.withTypeProvider<ZodTypeProvider>();
export type AppZod = ReturnType<typeof comZod>;

export const caminhos = (documentado: string, legado: string) =>
  [
    [documentado, {}],
    [legado, { hide: true }],
  ] as const;

type Guarda = 'staff' | 'admin' | null;
/** Which token a route asks for, read from its guard (plugins/auth.ts names them staffGuard and adminGuard). */
function guardaDe(route: RouteOptions): Guarda {
  const hooks = [route.preValidation, route.onRequest, route.preHandler].flat().filter(Boolean) as { name: string }[];
  if (hooks.some((h) => h.name === 'adminGuard')) return 'admin';
  return hooks.some((h) => h.name === 'staffGuard') ? 'staff' : null;
}

/** The error answers a route can give, from what it has: input, a guard, an id or token, a write, a rate limit. */
function errosDa(route: RouteOptions, schema: FastifySchema, guarda: Guarda): number[] {
  const metodo = [route.method].flat()[0];
  const escrita = metodo !== 'GET' && metodo !== 'HEAD';
  const limitada = Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit);
  return [
    (schema.body || schema.querystring || schema.params) && 400,
    (guarda || route.url.endsWith('/login')) && 401,
    guarda && 403,
    (schema.params || route.url.startsWith('/api/public/')) && 404,
    escrita && 409,
    limitada && 429,
    503,
  ].filter((s): s is number => typeof s === 'number');
}

/** What the document shows for a body schema the runtime uses as is (`documentarComo()`). */
const documentados = new WeakMap<z.ZodType, z.ZodType>();

/**
 * A body schema that validates by hand (a transform choosing between two schemas, for their own messages) documented
 * as what it accepts.
 */
export function documentarComo<S extends z.ZodType>(schema: S, comoDocumento: z.ZodType): S {
  documentados.set(schema, comoDocumento);
  return schema;
}

/**
 * Turns a route's zod contract into its OpenAPI operation, adding what every operation states: its security and the
 * error answers (all with the shared `{error, message, details?}` body).
 */
function transformar(doc: Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions }) {
  const { schema, route } = doc;
  const body = schema?.body && (documentados.get(schema.body as z.ZodType) ?? schema.body);
  const out = jsonSchemaTransform({ ...doc, schema: schema && { ...schema, body } });
  if (!schema || out.schema.hide) return out;
  out.schema.params &&= semPadrao(out.schema.params);
  const guarda = guardaDe(route);
  const s = out.schema as FastifySchema & { security?: unknown; response?: Record<string, unknown> };
  s.security = guarda === 'admin' ? [{ admin: [] }] : guarda ? [{ bearer: [] }] : [];
  s.response = { ...s.response };
  // a file download states its content types (`produces`) and no JSON schema: document the file as binary
  const produces = (schema as { produces?: string[] }).produces;
  if (produces && !Object.keys(s.response).some((k) => k.startsWith('2'))) {
    const arquivo = { schema: { type: 'string', contentEncoding: 'binary' } };
    s.response[200] = { description: 'O arquivo', content: Object.fromEntries(produces.map((t) => [t, arquivo])) };
  }
  for (const status of errosDa(route, schema, guarda)) s.response[status] ??= { description: ERROS[status], ...ERRO };
  return out;
}

/**
 * A path parameter's schema without a `default`: a path parameter is always sent, so a default there means nothing,
 * and the one zod writes for `.catch('')` (a malformed token answered as an unknown one, 404) breaks the parameter's own
 * schema (an empty token under `minLength: 16`), which linters report as an error.
 */
function semPadrao(params: unknown): unknown {
  const p = params as { properties?: Record<string, Record<string, unknown>> };
  if (!p.properties) return params;
  const properties = Object.fromEntries(
    Object.entries(p.properties).map(([nome, { default: _padrao, ...esquema }]) => [nome, esquema]),
  );
  return { ...p, properties };
}

const COMPONENTE = '#/components/schemas/';
/** The component names a part of the document points at ($ref). */
function referencias(parte: unknown): string[] {
  const nomes: string[] = [];
  JSON.stringify(parte, (chave, v: unknown) => {
    if (chave === '$ref' && typeof v === 'string' && v.startsWith(COMPONENTE)) nomes.push(v.slice(COMPONENTE.length));
    return v;
  });
  return nomes;
}

/**
 * The document's components: every schema with a `.meta({ id })` in the zod registry, each twice (as output `XDTO` and
 * as input `XDTOInput`). Only those an operation uses, directly or through another component, are kept: a generated
 * client carries no unused types.
 */
function transformarDocumento(doc: Parameters<typeof jsonSchemaTransformObject>[0]) {
  type Documento = { paths?: unknown; components?: { schemas?: Record<string, unknown> } };
  const documento = jsonSchemaTransformObject(doc);
  const out = documento as Documento;
  const todos = out.components?.schemas;
  if (!todos) return documento;
  const usados = new Set<string>();
  const pendentes = referencias(out.paths);
  for (let nome = pendentes.pop(); nome !== undefined; nome = pendentes.pop())
    if (!usados.has(nome) && todos[nome]) {
      usados.add(nome);
      pendentes.push(...referencias(todos[nome]));
    }
  const schemas = Object.fromEntries(Object.entries(todos).filter(([nome]) => usados.has(nome)));
  return { ...out, components: { ...out.components, schemas } } as ReturnType<typeof jsonSchemaTransformObject>;
}

// The ZodError itself is the validation error (not the provider's Ajv-like list), so the error handler answers it
// exactly as it answers a Schema.parse() in a handler: 400 {error, message, details} with the first pt-BR message.
const validarComZod: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (dados) => {
    const r = schema.safeParse(dados);
    return r.success ? { value: r.data } : { error: r.error };
  };

/**
 * Fastify's `schemaController` option: zod validates and serialises every route. Given as factories, Fastify never
 * loads its default Ajv and fast-json-stringify compilers (~150 ms of the cold start, issue 24).
 */
export const compiladoresZod = {
  // Fastify types these factories after Ajv's compilers; at run time a factory returns any route compiler
  compilersFactory: { buildValidator: () => validarComZod, buildSerializer: () => serializerCompiler },
} as unknown as FastifyServerOptions['schemaController'];

/**
 * Route contracts: each route's `schema` names zod schemas for params, querystring, body and response; Fastify
 * validates with them before the handler (handlers get typed, already parsed input), and @fastify/swagger turns them
 * into the OpenAPI document at /api/docs/json (with a browsable UI at /api/docs outside production).
 * The document and its UI are built on their first request, in a Fastify instance of their own given every route
 * this app registered: @fastify/swagger, its UI and their dependencies cost ~90 ms of a cold start (issue 24) that no
 * other request needs.
 */
export async function registrarContratos(
  app: FastifyInstance,
  opts: { ui: boolean; publicUrl?: string },
): Promise<void> {
  const rotas: RouteOptions[] = [];
  // The document lists the API (/api/…) only: the app's pages (/, the SPA fall-back, /m/:codigo…) and its static files
  // are no operations. Every documented route states its operationId, summary and one of the TAGS: a route without
  // them fails at start-up.
  app.addHook('onRoute', (route) => {
    const s = route.schema as { hide?: boolean; operationId?: string; summary?: string; tags?: string[] } | undefined;
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') return;
    rotas.push(route);
    if (s?.hide) return;
    if (!s?.operationId || !s.summary || !s.tags?.length)
      throw new Error(`${String(route.method)} ${route.url}: o schema da rota precisa de operationId, summary e tags`);
    const indefinidas = s.tags.filter((tag) => !Object.hasOwn(TAGS, tag));
    if (indefinidas.length)
      throw new Error(
        `${String(route.method)} ${route.url}: tags fora de TAGS (contratos.ts): ${indefinidas.join(', ')}`,
      );
  });
  let documentacao: Promise<FastifyInstance> | undefined;
  // a failed build is tried again by the next request
  const docs = () =>
    (documentacao ??= montarDocumentacao(rotas, opts).catch((e: unknown) => {
      documentacao = undefined;
      throw e;
    }));
  app.addHook('onClose', async () => {
    const d = await documentacao?.catch(() => undefined);
    await d?.close();
  });
  if (opts.ui) {
    const encaminhar = async (req: FastifyRequest, reply: FastifyReply) => {
      // a HEAD is answered by Fastify from this GET's answer
      const res = await (await docs()).inject({ method: 'GET', url: req.url, headers: req.headers });
      const cabecalhos = Object.entries(res.headers).filter(([nome]) => !SALTO_A_SALTO.has(nome));
      return reply.status(res.statusCode).headers(Object.fromEntries(cabecalhos)).send(res.rawPayload);
    };
    app.get(DOCS, { schema: { hide: true } }, encaminhar);
    app.get(`${DOCS}/*`, { schema: { hide: true } }, encaminhar);
  } else {
    app.get(`${DOCS}/json`, { schema: { hide: true } }, async () => (await docs()).swagger());
  }
}

/** Headers of the docs instance's answer that the app's own reply sets for itself. */
const SALTO_A_SALTO = new Set(['content-length', 'connection', 'keep-alive', 'transfer-encoding', 'date']);

/** The instance that serves the document (and the UI): @fastify/swagger given each of the app's routes, unrun. */
async function montarDocumentacao(rotas: RouteOptions[], opts: { ui: boolean; publicUrl?: string }) {
  const docs = Fastify({ schemaController: compiladoresZod });
  const { default: fastifySwagger } = await import('@fastify/swagger');
  await docs.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Comanda Viva API',
        version: '1.0.0',
        description:
          'API da Comanda Viva: mesas, comandas, cardápio, cozinha, pagamentos e relatórios de cada empresa. ' +
          'Erros respondem {error, message, details?} com a mensagem em pt-BR.',
        license: { name: 'Proprietária', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: opts.publicUrl ?? '/', description: 'Este servidor' }],
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Token da equipe (POST /api/auth/login)' },
          admin: { type: 'http', scheme: 'bearer', description: 'Token do administrador (POST /api/admin/login)' },
        },
      },
    },
    transform: transformar,
    transformObject: transformarDocumento,
  });
  if (opts.ui) {
    const { default: fastifySwaggerUi } = await import('@fastify/swagger-ui');
    // the UI's page and assets live under the prefix and load nothing inline, so the app-wide CSP fits them
    await docs.register(fastifySwaggerUi, { routePrefix: DOCS, uiConfig: { validatorUrl: null } });
  }
  // what the document reads of a route (transformar): its contract, guards and rate limit; the handler never runs
  for (const r of rotas)
    if (!r.url.startsWith(DOCS))
      docs.route({
        method: r.method,
        url: r.url,
        schema: r.schema,
        config: r.config,
        constraints: r.constraints,
        onRequest: r.onRequest,
        preValidation: r.preValidation,
        preHandler: r.preHandler,
        handler: async () => undefined,
      });
  await docs.ready();
  return docs;
}

/**
 * A response by its shared DTO schema (`shared/src/schemas/`, `.meta({ id })`): the serializer sends exactly the fields
 * it lists and the document names it. The same as passing the schema itself; kept for routes written as `dto(FooDTO)`.
 */
export const dto = <S extends z.ZodType>(schema: S): S => schema;

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
