import type { CartaoDTO, VendaDTO } from '@comanda/shared';
import { ApiError, api } from '../../../lib/api-client';

/** Every card of the company with its state (a scanned QR's code is looked up here: the list carries it). */
export const listarCartoes = () => api.get<CartaoDTO[]>('/api/cartoes');

/** The card's open tab, or null when it has none. */
export async function vendaDoCartao(numero: number): Promise<VendaDTO | null> {
  try {
    return await api.get<VendaDTO>(`/api/vendas/cartao/${numero}`);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404 && e.message !== 'Cartão não encontrado') return null;
    throw e;
  }
}

/** Opens the card's tab on its first use (409 in use or blocked, 404 no such card). */
export const abrirCartao = (numero: number) => api.post<VendaDTO>('/api/vendas', { tipo: 'cartao', cartao: numero });

/** A lost card's open tab goes on another card (the lost one stays blocked). */
export const moverParaCartao = (vendaId: number, cartao_destino: number) =>
  api.post<VendaDTO>(`/api/vendas/${vendaId}/mover`, { cartao_destino });

export const buscarVenda = (vendaId: number) => api.get<VendaDTO>(`/api/vendas/${vendaId}`);

/** One card with what its open tab still owes (`liberado`: no open tab, or nothing left to pay). */
export const buscarCartao = (numero: number) => api.get<CartaoDTO>(`/api/cartoes/${numero}`);

/** A manager raises (or sets) the limit of this card's open tab only; null goes back to the company's setting. */
export const definirLimite = (numero: number, limite: number | null) =>
  api.patch<CartaoDTO>(`/api/cartoes/${numero}`, { limite });
