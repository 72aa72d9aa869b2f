import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CriarEmpresaComAdminInput,
  EditarEmpresaInput,
  NovoUsuarioPlataformaInput,
  AdminAuditoriaDTO,
  AdminEmpresaDTO,
  AdminSistemaDTO,
  AdminUsuarioDTO,
  CriarEmpresaComAdminResposta,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { semCorpo, operacao, comZod } from '../../plugins/contratos';
import type { GrupoDeRotas } from '../../plugins/grupo-de-rotas';
import { IdParam } from '../../params';
import * as service from './plataforma.service';

const Limite = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });

/** Platform administrator routes: only the admin token (a staff token of any perfil is refused). */
export function plataformaRoutes(fastify: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const grupo: GrupoDeRotas = { app: comZod(fastify), ctx, guards, doc: operacao('plataforma') };
  rotasDeEmpresas(grupo);
  rotasDeUsuarios(grupo);
  rotasDoSistema(grupo);
}

/** The companies on the platform. */
function rotasDeEmpresas({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const admin = { preValidation: guards.admin() };
  app.get(
    '/api/admin/empresas',
    {
      ...admin,
      schema: {
        ...doc('listarEmpresas', 'Lista as empresas da plataforma'),
        response: { 200: z.array(AdminEmpresaDTO) },
      },
    },
    () => service.listarEmpresas(ctx),
  );
  app.post(
    '/api/admin/empresas',
    {
      ...admin,
      schema: {
        ...doc('criarEmpresa', 'Cria uma empresa com o seu administrador'),
        body: CriarEmpresaComAdminInput,
        response: { 201: CriarEmpresaComAdminResposta },
      },
    },
    async (req, reply) => reply.status(201).send(await service.criarEmpresa(ctx, req.admin, req.body)),
  );
  app.put(
    '/api/admin/empresas/:id',
    {
      ...admin,
      schema: {
        ...doc('editarEmpresa', 'Edita os dados de uma empresa'),
        params: IdParam,
        body: EditarEmpresaInput,
        response: { 200: AdminEmpresaDTO },
      },
    },
    (req) => service.editarEmpresa(ctx, req.admin, req.params.id, req.body),
  );
  app.delete(
    '/api/admin/empresas/:id',
    {
      ...admin,
      schema: { ...doc('removerEmpresa', 'Remove uma empresa'), params: IdParam, response: { 204: semCorpo } },
    },
    async (req, reply) => {
      await service.excluirEmpresa(ctx, req.admin, req.params.id);
      return reply.status(204).send();
    },
  );
}

/** Users of every company, and the administrator’s audit log. */
function rotasDeUsuarios({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const admin = { preValidation: guards.admin() };
  app.get(
    '/api/admin/usuarios',
    {
      ...admin,
      schema: {
        ...doc('listarUsuariosPlataforma', 'Lista os usuários de todas as empresas'),
        response: { 200: z.array(AdminUsuarioDTO) },
      },
    },
    () => service.listarUsuarios(ctx),
  );
  app.post(
    '/api/admin/usuarios',
    {
      ...admin,
      schema: {
        ...doc('criarUsuarioPlataforma', 'Cria um usuário em uma empresa'),
        body: NovoUsuarioPlataformaInput,
        response: { 201: AdminUsuarioDTO },
      },
    },
    async (req, reply) => reply.status(201).send(await service.criarUsuario(ctx, req.admin, req.body)),
  );
  app.get(
    '/api/admin/auditoria',
    {
      ...admin,
      schema: {
        ...doc('listarAuditoria', 'Registro de ações do administrador'),
        querystring: Limite,
        response: { 200: z.array(AdminAuditoriaDTO) },
      },
    },
    (req) => service.auditoria(ctx, req.query.limit),
  );
}

/** The instance’s health. */
function rotasDoSistema({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const admin = { preValidation: guards.admin() };
  app.get(
    '/api/admin/sistema',
    {
      ...admin,
      schema: {
        ...doc('obterEstadoSistema', 'Estado da instância, banco e tempo real'),
        response: { 200: AdminSistemaDTO },
      },
    },
    () => service.sistema(ctx),
  );
}
