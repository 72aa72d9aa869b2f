import type { FastifyInstance } from 'fastify';
import { AtualizarEmpresaInput } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import * as service from './empresa.service';

/** The signed-in user's own company: read by ADMIN/GERENTE, edited by ADMIN. */
export function empresaRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  app.get('/api/empresa', { preHandler: guards.staff('view_settings') }, (req) => service.obter(ctx, req.staff));
  app.patch('/api/empresa', { preHandler: guards.staff('edit_settings') }, (req) =>
    service.atualizar(ctx, req.staff, AtualizarEmpresaInput.parse(req.body)),
  );
}
