import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  IfoodAutorizarDTO,
  IfoodAutorizarInput,
  IfoodCancelarInput,
  IfoodCodigoDTO,
  IfoodConfigDTO,
  IfoodConfigInput,
  IfoodMotivoDTO,
  IfoodPedidoDTO,
  IfoodRecusarInput,
  IfoodVincularInput,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { comZod, operacao, semCorpo } from '../../plugins/contratos';
import type { GrupoDeRotas } from '../../plugins/grupo-de-rotas';
import { IdParam } from '../../params';
import * as service from './ifood.service';

/** iFood (issue 39): linking the store (ADMIN) and a delivery's iFood actions (whoever runs the deliveries). */
export function ifoodRoutes(fastify: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const grupo: GrupoDeRotas = { app: comZod(fastify), ctx, guards, doc: operacao('ifood') };
  rotasDoVinculo(grupo);
  rotasDoPedido(grupo);
}

/** Linking the store and its settings (ADMIN). */
function rotasDoVinculo({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const configurar = { preValidation: guards.staff('edit_settings') };
  app.get(
    '/api/integracoes/ifood',
    {
      ...configurar,
      schema: { ...doc('obterIfood', 'O vínculo da loja do iFood (sem tokens)'), response: { 200: IfoodConfigDTO } },
    },
    (req) => service.lerConfig(ctx, req.staff),
  );
  app.patch(
    '/api/integracoes/ifood',
    {
      ...configurar,
      schema: {
        ...doc('alterarIfood', 'Muda o aceite dos pedidos do iFood (automático ou manual)'),
        body: IfoodConfigInput,
        response: { 200: IfoodConfigDTO },
      },
    },
    (req) => service.alterarAceite(ctx, req.staff, req.body.aceite),
  );
  app.post(
    '/api/integracoes/ifood/vincular',
    {
      ...configurar,
      schema: {
        ...doc('vincularItemIfood', 'Vincula um item do iFood sem produto a um produto (o código do produto)'),
        body: IfoodVincularInput,
        response: { 200: IfoodConfigDTO },
      },
    },
    (req) => service.vincularItem(ctx, req.staff, req.body),
  );
  app.delete(
    '/api/integracoes/ifood',
    {
      ...configurar,
      schema: { ...doc('desvincularIfood', 'Desvincula a loja do iFood'), response: { 204: semCorpo } },
    },
    async (req, reply) => {
      await service.desvincular(ctx, req.staff);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/integracoes/ifood/codigo',
    {
      ...configurar,
      schema: {
        ...doc('codigoIfood', 'Pede ao iFood um código para o dono autorizar no Portal do Parceiro'),
        response: { 200: IfoodCodigoDTO },
      },
    },
    (req) => service.pedirCodigo(ctx, req.staff),
  );
  app.post(
    '/api/integracoes/ifood/autorizar',
    {
      ...configurar,
      schema: {
        ...doc('autorizarIfood', 'Troca o código de autorização do iFood e vincula a loja'),
        body: IfoodAutorizarInput,
        response: { 200: IfoodAutorizarDTO },
      },
    },
    (req) => service.autorizar(ctx, req.staff, req.body),
  );
}

/** A delivery's iFood actions: whoever runs the deliveries. */
function rotasDoPedido({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const entregas = { preValidation: guards.staff('manage_deliveries') };
  app.post(
    '/api/vendas/:id/ifood/aceitar',
    {
      ...entregas,
      schema: {
        ...doc('aceitarPedidoIfood', 'Aceita um pedido do iFood que aguarda a equipe'),
        params: IdParam,
        response: { 200: IfoodPedidoDTO },
      },
    },
    (req) => service.aceitar(ctx, req.staff, req.params.id),
  );
  app.post(
    '/api/vendas/:id/ifood/recusar',
    {
      ...entregas,
      schema: {
        ...doc('recusarPedidoIfood', 'Recusa um pedido do iFood que aguarda a equipe'),
        params: IdParam,
        body: IfoodRecusarInput,
        response: { 200: IfoodPedidoDTO },
      },
    },
    (req) => service.recusar(ctx, req.staff, req.params.id, req.body.motivo),
  );
  app.get(
    '/api/vendas/:id/ifood/motivos-cancelamento',
    {
      ...entregas,
      schema: {
        ...doc('motivosCancelamentoIfood', 'Os motivos que o iFood aceita para cancelar este pedido'),
        params: IdParam,
        response: { 200: z.array(IfoodMotivoDTO) },
      },
    },
    (req) => service.motivosCancelamento(ctx, req.staff, req.params.id),
  );
  app.post(
    '/api/vendas/:id/ifood/cancelar',
    {
      ...entregas,
      schema: {
        ...doc('cancelarPedidoIfood', 'Pede ao iFood o cancelamento do pedido com um dos seus motivos'),
        params: IdParam,
        body: IfoodCancelarInput,
        response: { 200: IfoodPedidoDTO },
      },
    },
    (req) => service.cancelar(ctx, req.staff, req.params.id, req.body.codigo),
  );
}
