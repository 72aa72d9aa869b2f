import {
  aplicarPagamento,
  dividirConta,
  formatBRL,
  fromCents,
  restanteDaConta,
  toCents,
  type DivisaoDTO,
  type FecharContaInput,
  type PagamentoDTO,
  type PagamentoInput,
  type PixDTO,
  type VendaDTO,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { StaffSession } from '../../sessoes/sessao';
import { withTransaction, type Tx } from '../../db/transaction';
import { tenant } from '../../db/tenant';
import type { Venda } from '../../db/tables';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { listarHistorico, registrarHistorico } from '../comanda/comanda.historico';
import { presentItem, presentVenda } from '../comanda/comanda.presenter';
import {
  encerrarComanda,
  exigirAberta,
  exigirVenda,
  itensDasVendas,
  recalcularTotais,
  travarComanda,
} from '../comanda/comanda';
import { editarConta } from './conta';
import { exigirSemNotaAutorizada } from '../fiscal/nota-da-comanda';
import { presentPagamento } from './pagamentos.presenter';
import * as repo from './pagamentos.repo';
import { gerarPix } from './pix';
import { RECEBEDOR_PIX, configuracoesDaEmpresa } from '../empresa/configuracoes';

const vendaDaEmpresa = (ctx: AppContext, s: StaffSession, vendaId: number): Promise<Venda> =>
  exigirVenda(tenant(ctx.db, s.empresaId), vendaId);

/** Records one payment inside a tab transaction whose row is locked: concurrent payments queue on that lock. */
async function registrarNaTransacao(tx: Tx, s: StaffSession, venda: Venda, input: PagamentoInput) {
  const t = tenant(tx.trx, s.empresaId);
  const atual = await recalcularTotais(t, venda.id);
  const r = aplicarPagamento(
    restanteDaConta(atual),
    input.forma,
    toCents(input.valor),
    input.valor_recebido == null ? null : toCents(input.valor_recebido),
  );
  if (!r.ok) throw new AppError(r.status, r.status === 409 ? 'Conflito' : 'Requisição inválida', r.message);
  const p = await repo.inserirPagamento(t, {
    venda_id: venda.id,
    forma: input.forma,
    valor: fromCents(r.valor),
    valor_recebido: fromCents(r.valor_recebido),
    troco: fromCents(r.troco),
    usuario_id: s.id,
    usuario_nome: s.nome || 'Sistema',
  });
  await registrarHistorico(t, s, venda.id, { tipo: 'pagamento', depois: presentPagamento(p) });
  return p;
}

export async function registrar(
  ctx: AppContext,
  s: StaffSession,
  vendaId: number,
  input: PagamentoInput,
): Promise<{ pagamento: PagamentoDTO; venda: VendaDTO }> {
  const { venda, resultado } = await editarConta(ctx, s, vendaId, (tx, v) => registrarNaTransacao(tx, s, v, input));
  return { pagamento: presentPagamento(resultado), venda };
}

export async function listar(ctx: AppContext, s: StaffSession, vendaId: number): Promise<PagamentoDTO[]> {
  await vendaDaEmpresa(ctx, s, vendaId);
  return (await repo.listarPagamentos(tenant(ctx.db, s.empresaId), vendaId)).map(presentPagamento);
}

export async function remover(
  ctx: AppContext,
  s: StaffSession,
  vendaId: number,
  pagamentoId: number,
  motivo: string,
): Promise<VendaDTO> {
  // a legal sale keeps its payments until its NFC-e is cancelled (issue 38)
  await exigirSemNotaAutorizada(tenant(ctx.db, s.empresaId), vendaId);
  const { venda } = await editarConta(ctx, s, vendaId, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const p = await repo.buscarPagamento(t, vendaId, pagamentoId);
    if (!p) throw notFound('Pagamento não encontrado');
    if (p.removido_em) throw conflict('Pagamento já foi removido');
    const removido = await repo.marcarRemovido(t, p.id, s.nome || 'Sistema', motivo, ctx.relogio.agora());
    await registrarHistorico(t, s, vendaId, {
      tipo: 'pagamento_removido',
      antes: presentPagamento(p),
      depois: presentPagamento(removido),
      motivo,
    });
  });
  return venda;
}

/** A static PIX BR Code for the remaining amount, or for a part of it (one share). */
export async function pix(ctx: AppContext, empresaId: number, vendaId: number, valor?: number): Promise<PixDTO> {
  const t = tenant(ctx.db, empresaId);
  const venda = await exigirVenda(t, vendaId);
  exigirAberta(venda);
  const restante = restanteDaConta(venda);
  if (restante <= 0) throw conflict('Conta já está paga');
  const cents = valor == null ? restante : toCents(valor);
  if (cents > restante) throw badRequest(`Valor maior que o restante (${formatBRL(fromCents(restante))})`);
  return gerarPix(await configuracoesDaEmpresa(t, ...RECEBEDOR_PIX), vendaId, cents);
}

export async function divisao(ctx: AppContext, s: StaffSession, vendaId: number, pessoas: number): Promise<DivisaoDTO> {
  const venda = await vendaDaEmpresa(ctx, s, vendaId);
  const restante = restanteDaConta(venda);
  return { pessoas, restante: fromCents(restante), partes: dividirConta(restante, pessoas).map(fromCents) };
}

export async function historico(ctx: AppContext, s: StaffSession, vendaId: number) {
  await vendaDaEmpresa(ctx, s, vendaId);
  return listarHistorico(tenant(ctx.db, s.empresaId), vendaId);
}

export type FechamentoDTO = VendaDTO & { sem_venda: boolean; message: string };

/**
 * Closes a tab. No payment yet: one payment of the whole remaining amount (body's forma_pagamento, else cash), so old
 * clients keep working. Payments short of the total: 409. A tab with no items is no sale: it ends as C, table free.
 */
export async function fechar(
  ctx: AppContext,
  s: StaffSession,
  vendaId: number,
  input: FecharContaInput,
): Promise<FechamentoDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const { venda, mesa } = await travarComanda(tx, s, vendaId);
    exigirAberta(venda);
    const [itens, pagos] = await Promise.all([repo.contarItens(t, vendaId), repo.pagamentosAtivos(t, vendaId)]);
    if (itens === 0) {
      if (pagos.length) throw conflict('Comanda sem itens possui pagamentos: remova-os antes de encerrar');
      const encerrada = await encerrarComanda(
        tx,
        s,
        venda,
        mesa,
        'C',
        ctx.relogio.agora(),
        'Comanda sem itens: encerrada sem venda',
      );
      return {
        ...presentVenda(encerrada),
        sem_venda: true,
        message: 'Comanda sem itens encerrada sem venda. Mesa liberada.',
      };
    }
    let atual = await recalcularTotais(t, vendaId);
    const restante = restanteDaConta(atual);
    if (pagos.length === 0 && restante > 0) {
      await registrarNaTransacao(tx, s, atual, {
        forma: input.forma_pagamento ?? 'dinheiro',
        valor: fromCents(restante),
      });
      atual = await recalcularTotais(t, vendaId);
    } else if (restante > 0) {
      throw conflict(`Pagamento incompleto: faltam ${formatBRL(fromCents(restante))}`);
    }
    const encerrada = await encerrarComanda(tx, s, atual, mesa, 'F', ctx.relogio.agora());
    return { ...presentVenda(encerrada), sem_venda: false, message: 'Conta fechada com sucesso!' };
  });
}

/** Everything the printed pre-bill needs: company name and CNPJ, the tab with its items, and the PIX when a key is set. */
export async function preConta(ctx: AppContext, s: StaffSession, vendaId: number) {
  const venda = await vendaDaEmpresa(ctx, s, vendaId);
  const [itens, empresa] = await Promise.all([
    itensDasVendas(tenant(ctx.db, s.empresaId), [vendaId]),
    configuracoesDaEmpresa(tenant(ctx.db, s.empresaId), 'cnpj', 'fuso_horario', ...RECEBEDOR_PIX),
  ]);
  const restante = restanteDaConta(venda);
  const pixDaConta =
    empresa.chave_pix && venda.situacao === 'A' && restante > 0 ? await gerarPix(empresa, vendaId, restante) : null;
  return {
    empresa: { fantasia: empresa.fantasia, cnpj: empresa.cnpj, fuso_horario: empresa.fuso_horario },
    venda: presentVenda(venda),
    itens: itens.map(presentItem),
    pix: pixDaConta,
  };
}
