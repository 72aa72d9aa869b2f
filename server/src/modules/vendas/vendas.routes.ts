import type { FastifyInstance } from 'fastify';
import {
  AbrirVendaInput, AdicionarItemInput, AtualizarVendaInput, CancelarItemInput, FecharContaInput, JuntarComandasInput, MoverComandaInput, ReduzirItemInput, TransferirItensInput,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { idDe } from '../../params';
import * as service from './vendas.service';
import * as pagamentos from '../pagamentos/pagamentos.service';
import { reduzirItem, removerItem } from './vendas.cancelamentos';
import * as operacoes from './vendas.operacoes';

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
  // voids (issue 15): the reason may come in the body or as ?motivo= (browsers' DELETE without a body)
  app.delete('/api/vendas/itens/:id', criar, (req) =>
    removerItem(ctx, req.staff, idDe(req.params), CancelarItemInput.parse({ ...(req.query as object), ...(req.body as object) }), req.ip),
  );
  app.patch('/api/vendas/itens/:id', criar, (req) => reduzirItem(ctx, req.staff, idDe(req.params), ReduzirItemInput.parse(req.body), req.ip));
  const transferir = { preHandler: guards.staff('transfer_items') };
  app.post('/api/vendas/:id/transferir', transferir, (req) => operacoes.transferir(ctx, req.staff, idDe(req.params), TransferirItensInput.parse(req.body)));
  app.post('/api/vendas/:id/mover', transferir, (req) => operacoes.mover(ctx, req.staff, idDe(req.params), MoverComandaInput.parse(req.body)));
  app.post('/api/vendas/:id/juntar', transferir, (req) => operacoes.juntar(ctx, req.staff, idDe(req.params), JuntarComandasInput.parse(req.body)));
}
