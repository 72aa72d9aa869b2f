import type {
  CategoriaDTO,
  GrupoAdicionaisDTO,
  ImpressoesCriadasDTO,
  ItemDTO,
  ItemProducaoDTO,
  MesaDTO,
  PedidoClienteDTO,
  ProdutoDTO,
  SaborDTO,
  VendaDTO,
} from '@comanda/shared';
import { ApiError, api } from '../../lib/api-client';
import { STORAGE } from '../../lib/storage';

/** Write paths, also kept with a write queued offline (lib/fila-offline replays them). */
export const rotas = {
  itens: (vendaId: number) => `/api/vendas/${vendaId}/itens`,
  venda: (vendaId: number) => `/api/vendas/${vendaId}`,
  statusMesa: (mesaId: number) => `/api/mesas/${mesaId}/status`,
  item: (itemId: number) => `/api/vendas/itens/${itemId}`,
};

export const buscarMesa = (id: number) => api.get<MesaDTO>(`/api/mesas/${id}`);
export async function buscarVendaDaMesa(mesaId: number): Promise<VendaDTO | null> {
  try {
    return await api.get<VendaDTO>(`/api/vendas/mesa/${mesaId}`);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}
export const listarItens = (vendaId: number) => api.get<ItemDTO[]>(rotas.itens(vendaId));
/** lines removed after the kitchen started them (issue 13) */
export const listarCancelados = (vendaId: number) => api.get<ItemProducaoDTO[]>(`/api/vendas/${vendaId}/cancelados`);
export const abrirComanda = (mesaId: number) => api.post<VendaDTO>('/api/vendas', { mesa_id: mesaId });
export const salvarNomeCliente = (vendaId: number, nome_cliente: string, chave?: string) =>
  api.patch<VendaDTO>(rotas.venda(vendaId), { nome_cliente }, chave);
export const cancelarVenda = (vendaId: number) => api.patch<VendaDTO>(rotas.venda(vendaId), { situacao: 'C' });
export const alterarStatusMesa = (mesaId: number, situacao: string, chave?: string) =>
  api.patch<MesaDTO>(rotas.statusMesa(mesaId), { situacao }, chave);
export const adicionarItem = (vendaId: number, body: unknown, chave?: string) =>
  api.post<ItemDTO>(rotas.itens(vendaId), body, chave);
/** every production item of the tab again on its stations' printers (issue 23) */
export const reimprimirVenda = (vendaId: number) => api.post<ImpressoesCriadasDTO>(`/api/vendas/${vendaId}/reimprimir`);
/** opening the table's tab answers a waiter call (issue 15) */
export const cancelarChamadaGarcom = (mesaId: number) => api.patch<MesaDTO>(`/api/mesas/${mesaId}/cancelar-garcom`);
export const removerItem = (itemId: number, chave?: string) =>
  api.delete<VendaDTO>(rotas.item(itemId), undefined, chave);

/** Menu reads fall back to the last answer kept on the device when the server cannot be reached (orders go on offline). */
async function comCache<T>(path: string): Promise<T> {
  const chave = STORAGE.cardapioCache + path;
  try {
    const v = await api.get<T>(path);
    try {
      localStorage.setItem(chave, JSON.stringify(v));
    } catch {
      /* storage full: the live answer still works */
    }
    return v;
  } catch (e) {
    const guardado = e instanceof ApiError && e.semConexao ? localStorage.getItem(chave) : null;
    if (guardado) return JSON.parse(guardado) as T;
    throw e;
  }
}

export const listarCategorias = () => comCache<CategoriaDTO[]>('/api/categorias');
/** every active product: the picker filters by category and searches on this one list */
export const listarTodosProdutos = () => comCache<ProdutoDTO[]>('/api/produtos');
export const listarSabores = (produtoId: number) => comCache<SaborDTO[]>(`/api/produtos/${produtoId}/sabores`);
export const listarAdicionais = (produtoId: number) =>
  comCache<GrupoAdicionaisDTO[]>(`/api/produtos/${produtoId}/adicionais`);
export const maisPedidos = () => comCache<{ produto_ids: number[] }>('/api/vendas/mais-pedidos');

/** a diner's order (issue 22): approve or refuse some lines (`itens`) or all that still wait */
export const aprovarPedidoCliente = (id: number, itens?: number[]) =>
  api.post<PedidoClienteDTO>(`/api/pedidos-cliente/${id}/aprovar`, itens ? { itens } : {});
export const recusarPedidoCliente = (id: number, motivo: string, itens?: number[]) =>
  api.post<PedidoClienteDTO>(`/api/pedidos-cliente/${id}/recusar`, itens ? { motivo, itens } : { motivo });
