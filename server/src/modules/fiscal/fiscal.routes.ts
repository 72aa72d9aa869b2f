import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CancelarNfceInput,
  EmitirNfceInput,
  FiscalConfigDTO,
  FiscalConfigInput,
  FiscalEmissaoDTO,
  ListarNotasQuery,
  NotaFiscalDTO,
  XmlsDoMesQuery,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { operacao } from '../../plugins/contratos';
import { IdParam } from '../../params';
import * as service from './fiscal.service';
import { danfeRoutes } from './danfe.routes';

/** NFC-e (issue 38): the company's fiscal settings, a closed tab's note (emit, resend, cancel) and the notes list. */
export function fiscalRoutes(fastify: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const app = comZod(fastify);
  rotasDaConfiguracao(app, ctx, guards);
  rotasDasNotas(app, ctx, guards);
  danfeRoutes(fastify, ctx, guards);
}

const comZod = (fastify: FastifyInstance) => fastify.withTypeProvider<ZodTypeProvider>();
type App = ReturnType<typeof comZod>;

/** The company's settings (ADMIN) and whether it emits (every screen). */
function rotasDaConfiguracao(app: App, ctx: AppContext, guards: Guards) {
  const doc = operacao('fiscal');
  const configurar = { preValidation: guards.staff('edit_settings') };
  app.get(
    '/api/fiscal/config',
    {
      ...configurar,
      schema: {
        ...doc('obterConfigFiscal', 'Configuração fiscal da empresa (sem o token)'),
        response: { 200: FiscalConfigDTO },
      },
    },
    (req) => service.lerConfig(ctx, req.staff),
  );
  app.put(
    '/api/fiscal/config',
    {
      ...configurar,
      schema: {
        ...doc('salvarConfigFiscal', 'Salva a configuração fiscal (o token, se enviado, é guardado cifrado)'),
        body: FiscalConfigInput,
        response: { 200: FiscalConfigDTO },
      },
    },
    (req) => service.salvarConfig(ctx, req.staff, req.body),
  );
  app.get(
    '/api/fiscal/emissao',
    {
      preValidation: guards.staff('view_sales'),
      schema: {
        ...doc('obterEmissaoFiscal', 'Se a empresa emite NFC-e, e se ao fechar ou pelo botão'),
        response: { 200: FiscalEmissaoDTO },
      },
    },
    (req) => service.emissao(ctx, req.staff),
  );
}

/** A closed tab's note (read, emit or resend, cancel) and the manager's list. */
function rotasDasNotas(app: App, ctx: AppContext, guards: Guards) {
  const doc = operacao('fiscal');
  app.get(
    '/api/fiscal/notas',
    {
      preValidation: guards.staff('manage_sales'),
      schema: {
        ...doc('listarNotasFiscais', 'Lista as NFC-e do período'),
        querystring: ListarNotasQuery,
        response: { 200: z.array(NotaFiscalDTO) },
      },
    },
    (req) => service.listar(ctx, req.staff, req.query),
  );
  // a file download: the body is not JSON, so no response schema
  app.get(
    '/api/fiscal/notas/xml.zip',
    {
      preValidation: guards.staff('manage_sales'),
      schema: {
        ...doc('exportarXmlsNfce', 'Os XMLs do mês (autorizadas e canceladas) em um zip, para o contador'),
        querystring: XmlsDoMesQuery,
        produces: ['application/zip'],
      },
    },
    async (req, reply) => {
      const zip = await service.zipDoMes(ctx, req.staff, req.query.mes);
      reply.header('content-disposition', `attachment; filename="nfce-xml-${req.query.mes}.zip"`);
      return reply.type('application/zip').send(zip);
    },
  );
  app.get(
    '/api/vendas/:id/nfce',
    {
      preValidation: guards.staff('view_sales'),
      schema: {
        ...doc('obterNfce', 'A NFC-e da comanda'),
        params: IdParam,
        response: { 200: NotaFiscalDTO },
      },
    },
    (req) => service.notaDaVenda(ctx, req.staff, req.params.id),
  );
  app.post(
    '/api/vendas/:id/nfce',
    {
      preValidation: guards.staff('close_sales'),
      schema: {
        ...doc('emitirNfce', 'Emite (ou reenvia) a NFC-e da comanda fechada'),
        params: IdParam,
        body: EmitirNfceInput,
        response: { 200: NotaFiscalDTO },
      },
    },
    (req) => service.emitir(ctx, req.staff, req.params.id, req.body),
  );
  app.post(
    '/api/vendas/:id/nfce/cancelar',
    {
      preValidation: guards.staff('manage_sales'),
      schema: {
        ...doc('cancelarNfce', 'Cancela a NFC-e da comanda (até 30 minutos após a autorização)'),
        params: IdParam,
        body: CancelarNfceInput,
        response: { 200: NotaFiscalDTO },
      },
    },
    (req) => service.cancelar(ctx, req.staff, req.params.id, req.body),
  );
}
