import type {
  AgenteCriadoDTO,
  CartaoDTO,
  PainelDTO,
  AgenteDTO,
  EmpresaConfigDTO,
  EstacaoDTO,
  FiscalConfigDTO,
  IfoodAutorizarDTO,
  IfoodCodigoDTO,
  IfoodConfigDTO,
  FiscalConfigInput,
  ImpressaoDTO,
  ImpressoraDTO,
  ImpressoraInput,
  MesaDTO,
  ProdutoDTO,
  QrMesaDTO,
  UsuarioDTO,
} from '@comanda/shared';
import { api, baixarArquivo } from '../../lib/api-client';

export const buscarEmpresa = () => api.get<EmpresaConfigDTO>('/api/empresa');
export const salvarEmpresa = (dados: Record<string, string | boolean>) =>
  api.patch<EmpresaConfigDTO>('/api/empresa', dados);

export const listarMesas = () => api.get<MesaDTO[]>('/api/mesas');
export interface MesaBody {
  numero: number;
  nome: string;
  capacidade: number;
}
/** a new table starts free */
export const salvarMesa = (id: number | null, body: MesaBody) =>
  id ? api.patch<MesaDTO>(`/api/mesas/${id}`, body) : api.post<MesaDTO>('/api/mesas', { ...body, situacao: 'L' });
export const excluirMesa = (id: number) => api.delete(`/api/mesas/${id}`);
/** the table's permanent card link (issue 22); renewing it makes the printed card's old code answer 404 at once */
export const buscarQrFixo = (id: number) => api.get<QrMesaDTO>(`/api/mesas/${id}/qr-fixo`);
export const renovarQrFixo = (id: number) => api.post<QrMesaDTO>(`/api/mesas/${id}/qr-fixo/renovar`);
/** one A4 PDF with a card per active table */
export const baixarQrDasMesas = () => baixarArquivo('/api/mesas/qr-fixo.pdf', 'qr-mesas.pdf');
export const criarMesasEmLote = (body: { numeroInicial: number; numeroFinal: number; capacidade: number }) =>
  api.post<{ criadas: number; ignoradas: number[] }>('/api/mesas/lote', body);

export const listarUsuarios = () => api.get<UsuarioDTO[]>('/api/usuarios');
export interface UsuarioBody {
  nome: string;
  email: string;
  senha?: string;
  perfil: string;
  ativo: 'S' | 'N';
}
export const salvarUsuario = (id: number | null, body: UsuarioBody) =>
  id ? api.patch<UsuarioDTO>(`/api/usuarios/${id}`, body) : api.post<UsuarioDTO>('/api/usuarios', body);
export const excluirUsuario = (id: number) => api.delete(`/api/usuarios/${id}`);

export const listarEstacoes = () => api.get<EstacaoDTO[]>('/api/estacoes');
export const criarEstacao = (nome: string) => api.post<EstacaoDTO>('/api/estacoes', { nome });
export const alterarEstacao = (id: number, body: { nome?: string; ativo?: boolean }) =>
  api.patch<EstacaoDTO>(`/api/estacoes/${id}`, body);
export const excluirEstacao = (id: number) => api.delete(`/api/estacoes/${id}`);

// printers (issue 23): ADMIN and GERENTE (manage_printers)
export const listarImpressoras = () => api.get<ImpressoraDTO[]>('/api/impressoras');
export const salvarImpressora = (id: number | null, body: ImpressoraInput) =>
  id ? api.patch<ImpressoraDTO>(`/api/impressoras/${id}`, body) : api.post<ImpressoraDTO>('/api/impressoras', body);
export const excluirImpressora = (id: number) => api.delete(`/api/impressoras/${id}`);
export const listarAgentes = () => api.get<AgenteDTO[]>('/api/impressoras/agentes');
/** the token comes only in this answer */
export const criarAgente = (nome: string) => api.post<AgenteCriadoDTO>('/api/impressoras/agentes', { nome });
export const revogarAgente = (id: number) => api.delete(`/api/impressoras/agentes/${id}`);
/** the print agent as one file for the restaurant's computer (`node agente.js --servidor … --token …`) */
export const baixarAgente = () => baixarArquivo('/api/impressoras/agente.js', 'agente.js');
/** jobs too old to print without a person's word ('Imprimir mesmo assim' / 'Descartar') */
export const listarAguardandoDecisao = () => api.get<ImpressaoDTO[]>('/api/impressoes?situacao=aguardando_decisao');
export const decidirImpressao = (id: number, decisao: 'imprimir' | 'descartar') =>
  api.post<ImpressaoDTO>(`/api/impressoes/${id}/${decisao}`);

/** Settings › Fiscal (issue 38, ADMIN): the token is write-only (answered as token_configurado) */
export const buscarConfigFiscal = () => api.get<FiscalConfigDTO>('/api/fiscal/config');
export const salvarConfigFiscal = (dados: FiscalConfigInput) => api.put<FiscalConfigDTO>('/api/fiscal/config', dados);

/** Settings › Integrações › iFood (issue 39, ADMIN): the link (never a token), the owner's code, acceptance, unlink */
export const buscarIfood = () => api.get<IfoodConfigDTO>('/api/integracoes/ifood');
export const pedirCodigoIfood = () => api.post<IfoodCodigoDTO>('/api/integracoes/ifood/codigo');
export const autorizarIfood = (authorizationCode: string, merchant_id?: string) =>
  api.post<IfoodAutorizarDTO>('/api/integracoes/ifood/autorizar', { authorizationCode, merchant_id });
export const aceiteIfood = (aceite: 'automatico' | 'manual') =>
  api.patch<IfoodConfigDTO>('/api/integracoes/ifood', { aceite });
export const desvincularIfood = () => api.delete('/api/integracoes/ifood');
/** 'Vincular a um produto': the product takes the unmatched iFood item's code; the products to choose from */
export const vincularItemIfood = (codigo: string, produto_id: number) =>
  api.post<IfoodConfigDTO>('/api/integracoes/ifood/vincular', { codigo, produto_id });
export const produtosParaVincular = () => api.get<ProdutoDTO[]>('/api/produtos');

// numbered comanda cards (issue 37): ranges, states, the printable QR cards and the bar's rules (company settings)
export const listarCartoes = () => api.get<CartaoDTO[]>('/api/cartoes');
export const criarCartoes = (inicio: number, fim: number) =>
  api.post<{ criados: number }>('/api/cartoes/lote', { inicio, fim });
export const situacaoDoCartao = (numero: number, situacao: 'bloqueado' | 'livre') =>
  api.patch<CartaoDTO>(`/api/cartoes/${numero}`, { situacao });
/** one A4 PDF: each card's number, large, and its QR to /c/:codigo */
export const baixarQrDosCartoes = () => baixarArquivo('/api/cartoes/qr.pdf', 'qr-cartoes.pdf');
export const salvarRegrasDoCartao = (regras: { cartao_limite: number | null; consumacao_minima: number | null }) =>
  api.patch<EmpresaConfigDTO>('/api/empresa', regras);

/** the pickup board's address for the TV (its code is its credential: renewing it cuts the old address at once) */
export const buscarPainel = () => api.get<PainelDTO>('/api/painel');
export const renovarPainel = () => api.post<PainelDTO>('/api/painel/renovar');
