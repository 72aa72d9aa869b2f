import type { ComandaPublica } from '@comanda/shared/events';
import { publicApi } from '../../lib/api-client';

/** The diner's calls (no token: the table's QR token is the credential). */
const t = (token: string) => encodeURIComponent(token);

export interface PixPublicoDTO {
  payload: string;
  qrCode: string;
  valor: number;
}

export const buscarComanda = (token: string) => publicApi.get<ComandaPublica>(`/api/public/comanda/${t(token)}`);
export const chamarGarcom = (token: string) =>
  publicApi.post<{ garcom_chamado_em: string }>(`/api/public/chamar-garcom/${t(token)}`);
export const pedirConta = (token: string) => publicApi.post<{ message: string }>(`/api/public/pedir-conta/${t(token)}`);
export const gerarPix = (token: string, valor: number) =>
  publicApi.get<PixPublicoDTO>(`/api/public/comanda/${t(token)}/pix?valor=${valor.toFixed(2)}`);
