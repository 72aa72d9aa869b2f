import type { MesaDTO } from '@comanda/shared';
import { api } from '../../lib/api-client';

export const cancelarChamadaGarcom = (mesaId: number) => api.patch<MesaDTO>(`/api/mesas/${mesaId}/cancelar-garcom`);
export const gerarQrCode = (mesaId: number) => api.get<{ qrCode: string; url: string }>(`/api/mesa/${mesaId}/qrcode`);
