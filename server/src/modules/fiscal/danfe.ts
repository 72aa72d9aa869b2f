import {
  DadosFiscais,
  FORMA_PAGAMENTO_DANFE,
  MSG_FISCAL,
  rotuloComanda,
  type DanfeNfce,
  type ImpressoesCriadasDTO,
} from '@comanda/shared';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../context';
import type { NotasFiscaisTable } from '../../db/tables';
import { tenant, type Tenant } from '../../db/tenant';
import { withTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../errors';
import type { StaffSession } from '../../sessoes/sessao';
import { buscarVenda, exigirVenda } from '../comanda/comanda';
import { configuracoesDaEmpresa } from '../empresa/configuracoes';
import { enfileirar, exigirImpressora, impressorasDoTipo } from '../impressao/fila';
import { DadosFiscaisIncompletos, montarDocumento } from './documento';
import * as repo from './fiscal.repo';
import type { NotaFiscal } from './fiscal.repo';
import { DESCRICAO_HOMOLOGACAO } from './focusnfe';

/*
 * The DANFE NFC-e (issue 38): the note in the customer's hand, printed by the company's 'nfce' printers through the
 * print outbox (queued in the transaction that records the authorization, so once per authorization; 'Imprimir
 * DANFE' prints it again) and drawn as a PDF on screen (danfe-pdf.ts). Both lay out the same DanfeNfce.
 */

const SO_AUTORIZADA = 'Só uma NFC-e autorizada tem DANFE';

/** What the DANFE prints of the tab and the company: everything but the note's own identity. */
type PartesDanfe = Omit<
  DanfeNfce,
  'numero' | 'serie' | 'chave' | 'url_consulta' | 'qrcode' | 'emitida_em' | 'protocolo' | 'autorizada_em'
>;

const reais = (centavos: number) => Math.round(centavos) / 100;

/**
 * The note's lines, totals and payments as the note carried them (rebuilt by montarDocumento, the same function that
 * built what was sent: a closed tab with a note does not change), with the issuer and the consumer.
 */
async function partesDaNota(t: Tenant, nota: NotaFiscal): Promise<PartesDanfe> {
  const [config, empresa, venda] = await Promise.all([
    repo.lerConfig(t),
    configuracoesDaEmpresa(t, 'fantasia', 'razao_social', 'endereco', 'fuso_horario'),
    buscarVenda(t, nota.venda_id),
  ]);
  if (!config?.cnpj || !config.inscricao_estadual) throw new DadosFiscaisIncompletos(MSG_FISCAL.naoConfigurada);
  const padrao = DadosFiscais.safeParse(config.padrao);
  const doc = await montarDocumento(
    t,
    nota,
    {
      cnpj: config.cnpj,
      inscricao_estadual: config.inscricao_estadual,
      regime_tributario: config.regime_tributario,
      padrao: padrao.success ? padrao.data : null,
    },
    nota.autorizada_em ?? nota.criado_em,
  );
  const soma = (f: (i: (typeof doc.itens)[number]) => number) => doc.itens.reduce((s, i) => s + f(i), 0);
  const bruto = soma((i) => i.valor_bruto);
  const desconto = soma((i) => i.valor_desconto);
  const outras = soma((i) => i.valor_outras_despesas);
  return {
    tipo: 'nfce',
    ambiente: nota.ambiente,
    emitente: {
      razao_social: empresa.razao_social || empresa.fantasia,
      cnpj: config.cnpj,
      inscricao_estadual: config.inscricao_estadual,
      endereco: empresa.endereco,
    },
    itens: doc.itens.map((i) => ({
      codigo: i.codigo,
      // the note's XML says so on its first line in homologation (SEFAZ's rule), and the DANFE prints the XML
      descricao: nota.ambiente === 'homologacao' && i.numero === 1 ? DESCRICAO_HOMOLOGACAO : i.descricao,
      quantidade: i.quantidade,
      unidade: i.unidade,
      valor_unitario: reais(i.valor_unitario),
      valor_total: reais(i.valor_bruto),
    })),
    valor_total: reais(bruto),
    desconto: reais(desconto),
    acrescimos: reais(outras),
    valor_pagar: reais(bruto - desconto + outras),
    pagamentos: doc.pagamentos.map((p) => ({
      forma: FORMA_PAGAMENTO_DANFE[p.forma] ?? 'Outros',
      valor: reais(p.valor),
    })),
    troco: reais(doc.valor_troco),
    cpf: nota.cpf,
    fuso: empresa.fuso_horario,
    ...(venda ? { rotulo: rotuloComanda(venda) } : {}),
  };
}

/** A tag of the stored XML (nfeProc), for a note whose protocol came only there. */
const doXml = (xml: string | null | undefined, tag: string) =>
  (xml && new RegExp(`<${tag}>([^<]+)</${tag}>`).exec(xml)?.[1]) || null;

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** The whole DANFE: the tab's parts and the authorized note's identity, protocol and QR code. */
function danfeDe(partes: PartesDanfe, nota: NotaFiscal): DanfeNfce {
  return {
    ...partes,
    numero: nota.numero ?? '',
    serie: nota.serie ?? '',
    chave: nota.chave ?? '',
    url_consulta: nota.url_consulta ?? '',
    qrcode: nota.qrcode_url ?? nota.url_consulta ?? '',
    emitida_em: iso(nota.emitida_em ?? doXml(nota.xml, 'dhEmi') ?? nota.autorizada_em ?? nota.criado_em)!,
    protocolo: nota.protocolo ?? doXml(nota.xml, 'nProt'),
    autorizada_em: iso(nota.protocolo_em ?? doXml(nota.xml, 'dhRecbto') ?? nota.autorizada_em),
  };
}

/**
 * Records a sender's answer (under its lease, fiscal.repo.ts gravarComLease) and, when it authorizes the note, queues
 * its DANFE for every active 'nfce' printer in the same transaction: a note becomes 'autorizada' once, so its DANFE
 * prints once. The DANFE's parts are read before (a company without such a printer reads nothing more); if they
 * cannot be built, the authorization is recorded all the same and 'Imprimir DANFE' is left to the cashier.
 */
export async function gravarComDanfe(
  ctx: AppContext,
  t: Tenant,
  nota: NotaFiscal,
  lease: string,
  mudanca: Updateable<NotasFiscaisTable>,
): Promise<NotaFiscal | undefined> {
  if (mudanca.situacao !== 'autorizada') return repo.gravarComLease(t, nota.id, lease, mudanca);
  const impressoras = await impressorasDoTipo(t, 'nfce');
  // the same data that was just sent, so this fails only if the tab's fiscal data changed meanwhile: the note is
  // authorized all the same, and 'Imprimir DANFE' then says what is missing
  const partes = impressoras.length ? await partesDaNota(t, nota).catch(() => null) : null;
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const tt = tenant(tx.trx, t.empresaId);
    const gravada = await repo.gravarComLease(tt, nota.id, lease, mudanca);
    if (gravada && partes) await enfileirar(tx, tt, 'nfce', impressoras, danfeDe(partes, gravada));
    return gravada;
  });
}

/** The tab's authorized note (404 without a note or for another company's tab, 409 if not authorized). */
async function notaAutorizada(t: Tenant, vendaId: number): Promise<NotaFiscal> {
  await exigirVenda(t, vendaId);
  const nota = await repo.notaDaVenda(t, vendaId);
  if (!nota) throw notFound(MSG_FISCAL.semNota);
  if (nota.situacao !== 'autorizada') throw conflict(SO_AUTORIZADA, { situacao: nota.situacao });
  return nota;
}

async function montarDanfe(t: Tenant, nota: NotaFiscal): Promise<DanfeNfce> {
  try {
    return danfeDe(await partesDaNota(t, nota), nota);
  } catch (e) {
    if (e instanceof DadosFiscaisIncompletos) throw conflict(e.message);
    throw e;
  }
}

/** The DANFE of a tab's authorized note (the PDF on screen). */
export async function danfeDaVenda(ctx: AppContext, s: StaffSession, vendaId: number): Promise<DanfeNfce> {
  const t = tenant(ctx.db, s.empresaId);
  return montarDanfe(t, await notaAutorizada(t, vendaId));
}

/** 'Imprimir DANFE': the tab's authorized note again, on a chosen printer that prints DANFE NFC-e. */
export async function imprimirDanfe(
  ctx: AppContext,
  s: StaffSession,
  vendaId: number,
  impressoraId: number,
): Promise<ImpressoesCriadasDTO> {
  const t = tenant(ctx.db, s.empresaId);
  const danfe = await montarDanfe(t, await notaAutorizada(t, vendaId));
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const tt = tenant(tx.trx, s.empresaId);
    await exigirImpressora(tt, impressoraId, 'nfce');
    return { impressoes: await enfileirar(tx, tt, 'nfce', [impressoraId], danfe) };
  });
}
