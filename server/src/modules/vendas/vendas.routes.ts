import type { FastifyInstance } from 'fastify';
import { AbrirVendaInput, AdicionarItemInput, AtualizarVendaInput, FecharContaInput } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { idDe } from '../../params';
import * as service from './vendas.service';
import * as pagamentos from '../pagamentos/pagamentos.service';

export function vendasRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const ver = { preHandler: guards.staff('view_tables') };
  const criar = { preHandler: guards.staff('create_sales') };

  app.get('/api/vendas/ativas', ver, (req) => service.ativas(ctx, req.staff));
  app.get('/api/vendas/mais-pedidos', criar, (req) => service.maisPedidos(ctx, req.staff));
  app.get('/api/vendas/mesa/:id', ver, (req) => service.daMesa(ctx, req.staff, idDe(req.params)));
  app.post('/api/vendas', criar, async (req, reply) => reply.status(201).send(await service.abrir(ctx, req.staff, AbrirVendaInput.parse(req.body))));
  // renaming needs create_sales, cancelling needs manage_sales: the service checks which one applies
  app.patch('/api/vendas/:id', ver, (req) => service.atualizar(ctx, req.staff, idDe(req.params), AtualizarVendaInput.parse(req.body)));
  // closing settles the bill first (issue 14): see pagamentos.service
  app.post('/api/vendas/:id/fechar', { preHandler: guards.staff('close_sales') }, (req) =>
    pagamentos.fechar(ctx, req.staff, idDe(req.params), FecharContaInput.parse(req.body)),
  );
  app.get('/api/vendas/:id/itens', ver, (req) => service.itens(ctx, req.staff, idDe(req.params)));
  app.post('/api/vendas/:id/itens', criar, async (req, reply) =>
    reply.status(201).send(await service.adicionarItem(ctx, req.staff, idDe(req.params), AdicionarItemInput.parse(req.body))),
  );
  app.delete('/api/vendas/itens/:id', criar, (req) => service.removerItem(ctx, req.staff, idDe(req.params)));
}
