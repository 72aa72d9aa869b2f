import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AbrirVendaInput,
  AdicionarItemInput,
  AtualizarVendaInput,
  CancelarItemInput,
  FecharContaInput,
  JuntarComandasInput,
  MoverComandaInput,
  ReduzirItemInput,
  TransferirItensInput,
  type ItemDTO,
  type ItemProducaoDTO,
  type VendaDTO,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { dto, queryNoCorpo } from '../../plugins/contratos';
import { IdParam } from '../../params';
import * as service from './vendas.service';
import * as pagamentos from '../pagamentos/pagamentos.service';
import { reduzirItem, removerItem } from './vendas.cancelamentos';
import * as operacoes from './vendas.operacoes';

const Venda = dto<VendaDTO>('VendaDTO');
const Item = dto<ItemDTO>('ItemDTO');

export function vendasRoutes(fastify: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ver = { preValidation: guards.staff('view_tables') };
  const criar = { preValidation: guards.staff('create_sales') };
  const transferir = { preValidation: guards.staff('transfer_items') };

  app.get('/api/vendas/ativas', { ...ver, schema: { response: { 200: z.array(Venda) } } }, (req) =>
    service.ativas(ctx, req.staff),
  );
  app.get(
    '/api/vendas/mais-pedidos',
    { ...criar, schema: { response: { 200: z.object({ produto_ids: z.array(z.number()) }) } } },
    (req) => service.maisPedidos(ctx, req.staff),
  );
  app.get('/api/vendas/mesa/:id', { ...ver, schema: { params: IdParam, response: { 200: Venda } } }, (req) =>
    service.daMesa(ctx, req.staff, req.params.id),
  );
  app.post(
    '/api/vendas',
    { ...criar, schema: { body: AbrirVendaInput, response: { 201: Venda } } },
    async (req, reply) => reply.status(201).send(await service.abrir(ctx, req.staff, req.body)),
  );
  // renaming needs create_sales, cancelling needs manage_sales: the service checks which one applies
  app.patch(
    '/api/vendas/:id',
    { ...ver, schema: { params: IdParam, body: AtualizarVendaInput, response: { 200: Venda } } },
    (req) => service.atualizar(ctx, req.staff, req.params.id, req.body),
  );
  // closing settles the bill first (issue 14): see pagamentos.service
  app.post(
    '/api/vendas/:id/fechar',
    {
      preValidation: guards.staff('close_sales'),
      schema: {
        params: IdParam,
        body: FecharContaInput,
        response: { 200: dto<pagamentos.FechamentoDTO>('FechamentoDTO') },
      },
    },
    (req) => pagamentos.fechar(ctx, req.staff, req.params.id, req.body),
  );
  app.get('/api/vendas/:id/itens', { ...ver, schema: { params: IdParam, response: { 200: z.array(Item) } } }, (req) =>
    service.itens(ctx, req.staff, req.params.id),
  );
  app.get(
    '/api/vendas/:id/cancelados',
    {
      ...ver,
      schema: { params: IdParam, response: { 200: z.array(dto<ItemProducaoDTO>('ItemProducaoDTO')) } },
    },
    (req) => service.cancelados(ctx, req.staff, req.params.id),
  );
  app.post(
    '/api/vendas/:id/itens',
    { ...criar, schema: { params: IdParam, body: AdicionarItemInput, response: { 201: Item } } },
    async (req, reply) => reply.status(201).send(await service.adicionarItem(ctx, req.staff, req.params.id, req.body)),
  );
  // voids (issue 15): the reason may come in the body or as ?motivo= (browsers' DELETE without a body)
  app.delete(
    '/api/vendas/itens/:id',
    {
      preValidation: [criar.preValidation, queryNoCorpo],
      schema: { params: IdParam, body: CancelarItemInput, response: { 200: Venda } },
    },
    (req) => removerItem(ctx, req.staff, req.params.id, req.body, req.ip),
  );
  app.patch(
    '/api/vendas/itens/:id',
    { ...criar, schema: { params: IdParam, body: ReduzirItemInput, response: { 200: Venda } } },
    (req) => reduzirItem(ctx, req.staff, req.params.id, req.body, req.ip),
  );
  app.post(
    '/api/vendas/:id/transferir',
    {
      ...transferir,
      schema: {
        params: IdParam,
        body: TransferirItensInput,
        response: { 200: z.object({ origem: Venda, destino: Venda }) },
      },
    },
    (req) => operacoes.transferir(ctx, req.staff, req.params.id, req.body),
  );
  app.post(
    '/api/vendas/:id/mover',
    { ...transferir, schema: { params: IdParam, body: MoverComandaInput, response: { 200: Venda } } },
    (req) => operacoes.mover(ctx, req.staff, req.params.id, req.body),
  );
  app.post(
    '/api/vendas/:id/juntar',
    { ...transferir, schema: { params: IdParam, body: JuntarComandasInput, response: { 200: Venda } } },
    (req) => operacoes.juntar(ctx, req.staff, req.params.id, req.body),
  );
}
