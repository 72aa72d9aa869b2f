import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClienteEntregaDTO,
  ClienteEntregaQuery,
  EntregaDTO,
  ListarEntregasQuery,
  MudarEntregaInput,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { operacao } from '../../plugins/contratos';
import { IdParam } from '../../params';
import * as service from './entregas.service';

/** Deliveries (issue 39): the open list, a returning customer's address, one tab's delivery and its status. */
export function entregasRoutes(fastify: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const doc = operacao('entregas');
  const gerir = { preValidation: guards.staff('manage_deliveries') };

  app.get(
    '/api/entregas',
    {
      ...gerir,
      schema: {
        ...doc('listarEntregas', 'Entregas em aberto, com a origem (própria ou iFood)'),
        querystring: ListarEntregasQuery,
        response: { 200: z.array(EntregaDTO) },
      },
    },
    (req) => service.listar(ctx, req.staff, req.query.situacao),
  );
  app.get(
    '/api/entregas/cliente',
    {
      ...gerir,
      schema: {
        ...doc('obterClienteEntrega', 'Último endereço de um cliente pelo telefone'),
        querystring: ClienteEntregaQuery,
        response: { 200: ClienteEntregaDTO },
      },
    },
    (req) => service.clientePorTelefone(ctx, req.staff, req.query.telefone),
  );
  app.get(
    '/api/vendas/:id/entrega',
    {
      ...gerir,
      schema: {
        ...doc('obterEntrega', 'A entrega de uma comanda'),
        params: IdParam,
        response: { 200: EntregaDTO },
      },
    },
    (req) => service.daVenda(ctx, req.staff, req.params.id),
  );
  app.post(
    '/api/vendas/:id/entrega',
    {
      ...gerir,
      schema: {
        ...doc('mudarSituacaoEntrega', 'Muda a situação da entrega: pronto, saiu (com o entregador) ou entregue'),
        params: IdParam,
        body: MudarEntregaInput,
        response: { 200: EntregaDTO },
      },
    },
    (req) => service.mudarSituacao(ctx, req.staff, req.params.id, req.body),
  );
}
