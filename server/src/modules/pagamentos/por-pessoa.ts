import { contaPorPessoa, fromCents, toCents, type PorPessoaDTO } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { StaffSession } from '../../sessoes/sessao';
import { tenant } from '../../db/tenant';
import { exigirVenda, itensDasVendas } from '../comanda/comanda';

/**
 * GET /api/vendas/:id/por-pessoa (issue 22): the tab split by who each item is for (cliente_nome; no name = 'Mesa'),
 * each with its share of the service charge and discount, in cents that add up to the tab's total. A diner's order
 * still waiting for approval is not on the tab, so it is in no share.
 */
export async function porPessoa(ctx: AppContext, s: StaffSession, vendaId: number): Promise<PorPessoaDTO> {
  const t = tenant(ctx.db, s.empresaId);
  const venda = await exigirVenda(t, vendaId);
  const itens = await itensDasVendas(t, [venda.id]);
  const partes = contaPorPessoa(
    itens.map((i) => ({ cliente_nome: i.cliente_nome, total: toCents(i.total) })),
    { taxa_servico: toCents(venda.acrescimo), desconto: toCents(venda.desconto) },
  );
  return {
    pessoas: partes.map((p) => ({
      cliente_nome: p.cliente_nome,
      itens_total: fromCents(p.itens_total),
      taxa_servico: fromCents(p.taxa_servico),
      desconto: fromCents(p.desconto),
      total: fromCents(p.total),
    })),
    total: fromCents(partes.reduce((soma, p) => soma + p.total, 0)),
  };
}
