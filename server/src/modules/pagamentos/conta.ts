import {
  money,
  toCents,
  validarDesconto,
  type DescontoInput,
  type TaxaServicoInput,
  type VendaDTO,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { StaffSession } from '../../sessoes/sessao';
import { withTransaction, type Tx } from '../../db/transaction';
import { tenant } from '../../db/tenant';
import type { Mesa, Venda } from '../../db/tables';
import { badRequest } from '../../errors';
import { registrarHistorico } from '../comanda/comanda.historico';
import { presentVenda } from '../comanda/comanda.presenter';
import { atualizarVenda, recalcularTotais } from '../comanda/comanda';
import { exigirAberta, travarComanda } from '../comanda/comanda';

/**
 * One change to an open tab's money: lock (table, then tab), run the change, recompute every amount from the
 * database with the shared rule, and tell the company's screens and the diner after COMMIT.
 */
export async function editarConta<T>(
  ctx: AppContext,
  s: StaffSession,
  vendaId: number,
  work: (tx: Tx, venda: Venda, mesa: Mesa | undefined) => Promise<T>,
): Promise<{ venda: VendaDTO; resultado: T }> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const { venda, mesa } = await travarComanda(tx, s, vendaId);
    exigirAberta(venda);
    const resultado = await work(tx, venda, mesa);
    const dto = presentVenda(await recalcularTotais(tenant(tx.trx, s.empresaId), vendaId));
    tx.emit({ empresaId: s.empresaId, vendaId, nome: 'venda:atualizada', payload: { venda: dto } });
    return { venda: dto, resultado };
  });
}

const resumoTaxa = (v: Venda) => ({ cobrar: v.cobrar_taxa_servico, taxa_servico: money(v.acrescimo) });

/** Removes ({cobrar:false, motivo}) or restores ({cobrar:true}) the service charge of one tab. */
export async function alterarTaxaServico(
  ctx: AppContext,
  s: StaffSession,
  vendaId: number,
  input: TaxaServicoInput,
): Promise<VendaDTO> {
  const { venda } = await editarConta(ctx, s, vendaId, async (tx, v) => {
    const t = tenant(tx.trx, s.empresaId);
    const depois = await atualizarVenda(t, vendaId, {
      cobrar_taxa_servico: input.cobrar,
      taxa_servico_motivo: input.cobrar ? null : input.motivo,
    });
    const recalculada = await recalcularTotais(t, vendaId);
    await registrarHistorico(t, s, vendaId, {
      tipo: 'taxa_servico',
      antes: resumoTaxa(v),
      depois: resumoTaxa({ ...depois, acrescimo: recalculada.acrescimo }),
      motivo: input.motivo ?? null,
    });
  });
  return venda;
}

/** Sets (or with valor 0 removes) the tab's discount; it may not exceed the subtotal. */
export async function aplicarDesconto(
  ctx: AppContext,
  s: StaffSession,
  vendaId: number,
  input: DescontoInput,
): Promise<VendaDTO> {
  const { venda } = await editarConta(ctx, s, vendaId, async (tx, v) => {
    const t = tenant(tx.trx, s.empresaId);
    const atual = await recalcularTotais(t, vendaId);
    const erro = validarDesconto({ tipo: input.tipo, valor: input.valor }, toCents(atual.subtotal));
    if (erro) throw badRequest(erro);
    const remover = input.valor === 0;
    await atualizarVenda(t, vendaId, {
      desconto_tipo: remover ? null : input.tipo,
      desconto_valor: remover ? 0 : input.valor,
      desconto_motivo: remover ? null : input.motivo,
    });
    const depois = await recalcularTotais(t, vendaId);
    await registrarHistorico(t, s, vendaId, {
      tipo: 'desconto',
      antes: { tipo: v.desconto_tipo, valor: Number(v.desconto_valor), desconto: money(atual.desconto) },
      depois: {
        tipo: remover ? null : input.tipo,
        valor: remover ? 0 : input.valor,
        desconto: money(depois.desconto),
      },
      motivo: input.motivo,
    });
  });
  return venda;
}
