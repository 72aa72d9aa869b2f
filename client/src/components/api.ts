import type { ItemProducaoDTO, MesaDTO } from '@comanda/shared';
import { api, baixarArquivo } from '../lib/api-client';
import { CAMINHOS_MAPA } from '../lib/pre-carga';

/** The calls of the pieces every staff screen shares (the shell, the ready-items notice, the cash-up, table moves). */

/** the server revokes this token at once; callers leave locally even if it cannot be reached */
export const encerrarSessao = () => api.post('/api/auth/logout');

export const listarProntos = () => api.get<ItemProducaoDTO[]>(CAMINHOS_MAPA.prontos);
export const entregarItens = (ids: number[]) =>
  api.post<ItemProducaoDTO[]>('/api/cozinha/itens/entregar', { itens: ids });

/** a table's reserve / block / release moves (PATCH status with the move's fields): the map and Settings › Mesas */
export const alterarStatusMesa = (mesaId: number, body: Record<string, unknown>) =>
  api.patch<MesaDTO>(`/api/mesas/${mesaId}/status`, body);

export const exportarFechamentoCaixa = (periodo: string, formato: 'pdf' | 'xlsx') =>
  baixarArquivo(
    `/api/relatorios/pagamentos/exportar?periodo=${periodo}&formato=${formato}`,
    `fechamento-caixa-${periodo}.${formato}`,
  );
