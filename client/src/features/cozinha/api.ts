import type {
  EstacaoDTO,
  EstadoCozinha,
  ImpressoesCriadasDTO,
  ItemProducaoDTO,
  ProdutoDTO,
  StatusProducao,
} from '@comanda/shared';
import { api } from '../../lib/api-client';
import { CAMINHO_COZINHA } from '../../lib/pre-carga';

export const buscarEstado = () => api.get<EstadoCozinha>(CAMINHO_COZINHA);
export const listarEstacoes = () => api.get<EstacaoDTO[]>('/api/estacoes');
export const moverItem = (id: number, status: StatusProducao) =>
  api.patch<ItemProducaoDTO>(`/api/cozinha/itens/${id}`, { status });
export const bumpTicket = (itens: number[]) => api.post<ItemProducaoDTO[]>('/api/cozinha/tickets/bump', { itens });
export const cienteCancelamento = (id: number) => api.post<void>(`/api/cozinha/cancelados/${id}/ciente`);
/** the active products, for the 'Esgotados' list (the kitchen may mark them sold out: mark_sold_out) */
export const listarProdutos = () => api.get<ProdutoDTO[]>('/api/produtos');
/** the ticket again on its station's printers (issue 23) */
export const reimprimirTicket = (ticketId: number) =>
  api.post<ImpressoesCriadasDTO>(`/api/cozinha/tickets/${ticketId}/reimprimir`);
