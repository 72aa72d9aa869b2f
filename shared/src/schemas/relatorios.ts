import { z } from 'zod';
import { PERIODOS_RELATORIO } from './gestao';

/** Per company: report e-mails are a convenience, not a mailing list (bounds the SMTP work one company can cause). */
export const AGENDAMENTOS_MAX = 10;
export const AGENDAMENTO_MAX_DESTINATARIOS = 10;

export const NovoAgendamentoInput = z.object({
  frequencia: z.enum(['diaria', 'semanal'], { message: 'Frequência inválida' }),
  periodo: z.enum(PERIODOS_RELATORIO, { message: 'Período inválido' }).default('ontem'),
  destinatarios: z
    .array(z.string().trim().toLowerCase().pipe(z.email('E-mail inválido')), { message: 'Informe pelo menos um destinatário' })
    .min(1, 'Informe pelo menos um destinatário')
    .max(AGENDAMENTO_MAX_DESTINATARIOS, `No máximo ${AGENDAMENTO_MAX_DESTINATARIOS} destinatários por agendamento`),
});
export type NovoAgendamentoInput = z.infer<typeof NovoAgendamentoInput>;

export interface AgendamentoDTO {
  id: number;
  frequencia: 'diaria' | 'semanal';
  periodo: string;
  destinatarios: string[];
  ativo: boolean;
  proximo_envio: string;
  ultimo_envio: string | null;
  ultimo_erro: string | null;
}

/** 'Cancelamentos' (issue 15): items removed or lowered in the period, per waiter and per product, with the reasons. */
export interface CancelamentosDTO {
  periodo: string;
  periodoLabel: string;
  quantidade: number;
  valor: number;
  porFuncionario: { funcionario: string; quantidade: number; valor: number }[];
  porProduto: { produto: string; quantidade: number; valor: number; motivos: string[] }[];
  linhas: { created_at: string; venda_id: number; funcionario: string; aprovador: string | null; produto: string; quantidade: number; valor: number; motivo: string | null }[];
}

/** 'Tempo de preparo' (issue 13): time from pendente (sent) to pronto, in minutes, per station and for the slowest products. */
export interface TempoPreparoLinha {
  nome: string;
  itens: number;
  media_min: number;
  p90_min: number;
}
export interface RelatorioTempoPreparo {
  estacoes: TempoPreparoLinha[];
  produtosMaisLentos: TempoPreparoLinha[];
}
