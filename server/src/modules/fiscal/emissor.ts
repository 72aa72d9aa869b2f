import { randomUUID } from 'node:crypto';
import {
  ALERTA_PENDENTE_MS,
  MSG_FISCAL,
  esperaDaTentativa,
  textoNotaPendente,
  type NotaFiscalDTO,
} from '@comanda/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { NotasFiscaisTable } from '../../db/tables';
import { tenant } from '../../db/tenant';
import { withTransaction } from '../../db/transaction';
import { iniciarTrabalhador } from '../../trabalhador';
import type { Updateable } from 'kysely';
import { contaDaEmpresa, provedorDe } from './conta';
import { DadosFiscaisIncompletos, montarDocumento } from './documento';
import * as repo from './fiscal.repo';
import { notasDevidas, pendentesHaMuito, xmlsDevidos } from './fila.repo';
import { presentNota } from './fiscal.presenter';
import { gravarComDanfe } from './danfe';
import { ProvedorIndisponivel, type RespostaNota } from './provedor';

/*
 * The fiscal outbox's sender (architecture rules 18 and 23). A note is written 'pendente' in the closing
 * transaction; this sends it after commit, exactly once:
 * - one sender per note across instances: the row lock with SKIP LOCKED, then a lease on the row (enviando_por,
 *   enviando_ate) for the length of the call; a dead instance's lease runs out and another takes the note over;
 * - the reference derives from the tab, and a send whose answer never came (timeout, lost answer, crash) marks the
 *   note `incerta`: the next attempt reads the note at the provider (GET) before sending it again;
 * - a provider that is down leaves it pendente, retried with backoff (2 s doubling to 30 s) by the sweep.
 */

type Mudanca = Updateable<NotasFiscaisTable>;

/** What the provider's answer makes of the note. */
function aplicar(r: RespostaNota, agora: Date, tentativas: number): Mudanca {
  switch (r.situacao) {
    case 'autorizada':
      return {
        situacao: 'autorizada',
        incerta: false,
        numero: r.numero,
        serie: r.serie,
        chave: r.chave,
        url_consulta: r.url_consulta,
        qrcode_url: r.qrcode_url,
        caminho_xml: r.caminho_xml,
        codigo_sefaz: r.codigo,
        mensagem: null,
        autorizada_em: agora,
        // what the DANFE prints of SEFAZ's answer (danfe.ts); a read that does not say keeps what the send recorded
        protocolo: r.protocolo,
        protocolo_em: r.protocolo_em,
        ...(r.emitida_em ? { emitida_em: r.emitida_em } : {}),
        // its XML is fetched right after (guardarXml) and by the sweep until stored
        xml_proxima_em: agora,
      };
    case 'rejeitada':
      return { situacao: 'erro', incerta: false, codigo_sefaz: r.codigo, mensagem: r.mensagem };
    case 'cancelada':
      return {
        situacao: 'cancelada',
        incerta: false,
        codigo_sefaz: r.codigo,
        mensagem: r.mensagem,
        cancelada_em: agora,
        caminho_xml_cancelamento: r.caminho_xml_cancelamento,
        ...(r.caminho_xml ? { caminho_xml: r.caminho_xml } : {}),
        xml_proxima_em: agora,
      };
    case 'processando':
    case 'inexistente':
      return {
        incerta: true,
        mensagem: 'Aguardando a SEFAZ',
        proxima_tentativa_em: new Date(agora.getTime() + esperaDaTentativa(tentativas)),
      };
  }
}

/**
 * Sends one due note (or reads it first when a previous send's answer was lost) and records the answer. Answers the
 * note as it was left, or null when it was not this caller's to send (not due, or another sender holds it).
 */
export async function enviarNota(ctx: AppContext, empresaId: number, notaId: number): Promise<NotaFiscalDTO | null> {
  const agora = ctx.relogio.agora();
  const lease = randomUUID();
  const tomada = await withTransaction(ctx.db, ctx.bus, async ({ trx }) => {
    const t = tenant(trx, empresaId);
    const n = await repo.travarParaEnvio(t, notaId, agora);
    if (!n) return null;
    // the lease outlives the provider's timeout, so a live sender never loses its note midway
    const ate = new Date(agora.getTime() + ctx.config.fiscal.timeoutMs + 10_000);
    await repo.atualizarNota(t, n.id, {
      enviando_por: lease,
      enviando_ate: ate,
      tentativas: n.tentativas + 1,
      // written before the call: if this process dies mid-call, the next sender reads before it sends
      incerta: true,
    });
    return n;
  });
  if (!tomada) return null;
  const t = tenant(ctx.db, empresaId);
  const tentativas = tomada.tentativas + 1;
  const adiar = (mensagem: string, incerta: boolean): Mudanca => ({
    incerta,
    mensagem,
    proxima_tentativa_em: new Date(agora.getTime() + esperaDaTentativa(tentativas)),
  });
  let mudanca: Mudanca;
  // the dhEmi of the document this attempt sent, if it sent one (an unanswered send may still be authorized)
  let emitidaEm: string | undefined;
  const conta = await contaDaEmpresa(ctx, t);
  if (!conta) {
    mudanca = adiar(MSG_FISCAL.naoConfigurada, tomada.incerta);
  } else {
    const provedor = provedorDe(ctx);
    try {
      const lida = tomada.incerta ? await provedor.consultar(conta, tomada.ref) : null;
      if (lida && lida.situacao !== 'inexistente') {
        mudanca = aplicar(lida, agora, tentativas);
      } else {
        const doc = await montarDocumento(t, tomada, conta, agora);
        emitidaEm = doc.data_emissao;
        mudanca = aplicar(await provedor.emitir(conta, tomada.ref, doc), agora, tentativas);
      }
    } catch (e) {
      if (e instanceof DadosFiscaisIncompletos)
        mudanca = { situacao: 'erro', incerta: false, codigo_sefaz: null, mensagem: e.message };
      else if (e instanceof ProvedorIndisponivel) mudanca = adiar(e.message, true);
      else throw e;
    }
  }
  if (emitidaEm) mudanca = { emitida_em: emitidaEm, ...mudanca };
  // an authorization queues its DANFE for the company's 'nfce' printers in the same transaction
  const gravada = await gravarComDanfe(ctx, t, tomada, lease, mudanca);
  if (!gravada) return null;
  const nota = presentNota(gravada, await repo.mesaDaVenda(t, gravada.venda_id));
  ctx.bus.publish({ empresaId, nome: 'fiscal:nota', payload: { nota } });
  // the XML right away (the sweep retries it if this fails); the answer says whether it is stored
  if (gravada.xml_proxima_em && (await guardarXml(ctx, empresaId, gravada.id).catch(() => false)))
    return { ...nota, xml_guardado: true };
  return nota;
}

/**
 * Fetches and stores a note's missing XMLs (the authorized note's, the cancellation's): the company must keep them for
 * 5 years. One fetcher at a time: claiming the job moves `xml_proxima_em` past the call, so another instance's sweep
 * passes it over. A failure leaves it due again with backoff (a claim that died with its caller comes due when its
 * claim runs out), so an XML is never lost, only late. Answers whether every XML the note needs is stored.
 */
export async function guardarXml(ctx: AppContext, empresaId: number, notaId: number): Promise<boolean> {
  const agora = ctx.relogio.agora();
  const t = tenant(ctx.db, empresaId);
  const n = await repo.tomarXml(t, notaId, agora, new Date(agora.getTime() + ctx.config.fiscal.timeoutMs + 10_000));
  if (!n) return false;
  const depois = (falta: boolean) => (falta ? new Date(agora.getTime() + esperaDaTentativa(n.xml_tentativas)) : null);
  const conta = await contaDaEmpresa(ctx, t);
  if (!conta) {
    await repo.gravarXml(t, n.id, { xml_proxima_em: depois(true) });
    return false;
  }
  const provedor = provedorDe(ctx);
  let { caminho_xml, caminho_xml_cancelamento } = n;
  const querCancelamento = n.situacao === 'cancelada';
  const gravar: { xml?: string; xml_cancelamento?: string } = {};
  try {
    // a path the answer did not carry is asked of the provider (GET the note)
    if ((!n.xml && !caminho_xml) || (querCancelamento && !caminho_xml_cancelamento)) {
      const lida = await provedor.consultar(conta, n.ref);
      if (lida.situacao === 'autorizada' || lida.situacao === 'cancelada') caminho_xml ??= lida.caminho_xml;
      if (lida.situacao === 'cancelada') caminho_xml_cancelamento ??= lida.caminho_xml_cancelamento;
    }
    if (!n.xml && caminho_xml) gravar.xml = await provedor.baixarXml(conta, caminho_xml);
    if (querCancelamento && !n.xml_cancelamento && caminho_xml_cancelamento)
      gravar.xml_cancelamento = await provedor.baixarXml(conta, caminho_xml_cancelamento);
  } catch (e) {
    if (!(e instanceof ProvedorIndisponivel)) throw e;
  }
  const falta = !(n.xml ?? gravar.xml) || (querCancelamento && !(n.xml_cancelamento ?? gravar.xml_cancelamento));
  await repo.gravarXml(t, n.id, {
    ...gravar,
    caminho_xml,
    caminho_xml_cancelamento,
    xml_proxima_em: depois(falta),
  });
  return !falta;
}

/**
 * Managers hear of a note still pendente 10 minutes after the close (once per note), where the kitchen's and the
 * printers' alerts reach them.
 */
async function alertarPendentes(ctx: AppContext): Promise<number> {
  const agora = ctx.relogio.agora();
  const notas = await pendentesHaMuito(ctx.db, new Date(agora.getTime() - ALERTA_PENDENTE_MS), agora);
  for (const n of notas)
    ctx.bus.publish({
      empresaId: n.empresa_id,
      nome: 'fiscal:alerta',
      payload: { mensagem: textoNotaPendente(n.rotulo), venda_id: n.venda_id, nota_id: n.id },
    });
  return notas.length;
}

/**
 * Sends every due note of every company (each leased on its own), fetches the XMLs still missing and alerts the
 * managers of notes pending too long; answers how many notes it sent.
 */
export async function varrer(ctx: AppContext, limite = 50): Promise<number> {
  const devidas = await notasDevidas(ctx.db, ctx.relogio.agora(), limite);
  let n = 0;
  for (const d of devidas) if (await enviarNota(ctx, d.empresa_id, d.id)) n++;
  for (const d of await xmlsDevidos(ctx.db, ctx.relogio.agora(), limite)) await guardarXml(ctx, d.empresa_id, d.id);
  await alertarPendentes(ctx);
  return n;
}

/**
 * Starts the sender of this app: a note queued by a close on this instance goes out right after its commit; the
 * sweep (every FISCAL_INTERVALO_MS; 0 = off) sends retries, notes queued on other instances and those a restart left.
 * Returns the stop function: a send still waiting on the provider is left to its lease (the note is `incerta`, so the
 * next sender reads it before sending), so a shutdown never waits on the provider.
 */
export function iniciarEmissor(ctx: AppContext, log: (e: unknown) => void): () => Promise<void> {
  return iniciarTrabalhador({
    log,
    intervaloMs: ctx.config.fiscal.intervaloMs,
    rodada: () => varrer(ctx),
    ouvir: (rodar) =>
      ctx.bus.subscribe((e) => {
        // a note just queued (never tried) by this instance: send it now, after the commit that published this
        if (e.nome === 'fiscal:nota' && e.payload.nota.situacao === 'pendente' && e.payload.nota.tentativas === 0) {
          const { empresaId } = e;
          const id = e.payload.nota.id;
          setImmediate(() => rodar(() => enviarNota(ctx, empresaId, id)));
        }
      }),
  });
}

/** buildApp's one line: the sender starts with the app and stops (its sends given a moment) when the app closes. */
export function ligarEmissorFiscal(app: FastifyInstance, ctx: AppContext): void {
  app.addHook(
    'onClose',
    iniciarEmissor(ctx, (e) => app.log.error(e, 'envio de NFC-e')),
  );
}
