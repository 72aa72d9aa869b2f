import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AtualizarEstacaoInput,
  BumpTicketInput,
  EntregarItensInput,
  EstacaoInput,
  FiltroCozinhaInput,
  MoverItemInput,
  EstacaoDTO,
  EstadoCozinha,
  ItemProducaoDTO,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { semCorpo, operacao, comZod } from '../../plugins/contratos';
import type { GrupoDeRotas } from '../../plugins/grupo-de-rotas';
import { IdParam } from '../../params';
import * as cozinha from './cozinha.service';
import * as estacoes from './estacoes.service';

export function cozinhaRoutes(fastify: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const grupo: GrupoDeRotas = { app: comZod(fastify), ctx, guards, doc: operacao('cozinha') };
  rotasDasEstacoes(grupo);
  rotasDaProducao(grupo);
}

/** The production stations (kitchen, bar…). */
function rotasDasEstacoes({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const editar = { preValidation: guards.staff('edit_menu') };
  // every staff profile may list the stations (the waiter's tab screen names them)
  app.get(
    '/api/estacoes',
    {
      preValidation: guards.staff(),
      schema: { ...doc('listarEstacoes', 'Lista as estações de produção'), response: { 200: z.array(EstacaoDTO) } },
    },
    (req) => estacoes.listar(ctx, req.staff),
  );
  app.post(
    '/api/estacoes',
    {
      ...editar,
      schema: { ...doc('criarEstacao', 'Cria uma estação'), body: EstacaoInput, response: { 201: EstacaoDTO } },
    },
    async (req, reply) => reply.status(201).send(await estacoes.criar(ctx, req.staff, req.body)),
  );
  app.patch(
    '/api/estacoes/:id',
    {
      ...editar,
      schema: {
        ...doc('editarEstacao', 'Edita uma estação'),
        params: IdParam,
        body: AtualizarEstacaoInput,
        response: { 200: EstacaoDTO },
      },
    },
    (req) => estacoes.atualizar(ctx, req.staff, req.params.id, req.body),
  );
  app.delete(
    '/api/estacoes/:id',
    {
      ...editar,
      schema: { ...doc('removerEstacao', 'Remove uma estação sem uso'), params: IdParam, response: { 204: semCorpo } },
    },
    async (req, reply) => {
      await estacoes.remover(ctx, req.staff, req.params.id);
      return reply.status(204).send();
    },
  );
}

/** The production screen: tickets, bumps, ready items and deliveries. */
function rotasDaProducao({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const produzir = { preValidation: guards.staff('produce_items') };
  const entregar = { preValidation: guards.staff('deliver_items') };
  app.get(
    '/api/cozinha',
    {
      preValidation: guards.staff('view_kitchen'),
      schema: {
        ...doc('obterCozinha', 'Tickets de produção das estações'),
        querystring: FiltroCozinhaInput,
        response: { 200: EstadoCozinha },
      },
    },
    (req) => cozinha.estado(ctx, req.staff, req.query.estacao),
  );
  // any staff may call it; the move's own permission (shared TRANSICOES_PRODUCAO) is checked by the service
  app.patch(
    '/api/cozinha/itens/:id',
    {
      preValidation: guards.staff(),
      schema: {
        ...doc('alterarStatusProducao', 'Muda o status de produção de um item'),
        params: IdParam,
        body: MoverItemInput,
        response: { 200: ItemProducaoDTO },
      },
    },
    (req) => cozinha.moverItem(ctx, req.staff, req.params.id, req.body.status),
  );
  app.post(
    '/api/cozinha/tickets/bump',
    {
      ...produzir,
      schema: {
        ...doc('avancarTicket', 'Avança todos os itens de um ticket'),
        body: BumpTicketInput,
        response: { 200: z.array(ItemProducaoDTO) },
      },
    },
    (req) => cozinha.bumpTicket(ctx, req.staff, req.body.itens),
  );
  app.get(
    '/api/cozinha/prontos',
    {
      ...entregar,
      schema: { ...doc('listarProntos', 'Itens prontos para entregar'), response: { 200: z.array(ItemProducaoDTO) } },
    },
    (req) => cozinha.prontos(ctx, req.staff),
  );
  app.post(
    '/api/cozinha/itens/entregar',
    {
      ...entregar,
      schema: {
        ...doc('entregarItens', 'Marca itens como entregues'),
        body: EntregarItensInput,
        response: { 200: z.array(ItemProducaoDTO) },
      },
    },
    (req) => cozinha.entregar(ctx, req.staff, req.body.itens),
  );
  app.post(
    '/api/cozinha/cancelados/:id/ciente',
    {
      ...produzir,
      schema: {
        ...doc('confirmarCancelamento', 'A cozinha confirma que viu um cancelamento'),
        params: IdParam,
        response: { 204: semCorpo },
      },
    },
    async (req, reply) => {
      await cozinha.reconhecerCancelamento(ctx, req.staff, req.params.id);
      return reply.status(204).send();
    },
  );
}
