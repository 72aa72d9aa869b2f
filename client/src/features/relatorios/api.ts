import type {
  AgendamentoDTO,
  CanalVenda,
  RelatorioVendas,
  CancelamentosDTO,
  FechamentoCaixaDTO,
  PeriodoRelatorio,
  RelatorioCompleto,
} from '@comanda/shared';
import { api, baixarArquivo } from '../../lib/api-client';

type Formato = 'pdf' | 'xlsx';

export const buscarCompleto = (periodo: PeriodoRelatorio) =>
  api.get<RelatorioCompleto>(`/api/relatorios/completo?periodo=${periodo}`);
/** The sales report of one channel (issue 39: GET /api/relatorios/vendas?canal=). */
export const buscarVendasDoCanal = (periodo: PeriodoRelatorio, canal: CanalVenda) =>
  api.get<RelatorioVendas>(`/api/relatorios/vendas?periodo=${periodo}&canal=${canal}`);
export const buscarPagamentos = (periodo: PeriodoRelatorio) =>
  api.get<FechamentoCaixaDTO>(`/api/relatorios/pagamentos?periodo=${periodo}`);
export const buscarCancelamentos = (periodo: PeriodoRelatorio) =>
  api.get<CancelamentosDTO>(`/api/relatorios/cancelamentos?periodo=${periodo}`);
export const exportarRelatorio = (periodo: PeriodoRelatorio, formato: Formato) =>
  baixarArquivo(`/api/relatorios/exportar?periodo=${periodo}&formato=${formato}`, `relatorio-${periodo}.${formato}`);
export const exportarCancelamentos = (periodo: PeriodoRelatorio, formato: Formato) =>
  baixarArquivo(
    `/api/relatorios/cancelamentos/exportar?periodo=${periodo}&formato=${formato}`,
    `cancelamentos-${periodo}.${formato}`,
  );

export const listarAgendamentos = () => api.get<AgendamentoDTO[]>('/api/relatorios/agendamentos');
export const statusEnvio = () => api.get<{ smtp_configurado: boolean }>('/api/relatorios/agendamentos/status');
export const criarAgendamento = (body: { frequencia: string; periodo: string; destinatarios: string[] }) =>
  api.post('/api/relatorios/agendamentos', body);
export const removerAgendamento = (id: number) => api.delete(`/api/relatorios/agendamentos/${id}`);
