import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AgenteCriadoDTO,
  AgenteDTO,
  AtualizarImpressoraInput,
  EstadoImpressaoDTO,
  FiltroImpressoesInput,
  ImpressaoDTO,
  ImpressoesCriadasDTO,
  ImpressoraDTO,
  ImpressoraInput,
  ImprimirCaixaInput,
  ImprimirContaInput,
  NovoAgenteInput,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { operacao, semCorpo, comZod } from '../../plugins/contratos';
import type { GrupoDeRotas } from '../../plugins/grupo-de-rotas';
import { IdParam } from '../../params';
import { abrirAgente } from './agente-download';
import { estado } from './entrega';
import * as service from './impressao.service';

/** Printers, print agents and the print queue (issue 23). */
export function impressaoRoutes(fastify: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const grupo: GrupoDeRotas = { app: comZod(fastify), ctx, guards, doc: operacao('impressao') };
  rotasDasImpressoras(grupo);
  rotasDosAgentes(grupo);
  rotasDaFila(grupo);
  rotasDeReimpressao(grupo);
}

/** The company’s printers. */
function rotasDasImpressoras({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const gerir = { preValidation: guards.staff('manage_printers') };
  app.get(
    '/api/impressoras',
    {
      ...gerir,
      schema: { ...doc('listarImpressoras', 'Lista as impressoras'), response: { 200: z.array(ImpressoraDTO) } },
    },
    (req) => service.listar(ctx, req.staff),
  );
  app.post(
    '/api/impressoras',
    {
      ...gerir,
      schema: {
        ...doc('criarImpressora', 'Cadastra uma impressora'),
        body: ImpressoraInput,
        response: { 201: ImpressoraDTO },
      },
    },
    async (req, reply) => reply.status(201).send(await service.criar(ctx, req.staff, req.body)),
  );
  app.patch(
    '/api/impressoras/:id',
    {
      ...gerir,
      schema: {
        ...doc('editarImpressora', 'Edita uma impressora'),
        params: IdParam,
        body: AtualizarImpressoraInput,
        response: { 200: ImpressoraDTO },
      },
    },
    (req) => service.editar(ctx, req.staff, req.params.id, req.body),
  );
  app.delete(
    '/api/impressoras/:id',
    {
      ...gerir,
      schema: { ...doc('removerImpressora', 'Remove uma impressora'), params: IdParam, response: { 204: semCorpo } },
    },
    async (req, reply) => {
      await service.remover(ctx, req.staff, req.params.id);
      return reply.status(204).send();
    },
  );
}

/** The print agent: its download and the computers connected to print. */
function rotasDosAgentes({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const gerir = { preValidation: guards.staff('manage_printers') };
  // the agent as one file, for the restaurant's computer (the command beside it in Settings › Impressoras runs it)
  app.get(
    '/api/impressoras/agente.js',
    {
      ...gerir,
      schema: {
        ...doc('baixarAgenteImpressao', 'Baixa o agente de impressão (um arquivo para Node.js 20 ou mais novo)'),
        produces: ['application/javascript'],
      },
    },
    (_req, reply) => {
      const { conteudo, bytes } = abrirAgente();
      return reply
        .type('application/javascript; charset=utf-8')
        .header('content-length', bytes)
        .header('content-disposition', 'attachment; filename="agente.js"')
        .header('cache-control', 'no-cache')
        .send(conteudo);
    },
  );
  app.get(
    '/api/impressoras/agentes',
    {
      ...gerir,
      schema: {
        ...doc('listarAgentesImpressao', 'Lista os agentes de impressão e sua conexão'),
        response: { 200: z.array(AgenteDTO) },
      },
    },
    (req) => service.listarAgentes(ctx, req.staff),
  );
  app.post(
    '/api/impressoras/agentes',
    {
      ...gerir,
      schema: {
        ...doc('criarAgenteImpressao', 'Cria um agente de impressão (o token aparece só esta vez)'),
        body: NovoAgenteInput,
        response: { 201: AgenteCriadoDTO },
      },
    },
    async (req, reply) => reply.status(201).send(await service.criarAgente(ctx, req.staff, req.body.nome)),
  );
  app.delete(
    '/api/impressoras/agentes/:id',
    {
      ...gerir,
      schema: {
        ...doc('revogarAgenteImpressao', 'Revoga um agente de impressão (desconecta na hora)'),
        params: IdParam,
        response: { 204: semCorpo },
      },
    },
    async (req, reply) => {
      await service.revogarAgente(ctx, req.staff, req.params.id);
      return reply.status(204).send();
    },
  );
}

/** The print queue: its state and what waits for a decision. */
function rotasDaFila({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const gerir = { preValidation: guards.staff('manage_printers') };
  // every profile sees whether tickets are printing (kitchen screen, the waiter's map, the cashier)
  app.get(
    '/api/impressoes/estado',
    {
      preValidation: guards.staff(),
      schema: {
        ...doc('obterEstadoImpressao', 'Conexão dos agentes e estado das impressoras ativas'),
        response: { 200: EstadoImpressaoDTO },
      },
    },
    (req) => estado(ctx, req.staff.empresaId),
  );
  app.get(
    '/api/impressoes',
    {
      ...gerir,
      schema: {
        ...doc('listarImpressoes', 'Lista as impressões que precisam de atenção (ou de uma situação)'),
        querystring: FiltroImpressoesInput,
        response: { 200: z.array(ImpressaoDTO) },
      },
    },
    (req) => service.listarImpressoes(ctx, req.staff, req.query.situacao),
  );
  app.post(
    '/api/impressoes/:id/imprimir',
    {
      ...gerir,
      schema: {
        ...doc('imprimirMesmoAssim', 'Imprime uma impressão antiga mesmo assim'),
        params: IdParam,
        response: { 200: ImpressaoDTO },
      },
    },
    (req) => service.decidir(ctx, req.staff, req.params.id, 'pendente'),
  );
  app.post(
    '/api/impressoes/:id/descartar',
    {
      ...gerir,
      schema: {
        ...doc('descartarImpressao', 'Descarta uma impressão antiga'),
        params: IdParam,
        response: { 200: ImpressaoDTO },
      },
    },
    (req) => service.decidir(ctx, req.staff, req.params.id, 'descartada'),
  );
}

/** Printing again on demand: a ticket, a tab, the pre-bill and the cash-up. */
function rotasDeReimpressao({ app, ctx, guards, doc }: GrupoDeRotas): void {
  app.post(
    '/api/cozinha/tickets/:id/reimprimir',
    {
      preValidation: guards.staff('view_kitchen'),
      schema: {
        ...doc('reimprimirTicket', 'Reimprime um ticket de produção'),
        params: IdParam,
        response: { 202: ImpressoesCriadasDTO },
      },
    },
    async (req, reply) => reply.status(202).send(await service.reimprimirTicket(ctx, req.staff, req.params.id)),
  );
  app.post(
    '/api/vendas/:id/reimprimir',
    {
      preValidation: guards.staff('view_sales'),
      schema: {
        ...doc('reimprimirVenda', 'Reimprime os tickets de produção da comanda'),
        params: IdParam,
        response: { 202: ImpressoesCriadasDTO },
      },
    },
    async (req, reply) => reply.status(202).send(await service.reimprimirVenda(ctx, req.staff, req.params.id)),
  );
  app.post(
    '/api/vendas/:id/imprimir-conta',
    {
      preValidation: guards.staff('view_sales'),
      schema: {
        ...doc('imprimirConta', 'Imprime a pré-conta (com o QR do PIX) na impressora escolhida'),
        params: IdParam,
        body: ImprimirContaInput,
        response: { 202: ImpressoesCriadasDTO },
      },
    },
    async (req, reply) =>
      reply.status(202).send(await service.imprimirConta(ctx, req.staff, req.params.id, req.body.impressora_id)),
  );
  app.post(
    '/api/caixa/imprimir',
    {
      preValidation: guards.staff('use_cashier'),
      schema: {
        ...doc('imprimirCaixa', 'Imprime o fechamento de caixa na impressora escolhida'),
        body: ImprimirCaixaInput,
        response: { 202: ImpressoesCriadasDTO },
      },
    },
    async (req, reply) => reply.status(202).send(await service.imprimirCaixa(ctx, req.staff, req.body)),
  );
}
