import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  DescontoInput,
  DivisaoQuery,
  FechamentoCaixaDTO,
  PagamentoInput,
  PixQuery,
  PorPessoaDTO,
  RemoverPagamentoInput,
  TaxaServicoInput,
  DivisaoDTO,
  HistoricoVendaDTO,
  PagamentoDTO,
  PixDTO,
  PreContaDTO,
  VendaDTO,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { queryNoCorpo, operacao, comZod } from '../../plugins/contratos';
import type { GrupoDeRotas } from '../../plugins/grupo-de-rotas';
import { IdParam } from '../../params';
import { alterarTaxaServico, aplicarDesconto } from './conta';
import { caixaDoDia } from './caixa';
import * as service from './pagamentos.service';
import { porPessoa } from './por-pessoa';

const PagamentoParams = z.object({
  id: z.coerce.number().int().positive('Identificador inválido'),
  pid: z.coerce
    .number({ message: 'Identificador inválido' })
    .int('Identificador inválido')
    .positive('Identificador inválido'),
});

/** Paying the bill (issue 14): service charge, discount, payments, PIX, split, history, and the cashier's day. */
export function pagamentosRoutes(fastify: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const grupo: GrupoDeRotas = { app: comZod(fastify), ctx, guards, doc: operacao('pagamentos') };
  rotasDaConta(grupo);
  rotasDeConsulta(grupo);
}

/** The bill: service charge, discount and payments. */
function rotasDaConta({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const ver = { preValidation: guards.staff('view_sales') };
  app.patch(
    '/api/vendas/:id/taxa-servico',
    {
      preValidation: guards.staff('remove_service_charge'),
      schema: {
        ...doc('definirTaxaServico', 'Cobra ou dispensa a taxa de serviço'),
        params: IdParam,
        body: TaxaServicoInput,
        response: { 200: VendaDTO },
      },
    },
    (req) => alterarTaxaServico(ctx, req.staff, req.params.id, req.body),
  );
  app.post(
    '/api/vendas/:id/desconto',
    {
      preValidation: guards.staff('give_discount'),
      schema: {
        ...doc('aplicarDesconto', 'Aplica um desconto à comanda'),
        params: IdParam,
        body: DescontoInput,
        response: { 200: VendaDTO },
      },
    },
    (req) => aplicarDesconto(ctx, req.staff, req.params.id, req.body),
  );
  app.get(
    '/api/vendas/:id/pagamentos',
    {
      ...ver,
      schema: {
        ...doc('listarPagamentos', 'Pagamentos da comanda'),
        params: IdParam,
        response: { 200: z.array(PagamentoDTO) },
      },
    },
    (req) => service.listar(ctx, req.staff, req.params.id),
  );
  app.post(
    '/api/vendas/:id/pagamentos',
    {
      preValidation: guards.staff('record_payment'),
      schema: {
        ...doc('registrarPagamento', 'Registra um pagamento'),
        params: IdParam,
        body: PagamentoInput,
        response: { 201: z.object({ pagamento: PagamentoDTO, venda: VendaDTO }) },
      },
    },
    async (req, reply) => reply.status(201).send(await service.registrar(ctx, req.staff, req.params.id, req.body)),
  );
  // the reason may come in the body or as ?motivo= (browsers' DELETE without a body)
  app.delete(
    '/api/vendas/:id/pagamentos/:pid',
    {
      preValidation: [guards.staff('remove_payment'), queryNoCorpo],
      schema: {
        ...doc('estornarPagamento', 'Estorna um pagamento'),
        params: PagamentoParams,
        body: RemoverPagamentoInput,
        response: { 200: VendaDTO },
      },
    },
    (req) => service.remover(ctx, req.staff, req.params.id, req.params.pid, req.body.motivo),
  );
}

/** What the bill shows: PIX, the split, per person, the pre-bill, the history and the day’s cash-up. */
function rotasDeConsulta({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const ver = { preValidation: guards.staff('view_sales') };
  app.get(
    '/api/vendas/:id/pix',
    {
      ...ver,
      schema: {
        ...doc('obterPix', 'PIX (BR Code) de um valor da comanda'),
        params: IdParam,
        querystring: PixQuery,
        response: { 200: PixDTO },
      },
    },
    (req) => service.pix(ctx, req.staff.empresaId, req.params.id, req.query.valor),
  );
  app.get(
    '/api/vendas/:id/divisao',
    {
      ...ver,
      schema: {
        ...doc('dividirConta', 'Divisão da conta entre pessoas'),
        params: IdParam,
        querystring: DivisaoQuery,
        response: { 200: DivisaoDTO },
      },
    },
    (req) => service.divisao(ctx, req.staff, req.params.id, req.query.pessoas),
  );
  app.get(
    '/api/vendas/:id/por-pessoa',
    {
      ...ver,
      schema: {
        ...doc('dividirContaPorPessoa', 'Conta por pessoa: os itens de cada nome com sua parte da taxa e do desconto'),
        params: IdParam,
        response: { 200: PorPessoaDTO },
      },
    },
    (req) => porPessoa(ctx, req.staff, req.params.id),
  );
  app.get(
    '/api/vendas/:id/pre-conta',
    {
      ...ver,
      schema: {
        ...doc('obterPreConta', 'Pré-conta para imprimir'),
        params: IdParam,
        response: { 200: PreContaDTO },
      },
    },
    (req) => service.preConta(ctx, req.staff, req.params.id),
  );
  app.get(
    '/api/vendas/:id/historico',
    {
      preValidation: guards.staff('view_history'),
      schema: {
        ...doc('listarHistoricoVenda', 'Histórico de alterações da comanda'),
        params: IdParam,
        response: { 200: z.array(HistoricoVendaDTO) },
      },
    },
    (req) => service.historico(ctx, req.staff, req.params.id),
  );
  app.get(
    '/api/caixa/hoje',
    {
      preValidation: guards.staff('use_cashier'),
      schema: {
        ...doc('obterCaixaHoje', 'Resumo do caixa de hoje'),
        response: {
          200: z.object({ abertas: z.array(VendaDTO), fechadas: z.array(VendaDTO), fechamento: FechamentoCaixaDTO }),
        },
      },
    },
    (req) => caixaDoDia(ctx, req.staff.empresaId),
  );
}
