import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import fastifyJwt from '@fastify/jwt';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/database';
import { EventBus } from './realtime/bus';
import { buildGuards } from './plugins/auth';
import { registrarErros } from './plugins/errors';
import { registrarClienteEstatico } from './plugins/static-client';
import { registrarCompressao } from './plugins/compression';
import { registrarIdempotencia } from './plugins/idempotencia';
import { recusarNulos, redigirSegredos, registrarCabecalhos, serializarRequisicao } from './plugins/seguranca';
import { registrarAcesso } from './plugins/acesso';
import { registrarAvisoDeProxy } from './plugins/proxy';
import { compiladoresZod, registrarContratos } from './plugins/contratos';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { mesasRoutes } from './modules/mesas/mesas.routes';
import { vendasRoutes } from './modules/vendas/vendas.routes';
import { publicoRoutes } from './modules/publico/publico.routes';
import { plataformaRoutes } from './modules/plataforma/plataforma.routes';
import { empresaRoutes } from './modules/empresa/empresa.routes';
import { usuariosRoutes } from './modules/usuarios/usuarios.routes';
import { listaVendasRoutes } from './modules/lista-vendas/lista-vendas.routes';
import { relatoriosRoutes } from './modules/relatorios/relatorios.routes';
import { cardapioRoutes } from './modules/cardapio/cardapio.routes';
import { pagamentosRoutes } from './modules/pagamentos/pagamentos.routes';
import { cozinhaRoutes } from './modules/cozinha/cozinha.routes';
import { pedidosClienteRoutes } from './modules/pedidos-cliente/pedidos-cliente.routes';
import { impressaoRoutes } from './modules/impressao/impressao.routes';
import { fiscalRoutes } from './modules/fiscal/fiscal.routes';
import { ligarEmissorFiscal } from './modules/fiscal/emissor';
import { balcaoRoutes } from './modules/balcao/balcao.routes';
import { cartoesRoutes } from './modules/cartoes/cartoes.routes';
import { entregasRoutes } from './modules/entregas/entregas.routes';
import { ifoodRoutes } from './modules/ifood/ifood.routes';
import { ligarIfood } from './modules/ifood/saida';
import * as balcao from './modules/balcao/balcao.service';
import { ligarGanchosDaComanda } from './modules/ganchos';
import * as entregaImpressao from './modules/impressao/entrega';
import { iniciarTempoReal } from './realtime/io';
import { VERIFICACAO, criarTokens } from './sessoes/tokens';
import { resolveStaff } from './modules/auth/auth.service';
import { SessoesEmCache } from './sessoes/sessoes-cache';
import { CachePorEmpresa } from './cache/por-empresa';
import { aplicarInvalidacao, invalidacaoDoEvento } from './cache/invalidacao';
import { projecaoPublica } from './modules/publico/publico.service';
import { cartaoPorCodigo, mesaPorCodigo, vendaPorToken, vendaQueRecebeu } from './modules/publico/publico.repo';
import type { PortasTempoReal } from './realtime/portas';
import { tenant } from './db/tenant';
import { criarRelogio, rotaDeTesteDoRelogio } from './relogio';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

const hops = (n: number) => (_addr: string, i: number) => i < n;

/** The modules' answers the realtime gateway needs (it imports no module itself). */
const portasTempoReal = (ctx: AppContext): PortasTempoReal => ({
  resolverStaff: (token) => resolveStaff(ctx, token),
  invalidacaoDoEvento,
  aplicarInvalidacao: (inv) => aplicarInvalidacao(ctx, inv),
  vendaPorToken: (token) => vendaPorToken(ctx.db, token),
  estacoesDaEmpresa: async (empresaId, ids) =>
    (await tenant(ctx.db, empresaId).selectFrom('estacoes').select('id').where('id', 'in', ids).execute()).map(
      (e) => e.id,
    ),
  vendaQueRecebeu: (empresaId, vendaId) => vendaQueRecebeu(ctx.db, empresaId, vendaId),
  projecaoPublica: (empresaId, vendaId) => projecaoPublica(ctx.db, empresaId, vendaId),
  mesaPorCodigo: (codigo) => mesaPorCodigo(ctx.db, codigo),
  cartaoPorCodigo: (codigo) => cartaoPorCodigo(ctx.db, codigo),
  empresaDoPainel: (codigo) => balcao.empresaDoPainel(ctx.db, codigo),
  pedidoPorToken: (token) => balcao.pedidoPorToken(ctx.db, token),
  projecaoDoPainel: (empresaId) => balcao.projecaoDoPainel(ctx.db, empresaId, ctx.relogio.agora()),
  projecaoDoPedido: (empresaId, vendaId) => balcao.projecaoDoPedido(ctx.db, empresaId, vendaId),
  impressao: {
    autenticar: (token) => entregaImpressao.autenticarAgente(ctx, token),
    conectar: (empresaId, agenteId, socketId) => entregaImpressao.conectar(ctx, empresaId, agenteId, socketId),
    desconectar: (empresaId, agenteId, socketId) => entregaImpressao.desconectar(ctx, empresaId, agenteId, socketId),
    proximos: (empresaId, agenteId, socketId, reenviar) =>
      entregaImpressao.proximos(ctx, empresaId, agenteId, socketId, reenviar),
    confirmar: (empresaId, agenteId, id) => entregaImpressao.confirmar(ctx, empresaId, agenteId, id),
    registrarErro: (empresaId, agenteId, id, erro) =>
      entregaImpressao.registrarErro(ctx, empresaId, agenteId, id, erro),
    expirar: (empresaId, agenteId, id) => entregaImpressao.expirar(ctx, empresaId, agenteId, id),
    estadoImpressora: (empresaId, id, online, erro) =>
      entregaImpressao.estadoImpressora(ctx, empresaId, id, online, erro),
    estado: (empresaId) => entregaImpressao.estado(ctx, empresaId),
  },
});

type OpcoesApp = { logger?: boolean; serveClient?: boolean; clientDist?: string; logStream?: NodeJS.WritableStream };

/** The bare Fastify instance: logging, proxies, body limit, zod schemas. */
const criarFastify = (config: Config, opts: OpcoesApp, logging: boolean) =>
  Fastify({
    // asynchronous log writes (buffered, flushed on close): a request never waits on stdout
    logger: logging
      ? {
          level: config.logLevel,
          serializers: { req: serializarRequisicao },
          // no public credential (a table's code, a tab's token…) in any line: the URL field and any message quoting one
          hooks: { streamWrite: redigirSegredos },
          stream: opts.logStream ?? pino.destination({ sync: false }),
        }
      : false,
    logController: new LogController({ disableRequestLogging: true }), // one line per request, by registrarAcesso

    // a hop count trusts that many proxies nearest to us (Fastify's own rule; its types only take the function form)
    trustProxy: typeof config.trustProxy === 'number' ? hops(config.trustProxy) : config.trustProxy,
    bodyLimit: 4 * 1024 * 1024,
    schemaController: compiladoresZod,
  });

/** The services every module shares (AppContext), with its caches emptied by this instance's own changes. */
function criarContexto(app: FastifyInstance, config: Config, database: Db, relogio: AppContext['relogio']) {
  // while the Redis channel between instances is down a change elsewhere could go unheard: no caches then (and they
  // are emptied when it returns, realtime/io.ts)
  const canalOk = () => ctx.realtime?.estado() !== 'degraded';
  const ctx: AppContext = {
    config,
    relogio,
    db: database.db,
    dbKind: database.kind,
    bus: new EventBus(),
    tokens: criarTokens(app.jwt, relogio),
    sessoes: new SessoesEmCache(canalOk),
    mesas: new CachePorEmpresa(canalOk),
    cardapio: new CachePorEmpresa(canalOk, 1_000),
    cardapioPublico: new CachePorEmpresa(canalOk),
  };
  // a change on this instance drops what it made stale at commit, before the reply
  ctx.bus.subscribe((e) => {
    const inv = invalidacaoDoEvento(e);
    if (inv) aplicarInvalidacao(ctx, inv);
  });
  return ctx;
}

/** Builds the Fastify app: plugins -> modules -> static client. No listen() here. */
export async function buildApp(config: Config, database: Db, opts: OpcoesApp = {}): Promise<BuiltApp> {
  ligarGanchosDaComanda();
  const logging = Boolean(opts.logger || opts.logStream);
  const app = criarFastify(config, opts, logging);
  if (logging) {
    registrarAcesso(app);
    registrarAvisoDeProxy(app, config.trustProxy);
  }
  await registrarCabecalhos(app);
  recusarNulos(app);
  registrarErros(app);
  await registrarCompressao(app);
  await app.register(fastifyJwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: config.jwtExpiresIn },
    verify: VERIFICACAO,
  });
  await app.register(rateLimit, { global: false });
  const relogio = criarRelogio();
  const ctx = criarContexto(app, config, database, relogio);

  // before the routes: it records each route, as it is added, for the OpenAPI document
  await registrarContratos(app, { ui: !config.production, publicUrl: config.publicUrl });
  registrarIdempotencia(app, ctx);
  const guards = buildGuards(ctx);
  healthRoutes(app, ctx);
  authRoutes(app, ctx, guards);
  mesasRoutes(app, ctx, guards);
  vendasRoutes(app, ctx, guards);
  publicoRoutes(app, ctx);
  plataformaRoutes(app, ctx, guards);
  empresaRoutes(app, ctx, guards);
  usuariosRoutes(app, ctx, guards);
  listaVendasRoutes(app, ctx, guards);
  relatoriosRoutes(app, ctx, guards);
  cardapioRoutes(app, ctx, guards);
  pagamentosRoutes(app, ctx, guards);
  cozinhaRoutes(app, ctx, guards);
  if (config.teste) rotaDeTesteDoRelogio(app, relogio);
  pedidosClienteRoutes(app, ctx, guards);
  impressaoRoutes(app, ctx, guards);
  fiscalRoutes(app, ctx, guards);
  ligarEmissorFiscal(app, ctx); // the NFC-e outbox's sender, stopped when the app closes
  balcaoRoutes(app, ctx, guards);
  cartoesRoutes(app, ctx, guards);
  entregasRoutes(app, ctx, guards);
  ifoodRoutes(app, ctx, guards);
  ligarIfood(app, ctx); // the iFood poller and outbox sender, stopped when the app closes

  await registrarClienteEstatico(app, opts.serveClient !== false, opts.clientDist);
  await iniciarTempoReal(app, ctx, portasTempoReal(ctx));
  return { app, ctx };
}
