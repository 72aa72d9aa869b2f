import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AtualizarCartaoInput,
  CartaoDTO,
  CriarCartoesDTO,
  CriarCartoesInput,
  NumeroCartaoParam,
  VendaDTO,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { caminhos, operacao } from '../../plugins/contratos';
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
  app.patch(
    '/api/cartoes/:numero',
    {
      ...editar,
      schema: {
        ...doc('atualizarCartao', 'Bloqueia ou libera um cartão'),
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
}
