import { z } from 'zod';
import { PERIODOS_RELATORIO } from './gestao';

export const NovoAgendamentoInput = z.object({
  frequencia: z.enum(['diaria', 'semanal'], { message: 'Frequência inválida' }),
  periodo: z.enum(PERIODOS_RELATORIO, { message: 'Período inválido' }).default('ontem'),
  destinatarios: z
    .array(z.string().trim().toLowerCase().pipe(z.email('E-mail inválido')), { message: 'Informe pelo menos um destinatário' })
    .min(1, 'Informe pelo menos um destinatário')
    .max(20, 'No máximo 20 destinatários'),
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
