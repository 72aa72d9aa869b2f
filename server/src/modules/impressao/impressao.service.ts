import { randomBytes } from 'node:crypto';
import {
  FORMA_PAGAMENTO_LABEL,
  PERIODO_LABEL,
  type AgenteCriadoDTO,
  type AgenteDTO,
  type AtualizarImpressoraInput,
  rotuloComanda,
  type FormaPagamento,
  type ImpressaoDTO,
  type ImpressoesCriadasDTO,
  type ImpressoraDTO,
  type ImpressoraInput,
  type ImprimirCaixaInput,
  type SituacaoImpressao,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { StaffSession } from '../../sessoes/sessao';
import { withTransaction, type Tx } from '../../db/transaction';
import { tenant, type Tenant } from '../../db/tenant';
import { badRequest, conflict, notFound } from '../../errors';
import { itensProducao } from '../cozinha/producao';
import { presentItemProducao } from '../cozinha/cozinha.presenter';
import { preConta } from '../pagamentos/pagamentos.service';
import { fechamentoCaixa } from '../relatorios/relatorios.service';
import { exigirVenda } from '../comanda/comanda';
import { linhasParaImpressao } from '../entregas/entregas.impressao';
import * as agentes from './agentes.repo';
import { devolverDoAgente } from './entrega.repo';
import { hashDoToken } from './entrega';
import { enfileirar, exigirImpressora, imprimirPorEstacao } from './fila';
import { presentAgente, presentImpressao, presentImpressora } from './impressao.presenter';
import * as repo from './impressao.repo';
import { RECEBEDOR_PIX, configuracoesDaEmpresa } from '../empresa/configuracoes';

const IMPRESSORA_NAO_ENCONTRADA = 'Impressora não encontrada';

/** A change to printers or queues: every screen's printer state is rebuilt, and agents fetch any new job. */
const avisar = (tx: Tx, empresaId: number) => tx.emit({ empresaId, nome: 'impressao:fila', payload: {} });

async function impressoraDTO(t: Tenant, id: number): Promise<ImpressoraDTO> {
  const [linha] = await repo.listarImpressoras(t, [id]);
  if (!linha) throw notFound(IMPRESSORA_NAO_ENCONTRADA);
  return presentImpressora(linha);
}

async function exigirEstacoes(t: Tenant, ids: number[] | undefined) {
  if (!ids?.length) return;
  const existentes = await repo.estacoesExistentes(t, ids);
  if (existentes.length !== ids.length) throw badRequest('Estação não encontrada');
}

export const listar = async (ctx: AppContext, s: StaffSession) =>
  (await repo.listarImpressoras(tenant(ctx.db, s.empresaId))).map(presentImpressora);

export async function criar(ctx: AppContext, s: StaffSession, input: ImpressoraInput): Promise<ImpressoraDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    await exigirEstacoes(t, input.estacao_ids);
    const { estacao_ids, ...campos } = input;
    const { id } = await repo.inserirImpressora(t, campos);
    await repo.definirEstacoes(t, id, estacao_ids);
    avisar(tx, s.empresaId);
    return impressoraDTO(t, id);
  });
}

export async function editar(
  ctx: AppContext,
  s: StaffSession,
  id: number,
  input: AtualizarImpressoraInput,
): Promise<ImpressoraDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const { estacao_ids, ...campos } = input;
    const feita = Object.keys(campos).length
      ? await repo.atualizarImpressora(t, id, campos)
      : await repo.impressoraAtiva(t, id);
    if (!feita) throw notFound(IMPRESSORA_NAO_ENCONTRADA);
    if (estacao_ids) {
      await exigirEstacoes(t, estacao_ids);
      await repo.definirEstacoes(t, id, estacao_ids);
    }
    avisar(tx, s.empresaId);
    return impressoraDTO(t, id);
  });
}

export async function remover(ctx: AppContext, s: StaffSession, id: number): Promise<void> {
  await withTransaction(ctx.db, ctx.bus, async (tx) => {
    if (!(await repo.removerImpressora(tenant(tx.trx, s.empresaId), id))) throw notFound(IMPRESSORA_NAO_ENCONTRADA);
    avisar(tx, s.empresaId);
  });
}

/**
 * A new device credential: 32 random bytes (base64url), shown once; the server keeps only its SHA-256. The `cva_`
 * prefix names it in a log or a leak scan, and keeps it from starting with '-' (read as an option on a command line).
 */
export async function criarAgente(ctx: AppContext, s: StaffSession, nome: string): Promise<AgenteCriadoDTO> {
  const token = `cva_${randomBytes(32).toString('base64url')}`;
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const { id } = await agentes.inserirAgente(tenant(tx.trx, s.empresaId), nome, hashDoToken(token));
    avisar(tx, s.empresaId);
    return { id, token };
  });
}

export const listarAgentes = async (ctx: AppContext, s: StaffSession): Promise<AgenteDTO[]> =>
  (await agentes.listarAgentes(tenant(ctx.db, s.empresaId))).map(presentAgente);

/** Revokes for good: its socket drops at once (every instance), and its unacknowledged jobs return to the queue. */
export async function revogarAgente(ctx: AppContext, s: StaffSession, id: number): Promise<void> {
  await withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    if (!(await agentes.revogarAgente(t, id, ctx.relogio.agora()))) throw notFound('Agente não encontrado');
    await devolverDoAgente(t, id);
    tx.emit({ empresaId: s.empresaId, nome: 'impressao:agente-revogado', payload: { agenteId: id } });
    avisar(tx, s.empresaId);
  });
}

/** Without a filter: the jobs that still need something (waiting, sent, waiting for a person, failed). */
const ATENCAO: SituacaoImpressao[] = ['aguardando_decisao', 'falhou', 'pendente', 'enviada'];

export const listarImpressoes = async (
  ctx: AppContext,
  s: StaffSession,
  situacao?: SituacaoImpressao,
): Promise<ImpressaoDTO[]> =>
  (await repo.listarImpressoes(tenant(ctx.db, s.empresaId), situacao ? [situacao] : ATENCAO)).map(presentImpressao);

/** 'Imprimir mesmo assim' (back to the queue, no age limit any more) or 'Descartar'. */
export async function decidir(
  ctx: AppContext,
  s: StaffSession,
  id: number,
  para: 'pendente' | 'descartada',
): Promise<ImpressaoDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const job = await repo.buscarImpressao(t, id);
    if (!job) throw notFound('Impressão não encontrada');
    if (!(await repo.decidir(t, id, para, s.id, ctx.relogio.agora())))
      throw conflict('Esta impressão não está aguardando decisão', { situacao: job.situacao });
    avisar(tx, s.empresaId);
    return presentImpressao({ ...job, situacao: para });
  });
}

/** Every production item of a kitchen ticket, printed again on its station's printers. */
export async function reimprimirTicket(ctx: AppContext, s: StaffSession, ticketId: number) {
  return withTransaction(ctx.db, ctx.bus, async (tx): Promise<ImpressoesCriadasDTO> => {
    const t = tenant(tx.trx, s.empresaId);
    const itens = (await itensProducao(t, { ticketId })).map((l) => presentItemProducao(l));
    if (itens.length === 0) throw notFound('Ticket não encontrado');
    return { impressoes: await imprimirPorEstacao(tx, t, 'producao', itens, ctx.relogio.agora(), true) };
  });
}

/** Every production item of a tab, one ticket per station. */
export async function reimprimirVenda(ctx: AppContext, s: StaffSession, vendaId: number) {
  return withTransaction(ctx.db, ctx.bus, async (tx): Promise<ImpressoesCriadasDTO> => {
    const t = tenant(tx.trx, s.empresaId);
    await exigirVenda(t, vendaId);
    const itens = (await itensProducao(t, { vendaId })).map((l) => presentItemProducao(l));
    return { impressoes: await imprimirPorEstacao(tx, t, 'producao', itens, ctx.relogio.agora(), true) };
  });
}

/** The pre-bill with the PIX QR of the amount due, on a chosen printer. */
export async function imprimirConta(
  ctx: AppContext,
  s: StaffSession,
  vendaId: number,
  impressoraId: number,
): Promise<ImpressoesCriadasDTO> {
  const conta = await preConta(ctx, s, vendaId);
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    await exigirImpressora(t, impressoraId, 'conta');
    const v = conta.venda;
    const entrega = v.tipo === 'entrega' ? await linhasParaImpressao(t, v.id) : undefined;
    const n = await enfileirar(tx, t, 'conta', [impressoraId], {
      tipo: 'conta',
      empresa: conta.empresa.fantasia,
      mesa: v.mesa_numero,
      rotulo: rotuloComanda(v),
      ...(entrega && { entrega, taxa_entrega: v.taxa_entrega ?? 0 }),
      cliente: v.nome_cliente,
      abertura: v.data_abertura,
      fuso: conta.empresa.fuso_horario,
      itens: conta.itens.map((i) => ({ quantidade: i.quantidade, produto: i.produto_nome, total: i.total })),
      subtotal: v.subtotal,
      taxa_servico: v.taxa_servico,
      desconto: v.desconto,
      ...(v.consumacao_minima > 0 && { consumacao_minima: v.consumacao_minima }),
      total: v.total,
      pago: v.total_pago,
      restante: v.restante,
      pix: conta.pix?.payload ?? null,
    });
    return { impressoes: n };
  });
}

/** The cash-up of today or yesterday, on a chosen printer. */
export async function imprimirCaixa(
  ctx: AppContext,
  s: StaffSession,
  input: ImprimirCaixaInput,
): Promise<ImpressoesCriadasDTO> {
  const f = await fechamentoCaixa(ctx, s.empresaId, input.periodo);
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    await exigirImpressora(t, input.impressora_id, 'caixa');
    const empresa = await configuracoesDaEmpresa(t, 'fuso_horario', ...RECEBEDOR_PIX);
    const n = await enfileirar(tx, t, 'caixa', [input.impressora_id], {
      tipo: 'caixa',
      empresa: empresa.fantasia,
      periodo: PERIODO_LABEL[input.periodo],
      emitido_em: ctx.relogio.agora().toISOString(),
      fuso: empresa.fuso_horario,
      linhas: [
        ...f.porForma.map((p) => ({
          rotulo: FORMA_PAGAMENTO_LABEL[p.forma as FormaPagamento] ?? p.label,
          valor: p.valor,
        })),
        { rotulo: 'Total recebido', valor: f.totalRecebido },
        { rotulo: 'Troco', valor: f.troco },
        { rotulo: 'Taxa de serviço', valor: f.taxaServico },
        { rotulo: 'Descontos', valor: f.totalDescontos },
        ...(f.taxaEntrega ? [{ rotulo: 'Taxas de entrega', valor: f.taxaEntrega }] : []),
        // the sales channels (issue 39) that sold anything
        ...f.porCanal.filter((c) => c.quantidade > 0).map((c) => ({ rotulo: `Vendas ${c.label}`, valor: c.valor })),
      ],
      comandas: f.comandasFechadas,
      total: f.totalVendas,
    });
    return { impressoes: n };
  });
}
