import type { PainelDTO, PedidoBalcaoDTO, VendaDTO } from '@comanda/shared';
import { api } from '../../../lib/api-client';

/** A counter or takeaway order (issue 37): numbered by the server for the company's day. */
export const abrirPedidoBalcao = (body: { nome_cliente?: string; viagem: boolean }) =>
  api.post<VendaDTO>('/api/vendas', { tipo: 'balcao', ...body });
/** Today's counter orders still to hand over, cooking or ready. */
export const pedidosDoBalcao = () => api.get<PedidoBalcaoDTO[]>('/api/balcao');
export const buscarVenda = (vendaId: number) => api.get<VendaDTO>(`/api/vendas/${vendaId}`);
/** The order was handed to its customer: it leaves the pickup board. */
export const marcarEntregue = (vendaId: number) => api.post<VendaDTO>(`/api/vendas/${vendaId}/entregue`);
/** The pickup board's address (settings: ADMIN and GERENTE). */
export const buscarPainel = () => api.get<PainelDTO>('/api/painel');
