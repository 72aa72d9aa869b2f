import { resumoImpressao, type ConteudoImpressao, type ItemProducaoDTO, type TipoImpressao } from '@comanda/shared';
import type { Tx } from '../../db/transaction';
import type { Tenant } from '../../db/tenant';
import * as repo from './impressao.repo';
import { fusoDaEmpresa } from '../empresa/configuracoes';

/*
 * The print outbox (architecture rule 18): a job is written in the transaction of the change that causes it, so a
 * committed ticket always has its jobs and a rolled-back one never does. The agents are told after COMMIT.
 */

type Ticket = Extract<ConteudoImpressao, { tipo: 'producao' | 'cancelamento' }>;

/** The ticket of items of one station, as the paper shows it. */
export function ticketDe(
  tipo: 'producao' | 'cancelamento',
  itens: ItemProducaoDTO[],
  fuso: string,
  reimpressao = false,
): Ticket {
  const primeiro = itens[0]!;
  return {
    tipo,
    estacao: primeiro.estacao_nome,
    mesa: primeiro.mesa_numero,
    rotulo: primeiro.comanda,
    garcom: primeiro.funcionario,
    hora: tipo === 'cancelamento' || reimpressao ? new Date().toISOString() : primeiro.enviado_em,
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
  });
  const payload = JSON.stringify(conteudo);
  const criados = await repo.inserirImpressoes(
    t,
    impressoraIds.map((impressora_id) => ({ impressora_id, tipo, payload, resumo })),
  );
  tx.emit({ empresaId: t.empresaId, nome: 'impressao:fila', payload: {} });
  return criados.length;
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
  reimpressao = false,
): Promise<number> {
  if (itens.length === 0) return 0;
  const impressoras = await repo.impressorasPara(t, tipo, itens[0]!.estacao_id);
  if (impressoras.length === 0) return 0;
  const fuso_horario = await fusoDaEmpresa(t);
  return enfileirar(
    tx,
    t,
    tipo,
    impressoras.map((i) => i.id),
    ticketDe(tipo, itens, fuso_horario, reimpressao),
  );
}

/** Items of several stations: one ticket per station. */
export async function imprimirPorEstacao(
  tx: Tx,
  t: Tenant,
  tipo: 'producao' | 'cancelamento',
  itens: ItemProducaoDTO[],
  reimpressao = false,
): Promise<number> {
  const porEstacao = new Map<number, ItemProducaoDTO[]>();
  for (const i of itens) porEstacao.set(i.estacao_id, [...(porEstacao.get(i.estacao_id) ?? []), i]);
  let n = 0;
  for (const doGrupo of porEstacao.values()) n += await imprimirTicket(tx, t, tipo, doGrupo, reimpressao);
  return n;
}
