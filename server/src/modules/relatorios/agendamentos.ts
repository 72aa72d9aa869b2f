import {
  AGENDAMENTOS_MAX,
  PERIODO_LABEL,
  formatBRL,
  type AgendamentoDTO,
  type NovoAgendamentoInput,
  type PeriodoRelatorio,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { StaffSession } from '../../sessoes/sessao';
import { withTransaction } from '../../db/transaction';
import { tenant } from '../../db/tenant';
import { badRequest, conflict, notFound } from '../../errors';
import * as repo from './agendamentos.repo';
import { relatorioPdf } from './exportar';
import { completo } from './relatorios.service';

const DIA = 24 * 60 * 60 * 1000;
const intervalo = (f: 'diaria' | 'semanal') => (f === 'diaria' ? DIA : 7 * DIA);

type Linha = {
  id: number;
  frequencia: 'diaria' | 'semanal';
  periodo: string;
  destinatarios: string[];
  ativo: boolean;
  proximo_envio: Date;
  ultimo_envio: Date | null;
  ultimo_erro: string | null;
};
const present = (a: Linha): AgendamentoDTO => ({
  id: a.id,
  frequencia: a.frequencia,
  periodo: a.periodo,
  destinatarios: a.destinatarios,
  ativo: a.ativo,
  proximo_envio: a.proximo_envio.toISOString(),
  ultimo_envio: a.ultimo_envio?.toISOString() ?? null,
  ultimo_erro: a.ultimo_erro,
});

export const smtpConfigurado = (ctx: AppContext) => Boolean(ctx.config.smtpUrl);

export async function listar(ctx: AppContext, s: StaffSession) {
  return (await repo.listarAgendamentos(tenant(ctx.db, s.empresaId))).map(present);
}

export async function criar(ctx: AppContext, s: StaffSession, input: NovoAgendamentoInput) {
  if (!smtpConfigurado(ctx)) throw conflict('Envio por e-mail não configurado (defina SMTP_URL)');
  return withTransaction(ctx.db, ctx.bus, async ({ trx }) => {
    const t = tenant(trx, s.empresaId);
    // the company row's lock serialises concurrent creations, so two requests cannot both pass the count
    await repo.travarEmpresa(t);
    if ((await repo.contarAgendamentos(t)) >= AGENDAMENTOS_MAX) {
      throw badRequest(`Limite de ${AGENDAMENTOS_MAX} agendamentos atingido. Remova um para criar outro.`);
    }
    const { frequencia, periodo, destinatarios } = input;
    const proximo_envio = new Date(ctx.relogio.agora().getTime() + intervalo(frequencia));
    return present(await repo.inserirAgendamento(t, { frequencia, periodo, destinatarios, proximo_envio }));
  });
}

export async function remover(ctx: AppContext, s: StaffSession, id: number) {
  await withTransaction(ctx.db, ctx.bus, async ({ trx }) => {
    if (!(await repo.removerAgendamento(tenant(trx, s.empresaId), id))) throw notFound('Agendamento não encontrado');
  });
}

/** Sends every due schedule (PDF attached) and moves it to its next run; errors are kept on the row. */
export async function enviarAgendamentosPendentes(ctx: AppContext, agora = ctx.relogio.agora()): Promise<number> {
  if (!ctx.config.smtpUrl) return 0;
  const devidos = await repo.agendamentosDevidos(ctx.db, agora);
  if (devidos.length === 0) return 0;
  const { default: nodemailer } = await import('nodemailer');
  const transporte = nodemailer.createTransport(ctx.config.smtpUrl);
  let enviados = 0;
  try {
    for (const a of devidos) {
      // claim the run first (one atomic UPDATE) so two instances never send the same report twice; the e-mail goes
      // out after that commit, so no transaction stays open while the SMTP server answers
      if (
        !(await repo.reservarEnvio(ctx.db, a.id, a.proximo_envio, new Date(agora.getTime() + intervalo(a.frequencia))))
      )
        continue;
      try {
        const r = await completo(ctx, a.empresa_id, a.periodo as PeriodoRelatorio);
        const label = PERIODO_LABEL[a.periodo as PeriodoRelatorio] ?? a.periodo;
        await transporte.sendMail({
          from: ctx.config.smtpFrom,
          to: a.destinatarios,
          subject: `Relatório de vendas - ${r.empresa.fantasia} - ${label}`,
          text: `Relatório de vendas (${label}) de ${r.empresa.fantasia}.\nTotal de vendas: ${formatBRL(r.resumo.totalValor)}\nComandas: ${r.resumo.totalVendas}\nTicket médio: ${formatBRL(r.resumo.ticketMedio)}\n\nO relatório completo está em anexo.`,
          attachments: [
            {
              filename: `relatorio-${a.periodo}.pdf`,
              content: await relatorioPdf(r, agora),
              contentType: 'application/pdf',
            },
          ],
        });
        await repo.registrarEnvio(ctx.db, a.id, { ultimo_envio: agora, ultimo_erro: null });
        enviados++;
      } catch (e) {
        await repo.registrarEnvio(ctx.db, a.id, { ultimo_erro: (e as Error).message.slice(0, 500) });
      }
    }
  } finally {
    transporte.close();
  }
  return enviados;
}

/** Checks for due schedules every minute; returns the stop function. */
export function iniciarAgendador(ctx: AppContext, log: (e: unknown) => void): () => void {
  const t = setInterval(() => enviarAgendamentosPendentes(ctx).catch(log), 60_000);
  t.unref();
  return () => clearInterval(t);
}
