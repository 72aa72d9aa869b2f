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
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, strToU8 } from 'fflate';
import type { AppContext } from '../../context';
import { tenant } from '../../db/tenant';
import { withTransaction } from '../../db/transaction';
import { AppError, conflict, notFound } from '../../errors';
import type { StaffSession } from '../../sessoes/sessao';
import { exigirVenda } from '../comanda/comanda';
import { fusoDaEmpresa } from '../empresa/configuracoes';
import { contaDaEmpresa, provedorDe } from './conta';
import { enviarNota, guardarXml } from './emissor';
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
    // the cashier's CPF, else the one already on the note, else the one a diner typed on the phone
    const cpf = input.cpf ?? existente?.cpf ?? venda.cpf_nota ?? null;
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
    // the cancellation event's XML is kept with the note's (fetched now, else by the sweep)
    caminho_xml_cancelamento: r.caminho_xml_cancelamento,
    xml_proxima_em: agora,
  });
  const dto = presentNota(gravada, mesa);
  ctx.bus.publish({ empresaId: s.empresaId, nome: 'fiscal:nota', payload: { nota: dto } });
  const guardado = await guardarXml(ctx, s.empresaId, gravada.id).catch(() => false);
  return guardado ? { ...dto, xml_guardado: true } : dto;
}

/** The manager's list of notes by creation day in the company's zone (`ate` included), newest first. */
export async function listar(ctx: AppContext, s: StaffSession, q: ListarNotasQuery): Promise<NotaFiscalDTO[]> {
  const t = tenant(ctx.db, s.empresaId);
  const linhas = await repo.listarNotas(t, { ...q, fuso: await fusoDaEmpresa(t) });
  return linhas.map((n) => presentNota(n, n.mesa_numero));
}

/**
 * The month's XMLs for the accountant (GET /api/fiscal/notas/xml.zip?mes=AAAA-MM): every note authorized in that
 * month of the company's zone, the cancelled ones with their cancellation event. A note whose XML the provider has not
 * yet given is named in FALTANDO.txt (the sweep keeps fetching it). Streamed: the XMLs are read and compressed 100 at
 * a time, each batch after the client took the previous one, so a month of thousands of notes never sits in memory.
 */
export async function zipDoMes(ctx: AppContext, s: StaffSession, mes: string): Promise<Readable> {
  const t = tenant(ctx.db, s.empresaId);
  const notas = await repo.xmlsDoMes(t, mes, await fusoDaEmpresa(t));
  const saida = new PassThrough();
  const zip = new Zip((erro, pedaco, fim) => {
    if (erro) return void saida.destroy(erro);
    saida.write(pedaco);
    if (fim) saida.end();
  });
  const arquivo = (nome: string, texto: string) => {
    // XML compresses well; a fixed date keeps the zip the same for the same notes
    const f = new ZipDeflate(nome, { level: 6 });
    f.mtime = ZIP_DATA;
    zip.add(f);
    f.push(strToU8(texto), true);
  };
  const nome = (n: { chave: string | null; ref: string }) => (n.chave ?? n.ref).replace(/[^A-Za-z0-9_-]/g, '');
  const escrever = async () => {
    const faltando: string[] = [];
    for (let i = 0; i < notas.length; i += LOTE_ZIP) {
      const lote = notas.slice(i, i + LOTE_ZIP);
      const xmls = new Map(
        (
          await repo.xmlsDasNotas(
            t,
            lote.map((n) => n.id),
          )
        ).map((x) => [x.id, x]),
      );
      for (const n of lote) {
        const x = xmls.get(n.id);
        if (x?.xml) arquivo(`${nome(n)}-nfe.xml`, x.xml);
        else faltando.push(`${n.ref} (${n.chave ?? 'sem chave'}): XML da nota ainda não recebido do provedor`);
        if (n.situacao !== 'cancelada') continue;
        if (x?.xml_cancelamento) arquivo(`${nome(n)}-can.xml`, x.xml_cancelamento);
        else faltando.push(`${n.ref} (${n.chave ?? 'sem chave'}): XML do cancelamento ainda não recebido do provedor`);
      }
      if (saida.writableNeedDrain) await once(saida, 'drain');
    }
    if (faltando.length) arquivo('FALTANDO.txt', faltando.join('\r\n') + '\r\n');
    zip.end();
  };
  escrever().catch((e: unknown) => saida.destroy(e as Error));
  return saida;
}

const ZIP_DATA = '1980-01-01T00:00:00Z';
const LOTE_ZIP = 100;
