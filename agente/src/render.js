// @ts-check
import CodepageEncoder from '@point-of-sale/codepage-encoder';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { colunasDaLargura, dinheiroImpresso, rotuloDoTrabalho } from '@comanda/shared/impressao/protocolo';
import { danfe } from './danfe.js';
import { linhaValor } from './linha-valor.js';

/**
 * @typedef {import('@comanda/shared').TrabalhoImpressao} TrabalhoImpressao
 * @typedef {import('@comanda/shared').ConteudoImpressao} ConteudoImpressao
 * @typedef {Extract<ConteudoImpressao, { tipo: 'producao' | 'cancelamento' }>} Ticket
 * @typedef {Extract<ConteudoImpressao, { tipo: 'conta' }>} Conta
 * @typedef {Extract<ConteudoImpressao, { tipo: 'caixa' }>} Caixa
 */

/** The printer's code page names as the encoder knows them (ESC t n numbers: Epson's table, which most clones follow). */
const PAGINAS = /** @type {const} */ ({ CP860: 'cp860', CP850: 'cp850', CP858: 'cp858', WINDOWS1252: 'windows1252' });

/** @typedef {(typeof PAGINAS)[keyof typeof PAGINAS]} Pagina */

/** @type {Map<Pagina, Set<number>>} */
const imprimiveis = new Map();

/**
 * The code points a page prints as a glyph: those the encoder's own table (`CodepageEncoder.getEncoding(...).codepoints`,
 * byte -> code point) has at a byte at or above 0x20 other than DEL, and that its `encode` sends as that byte. Below
 * 0x20 the DOS pages draw pictures (← is ESC, ↔ GS, ► DLE, ☺ 0x01) and WINDOWS1252 has the controls themselves: a
 * printer reads those bytes as commands. A character a page has twice (¶ and § in CP850 and CP858) is encoded as its
 * first byte, below 0x20, so it is left out. U+FFFD marks the bytes a page leaves undefined.
 * @param {Pagina} pagina
 */
function imprimiveisDa(pagina) {
  const feito = imprimiveis.get(pagina);
  if (feito) return feito;
  /** @type {Set<number>} */
  const conjunto = new Set();
  CodepageEncoder.getEncoding(pagina).codepoints.forEach((ponto, byte) => {
    if (byte < 0x20 || byte === 0x7f || ponto === 0xfffd) return;
    const [codigo] = CodepageEncoder.encode(String.fromCodePoint(ponto), pagina);
    if (codigo === byte) conjunto.add(ponto);
  });
  imprimiveis.set(pagina, conjunto);
  return conjunto;
}

/**
 * Typographic punctuation a DOS page lacks, printed as its plain ASCII look-alike instead of '?' (the DANFE's
 * 'HOMOLOGAÇÃO – SEM VALOR FISCAL' on CP860). One character for one, so a line keeps its width.
 * @type {Readonly<Record<string, string>>}
 */
const PARECIDOS = { '–': '-', '—': '-', '‒': '-', '−': '-', '‘': "'", '’': "'", '“': '"', '”': '"' };

/**
 * Text as the page prints it: each character the page has as a glyph at or above 0x20 stays, a dash or quote it lacks
 * becomes its ASCII look-alike, anything else (controls, the pictures the page keeps below 0x20, characters it lacks)
 * becomes one '?'. Line breaks (\n, \r\n, \r) stay as \n, which the encoder turns into its own new line.
 * @param {string} texto @param {Pagina} pagina
 */
export function paraPagina(texto, pagina) {
  const conjunto = imprimiveisDa(pagina);
  let saida = '';
  for (const c of texto.replace(/\r\n?/g, '\n'))
    saida += c === '\n' || conjunto.has(/** @type {number} */ (c.codePointAt(0))) ? c : (PARECIDOS[c] ?? '?');
  return saida;
}

/** @param {string} iso @param {string} fuso @param {boolean} [comData] */
const hora = (iso, fuso, comData = false) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: fuso,
    hour: '2-digit',
    minute: '2-digit',
    ...(comData && { day: '2-digit', month: '2-digit', year: 'numeric' }),
  })
    .format(new Date(iso))
    .replace(',', '');

/**
 * One copy of a job as ESC/POS bytes: the paper's columns (48 on 80 mm, 32 on 58 mm: the shared protocol's), text in
 * the printer's code page.
 * @param {TrabalhoImpressao} job
 * @returns {Uint8Array}
 */
export function renderizar(job) {
  const colunas = colunasDaLargura(job.impressora.largura);
  const pagina = PAGINAS[job.impressora.pagina_codigo] ?? 'cp860';
  const e = new ReceiptPrinterEncoder({ columns: colunas, codepageMapping: 'epson', newline: '\n' });
  e.initialize().codepage(pagina);
  /** @type {Texto} every text goes through it, names and notes typed by people above all */
  const t = (texto) => paraPagina(texto, pagina);
  const c = job.conteudo;
  if (c.tipo === 'conta') conta(e, t, c, colunas);
  else if (c.tipo === 'caixa') caixa(e, t, c, colunas);
  else if (c.tipo === 'nfce') danfe(e, t, c, colunas);
  else ticket(e, t, c);
  return e.newline(3).cut('partial').encode();
}

/** @typedef {(texto: string) => string} Texto text as the printer's page prints it (paraPagina) */

/**
 * A production ticket (or a void) in large type: station, table, waiter and time, then each item.
 * @param {ReceiptPrinterEncoder} e @param {Texto} t @param {Ticket} k
 */
function ticket(e, t, k) {
  e.align('center').bold(true).size(2, 2).line(t(k.estacao.toUpperCase()));
  if (k.tipo === 'cancelamento') e.invert(true).line(' CANCELADO ').invert(false);
  e.line(t(rotuloDoTrabalho(k)))
    .size(1, 1)
    .bold(false);
  if (k.reimpressao) e.bold(true).line(t('*** REIMPRESSÃO ***')).bold(false);
  e.line(t(`${k.garcom} · ${hora(k.hora, k.fuso)}`))
    .align('left')
    .rule();
  entrega(e, t, k.entrega);
  for (const i of k.itens) {
    e.bold(true)
      .size(2, 2)
      .line(t(`${i.quantidade}x ${i.produto}`))
      .size(1, 1)
      .bold(false);
    if (i.sabores.length)
      e.size(1, 2)
        .line(t(`  Sabores: ${i.sabores.join(', ')}`))
        .size(1, 1);
    for (const a of i.adicionais)
      e.size(1, 2)
        .line(t(`  + ${a.quantidade}x ${a.nome}`))
        .size(1, 1);
    if (i.observacoes)
      e.bold(true)
        .size(1, 2)
        .line(t(`  OBS: ${i.observacoes}`))
        .size(1, 1)
        .bold(false);
  }
  e.rule();
}

/**
 * A delivery's lines (issue 39: phone, address, notes, what to collect) in bold under the header, then a rule.
 * @param {ReceiptPrinterEncoder} e @param {Texto} t @param {string[] | undefined} linhas
 */
function entrega(e, t, linhas) {
  if (!linhas?.length) return;
  e.bold(true);
  for (const l of linhas) e.line(t(l));
  e.bold(false).rule();
}

/**
 * The pre-bill with the PIX QR code of what is still due.
 * @param {ReceiptPrinterEncoder} e @param {Texto} t @param {Conta} c @param {number} colunas
 */
function conta(e, t, c, colunas) {
  e.align('center').bold(true).size(2, 2).line(t(c.empresa)).size(1, 1);
  e.line(t('PRÉ-CONTA')).bold(false).line(t('Não é documento fiscal'));
  e.line(t(`${rotuloDoTrabalho(c)} · ${c.cliente}`)).line(t(`Abertura: ${hora(c.abertura, c.fuso, true)}`));
  e.align('left').rule();
  entrega(e, t, c.entrega);
  for (const i of c.itens) linhaValor(e, t, `${i.quantidade}x ${i.produto}`, dinheiroImpresso(i.total), colunas);
  e.rule();
  linhaValor(e, t, 'Subtotal', dinheiroImpresso(c.subtotal), colunas);
  if (c.taxa_servico) linhaValor(e, t, 'Taxa de serviço', dinheiroImpresso(c.taxa_servico), colunas);
  if (c.desconto) linhaValor(e, t, 'Desconto', `- ${dinheiroImpresso(c.desconto)}`, colunas);
  if (c.taxa_entrega) linhaValor(e, t, 'Taxa de entrega', dinheiroImpresso(c.taxa_entrega), colunas);
  // a numbered card below its minimum spend (issue 37): the difference, charged as its own line
  if (c.consumacao_minima) linhaValor(e, t, 'Consumação mínima', dinheiroImpresso(c.consumacao_minima), colunas);
  e.bold(true);
  linhaValor(e, t, 'TOTAL', dinheiroImpresso(c.total), colunas);
  e.bold(false);
  if (c.pago) {
    linhaValor(e, t, 'Pago', dinheiroImpresso(c.pago), colunas);
    linhaValor(e, t, 'Restante', dinheiroImpresso(c.restante), colunas);
  }
  if (c.pix) {
    // the QR code's data is a length-prefixed block of its own command, not text: the payload goes as it is
    e.newline().align('center').bold(true).line('Pague com PIX').bold(false);
    e.qrcode(c.pix, { model: 2, size: colunas === 32 ? 5 : 6, errorlevel: 'm' });
    e.align('left');
  }
}

/**
 * The cash-up summary.
 * @param {ReceiptPrinterEncoder} e @param {Texto} t @param {Caixa} c @param {number} colunas
 */
function caixa(e, t, c, colunas) {
  e.align('center').bold(true).size(2, 2).line(t(c.empresa)).size(1, 1);
  e.line('FECHAMENTO DE CAIXA')
    .bold(false)
    .line(t(c.periodo))
    .line(t(`Emitido em ${hora(c.emitido_em, c.fuso, true)}`));
  e.align('left').rule();
  for (const l of c.linhas) linhaValor(e, t, l.rotulo, dinheiroImpresso(l.valor), colunas);
  e.rule();
  linhaValor(e, t, 'Comandas fechadas', String(c.comandas), colunas);
  e.bold(true);
  linhaValor(e, t, 'TOTAL DE VENDAS', dinheiroImpresso(c.total), colunas);
  e.bold(false);
}
