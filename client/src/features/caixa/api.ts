import type { FechamentoCaixaDTO, ImpressoesCriadasDTO, VendaDTO } from '@comanda/shared';
import { api } from '../../lib/api-client';

export interface CaixaHoje {
  abertas: VendaDTO[];
  fechadas: VendaDTO[];
  fechamento: FechamentoCaixaDTO;
}

export const buscarCaixaHoje = () => api.get<CaixaHoje>('/api/caixa/hoje');
/** today's cash-up on a chosen printer (issue 23) */
export const imprimirCaixa = (impressoraId: number) =>
  api.post<ImpressoesCriadasDTO>('/api/caixa/imprimir', { impressora_id: impressoraId });
