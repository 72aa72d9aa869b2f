import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AprovarPedidoInput,
  ListarPedidosClienteQuery,
  PedidoClienteDTO,
  PedidosClienteDTO,
  RecusarPedidoInput,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { operacao } from '../../plugins/contratos';
import { IdParam } from '../../params';
import * as service from './pedidos-cliente.service';

/** The staff side of the diners' orders (issue 22): whoever may add items to a tab decides on them. */
export function pedidosClienteRoutes(fastify: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const doc = operacao('pedidos-cliente');
  const decidir = { preValidation: guards.staff('create_sales') };

  app.get(
    '/api/pedidos-cliente',
    {
      ...decidir,
      schema: {
        ...doc('listarPedidosCliente', 'Pedidos feitos pelos clientes na mesa (?situacao=pendente: os que aguardam)'),
        querystring: ListarPedidosClienteQuery,
        response: { 200: PedidosClienteDTO },
      },
    },
    (req) => service.listar(ctx, req.staff, req.query),
  );
  app.post(
    '/api/pedidos-cliente/:id/aprovar',
    {
      ...decidir,
      schema: {
        ...doc('aprovarPedidoCliente', 'Aprova o pedido do cliente (todos os itens pendentes ou os indicados)'),
        params: IdParam,
        body: AprovarPedidoInput,
        response: { 200: PedidoClienteDTO },
      },
    },
    (req) => service.aprovar(ctx, req.staff, req.params.id, req.body),
  );
  app.post(
    '/api/pedidos-cliente/:id/recusar',
    {
      ...decidir,
      schema: {
        ...doc('recusarPedidoCliente', 'Recusa o pedido do cliente (ou itens dele) com um motivo'),
        params: IdParam,
        body: RecusarPedidoInput,
        response: { 200: PedidoClienteDTO },
      },
    },
    (req) => service.recusar(ctx, req.staff, req.params.id, req.body),
  );
}
