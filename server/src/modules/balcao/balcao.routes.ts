import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PainelDTO, PainelPublicoDTO, PedidoBalcaoDTO, PedidoBalcaoPublicoDTO, VendaDTO } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { operacao } from '../../plugins/contratos';
import { IdParam } from '../../params';
import { origemDaRequisicao } from '../../origem';
import * as service from './balcao.service';

/** A malformed code or token is answered like an unknown one (404), not 400: it becomes ''. */
const segredo = z
  .string()
  .min(16)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/)
  .catch('');

/** Per address, per instance: a flood guard for the public reads (a TV polls only while its socket is down). */
const limite = { rateLimit: { max: 240, timeWindow: '1 minute' } };

/** Counter orders (issue 37): the pickup board's address, handing an order over, and the public board and order. */
export function balcaoRoutes(fastify: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const doc = operacao('balcao');
  const publico = operacao('publico');
  const configurar = { preValidation: guards.staff('view_settings') };

  app.get(
    '/api/painel',
    {
      ...configurar,
      schema: { ...doc('obterPainel', 'Endereço do painel de retirada'), response: { 200: PainelDTO } },
    },
    (req) => service.painel(ctx, req.staff, origemDaRequisicao(req)),
  );
  app.post(
    '/api/painel/renovar',
    {
      ...configurar,
      schema: {
        ...doc('renovarPainel', 'Gera um novo código para o painel de retirada'),
        response: { 200: PainelDTO },
      },
    },
    (req) => service.renovarPainel(ctx, req.staff, origemDaRequisicao(req)),
  );
  app.get(
    '/api/balcao',
    {
      preValidation: guards.staff('use_counter'),
      schema: {
        ...doc('listarPedidosBalcao', 'Pedidos do balcão de hoje ainda não entregues'),
        response: { 200: z.array(PedidoBalcaoDTO) },
      },
    },
    (req) => service.pedidosDoDia(ctx, req.staff),
  );
  app.post(
    '/api/vendas/:id/entregue',
    {
      preValidation: guards.staff(['use_counter', 'deliver_items']),
      schema: {
        ...doc('entregarPedidoBalcao', 'Marca o pedido do balcão como entregue ao cliente'),
        params: IdParam,
        response: { 200: VendaDTO },
      },
    },
    (req) => service.entregue(ctx, req.staff, req.params.id),
  );
  app.get(
    '/api/public/painel/:codigo',
    {
      config: limite,
      schema: {
        ...publico('obterPainelPublico', 'Pedidos do balcão em preparo e prontos, para a TV'),
        params: z.object({ codigo: segredo }),
        response: { 200: PainelPublicoDTO },
      },
    },
    (req) => service.painelPublico(ctx, req.params.codigo),
  );
  app.get(
    '/api/public/pedido/:token',
    {
      config: limite,
      schema: {
        ...publico('obterPedidoPublico', 'O pedido do balcão, para o cliente acompanhar'),
        params: z.object({ token: segredo }),
        response: { 200: PedidoBalcaoPublicoDTO },
      },
    },
    (req) => service.pedidoPublico(ctx, req.params.token),
  );
}
