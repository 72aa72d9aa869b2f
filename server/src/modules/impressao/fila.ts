import { resumoImpressao, type ConteudoImpressao, type ItemProducaoDTO, type TipoImpressao } from '@comanda/shared';
import type { Tx } from '../../db/transaction';
import type { Tenant } from '../../db/tenant';
import { conflict, notFound } from '../../errors';
import * as repo from './impressao.repo';
import { fusoDaEmpresa } from '../empresa/configuracoes';
import { linhasParaImpressao } from '../entregas/entregas.impressao';

/*
 * The print outbox (architecture rule 18): a job is written in the transaction of the change that causes it, so a
 * committed ticket always has its jobs and a rolled-back one never does. The agents are told after COMMIT.
 */

type Ticket = Extract<ConteudoImpressao, { tipo: 'producao' | 'cancelamento' }>;

/**
 * The ticket of items of one station, as the paper shows it: a first print says when the items were sent, a void or a
 * reprint says `agora` (the app's clock, server/src/relogio.ts).
 */
export function ticketDe(
  tipo: 'producao' | 'cancelamento',
  itens: ItemProducaoDTO[],
  fuso: string,
  agora: Date,
  reimpressao = false,
): Ticket {
  const primeiro = itens[0]!;
  return {
    tipo,
    estacao: primeiro.estacao_nome,
    mesa: primeiro.mesa_numero,
    rotulo: primeiro.comanda,
    garcom: primeiro.funcionario,
    hora: tipo === 'cancelamento' || reimpressao ? agora.toISOString() : primeiro.enviado_em,
    fuso,
    reimpressao,
    itens: itens.map((i) => ({
      quantidade: i.quantidade,
      produto: i.produto_nome,
      sabores: i.sabores,
      adicionais: i.adicionais,
      observacoes: i.observacoes,
    })),
  };
}

/** Queues one job per printer and tells the agents after COMMIT; returns how many were queued. */
export async function enfileirar(
  tx: Tx,
  t: Tenant,
  tipo: TipoImpressao,
  impressoraIds: number[],
  conteudo: ConteudoImpressao,
): Promise<number> {
  if (impressoraIds.length === 0) return 0;
  const resumo = resumoImpressao(tipo, {
    mesa: 'mesa' in conteudo ? conteudo.mesa : null,
    rotulo: 'rotulo' in conteudo ? conteudo.rotulo : null,
    estacao: 'estacao' in conteudo ? conteudo.estacao : null,
    periodo: 'periodo' in conteudo ? conteudo.periodo : null,
    numero: 'numero' in conteudo ? conteudo.numero : null,
  });
  const payload = JSON.stringify(conteudo);
  const criados = await repo.inserirImpressoes(
    t,
    impressoraIds.map((impressora_id) => ({ impressora_id, tipo, payload, resumo })),
  );
  tx.emit({ empresaId: t.empresaId, nome: 'impressao:fila', payload: {} });
  return criados.length;
}

/** The active printers that print this kind of job, whatever the station (none: nothing is queued). */
export const impressorasDoTipo = async (t: Tenant, tipo: TipoImpressao): Promise<number[]> =>
  (await repo.impressorasDoTipo(t, tipo)).map((i) => i.id);

const NAO_IMPRIME: Record<TipoImpressao, string> = {
  producao: 'Esta impressora não imprime pedidos de produção',
  cancelamento: 'Esta impressora não imprime cancelamentos',
  conta: 'Esta impressora não imprime contas',
  caixa: 'Esta impressora não imprime o caixa',
  nfce: 'Esta impressora não imprime DANFE NFC-e',
};

/** The chosen printer, which must be on and print this kind of job ('Imprimir na impressora', 'Imprimir DANFE'). */
export async function exigirImpressora(t: Tenant, id: number, tipo: TipoImpressao): Promise<void> {
  const imp = await repo.impressoraAtiva(t, id);
  if (!imp) throw notFound('Impressora não encontrada');
  if (!imp.ativa) throw conflict('Impressora desativada');
  if (!imp.tipos.includes(tipo)) throw conflict(NAO_IMPRIME[tipo]);
}

/**
 * A production ticket (or a void) of one station: a job for every active printer that serves the station and prints
 * that kind. Every path that sends items to production or cancels them passes here (cozinha/producao.ts).
 */
export async function imprimirTicket(
  tx: Tx,
  t: Tenant,
  tipo: 'producao' | 'cancelamento',
  itens: ItemProducaoDTO[],
  agora: Date,
  reimpressao = false,
): Promise<number> {
  if (itens.length === 0) return 0;
  const impressoras = await repo.impressorasPara(t, tipo, itens[0]!.estacao_id);
  if (impressoras.length === 0) return 0;
  const fuso_horario = await fusoDaEmpresa(t);
  const ticket = ticketDe(tipo, itens, fuso_horario, agora, reimpressao);
  // a delivery's ticket carries its address, phone, notes and payment to collect (issue 39)
  const entrega = itens[0]!.tipo === 'entrega' ? await linhasParaImpressao(t, itens[0]!.venda_id) : undefined;
  return enfileirar(
    tx,
    t,
    tipo,
    impressoras.map((i) => i.id),
    entrega ? { ...ticket, entrega } : ticket,
  );
}

/** Items of several stations: one ticket per station. */
export async function imprimirPorEstacao(
  tx: Tx,
  t: Tenant,
  tipo: 'producao' | 'cancelamento',
  itens: ItemProducaoDTO[],
  agora: Date,
  reimpressao = false,
): Promise<number> {
  const porEstacao = new Map<number, ItemProducaoDTO[]>();
  for (const i of itens) porEstacao.set(i.estacao_id, [...(porEstacao.get(i.estacao_id) ?? []), i]);
  let n = 0;
  for (const doGrupo of porEstacao.values()) n += await imprimirTicket(tx, t, tipo, doGrupo, agora, reimpressao);
  return n;
}
