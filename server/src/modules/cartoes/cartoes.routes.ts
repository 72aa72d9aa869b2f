import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AtualizarCartaoInput,
  CartaoDTO,
  CartaoPublicoDTO,
  CriarCartoesDTO,
  CriarCartoesInput,
  NumeroCartaoParam,
  VendaDTO,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { caminhos, operacao } from '../../plugins/contratos';
import { origemDaRequisicao } from '../../origem';
import * as service from './cartoes.service';

export function cartoesRoutes(fastify: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const doc = operacao('cartoes');
  const ver = { preValidation: guards.staff('view_tables') };
  const editar = { preValidation: guards.staff('edit_tables') };

  app.post(
    '/api/cartoes/lote',
    {
      ...editar,
      schema: {
        ...doc('criarCartoesEmLote', 'Cria os cartões numerados de início a fim'),
        body: CriarCartoesInput,
        response: { 201: CriarCartoesDTO },
      },
    },
    async (req, reply) => reply.status(201).send(await service.criarLote(ctx, req.staff, req.body)),
  );
  app.get(
    '/api/cartoes',
    {
      ...ver,
      schema: { ...doc('listarCartoes', 'Lista os cartões e sua situação'), response: { 200: z.array(CartaoDTO) } },
    },
    (req) => service.listar(ctx, req.staff),
  );
  // the printed cards (a static path, matched before /api/cartoes/:numero)
  app.get(
    '/api/cartoes/qr.pdf',
    {
      ...ver,
      schema: { ...doc('imprimirQrDosCartoes', 'PDF A4 com o QR de cada cartão'), produces: ['application/pdf'] },
    },
    async (req, reply) =>
      reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="cartoes.pdf"')
        .send(await service.pdfDosCartoes(ctx, req.staff, origemDaRequisicao(req))),
  );
  app.get(
    '/api/cartoes/:numero',
    {
      ...ver,
      schema: {
        ...doc('obterCartao', 'Um cartão: situação e se pode sair (Liberado ou o valor a pagar)'),
        params: NumeroCartaoParam,
        response: { 200: CartaoDTO },
      },
    },
    (req) => service.obter(ctx, req.staff, req.params.numero),
  );
  app.patch(
    '/api/cartoes/:numero',
    {
      ...editar,
      schema: {
        ...doc('atualizarCartao', 'Bloqueia ou libera um cartão, ou muda o limite da sua comanda aberta'),
        params: NumeroCartaoParam,
        body: AtualizarCartaoInput,
        response: { 200: CartaoDTO },
      },
    },
    (req) => service.atualizar(ctx, req.staff, req.params.numero, req.body),
  );
  // the spec's path reads ambiguously next to /api/vendas/{id}/… for a client generator: the document names its twin
  for (const [url, legado] of caminhos('/api/cartoes/:numero/venda', '/api/vendas/cartao/:numero'))
    app.get(
      url,
      {
        ...ver,
        schema: {
          ...doc('obterVendaDoCartao', 'Comanda aberta de um cartão'),
          ...legado,
          params: NumeroCartaoParam,
          response: { 200: VendaDTO },
        },
      },
      (req) => service.daVenda(ctx, req.staff, req.params.numero),
    );

  cartaoPublicoRoutes(fastify, ctx);
}

/** The diner on a card (issue 37): the printed code is the credential, as a table card's; no login. */
function cartaoPublicoRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const CodigoCartao = z.object({
    codigo: z
      .string()
      .min(16)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/)
      .catch(''),
  });
  app.get(
    '/api/public/cartao/:codigo',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        ...operacao('publico')('obterCartaoPublico', 'Cartão pelo código do QR impresso: empresa e comanda aberta'),
        params: CodigoCartao,
        response: { 200: CartaoPublicoDTO },
      },
    },
    (req) => service.cartaoPublico(ctx, req.params.codigo),
  );
}
