import { createHash } from 'node:crypto';
import {
  fromCents,
  money,
  rotuloComanda,
  situacaoLinhaCliente,
  toCents,
  type CardapioPublicoDTO,
  type CarrinhoLinhaDTO,
  type PedidoClienteDTO,
  type PedidoPublicoDTO,
  type SituacaoItemPedido,
} from '@comanda/shared';
import type { CarrinhoLinha, PedidoCliente } from '../../db/tables';
import { urlImagem } from '../cardapio/cardapio.presenter';
import type { ItemDoPedido, LinhasCardapioPublico } from './pedidos-cliente.repo';

/** A phone's lines share this key; it cannot be turned back into the phone's secret. */
const pessoaDe = (dispositivo: string) => createHash('sha256').update(dispositivo).digest('base64url').slice(0, 22);

/**
 * A cart line priced by the server: the unit price stored when it was added, times the quantity. `dispositivo` is
 * the phone asking (none for the table's event): its own lines come `minha`.
 */
export function presentLinhaCarrinho(l: CarrinhoLinha, dispositivo?: string): CarrinhoLinhaDTO {
  return {
    id: l.id,
    pessoa: pessoaDe(l.dispositivo),
    minha: l.dispositivo === dispositivo,
    cliente_nome: l.cliente_nome,
    produto_id: l.produto_id,
    nome: l.produto_nome,
    quantidade: l.quantidade,
    sabores: l.sabores,
    adicionais: l.adicionais,
    observacao: l.observacao,
    valor_unitario: money(l.valor_unitario),
    valor_total: fromCents(toCents(l.valor_unitario) * l.quantidade),
  };
}

/** The order as a whole: pendente while any line waits; then aprovado if any line went to the tab, else recusado. */
export function situacaoDoPedido(itens: { situacao: SituacaoItemPedido }[]): SituacaoItemPedido {
  if (itens.some((i) => i.situacao === 'pendente')) return 'pendente';
  return itens.some((i) => i.situacao === 'aprovado') ? 'aprovado' : 'recusado';
}

export function presentPedido(p: PedidoCliente, itens: ItemDoPedido[]): PedidoClienteDTO {
  const meus = itens.filter((i) => i.pedido_id === p.id);
  return {
    id: p.id,
    mesa_id: p.mesa_id,
    mesa_numero: p.mesa_numero,
    cartao_numero: p.cartao_numero,
    rotulo:
      p.cartao_numero != null
        ? rotuloComanda({ tipo: 'cartao', numero: p.cartao_numero })
        : rotuloComanda({ tipo: 'mesa', mesa_numero: p.mesa_numero }),
    venda_id: p.venda_id,
    cliente_nome: p.cliente_nome,
    criado_em: p.criado_em.toISOString(),
    situacao: p.situacao,
    valor_pendente: fromCents(
      meus.filter((i) => i.situacao === 'pendente').reduce((s, i) => s + toCents(i.valor_total), 0),
    ),
    itens: meus.map((i) => ({
      id: i.id,
      produto_id: i.produto_id,
      nome: i.produto_nome,
      quantidade: i.quantidade,
      cliente_nome: i.cliente_nome,
      sabores: i.sabores,
      adicionais: i.adicionais,
      observacao: i.observacao,
      valor_unitario: money(i.valor_unitario),
      valor_total: money(i.valor_total),
      situacao: i.situacao,
      motivo: i.motivo,
      venda_item_id: i.venda_item_id,
    })),
  };
}

/** The diner's view of the table's orders: names, amounts and live status only (no staff, no ids of the tab). */
export function presentPedidoPublico(p: PedidoCliente, itens: ItemDoPedido[]): PedidoPublicoDTO {
  return {
    id: p.id,
    cliente_nome: p.cliente_nome,
    criado_em: p.criado_em.toISOString(),
    itens: itens
      .filter((i) => i.pedido_id === p.id)
      .map((i) => ({
        id: i.id,
        nome: i.produto_nome,
        cliente_nome: i.cliente_nome,
        quantidade: i.quantidade,
        valor_total: money(i.valor_total),
        situacao: situacaoLinhaCliente(i.situacao, i.status_producao),
        motivo: i.motivo,
      })),
  };
}

/** The diners' menu: categories with no orderable product are left out; `ordem` is the position shown. */
export function presentCardapioPublico(l: LinhasCardapioPublico): CardapioPublicoDTO {
  const categorias = l.categorias
    .map((c) => ({
      id: c.id,
      nome: c.nome,
      produtos: l.produtos
        .filter((p) => p.categoria_id === c.id)
        .map((p) => ({
          id: p.id,
          nome: p.nome,
          descricao: p.descricao,
          imagem_url: p.imagem_mime_type ? urlImagem(p.id, p.imagem_versao) : null,
          preco: money(p.preco),
          preco_promocional: p.preco_promocional == null ? null : money(p.preco_promocional),
          tipo_item: p.tipo_item,
          tipo_preco_sabor: p.tipo_preco_sabor,
          qtd_min_sabores: p.qtd_min_sabores,
          qtd_max_sabores: p.qtd_max_sabores,
          sabores: l.sabores
            .filter((s) => s.produto_id === p.id)
            .map((s) => ({
              id: s.id,
              nome: s.nome,
              descricao: s.descricao,
              preco_adicional: money(s.preco_adicional),
            })),
          grupos_adicionais: l.grupos
            .filter((g) => g.produto_id === p.id)
            .map((g) => ({
              categoria_id: g.id,
              categoria_nome: g.nome,
              obrigatorio: g.obrigatorio,
              qtd_minima: g.qtd_minima,
              qtd_maxima: g.qtd_maxima,
              adicionais: l.adicionais
                .filter((a) => a.categoria_adicional_id === g.id)
                .map((a) => ({ id: a.id, nome: a.nome, preco: money(a.preco), qtd_maxima: a.qtd_maxima })),
            })),
        })),
    }))
    .filter((c) => c.produtos.length > 0);
  return { categorias: categorias.map((c, ordem) => ({ ...c, ordem })) };
}
