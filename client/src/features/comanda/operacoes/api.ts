import type {
  CancelarItemInput,
  HistoricoVendaDTO,
  ReduzirItemInput,
  TransferirItensInput,
  VendaDTO,
} from '@comanda/shared';
import { api } from '../../../lib/api-client';

export const cancelarItem = (itemId: number, body: CancelarItemInput) =>
  api.delete<VendaDTO>(`/api/vendas/itens/${itemId}`, body);
export const reduzirItem = (itemId: number, body: ReduzirItemInput) =>
  api.patch<VendaDTO>(`/api/vendas/itens/${itemId}`, body);
export const transferirItens = (vendaId: number, body: TransferirItensInput) =>
  api.post<{ origem: VendaDTO; destino: VendaDTO }>(`/api/vendas/${vendaId}/transferir`, body);
export const moverComanda = (vendaId: number, mesa_destino_id: number) =>
  api.post<VendaDTO>(`/api/vendas/${vendaId}/mover`, { mesa_destino_id });
export const juntarComandas = (vendaId: number, venda_origem_id: number) =>
  api.post<VendaDTO>(`/api/vendas/${vendaId}/juntar`, { venda_origem_id });
export const historicoDaComanda = (vendaId: number) => api.get<HistoricoVendaDTO[]>(`/api/vendas/${vendaId}/historico`);
