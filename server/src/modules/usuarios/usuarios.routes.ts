import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EditarUsuarioInput, NovoUsuarioInput, UsuarioDTO } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { semCorpo, operacao } from '../../plugins/contratos';
import { IdParam } from '../../params';
import * as service from './usuarios.service';

export function usuariosRoutes(fastify: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const doc = operacao('usuarios');
  const gerir = { preValidation: guards.staff('manage_users') };
  app.get(
    '/api/usuarios',
    {
      ...gerir,
      schema: { ...doc('listarUsuarios', 'Lista os usuários da empresa'), response: { 200: z.array(UsuarioDTO) } },
    },
    (req) => service.listar(ctx, req.staff),
  );
  app.post(
    '/api/usuarios',
    {
      ...gerir,
      schema: { ...doc('criarUsuario', 'Cria um usuário'), body: NovoUsuarioInput, response: { 201: UsuarioDTO } },
    },
    async (req, reply) => reply.status(201).send(await service.criar(ctx, req.staff, req.body)),
  );
  app.patch(
    '/api/usuarios/:id',
    {
      ...gerir,
      schema: {
        ...doc('editarUsuario', 'Edita um usuário'),
        params: IdParam,
        body: EditarUsuarioInput,
        response: { 200: UsuarioDTO },
      },
    },
    (req) => service.editar(ctx, req.staff, req.params.id, req.body),
  );
  app.delete(
    '/api/usuarios/:id',
    {
      ...gerir,
      schema: { ...doc('removerUsuario', 'Remove um usuário'), params: IdParam, response: { 204: semCorpo } },
    },
    async (req, reply) => {
      await service.remover(ctx, req.staff, req.params.id);
      return reply.status(204).send();
    },
  );
}
