import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AtualizarEmpresaInput, EmpresaConfigDTO } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { operacao } from '../../plugins/contratos';
import * as service from './empresa.service';

/** The signed-in user's own company: read by ADMIN/GERENTE, edited by ADMIN. */
export function empresaRoutes(fastify: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const doc = operacao('empresa');
  app.get(
    '/api/empresa',
    {
      preValidation: guards.staff('view_settings'),
      schema: { ...doc('obterEmpresa', 'Dados e configurações da empresa'), response: { 200: EmpresaConfigDTO } },
    },
    (req) => service.obter(ctx, req.staff),
  );
  app.patch(
    '/api/empresa',
    {
      preValidation: guards.staff('edit_settings'),
      schema: {
        ...doc('atualizarEmpresa', 'Atualiza dados e configurações da empresa'),
        body: AtualizarEmpresaInput,
        response: { 200: EmpresaConfigDTO },
      },
    },
    (req) => service.atualizar(ctx, req.staff, req.body),
  );
}
