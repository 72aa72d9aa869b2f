import type { MesaDTO } from '@comanda/shared';
import { api } from '../../lib/api-client';

export const cancelarChamadaGarcom = (mesaId: number) => api.patch<MesaDTO>(`/api/mesas/${mesaId}/cancelar-garcom`);
/** the map's reserve / block / release moves (PATCH status with the move's fields) */
export const alterarStatusMesa = (mesaId: number, body: Record<string, unknown>) =>
  api.patch<MesaDTO>(`/api/mesas/${mesaId}/status`, body);
export const gerarQrCode = (mesaId: number) => api.get<{ qrCode: string; url: string }>(`/api/mesa/${mesaId}/qrcode`);
