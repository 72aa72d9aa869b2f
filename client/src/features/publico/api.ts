import type { ComandaPublica } from '@comanda/shared/events';
import { publicApi } from '../../lib/api-client';
import { apiDe, apiDoCartao, type Origem } from './caminhos';
// type-only: the schemas' zod stays out of the diner's bundle
import type {
  CardapioPublicoDTO,
  CarrinhoDTO,
  CarrinhoLinhaDTO,
  ComandaAbertaPeloClienteDTO,
  ItemPedidoBody,
  MesaPublicaDTO,
  PedidoCriadoDTO,
} from '@comanda/shared/schemas/pedidos';
import type { CartaoPublicoDTO } from '@comanda/shared/schemas/balcao';
import type { NotaPublicaDTO } from '@comanda/shared/schemas/fiscal';

/** The diner's calls (no token: the table card's code or the tab's QR token is the credential). */
const t = (token: string) => encodeURIComponent(token);

export type { Origem };

export interface PixPublicoDTO {
  payload: string;
  qrCode: string;
  valor: number;
}

export const buscarComanda = (token: string) => publicApi.get<ComandaPublica>(apiDe({ comanda: token }));

export const chamarGarcom = (token: string) =>
  publicApi.post<{ garcom_chamado_em: string }>(`/api/public/chamar-garcom/${t(token)}`);
export const pedirConta = (token: string) => publicApi.post<{ message: string }>(`/api/public/pedir-conta/${t(token)}`);
export const gerarPix = (token: string, valor: number) =>
  publicApi.get<PixPublicoDTO>(`/api/public/comanda/${t(token)}/pix?valor=${valor.toFixed(2)}`);

// ----- the NFC-e (issue 38): the CPF on the note, and the receipt after the close ------------------------------------
export const informarCpf = (token: string, cpf: string | null) =>
  publicApi.post<{ message: string; cpf_nota: string | null }>(`${apiDe({ comanda: token })}/cpf`, { cpf });
export const buscarNotaPublica = (token: string) => publicApi.get<NotaPublicaDTO>(`${apiDe({ comanda: token })}/nota`);

// ----- the table card ----------------------------------------------------------------------------------------------
export const buscarMesa = (codigo: string) => publicApi.get<MesaPublicaDTO>(apiDe({ mesa: codigo }));
export const chamarGarcomDaMesa = (codigo: string) =>
  publicApi.post<{ garcom_chamado_em: string }>(`/api/public/mesa/${t(codigo)}/chamar-garcom`);
export const abrirComanda = (codigo: string) =>
  publicApi.post<ComandaAbertaPeloClienteDTO>(`/api/public/mesa/${t(codigo)}/abrir`);

// ----- a numbered comanda card (issue 37) ------------------------------------------------------------------------
export const buscarCartao = (codigo: string) => publicApi.get<CartaoPublicoDTO>(apiDoCartao(codigo));

// ----- menu, shared cart, orders (same paths under either origin) ----------------------------------------------
// the browser revalidates with the ETag the server sends (If-None-Match -> 304), so a refetch costs a round trip only
export const buscarCardapio = (o: Origem) => publicApi.get<CardapioPublicoDTO>(`${apiDe(o)}/cardapio`);

// the phone's secret goes in a header, never in a URL (access logs): with it, its own lines come `minha`
const doDispositivo = (dispositivo: string) => ({ 'x-dispositivo': dispositivo });
export const buscarCarrinho = (o: Origem, dispositivo: string) =>
  publicApi.get<CarrinhoDTO>(`${apiDe(o)}/carrinho`, doDispositivo(dispositivo));
export const adicionarAoCarrinho = (
  o: Origem,
  dispositivo: string,
  cliente_nome: string,
  item: ItemPedidoBody,
  chave: string,
) => publicApi.post<CarrinhoLinhaDTO>(`${apiDe(o)}/carrinho`, { dispositivo, cliente_nome, item }, chave);
export const mudarQuantidade = (o: Origem, linhaId: number, dispositivo: string, quantidade: number) =>
  publicApi.patch<CarrinhoLinhaDTO>(`${apiDe(o)}/carrinho/${linhaId}`, { dispositivo, quantidade });
export const removerDoCarrinho = (o: Origem, linhaId: number, dispositivo: string) =>
  publicApi.delete(`${apiDe(o)}/carrinho/${linhaId}`, doDispositivo(dispositivo));

/** `chave`: the Idempotency-Key, the same on a retry of this send, so a double tap or a retry stores one order. */
export const enviarPedido = (
  o: Origem,
  chave: string,
  corpo: { cliente_nome: string; itens: ItemPedidoBody[]; carrinho_linha_ids: number[] },
) => publicApi.post<PedidoCriadoDTO>(`${apiDe(o)}/pedidos`, corpo, chave);
