import { fromCents, money, restanteDaConta, type ItemDTO, type VendaDTO } from '@comanda/shared';
import type { Venda, VendaItem } from '../../db/tables';

/** A counter order's own public page (issue 37), relative to the app's address. */
export const caminhoDoPedido = (token: string) => `/pedido/${token}`;

export function presentVenda(v: Venda): VendaDTO {
  return {
    id: v.id,
    mesa_id: v.mesa_id,
    mesa_numero: v.mesa_numero,
    nome_cliente: v.nome_cliente,
    tipo: v.tipo,
    numero: v.numero,
    viagem: v.viagem,
    retirada_em: v.retirada_em?.toISOString() ?? null,
    acompanhar_url: v.token_pedido ? caminhoDoPedido(v.token_pedido) : null,
    situacao: v.situacao,
    funcionario: v.funcionario,
    subtotal: money(v.subtotal),
    desconto: money(v.desconto),
    acrescimo: money(v.acrescimo),
    total: money(v.total),
    valor_pago: money(v.valor_pago),
    troco: money(v.troco),
    taxa_servico: money(v.acrescimo),
    taxa_servico_percentual: money(v.taxa_servico_percentual),
    cobrar_taxa_servico: v.cobrar_taxa_servico,
    taxa_servico_motivo: v.taxa_servico_motivo,
    desconto_tipo: v.desconto_tipo,
    desconto_valor: money(v.desconto_valor),
    desconto_motivo: v.desconto_motivo,
    taxa_entrega: money(v.taxa_entrega ?? 0),
    cpf_nota: v.cpf_nota ?? null,
    consumacao_minima: money(v.consumacao_minima),
    total_pago: money(v.valor_pago),
    restante: fromCents(restanteDaConta(v)),
    data_abertura: v.data_abertura.toISOString(),
    data_fechamento: v.data_fechamento?.toISOString() ?? null,
    created_at: v.created_at.toISOString(),
  };
}

/** An item with its snapshots, as read back (numeric columns as strings) or as just written (numbers). */
export interface ItemComDetalhes extends VendaItem {
  estacao_nome: string | null;
  sabores: {
    sabor_id: number | null;
    sabor_nome: string;
    quantidade: number;
    preco_unitario: string | number;
    preco_adicional: string | number;
  }[];
  adicionais: {
    adicional_id: number | null;
    adicional_nome: string;
    quantidade: number;
    preco_unitario: string | number;
    preco: string | number;
  }[];
}

export function presentItem(i: ItemComDetalhes): ItemDTO {
  return {
    id: i.id,
    venda_id: i.venda_id,
    produto_id: i.produto_id,
    produto_nome: i.produto_nome,
    quantidade: i.quantidade,
    preco_unitario: money(i.preco_unitario),
    total: money(i.total),
    observacoes: i.observacoes,
    sabores: i.sabores.map((s) => ({
      ...s,
      preco_unitario: money(s.preco_unitario),
      preco_adicional: money(s.preco_adicional),
    })),
    adicionais: i.adicionais.map((a) => ({ ...a, preco_unitario: money(a.preco_unitario), preco: money(a.preco) })),
    created_at: i.created_at.toISOString(),
    status_producao: i.status_producao,
    estacao_id: i.estacao_id,
    estacao_nome: i.estacao_nome,
    cliente_nome: i.cliente_nome ?? null,
  };
}
