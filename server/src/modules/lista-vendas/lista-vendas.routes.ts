import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FiltroVendasInput, StatsVendas, VendaDTO } from '@comanda/shared';
import type { AppContext } from '../../context';
import { fusoDaEmpresa } from '../empresa/configuracoes';
import { tenant } from '../../db/tenant';
import type { Guards } from '../../plugins/auth';
import { operacao } from '../../plugins/contratos';
import { vendasCsv, vendasXlsx } from './exportar';
import * as service from './lista-vendas.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// formato first: a bad formato is the message reported, as before
const ExportarQuery = z
  .object({ formato: z.enum(['csv', 'xlsx'], { message: 'Formato inválido' }).default('csv') })
  .extend(FiltroVendasInput.shape);
const diaISO = (d: Date) => d.toISOString().slice(0, 10);

/** The manager's sales list and its export (ADMIN/GERENTE only, like the screen). */
export function listaVendasRoutes(fastify: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const doc = operacao('lista-vendas');
  const gerir = { preValidation: guards.staff('manage_sales') };
  // the next page's cursor travels in the x-proximo-cursor header
  app.get(
    '/api/vendas',
    {
      ...gerir,
      schema: {
        ...doc('listarVendas', 'Lista as comandas com filtros e páginas'),
        querystring: FiltroVendasInput,
        response: { 200: z.array(VendaDTO) },
      },
    },
    async (req, reply) => {
      const pagina = await service.listar(ctx, req.staff, req.query);
      if (pagina.proximo) reply.header('x-proximo-cursor', pagina.proximo);
      return pagina.vendas;
    },
  );
  app.get(
    '/api/vendas/stats',
    {
      ...gerir,
      schema: {
        ...doc('obterEstatisticasVendas', 'Totais das comandas do filtro'),
        querystring: FiltroVendasInput,
        response: { 200: StatsVendas },
      },
    },
    (req) => service.stats(ctx, req.staff, req.query),
  );
  // a file download: the body is not JSON, so no response schema
  app.get(
    '/api/vendas/exportar',
    {
      ...gerir,
      schema: {
        ...doc('exportarVendas', 'Exporta as comandas em CSV ou XLSX'),
        querystring: ExportarQuery,
        produces: ['text/csv', XLSX],
      },
    },
    async (req, reply) => {
      const { formato, ...filtro } = req.query;
      const vendas = await service.todas(ctx, req.staff, filtro);
      const fuso = await fusoDaEmpresa(tenant(ctx.db, req.staff.empresaId));
      const nome = `vendas-${diaISO(ctx.relogio.agora())}.${formato}`;
      reply.header('content-disposition', `attachment; filename="${nome}"`);
      if (formato === 'csv') return reply.type('text/csv; charset=utf-8').send(vendasCsv(vendas, fuso));
      return reply.type(XLSX).send(await vendasXlsx(vendas, fuso));
    },
  );
}
