import type { FastifyInstance } from 'fastify';
import { EditarUsuarioInput, NovoUsuarioInput } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { idDe } from '../../params';
import * as service from './usuarios.service';

export function usuariosRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const gerir = { preHandler: guards.staff('manage_users') };
  app.get('/api/usuarios', gerir, (req) => service.listar(ctx, req.staff));
  app.post('/api/usuarios', gerir, async (req, reply) => reply.status(201).send(await service.criar(ctx, req.staff, NovoUsuarioInput.parse(req.body))));
  app.patch('/api/usuarios/:id', gerir, (req) => service.editar(ctx, req.staff, idDe(req.params), EditarUsuarioInput.parse(req.body)));
  app.delete('/api/usuarios/:id', gerir, async (req, reply) => {
    await service.remover(ctx, req.staff, idDe(req.params));
    return reply.status(204).send();
  });
}
