import type { FechamentoCaixaDTO, VendaDTO } from '@comanda/shared';
import { api } from '../../lib/api-client';

export interface CaixaHoje {
  abertas: VendaDTO[];
  fechadas: VendaDTO[];
  fechamento: FechamentoCaixaDTO;
}

export const buscarCaixaHoje = () => api.get<CaixaHoje>('/api/caixa/hoje');
