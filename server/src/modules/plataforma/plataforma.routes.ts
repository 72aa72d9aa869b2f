import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CriarEmpresaComAdminInput,
  EditarEmpresaInput,
  NovoUsuarioPlataformaInput,
  type AdminAuditoriaDTO,
  type AdminEmpresaDTO,
  type AdminSistemaDTO,
  type AdminUsuarioDTO,
  type CriarEmpresaComAdminResposta,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { dto, semCorpo, operacao } from '../../plugins/contratos';
import { IdParam } from '../../params';
import * as service from './plataforma.service';

const Limite = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });
const AdminEmpresa = dto<AdminEmpresaDTO>('AdminEmpresaDTO');
const AdminUsuario = dto<AdminUsuarioDTO>('AdminUsuarioDTO');

/** Platform administrator routes: only the admin token (a staff token of any perfil is refused). */
export function plataformaRoutes(fastify: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const doc = operacao('plataforma');
  const admin = { preValidation: guards.admin() };
  app.get(
    '/api/admin/empresas',
    {
      ...admin,
      schema: { ...doc('listarEmpresas', 'Lista as empresas da plataforma'), response: { 200: z.array(AdminEmpresa) } },
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
        response: { 201: dto<CriarEmpresaComAdminResposta>('CriarEmpresaComAdminResposta') },
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
        response: { 200: AdminEmpresa },
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
  app.get(
    '/api/admin/usuarios',
    {
      ...admin,
      schema: {
        ...doc('listarUsuariosPlataforma', 'Lista os usuários de todas as empresas'),
        response: { 200: z.array(AdminUsuario) },
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
        response: { 201: AdminUsuario },
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
        response: { 200: z.array(dto<AdminAuditoriaDTO>('AdminAuditoriaDTO')) },
      },
    },
    (req) => service.auditoria(ctx, req.query.limit),
  );
  app.get(
    '/api/admin/sistema',
    {
      ...admin,
      schema: {
        ...doc('obterEstadoSistema', 'Estado da instância, banco e tempo real'),
        response: { 200: dto<AdminSistemaDTO>('AdminSistemaDTO') },
      },
    },
    () => service.sistema(ctx),
  );
}
