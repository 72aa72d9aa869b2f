import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NovoAgendamentoInput, PeriodoRelatorioInput } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { idDe } from '../../params';
import * as agendamentos from './agendamentos';
import { relatorioPdf, relatorioXlsx } from './exportar';
import * as service from './relatorios.service';
import { fechamentoCaixa } from './caixa';
import { caixaPdf, caixaXlsx } from './caixa.exportar';
import { cancelamentos, cancelamentosPdf, cancelamentosXlsx } from './cancelamentos';
import { tempoPreparo } from './tempo-preparo';

const Formato = z.object({ formato: z.enum(['pdf', 'xlsx'], { message: 'Formato inválido' }).default('pdf') });
const periodo = (q: unknown) => PeriodoRelatorioInput.parse(q).periodo;

export function relatoriosRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const ver = { preHandler: guards.staff('view_reports') };
  const agendar = { preHandler: guards.staff('edit_settings') };
  app.get('/api/relatorios/vendas', ver, (req) => service.vendas(ctx, req.staff.empresaId, periodo(req.query)));
  app.get('/api/relatorios/produtos', ver, (req) => service.produtos(ctx, req.staff.empresaId, periodo(req.query)));
  app.get('/api/relatorios/mesas', ver, (req) => service.mesas(ctx, req.staff.empresaId, periodo(req.query)));
  app.get('/api/relatorios/funcionarios', ver, (req) => service.funcionarios(ctx, req.staff.empresaId, periodo(req.query)));
  app.get('/api/relatorios/tempo-preparo', ver, (req) => tempoPreparo(ctx, req.staff.empresaId, periodo(req.query)));
  app.get('/api/relatorios/completo', ver, (req) => service.completo(ctx, req.staff.empresaId, periodo(req.query)));
  app.get('/api/relatorios/exportar', ver, async (req, reply) => {
    const p = periodo(req.query);
    const { formato } = Formato.parse(req.query);
    const r = await service.completo(ctx, req.staff.empresaId, p);
    reply.header('content-disposition', `attachment; filename="relatorio-${p}.${formato}"`);
    if (formato === 'pdf') return reply.type('application/pdf').send(await relatorioPdf(r));
    return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(await relatorioXlsx(r));
  });

  app.get('/api/relatorios/pagamentos', ver, (req) => fechamentoCaixa(ctx, req.staff.empresaId, periodo(req.query)));
  app.get('/api/relatorios/pagamentos/exportar', ver, async (req, reply) => {
    const p = periodo(req.query);
    const { formato } = Formato.parse(req.query);
    const [c, empresa] = await Promise.all([
      fechamentoCaixa(ctx, req.staff.empresaId, p),
      ctx.db.selectFrom('empresas').select(['fantasia', 'fuso_horario']).where('id', '=', req.staff.empresaId).executeTakeFirstOrThrow(),
    ]);
    reply.header('content-disposition', `attachment; filename="fechamento-caixa-${p}.${formato}"`);
    if (formato === 'pdf') return reply.type('application/pdf').send(await caixaPdf(c, empresa));
    return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(await caixaXlsx(c, empresa));
  });
  app.get('/api/relatorios/cancelamentos', ver, (req) => cancelamentos(ctx, req.staff.empresaId, periodo(req.query)));
  app.get('/api/relatorios/cancelamentos/exportar', ver, async (req, reply) => {
    const p = periodo(req.query);
    const { formato } = Formato.parse(req.query);
    const [c, empresa] = await Promise.all([
      cancelamentos(ctx, req.staff.empresaId, p),
      ctx.db.selectFrom('empresas').select(['fantasia', 'fuso_horario']).where('id', '=', req.staff.empresaId).executeTakeFirstOrThrow(),
    ]);
    reply.header('content-disposition', `attachment; filename="cancelamentos-${p}.${formato}"`);
    if (formato === 'pdf') return reply.type('application/pdf').send(await cancelamentosPdf(c, empresa));
    return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(await cancelamentosXlsx(c, empresa));
  });
  app.get('/api/relatorios/agendamentos/status', ver, async () => ({ smtp_configurado: agendamentos.smtpConfigurado(ctx) }));
  app.get('/api/relatorios/agendamentos', agendar, (req) => agendamentos.listar(ctx, req.staff));
  app.post('/api/relatorios/agendamentos', agendar, async (req, reply) =>
    reply.status(201).send(await agendamentos.criar(ctx, req.staff, NovoAgendamentoInput.parse(req.body))),
  );
  app.delete('/api/relatorios/agendamentos/:id', agendar, async (req, reply) => {
    await agendamentos.remover(ctx, req.staff, idDe(req.params));
    return reply.status(204).send();
  });
}
