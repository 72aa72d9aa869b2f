import type { BuscarImagensResposta, CategoriaDTO, EstacaoDTO, ProdutoDetalheDTO, ProdutoDTO } from '@comanda/shared';
import { api } from '../../lib/api-client';

export const listarProdutos = (incluirInativos: boolean) =>
  api.get<ProdutoDTO[]>(`/api/produtos?include_inactive=${incluirInativos}`);
export const listarCategorias = () => api.get<CategoriaDTO[]>('/api/categorias');
export const listarEstacoes = () => api.get<EstacaoDTO[]>('/api/estacoes');

export const buscarProduto = (id: number) => api.get<ProdutoDetalheDTO>(`/api/produtos/${id}`);
/** the full form (POST when new, PATCH when editing) */
export const salvarProduto = (id: number | null, body: unknown) =>
  id ? api.patch<ProdutoDetalheDTO>(`/api/produtos/${id}`, body) : api.post<ProdutoDetalheDTO>('/api/produtos', body);
export const reativarProduto = (id: number) => api.patch<ProdutoDetalheDTO>(`/api/produtos/${id}`, { ativo: 'S' });
export const excluirProduto = (id: number) => api.delete(`/api/produtos/${id}`);
export const buscarImagens = (body: { nome: string; descricao: string; categoria_nome?: string }) =>
  api.post<BuscarImagensResposta>('/api/produtos/buscar-multiplas-imagens', body);

export const criarCategoria = (body: { nome: string; descricao: string; estacao_id: number | null }) =>
  api.post<CategoriaDTO>('/api/categorias', body);
export const alterarEstacaoCategoria = (id: number, estacao_id: number | null) =>
  api.patch<CategoriaDTO>(`/api/categorias/${id}`, { estacao_id });
export const excluirCategoria = (id: number) => api.delete(`/api/categorias/${id}`);
