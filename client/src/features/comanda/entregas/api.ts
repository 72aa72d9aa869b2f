import type { ClienteEntregaDTO, EntregaDTO, SituacaoEntrega, VendaDTO } from '@comanda/shared';
import { ApiError, api } from '../../../lib/api-client';

/** What the 'Nova entrega' form sends (POST /api/vendas {tipo: 'entrega'}, issue 39). */
export interface NovaEntregaBody {
  nome_cliente: string;
  telefone: string;
  endereco: {
    logradouro: string;
    numero: string;
    complemento?: string;
    bairro: string;
    cidade: string;
    referencia?: string;
  };
  taxa_entrega: number;
  observacoes?: string;
  pagamento: { forma: 'dinheiro' | 'credito' | 'debito' | 'pix' | 'outro'; troco_para?: number | null } | null;
}

export const abrirEntrega = (body: NovaEntregaBody) => api.post<VendaDTO>('/api/vendas', { tipo: 'entrega', ...body });
/** The open deliveries (not yet delivered), own and iFood's. */
export const listarEntregas = () => api.get<EntregaDTO[]>('/api/entregas');
export const moverEntrega = (vendaId: number, situacao: SituacaoEntrega, entregador?: string) =>
  api.post<EntregaDTO>(`/api/vendas/${vendaId}/entrega`, { situacao, ...(entregador && { entregador }) });

/** A returning customer's name and last address, or null for a new one. */
export async function clientePorTelefone(telefone: string): Promise<ClienteEntregaDTO | null> {
  try {
    return await api.get<ClienteEntregaDTO>(`/api/entregas/cliente?telefone=${encodeURIComponent(telefone)}`);
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 400)) return null;
    throw e;
  }
}
