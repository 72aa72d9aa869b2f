import type {
  DivisaoDTO,
  FormaPagamento,
  ImpressoesCriadasDTO,
  PagamentoDTO,
  PixDTO,
  PorPessoaDTO,
  PreContaDTO,
  VendaDTO,
} from '@comanda/shared';
import { api } from '../../../lib/api-client';

export const buscarPreConta = (vendaId: number) => api.get<PreContaDTO>(`/api/vendas/${vendaId}/pre-conta`);
export const listarPagamentos = (vendaId: number) => api.get<PagamentoDTO[]>(`/api/vendas/${vendaId}/pagamentos`);
export const registrarPagamento = (
  vendaId: number,
  body: { forma: FormaPagamento; valor: number; valor_recebido?: number },
) => api.post<{ pagamento: PagamentoDTO; venda: VendaDTO }>(`/api/vendas/${vendaId}/pagamentos`, body);
export const removerPagamento = (vendaId: number, id: number, motivo: string) =>
  api.delete<VendaDTO>(`/api/vendas/${vendaId}/pagamentos/${id}?motivo=${encodeURIComponent(motivo)}`);
export const alterarTaxaServico = (vendaId: number, cobrar: boolean, motivo?: string) =>
  api.patch<VendaDTO>(`/api/vendas/${vendaId}/taxa-servico`, { cobrar, motivo });
export const aplicarDesconto = (
  vendaId: number,
  body: { tipo: 'valor' | 'percentual'; valor: number; motivo: string },
) => api.post<VendaDTO>(`/api/vendas/${vendaId}/desconto`, body);
export const gerarPix = (vendaId: number, valor?: number) =>
  api.get<PixDTO>(`/api/vendas/${vendaId}/pix${valor ? `?valor=${valor.toFixed(2)}` : ''}`);
export const divisao = (vendaId: number, pessoas: number) =>
  api.get<DivisaoDTO>(`/api/vendas/${vendaId}/divisao?pessoas=${pessoas}`);
/** the bill per person (issue 22): each name's items plus its share of the service charge, summing to the total */
export const porPessoa = (vendaId: number) => api.get<PorPessoaDTO>(`/api/vendas/${vendaId}/por-pessoa`);
export const fecharConta = (vendaId: number, forma_pagamento?: FormaPagamento) =>
  api.post<VendaDTO & { sem_venda: boolean; message: string }>(
    `/api/vendas/${vendaId}/fechar`,
    forma_pagamento ? { forma_pagamento } : {},
  );

/** the pre-bill (with its PIX QR) on a chosen printer (issue 23) */
export const imprimirConta = (vendaId: number, impressoraId: number) =>
  api.post<ImpressoesCriadasDTO>(`/api/vendas/${vendaId}/imprimir-conta`, { impressora_id: impressoraId });
