import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CriarEmpresaComAdminInput, EditarEmpresaInput, NovoUsuarioPlataformaInput } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { idDe } from '../../params';
import * as service from './plataforma.service';

const Limite = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });

/** Platform administrator routes: only the admin token (a staff token of any perfil is refused). */
export function plataformaRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const admin = { preHandler: guards.admin() };
  app.get('/api/admin/empresas', admin, () => service.listarEmpresas(ctx));
  app.post('/api/admin/empresas', admin, async (req, reply) =>
    reply.status(201).send(await service.criarEmpresa(ctx, req.admin, CriarEmpresaComAdminInput.parse(req.body))),
  );
  app.put('/api/admin/empresas/:id', admin, (req) => service.editarEmpresa(ctx, req.admin, idDe(req.params), EditarEmpresaInput.parse(req.body)));
  app.delete('/api/admin/empresas/:id', admin, async (req, reply) => {
    await service.excluirEmpresa(ctx, req.admin, idDe(req.params));
    return reply.status(204).send();
  });
  app.get('/api/admin/usuarios', admin, () => service.listarUsuarios(ctx));
  app.post('/api/admin/usuarios', admin, async (req, reply) =>
    reply.status(201).send(await service.criarUsuario(ctx, req.admin, NovoUsuarioPlataformaInput.parse(req.body))),
  );
  app.get('/api/admin/auditoria', admin, (req) => service.auditoria(ctx, Limite.parse(req.query).limit));
  app.get('/api/admin/sistema', admin, () => service.sistema(ctx));
}
