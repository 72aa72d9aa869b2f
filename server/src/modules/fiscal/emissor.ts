import { randomUUID } from 'node:crypto';
import { MSG_FISCAL, esperaDaTentativa, type NotaFiscalDTO } from '@comanda/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { NotasFiscaisTable } from '../../db/tables';
import { tenant } from '../../db/tenant';
import { withTransaction } from '../../db/transaction';
import type { Updateable } from 'kysely';
import { contaDaEmpresa, provedorDe } from './conta';
import { DadosFiscaisIncompletos, montarDocumento } from './documento';
import * as repo from './fiscal.repo';
import { notasDevidas } from './fila.repo';
import { presentNota } from './fiscal.presenter';
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

/** How long closing the app waits for the sends in flight (well inside the 9 s shutdown budget, encerramento.ts). */
const ESPERA_AO_PARAR_MS = 2_000;

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
        mudanca = aplicar(await provedor.emitir(conta, tomada.ref, doc), agora, tentativas);
      }
    } catch (e) {
      if (e instanceof DadosFiscaisIncompletos)
        mudanca = { situacao: 'erro', incerta: false, codigo_sefaz: null, mensagem: e.message };
      else if (e instanceof ProvedorIndisponivel) mudanca = adiar(e.message, true);
      else throw e;
    }
  }
  const gravada = await repo.gravarComLease(t, tomada.id, lease, mudanca);
  if (!gravada) return null;
  const nota = presentNota(gravada, await repo.mesaDaVenda(t, gravada.venda_id));
  ctx.bus.publish({ empresaId, nome: 'fiscal:nota', payload: { nota } });
  return nota;
}

/** Sends every due note of every company (each leased on its own); answers how many it handled. */
export async function varrer(ctx: AppContext, limite = 50): Promise<number> {
  const devidas = await notasDevidas(ctx.db, ctx.relogio.agora(), limite);
  let n = 0;
  for (const d of devidas) if (await enviarNota(ctx, d.empresa_id, d.id)) n++;
  return n;
}

/**
 * Starts the sender of this app: a note queued by a close on this instance goes out right after its commit; the
 * sweep (every FISCAL_INTERVALO_MS; 0 = off) sends retries, notes queued on other instances and those a restart left.
 * Returns the stop function, which gives the sends in flight a moment to write their answers.
 */
export function iniciarEmissor(ctx: AppContext, log: (e: unknown) => void): () => Promise<void> {
  let parado = false;
  const emAndamento = new Set<Promise<unknown>>();
  const rodar = (p: () => Promise<unknown>) => {
    if (parado) return;
    const tarefa = p()
      .catch(log)
      .finally(() => emAndamento.delete(tarefa));
    emAndamento.add(tarefa);
  };
  const cancelar = ctx.bus.subscribe((e) => {
    // a note just queued (never tried) by this instance: send it now, after the commit that published this
    if (e.nome === 'fiscal:nota' && e.payload.nota.situacao === 'pendente' && e.payload.nota.tentativas === 0) {
      const { empresaId } = e;
      const id = e.payload.nota.id;
      setImmediate(() => rodar(() => enviarNota(ctx, empresaId, id)));
    }
  });
  let varrendo = false;
  const intervalo = ctx.config.fiscal.intervaloMs;
  const timer =
    intervalo > 0
      ? setInterval(() => {
          if (varrendo) return;
          varrendo = true;
          rodar(() => varrer(ctx).finally(() => (varrendo = false)));
        }, intervalo)
      : undefined;
  timer?.unref();
  return async () => {
    parado = true;
    cancelar();
    if (timer) clearInterval(timer);
    // a send in flight gets a moment to write its answer; one still waiting on the provider is left to its lease (the
    // note is `incerta`: the next sender reads it before sending), so a shutdown never waits on the provider
    let prazo: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...emAndamento]),
      new Promise((r) => (prazo = setTimeout(r, ESPERA_AO_PARAR_MS).unref())),
    ]);
    clearTimeout(prazo);
  };
}

/** buildApp's one line: the sender starts with the app and stops (its sends given a moment) when the app closes. */
export function ligarEmissorFiscal(app: FastifyInstance, ctx: AppContext): void {
  app.addHook(
    'onClose',
    iniciarEmissor(ctx, (e) => app.log.error(e, 'envio de NFC-e')),
  );
}
