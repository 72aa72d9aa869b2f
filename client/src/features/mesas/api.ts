import type { MesaDTO, ResumoMesas, VendaDTO } from '@comanda/shared';
import { api } from '../../lib/api-client';

export const listarMesas = () => api.get<MesaDTO[]>('/api/mesas');
export const listarVendasAtivas = () => api.get<VendaDTO[]>('/api/vendas/ativas');
export const buscarResumo = () => api.get<ResumoMesas>('/api/mesas/status-summary');
export const cancelarChamadaGarcom = (mesaId: number) => api.patch<MesaDTO>(`/api/mesas/${mesaId}/cancelar-garcom`);
export const gerarQrCode = (mesaId: number) => api.get<{ qrCode: string; url: string }>(`/api/mesa/${mesaId}/qrcode`);
