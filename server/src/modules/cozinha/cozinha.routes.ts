import type { FastifyInstance } from 'fastify';
import { AtualizarEstacaoInput, BumpTicketInput, EntregarItensInput, EstacaoInput, FiltroCozinhaInput, MoverItemInput } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { idDe } from '../../params';
import * as cozinha from './cozinha.service';
import * as estacoes from './estacoes.service';

export function cozinhaRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const editar = { preHandler: guards.staff('edit_menu') };
  const produzir = { preHandler: guards.staff('produce_items') };

  // every staff profile may list the stations (the waiter's tab screen names them)
  app.get('/api/estacoes', { preHandler: guards.staff() }, (req) => estacoes.listar(ctx, req.staff));
  app.post('/api/estacoes', editar, async (req, reply) => reply.status(201).send(await estacoes.criar(ctx, req.staff, EstacaoInput.parse(req.body))));
  app.patch('/api/estacoes/:id', editar, (req) => estacoes.atualizar(ctx, req.staff, idDe(req.params), AtualizarEstacaoInput.parse(req.body)));
  app.delete('/api/estacoes/:id', editar, async (req, reply) => {
    await estacoes.remover(ctx, req.staff, idDe(req.params));
    return reply.status(204).send();
  });

  app.get('/api/cozinha', { preHandler: guards.staff('view_kitchen') }, (req) => cozinha.estado(ctx, req.staff, FiltroCozinhaInput.parse(req.query).estacao));
  // any staff may call it; the move's own permission (shared TRANSICOES_PRODUCAO) is checked by the service
  app.patch('/api/cozinha/itens/:id', { preHandler: guards.staff() }, (req) => cozinha.moverItem(ctx, req.staff, idDe(req.params), MoverItemInput.parse(req.body).status));
  app.post('/api/cozinha/tickets/bump', produzir, (req) => cozinha.bumpTicket(ctx, req.staff, BumpTicketInput.parse(req.body).itens));
  app.get('/api/cozinha/prontos', { preHandler: guards.staff('deliver_items') }, (req) => cozinha.prontos(ctx, req.staff));
  app.post('/api/cozinha/itens/entregar', { preHandler: guards.staff('deliver_items') }, (req) => cozinha.entregar(ctx, req.staff, EntregarItensInput.parse(req.body).itens));
  app.post('/api/cozinha/cancelados/:id/ciente', produzir, async (req, reply) => {
    await cozinha.reconhecerCancelamento(ctx, req.staff, idDe(req.params));
    return reply.status(204).send();
  });
}
