import type { FastifyInstance } from 'fastify';
import { CriarLoteInput, CriarMesaInput, EditarMesaInput, StatusMesaInput } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { idDe } from '../../params';
import * as service from './mesas.service';

export function mesasRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const ver = { preHandler: guards.staff('view_tables') };
  const editar = { preHandler: guards.staff('edit_tables') };

  app.get('/api/mesas', ver, (req) => service.listar(ctx, req.staff));
  app.get('/api/mesas/status-summary', ver, (req) => service.resumo(ctx, req.staff));
  app.get('/api/mesas/:id', ver, (req) => service.obter(ctx, req.staff, idDe(req.params)));
  app.post('/api/mesas', editar, async (req, reply) => reply.status(201).send(await service.criar(ctx, req.staff, CriarMesaInput.parse(req.body))));
  app.post('/api/mesas/lote', editar, async (req, reply) => reply.status(201).send(await service.criarLote(ctx, req.staff, CriarLoteInput.parse(req.body))));
  app.patch('/api/mesas/:id', editar, (req) => service.editar(ctx, req.staff, idDe(req.params), EditarMesaInput.parse(req.body)));
  app.delete('/api/mesas/:id', editar, async (req, reply) => {
    await service.remover(ctx, req.staff, idDe(req.params));
    return reply.status(204).send();
  });
  // each move checks its own permission from the shared transition table
  app.patch('/api/mesas/:id/status', ver, (req) => service.alterarStatus(ctx, req.staff, idDe(req.params), StatusMesaInput.parse(req.body)));
}
