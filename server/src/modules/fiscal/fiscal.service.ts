import {
  MSG_FISCAL,
  PRAZO_CANCELAMENTO_NFCE_MS,
  refDaNota,
  type CancelarNfceInput,
  type EmitirNfceInput,
  type FiscalConfigDTO,
  type FiscalConfigInput,
  type FiscalEmissaoDTO,
  type ListarNotasQuery,
  type NotaFiscalDTO,
} from '@comanda/shared';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import { tenant } from '../../db/tenant';
import { withTransaction } from '../../db/transaction';
import { AppError, conflict, notFound } from '../../errors';
import type { StaffSession } from '../../sessoes/sessao';
import { exigirVenda } from '../comanda/comanda';
import { fusoDaEmpresa } from '../empresa/configuracoes';
import { contaDaEmpresa, provedorDe } from './conta';
import { enviarNota } from './emissor';
import * as repo from './fiscal.repo';
import { presentConfig, presentNota } from './fiscal.presenter';
import { ProvedorIndisponivel } from './provedor';
import { chaveFiscal, cifrar } from './segredo';

const indisponivel = () => new AppError(503, 'Serviço indisponível', MSG_FISCAL.provedorIndisponivel, undefined, 5);

export async function lerConfig(ctx: AppContext, s: StaffSession): Promise<FiscalConfigDTO> {
  return presentConfig(await repo.lerConfig(tenant(ctx.db, s.empresaId)));
}

/** Whether the company emits notes and how (the cashier's screen offers 'Emitir NFC-e' by it). */
export async function emissao(ctx: AppContext, s: StaffSession): Promise<FiscalEmissaoDTO> {
  const c = presentConfig(await repo.lerConfig(tenant(ctx.db, s.empresaId)));
  return { ativo: c.ativo && c.token_configurado, emissao: c.emissao, ambiente: c.ambiente };
}

/** Saves the settings; a token given replaces the stored one (encrypted), none keeps it. */
export async function salvarConfig(
  ctx: AppContext,
  s: StaffSession,
  input: FiscalConfigInput,
): Promise<FiscalConfigDTO> {
  return withTransaction(ctx.db, ctx.bus, async ({ trx }) => {
    const t = tenant(trx, s.empresaId);
    const atual = await repo.lerConfig(t);
    const token_cifrado = input.token
      ? cifrar(chaveFiscal(ctx.config), s.empresaId, input.token)
      : (atual?.token_cifrado ?? null);
    if (input.ativo && !token_cifrado) throw conflict('Informe o token do provedor fiscal para ativar a emissão');
    const salva = await repo.gravarConfig(
      t,
      {
        ativo: input.ativo,
        provedor: input.provedor,
        ambiente: input.ambiente,
        token_cifrado,
        cnpj: input.cnpj,
        inscricao_estadual: input.inscricao_estadual.toUpperCase(),
        regime_tributario: input.regime_tributario,
        emissao: input.emissao,
        padrao: JSON.stringify(input.padrao),
      },
      ctx.relogio.agora(),
    );
    return presentConfig(salva);
  });
}

/** A closed tab's note; another company's tab (or none) is 404. */
export async function notaDaVenda(ctx: AppContext, s: StaffSession, vendaId: number): Promise<NotaFiscalDTO> {
  const t = tenant(ctx.db, s.empresaId);
  const venda = await exigirVenda(t, vendaId);
  const nota = await repo.notaDaVenda(t, vendaId);
  if (!nota) throw notFound(MSG_FISCAL.semNota);
  return presentNota(nota, venda.mesa_numero);
}

/**
 * 'Emitir NFC-e' / 'Reenviar': queues the tab's note (a rejected one again, rebuilt from the current data, with the
 * same reference), then sends it at once and answers what the provider said. Safe to repeat: an authorized note (or
 * one being sent) is answered as it is.
 */
export async function emitir(
  ctx: AppContext,
  s: StaffSession,
  vendaId: number,
  input: EmitirNfceInput,
): Promise<NotaFiscalDTO> {
  const agora = ctx.relogio.agora();
  const { nota, enviar } = await withTransaction(ctx.db, ctx.bus, async ({ trx }) => {
    const t = tenant(trx, s.empresaId);
    const venda = await exigirVenda(t, vendaId);
    if (venda.situacao !== 'F') throw conflict(MSG_FISCAL.comandaNaoFechada);
    const c = await repo.lerConfig(t);
    if (!c?.ativo || !c.token_cifrado) throw conflict(MSG_FISCAL.naoConfigurada);
    const existente = await repo.travarNotaDaVenda(t, vendaId);
    const cpf = input.cpf ?? existente?.cpf ?? null;
    let n = existente;
    if (!existente) {
      n = await repo.inserirNota(t, {
        venda_id: vendaId,
        ref: refDaNota(s.empresaId, vendaId),
        ambiente: c.ambiente,
        cpf,
        valor_total: venda.total,
        criado_em: agora,
        proxima_tentativa_em: agora,
      });
    } else if (existente.situacao === 'cancelada') {
      throw conflict(MSG_FISCAL.cancelada);
    } else if (existente.situacao === 'erro') {
      n = await repo.atualizarNota(t, existente.id, {
        situacao: 'pendente',
        cpf,
        mensagem: null,
        codigo_sefaz: null,
        proxima_tentativa_em: agora,
      });
    } else if (existente.situacao === 'pendente' && !(existente.enviando_ate && existente.enviando_ate > agora)) {
      // waiting for a retry: now, with the CPF if one came
      n = await repo.atualizarNota(t, existente.id, { cpf, proxima_tentativa_em: agora });
    } else {
      return { nota: presentNota(existente, venda.mesa_numero), enviar: false };
    }
    // no event yet: the send below publishes the note's state (and the sender's own kick is for closes only)
    return { nota: presentNota(n!, venda.mesa_numero), enviar: true };
  });
  if (!enviar) return nota;
  return (await enviarNota(ctx, s.empresaId, nota.id)) ?? notaDaVenda(ctx, s, vendaId);
}

/**
 * Cancels an authorized note within 30 minutes of its authorization (SEFAZ's window): DELETE at the provider, under
 * the note's lease so two cancellations (or a sender) never cross. A lost answer is read back before giving up.
 */
export async function cancelar(
  ctx: AppContext,
  s: StaffSession,
  vendaId: number,
  input: CancelarNfceInput,
): Promise<NotaFiscalDTO> {
  const agora = ctx.relogio.agora();
  const lease = randomUUID();
  const { nota, mesa } = await withTransaction(ctx.db, ctx.bus, async ({ trx }) => {
    const t = tenant(trx, s.empresaId);
    const venda = await exigirVenda(t, vendaId);
    const n = await repo.travarNotaDaVenda(t, vendaId);
    if (!n) throw notFound(MSG_FISCAL.semNota);
    if (n.situacao !== 'autorizada') throw conflict(MSG_FISCAL.naoAutorizada);
    if (!n.autorizada_em || agora.getTime() - n.autorizada_em.getTime() > PRAZO_CANCELAMENTO_NFCE_MS)
      throw conflict(MSG_FISCAL.prazoCancelamento);
    if (n.enviando_ate && n.enviando_ate > agora) throw conflict('O cancelamento desta nota já está em andamento');
    const ate = new Date(agora.getTime() + ctx.config.fiscal.timeoutMs + 10_000);
    await repo.atualizarNota(t, n.id, { enviando_por: lease, enviando_ate: ate });
    return { nota: n, mesa: venda.mesa_numero };
  });
  const t = tenant(ctx.db, s.empresaId);
  const soltar = () => repo.gravarComLease(t, nota.id, lease, {});
  const conta = await contaDaEmpresa(ctx, t);
  if (!conta) {
    await soltar();
    throw conflict(MSG_FISCAL.naoConfigurada);
  }
  const provedor = provedorDe(ctx);
  let r;
  try {
    r = await provedor.cancelar(conta, nota.ref, input.justificativa);
  } catch (e) {
    if (!(e instanceof ProvedorIndisponivel)) {
      await soltar();
      throw e;
    }
    // the DELETE may have been done: read the note before answering that it was not
    r = await provedor.consultar(conta, nota.ref).catch(() => null);
    if (r?.situacao !== 'cancelada') {
      await soltar();
      throw indisponivel();
    }
  }
  if (r.situacao !== 'cancelada') {
    await soltar();
    throw conflict(
      r.situacao === 'rejeitada'
        ? `Cancelamento recusado: ${r.mensagem}`
        : 'O provedor fiscal não confirmou o cancelamento',
    );
  }
  // the provider confirmed it: recorded whoever holds the row now
  const gravada = await repo.atualizarNota(t, nota.id, {
    situacao: 'cancelada',
    cancelada_em: agora,
    justificativa_cancelamento: input.justificativa,
    codigo_sefaz: r.codigo,
    mensagem: r.mensagem,
    enviando_por: null,
    enviando_ate: null,
  });
  const dto = presentNota(gravada, mesa);
  ctx.bus.publish({ empresaId: s.empresaId, nome: 'fiscal:nota', payload: { nota: dto } });
  return dto;
}

/** The manager's list of notes by creation day in the company's zone (`ate` included), newest first. */
export async function listar(ctx: AppContext, s: StaffSession, q: ListarNotasQuery): Promise<NotaFiscalDTO[]> {
  const t = tenant(ctx.db, s.empresaId);
  const linhas = await repo.listarNotas(t, { ...q, fuso: await fusoDaEmpresa(t) });
  return linhas.map((n) => presentNota(n, n.mesa_numero));
}
