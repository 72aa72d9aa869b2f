import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FiltroVendasInput } from '@comanda/shared';
import type { AppContext } from '../../context';
import { fusoDaEmpresa } from '../../db/periodos';
import type { Guards } from '../../plugins/auth';
import { vendasCsv, vendasXlsx } from './exportar';
import * as service from './lista-vendas.service';

const Formato = z.object({ formato: z.enum(['csv', 'xlsx'], { message: 'Formato inválido' }).default('csv') });
const hojeISO = () => new Date().toISOString().slice(0, 10);

/** The manager's sales list and its export (ADMIN/GERENTE only, like the screen). */
export function listaVendasRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const gerir = { preHandler: guards.staff('manage_sales') };
  app.get('/api/vendas', gerir, async (req, reply) => {
    const pagina = await service.listar(ctx, req.staff, FiltroVendasInput.parse(req.query));
    if (pagina.proximo) reply.header('x-proximo-cursor', pagina.proximo);
    return pagina.vendas;
  });
  app.get('/api/vendas/stats', gerir, (req) => service.stats(ctx, req.staff, FiltroVendasInput.parse(req.query)));
  app.get('/api/vendas/exportar', gerir, async (req, reply) => {
    const { formato } = Formato.parse(req.query);
    const vendas = await service.todas(ctx, req.staff, FiltroVendasInput.parse(req.query));
    const fuso = await fusoDaEmpresa(ctx.db, req.staff.empresaId);
    const nome = `vendas-${hojeISO()}.${formato}`;
    reply.header('content-disposition', `attachment; filename="${nome}"`);
    if (formato === 'csv') return reply.type('text/csv; charset=utf-8').send(vendasCsv(vendas, fuso));
    return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(await vendasXlsx(vendas, fuso));
  });
}
