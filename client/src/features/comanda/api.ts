import type { CategoriaDTO, GrupoAdicionaisDTO, ItemDTO, MesaDTO, ProdutoDTO, SaborDTO, VendaDTO } from '@comanda/shared';
import { ApiError, api } from '../../lib/api-client';

export const buscarMesa = (id: number) => api.get<MesaDTO>(`/api/mesas/${id}`);
export async function buscarVendaDaMesa(mesaId: number): Promise<VendaDTO | null> {
  try {
    return await api.get<VendaDTO>(`/api/vendas/mesa/${mesaId}`);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}
export const listarItens = (vendaId: number) => api.get<ItemDTO[]>(`/api/vendas/${vendaId}/itens`);
export const abrirComanda = (mesaId: number) => api.post<VendaDTO>('/api/vendas', { mesa_id: mesaId });
export const salvarNomeCliente = (vendaId: number, nome_cliente: string, chave?: string) => api.patch<VendaDTO>(`/api/vendas/${vendaId}`, { nome_cliente }, chave);
export const cancelarVenda = (vendaId: number) => api.patch<VendaDTO>(`/api/vendas/${vendaId}`, { situacao: 'C' });
export const fecharConta = (vendaId: number) => api.post<VendaDTO>(`/api/vendas/${vendaId}/fechar`);
export const alterarStatusMesa = (mesaId: number, situacao: string, chave?: string) => api.patch<MesaDTO>(`/api/mesas/${mesaId}/status`, { situacao }, chave);
export const adicionarItem = (vendaId: number, body: unknown, chave?: string) => api.post<ItemDTO>(`/api/vendas/${vendaId}/itens`, body, chave);
export const removerItem = (itemId: number, chave?: string) => api.delete<VendaDTO>(`/api/vendas/itens/${itemId}`, chave);

export const listarCategorias = () => api.get<CategoriaDTO[]>('/api/categorias');
export const listarProdutos = (categoriaId: number) => api.get<ProdutoDTO[]>(`/api/produtos?categoria_id=${categoriaId}`);
export const listarSabores = (produtoId: number) => api.get<SaborDTO[]>(`/api/produtos/${produtoId}/sabores`);
export const listarAdicionais = (produtoId: number) => api.get<GrupoAdicionaisDTO[]>(`/api/produtos/${produtoId}/adicionais`);
