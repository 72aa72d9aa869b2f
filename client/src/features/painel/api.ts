import type { PainelPublicoDTO, PedidoBalcaoPublicoDTO } from '@comanda/shared/schemas/balcao';
import { publicApi } from '../../lib/api-client';

export const buscarPainel = (codigo: string) =>
  publicApi.get<PainelPublicoDTO>(`/api/public/painel/${encodeURIComponent(codigo)}`);
export const buscarPedido = (token: string) =>
  publicApi.get<PedidoBalcaoPublicoDTO>(`/api/public/pedido/${encodeURIComponent(token)}`);
