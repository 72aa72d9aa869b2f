import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AgendamentoDTO,
  CancelamentosDTO,
  FechamentoCaixaDTO,
  NovoAgendamentoInput,
  PeriodoRelatorioInput,
  RelatorioCompleto,
  RelatorioProdutos,
  RelatorioTempoPreparo,
  RelatorioVendas,
  RelatorioVendasQuery,
  VendasPorFuncionario,
  VendasPorMesa,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { semCorpo, operacao, comZod } from '../../plugins/contratos';
import type { GrupoDeRotas } from '../../plugins/grupo-de-rotas';
import { IdParam } from '../../params';
import * as agendamentos from './agendamentos';
import { relatorioPdf, relatorioXlsx } from './exportar';
import * as service from './relatorios.service';
import { fechamentoCaixa } from './caixa.repo';
import { caixaPdf, caixaXlsx } from './caixa.exportar';
import { cancelamentos, cancelamentosPdf, cancelamentosXlsx } from './cancelamentos';
import { tempoPreparo } from './tempo-preparo.repo';

const ExportarQuery = PeriodoRelatorioInput.extend({
  formato: z.enum(['pdf', 'xlsx'], { message: 'Formato inválido' }).default('pdf'),
});
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** a file download: the body is not JSON, so no response schema */
const arquivo = { querystring: ExportarQuery, produces: ['application/pdf', XLSX] };

export function relatoriosRoutes(fastify: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const grupo: GrupoDeRotas = { app: comZod(fastify), ctx, guards, doc: operacao('relatorios') };
  rotasDeVendas(grupo);
  rotasDePagamentosECancelamentos(grupo);
  rotasDeAgendamentos(grupo);
}

type Operacao = ReturnType<GrupoDeRotas['doc']>;

/** A report of a period, answered as JSON or downloaded as a file; both need view_reports. */
function formas(guards: Guards) {
  const ver = { preValidation: guards.staff('view_reports') };
  return {
    ver,
    doPeriodo: <T extends z.ZodType>(operacao: Operacao, resposta: T) => ({
      ...ver,
      schema: { ...operacao, querystring: PeriodoRelatorioInput, response: { 200: resposta } },
    }),
    download: (operacao: Operacao) => ({ ...ver, schema: { ...operacao, ...arquivo } }),
  };
}

/** Sales reports by period and their export. */
function rotasDeVendas({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const { ver, doPeriodo, download } = formas(guards);
  app.get(
    '/api/relatorios/vendas',
    {
      ...ver,
      schema: {
        ...doc('relatorioVendas', 'Relatório de vendas do período, por canal ou de um canal'),
        querystring: RelatorioVendasQuery,
        response: { 200: RelatorioVendas },
      },
    },
    (req) => service.vendas(ctx, req.staff.empresaId, req.query.periodo, req.query.canal),
  );
  app.get(
    '/api/relatorios/produtos',
    doPeriodo(doc('relatorioProdutos', 'Produtos vendidos no período'), RelatorioProdutos),
    (req) => service.produtos(ctx, req.staff.empresaId, req.query.periodo),
  );
  app.get(
    '/api/relatorios/mesas',
    doPeriodo(doc('relatorioMesas', 'Vendas por mesa no período'), z.array(VendasPorMesa)),
    (req) => service.mesas(ctx, req.staff.empresaId, req.query.periodo),
  );
  app.get(
    '/api/relatorios/funcionarios',
    doPeriodo(doc('relatorioFuncionarios', 'Vendas por funcionário no período'), z.array(VendasPorFuncionario)),
    (req) => service.funcionarios(ctx, req.staff.empresaId, req.query.periodo),
  );
  app.get(
    '/api/relatorios/tempo-preparo',
    doPeriodo(doc('relatorioTempoPreparo', 'Tempo de preparo por estação'), RelatorioTempoPreparo),
    (req) => tempoPreparo(ctx, req.staff.empresaId, req.query.periodo),
  );
  app.get(
    '/api/relatorios/completo',
    doPeriodo(doc('relatorioCompleto', 'Todos os relatórios do período'), RelatorioCompleto),
    (req) => service.completo(ctx, req.staff.empresaId, req.query.periodo),
  );
  app.get(
    '/api/relatorios/exportar',
    download(doc('exportarRelatorio', 'Exporta o relatório completo em PDF ou XLSX')),
    async (req, reply) => {
      const { periodo: p, formato } = req.query;
      const r = await service.completo(ctx, req.staff.empresaId, p);
      reply.header('content-disposition', `attachment; filename="relatorio-${p}.${formato}"`);
      if (formato === 'pdf') return reply.type('application/pdf').send(await relatorioPdf(r, ctx.relogio.agora()));
      return reply.type(XLSX).send(await relatorioXlsx(r));
    },
  );
}

/** Payments and voids, and their exports. */
function rotasDePagamentosECancelamentos({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const { doPeriodo, download } = formas(guards);
  app.get(
    '/api/relatorios/pagamentos',
    doPeriodo(doc('relatorioFechamentoCaixa', 'Fechamento de caixa do período'), FechamentoCaixaDTO),
    (req) => fechamentoCaixa(ctx, req.staff.empresaId, req.query.periodo),
  );
  app.get(
    '/api/relatorios/pagamentos/exportar',
    download(doc('exportarFechamentoCaixa', 'Exporta o fechamento de caixa')),
    async (req, reply) => {
      const { periodo: p, formato } = req.query;
      const [c, empresa] = await Promise.all([
        fechamentoCaixa(ctx, req.staff.empresaId, p),
        service.cabecalho(ctx, req.staff.empresaId),
      ]);
      reply.header('content-disposition', `attachment; filename="fechamento-caixa-${p}.${formato}"`);
      if (formato === 'pdf') return reply.type('application/pdf').send(await caixaPdf(c, empresa, ctx.relogio.agora()));
      return reply.type(XLSX).send(await caixaXlsx(c, empresa));
    },
  );
  app.get(
    '/api/relatorios/cancelamentos',
    doPeriodo(doc('relatorioCancelamentos', 'Cancelamentos do período'), CancelamentosDTO),
    (req) => cancelamentos(ctx, req.staff.empresaId, req.query.periodo),
  );
  app.get(
    '/api/relatorios/cancelamentos/exportar',
    download(doc('exportarCancelamentos', 'Exporta os cancelamentos')),
    async (req, reply) => {
      const { periodo: p, formato } = req.query;
      const [c, empresa] = await Promise.all([
        cancelamentos(ctx, req.staff.empresaId, p),
        service.cabecalho(ctx, req.staff.empresaId),
      ]);
      reply.header('content-disposition', `attachment; filename="cancelamentos-${p}.${formato}"`);
      if (formato === 'pdf') return reply.type('application/pdf').send(await cancelamentosPdf(c, empresa));
      return reply.type(XLSX).send(await cancelamentosXlsx(c, empresa));
    },
  );
}

/** Reports sent by e-mail on a schedule. */
function rotasDeAgendamentos({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const ver = { preValidation: guards.staff('view_reports') };
  const agendar = { preValidation: guards.staff('edit_settings') };
  app.get(
    '/api/relatorios/agendamentos/status',
    {
      ...ver,
      schema: {
        ...doc('obterStatusAgendamentos', 'Se o envio por e-mail está configurado'),
        response: { 200: z.object({ smtp_configurado: z.boolean() }) },
      },
    },
    async () => ({ smtp_configurado: agendamentos.smtpConfigurado(ctx) }),
  );
  app.get(
    '/api/relatorios/agendamentos',
    {
      ...agendar,
      schema: {
        ...doc('listarAgendamentos', 'Lista os relatórios agendados'),
        response: { 200: z.array(AgendamentoDTO) },
      },
    },
    (req) => agendamentos.listar(ctx, req.staff),
  );
  app.post(
    '/api/relatorios/agendamentos',
    {
      ...agendar,
      schema: {
        ...doc('criarAgendamento', 'Agenda o envio de um relatório por e-mail'),
        body: NovoAgendamentoInput,
        response: { 201: AgendamentoDTO },
      },
    },
    async (req, reply) => reply.status(201).send(await agendamentos.criar(ctx, req.staff, req.body)),
  );
  app.delete(
    '/api/relatorios/agendamentos/:id',
    {
      ...agendar,
      schema: { ...doc('removerAgendamento', 'Remove um agendamento'), params: IdParam, response: { 204: semCorpo } },
    },
    async (req, reply) => {
      await agendamentos.remover(ctx, req.staff, req.params.id);
      return reply.status(204).send();
    },
  );
}
