import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ImpressoesCriadasDTO, ImprimirDanfeInput } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { operacao } from '../../plugins/contratos';
import { IdParam } from '../../params';
import * as danfe from './danfe';
import { pdfDoDanfe } from './danfe-pdf';

/** The DANFE NFC-e of a tab's authorized note (issue 38): the PDF on screen and 'Imprimir DANFE'. */
export function danfeRoutes(fastify: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const doc = operacao('fiscal');
  app.get(
    '/api/vendas/:id/nfce/danfe.pdf',
    {
      preValidation: guards.staff('view_sales'),
      schema: {
        ...doc('obterDanfePdf', 'O DANFE NFC-e da nota autorizada da comanda, em PDF'),
        params: IdParam,
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => {
      const d = await danfe.danfeDaVenda(ctx, req.staff, req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="danfe-nfce-${d.numero || req.params.id}.pdf"`)
        .send(await pdfDoDanfe(d));
    },
  );
  app.post(
    '/api/vendas/:id/nfce/imprimir',
    {
      preValidation: guards.staff('close_sales'),
      schema: {
        ...doc('imprimirDanfe', 'Imprime de novo o DANFE NFC-e da comanda na impressora escolhida'),
        params: IdParam,
        body: ImprimirDanfeInput,
        response: { 202: ImpressoesCriadasDTO },
      },
    },
    async (req, reply) =>
      reply.status(202).send(await danfe.imprimirDanfe(ctx, req.staff, req.params.id, req.body.impressora_id)),
  );
}
