import type {
  FiscalEmissaoDTO,
  ItemProducaoDTO,
  MesaDTO,
  NotaFiscalDTO,
  PedidoClienteDTO,
  ProdutoDTO,
} from '@comanda/shared';
import { abrirArquivo, api, baixarArquivo } from '../lib/api-client';
import { CAMINHOS_MAPA } from '../lib/pre-carga';

/** The calls of the pieces every staff screen shares (the shell, the ready-items notice, the cash-up, table moves). */

/** the server revokes this token at once; callers leave locally even if it cannot be reached */
export const encerrarSessao = () => api.post('/api/auth/logout');

export const listarProntos = () => api.get<ItemProducaoDTO[]>(CAMINHOS_MAPA.prontos);
export const entregarItens = (ids: number[]) =>
  api.post<ItemProducaoDTO[]>('/api/cozinha/itens/entregar', { itens: ids });

/** a table's reserve / block / release moves (PATCH status with the move's fields): the map and Settings › Mesas */
export const alterarStatusMesa = (mesaId: number, body: Record<string, unknown>) =>
  api.patch<MesaDTO>(`/api/mesas/${mesaId}/status`, body);

export const exportarFechamentoCaixa = (periodo: string, formato: 'pdf' | 'xlsx') =>
  baixarArquivo(
    `/api/relatorios/pagamentos/exportar?periodo=${periodo}&formato=${formato}`,
    `fechamento-caixa-${periodo}.${formato}`,
  );

/** diner orders waiting for a waiter (the banner, the map's badge, the tab's pending block) */
export const listarPedidosClientePendentes = () =>
  api.get<PedidoClienteDTO[]>('/api/pedidos-cliente?situacao=pendente');

/** the one-tap 'Esgotado' switch: the menu editor, the waiter's picker and the production screen */
export const alterarEsgotado = (produtoId: number, esgotado: boolean) =>
  api.patch<ProdutoDTO>(`/api/produtos/${produtoId}/esgotado`, { esgotado });

/** A closed tab's NFC-e (issue 38): the tab screen after the close and the sales list's detail. */
export const buscarNotaFiscal = (vendaId: number) => api.get<NotaFiscalDTO>(`/api/vendas/${vendaId}/nfce`);
export const emitirNotaFiscal = (vendaId: number, cpf: string | null) =>
  api.post<NotaFiscalDTO>(`/api/vendas/${vendaId}/nfce`, cpf ? { cpf } : {});
export const cancelarNotaFiscal = (vendaId: number, justificativa: string) =>
  api.post<NotaFiscalDTO>(`/api/vendas/${vendaId}/nfce/cancelar`, { justificativa });
export const buscarEmissaoFiscal = () => api.get<FiscalEmissaoDTO>('/api/fiscal/emissao');
/** The DANFE NFC-e of the tab's authorized note: on screen (PDF) and again on a printer that prints it. */
export const abrirDanfePdf = (vendaId: number) => abrirArquivo(`/api/vendas/${vendaId}/nfce/danfe.pdf`);
export const imprimirDanfe = (vendaId: number, impressoraId: number) =>
  api.post(`/api/vendas/${vendaId}/nfce/imprimir`, { impressora_id: impressoraId });
