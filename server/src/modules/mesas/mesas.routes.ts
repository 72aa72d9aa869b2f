import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CriarLoteInput, CriarMesaInput, EditarMesaInput, StatusMesaInput } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { badRequest } from '../../errors';
import { idDe } from '../../params';
import * as service from './mesas.service';

/**
 * Origin of the diner's link when PUBLIC_URL is unset: the Host this server was reached on. req.host and req.protocol
 * only believe X-Forwarded-Host/-Proto from a trusted proxy (TRUST_PROXY), so a client cannot point QR codes elsewhere.
 */
function origemDaRequisicao(req: FastifyRequest): string {
  if (!/^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(req.host)) throw badRequest('Endereço do servidor inválido; defina PUBLIC_URL');
  return `${req.protocol}://${req.host}`;
}

export function mesasRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const ver = { preHandler: guards.staff('view_tables') };
  const editar = { preHandler: guards.staff('edit_tables') };

  app.get('/api/mesas', ver, (req) => service.listar(ctx, req.staff));
  app.get('/api/mesas/status-summary', ver, (req) => service.resumo(ctx, req.staff));
  app.get('/api/mesas/:id', ver, (req) => service.obter(ctx, req.staff, idDe(req.params)));
  app.post('/api/mesas', editar, async (req, reply) => reply.status(201).send(await service.criar(ctx, req.staff, CriarMesaInput.parse(req.body))));
  app.post('/api/mesas/lote', editar, async (req, reply) => reply.status(201).send(await service.criarLote(ctx, req.staff, CriarLoteInput.parse(req.body))));
  app.patch('/api/mesas/:id', editar, (req) => service.editar(ctx, req.staff, idDe(req.params), EditarMesaInput.parse(req.body)));
  app.delete('/api/mesas/:id', editar, async (req, reply) => {
    await service.remover(ctx, req.staff, idDe(req.params));
    return reply.status(204).send();
  });
  // each move checks its own permission from the shared transition table
  app.patch('/api/mesas/:id/status', ver, (req) => service.alterarStatus(ctx, req.staff, idDe(req.params), StatusMesaInput.parse(req.body)));

  // the staff side of the diner's link: the table's QR code and answering its waiter call
  app.patch('/api/mesas/:id/cancelar-garcom', ver, (req) =>
    service.cancelarChamado(ctx, req.staff, idDe(req.params)),
  );
  app.get('/api/mesa/:id/qrcode', ver, (req) =>
    service.qrCode(ctx, req.staff, idDe(req.params), origemDaRequisicao(req)),
  );
}
