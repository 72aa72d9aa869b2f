import { fromCents, mascararCpf, money, toCents, type ComandaPublica } from '@comanda/shared';
import type { Mesa, Venda } from '../../db/tables';
import type { ItemComDetalhes } from '../comanda/comanda.presenter';

/**
 * The diner's reduced projection: explicit allowlist, no staff names or ids, no other tables. A numbered card's tab
 * (issue 37) stands on no table: mesa is null and cartao names it.
 */
export function presentComandaPublica(
  mesa: Mesa | undefined,
  venda: Venda,
  itens: ItemComDetalhes[],
  pixDisponivel: boolean,
  pedidos: Pick<ComandaPublica, 'pedidos' | 'modo_pedidos'>,
): ComandaPublica {
  return {
    mesa: mesa
      ? {
          numero: mesa.numero,
          nome: mesa.nome,
          capacidade: mesa.capacidade,
          chamando_garcom: mesa.chamando_garcom,
          garcom_chamado_em: mesa.garcom_chamado_em?.toISOString() ?? null,
        }
      : null,
    cartao: venda.tipo === 'cartao' && venda.numero != null ? { numero: venda.numero } : null,
    venda: {
      nome_cliente: venda.nome_cliente,
      situacao: venda.situacao,
      subtotal: money(venda.subtotal),
      taxa_servico: money(venda.acrescimo),
      taxa_servico_percentual: money(venda.taxa_servico_percentual),
      desconto: money(venda.desconto),
      consumacao_minima: money(venda.consumacao_minima),
      total: money(venda.total),
      pago: money(venda.valor_pago),
      restante: fromCents(Math.max(toCents(venda.total) - toCents(venda.valor_pago), 0)),
      data_abertura: venda.data_abertura.toISOString(),
    },
    conta_pedida: mesa?.situacao === 'P',
    cpf_nota: venda.cpf_nota ? mascararCpf(venda.cpf_nota) : null,
    pix_disponivel: pixDisponivel,
    itens: itens.map((i) => ({
      id: i.id,
      produto_nome: i.produto_nome,
      quantidade: i.quantidade,
      preco_unitario: money(i.preco_unitario),
      total: money(i.total),
      observacoes: i.observacoes,
      sabores: i.sabores.map((s) => ({ sabor_nome: s.sabor_nome, preco_adicional: money(s.preco_adicional) })),
      adicionais: i.adicionais.map((a) => ({
        adicional_nome: a.adicional_nome,
        quantidade: a.quantidade,
        preco: money(a.preco),
      })),
      status_producao: i.status_producao,
      estacao_id: i.estacao_id,
      estacao_nome: i.estacao_nome,
      cliente_nome: i.cliente_nome ?? null,
    })),
    ...pedidos,
  };
}
