import type { ItemDTO, StatsVendas, VendaDTO } from '@comanda/shared';
import { api, baixarArquivo } from '../../lib/api-client';

/** `filtro`: the list's query string (periodo, situacao, busca) */
export const listarVendas = (filtro: string) => api.get<VendaDTO[]>(`/api/vendas?${filtro}&limit=200`);
export const buscarStats = (filtro: string) => api.get<StatsVendas>(`/api/vendas/stats?${filtro}`);
export const exportarVendas = (filtro: string, formato: 'csv' | 'xlsx') =>
  baixarArquivo(`/api/vendas/exportar?${filtro}&formato=${formato}`, `vendas.${formato}`);
export const listarItens = (vendaId: number) => api.get<ItemDTO[]>(`/api/vendas/${vendaId}/itens`);
/** The month's NFC-e XMLs (authorized and cancelled) in a zip, for the accountant (issue 38). `mes`: AAAA-MM */
export const exportarXmlsDoMes = (mes: string) =>
  baixarArquivo(`/api/fiscal/notas/xml.zip?mes=${encodeURIComponent(mes)}`, `nfce-xml-${mes}.zip`);
