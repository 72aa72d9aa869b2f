import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DescontoInput, DivisaoQuery, PagamentoInput, PixQuery, RemoverPagamentoInput, TaxaServicoInput } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { idDe } from '../../params';
import { alterarTaxaServico, aplicarDesconto } from './conta';
import { caixaDoDia } from './caixa';
import * as service from './pagamentos.service';

const PagamentoParams = z.object({
  id: z.coerce.number().int().positive('Identificador inválido'),
  pid: z.coerce.number({ message: 'Identificador inválido' }).int('Identificador inválido').positive('Identificador inválido'),
});

/** Paying the bill (issue 14): service charge, discount, payments, PIX, split, history, and the cashier's day. */
export function pagamentosRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const ver = { preHandler: guards.staff('view_sales') };
  app.patch('/api/vendas/:id/taxa-servico', { preHandler: guards.staff('remove_service_charge') }, (req) =>
    alterarTaxaServico(ctx, req.staff, idDe(req.params), TaxaServicoInput.parse(req.body)),
  );
  app.post('/api/vendas/:id/desconto', { preHandler: guards.staff('give_discount') }, (req) =>
    aplicarDesconto(ctx, req.staff, idDe(req.params), DescontoInput.parse(req.body)),
  );
  app.get('/api/vendas/:id/pagamentos', ver, (req) => service.listar(ctx, req.staff, idDe(req.params)));
  app.post('/api/vendas/:id/pagamentos', { preHandler: guards.staff('record_payment') }, async (req, reply) =>
    reply.status(201).send(await service.registrar(ctx, req.staff, idDe(req.params), PagamentoInput.parse(req.body))),
  );
  // the reason may come in the body or as ?motivo= (browsers' DELETE without a body)
  app.delete('/api/vendas/:id/pagamentos/:pid', { preHandler: guards.staff('remove_payment') }, (req) => {
    const { id, pid } = PagamentoParams.parse(req.params);
    return service.remover(ctx, req.staff, id, pid, RemoverPagamentoInput.parse({ ...(req.query as object), ...(req.body as object) }).motivo);
  });
  app.get('/api/vendas/:id/pix', ver, (req) => service.pix(ctx, req.staff.empresaId, idDe(req.params), PixQuery.parse(req.query).valor));
  app.get('/api/vendas/:id/divisao', ver, (req) => service.divisao(ctx, req.staff, idDe(req.params), DivisaoQuery.parse(req.query).pessoas));
  app.get('/api/vendas/:id/pre-conta', ver, (req) => service.preConta(ctx, req.staff, idDe(req.params)));
  app.get('/api/vendas/:id/historico', { preHandler: guards.staff('view_history') }, (req) => service.historico(ctx, req.staff, idDe(req.params)));
  app.get('/api/caixa/hoje', { preHandler: guards.staff('use_cashier') }, (req) => caixaDoDia(ctx, req.staff.empresaId));
}
