// @ts-check
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';

/**
 * @typedef {import('@comanda/shared').TrabalhoImpressao} TrabalhoImpressao
 * @typedef {import('@comanda/shared').ConteudoImpressao} ConteudoImpressao
 * @typedef {Extract<ConteudoImpressao, { tipo: 'producao' | 'cancelamento' }>} Ticket
 * @typedef {Extract<ConteudoImpressao, { tipo: 'conta' }>} Conta
 * @typedef {Extract<ConteudoImpressao, { tipo: 'caixa' }>} Caixa
 */

/** The printer's code page names as the encoder knows them (ESC t n numbers: Epson's table, which most clones follow). */
const PAGINAS = /** @type {const} */ ({ CP860: 'cp860', CP850: 'cp850', CP858: 'cp858', WINDOWS1252: 'windows1252' });

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** @param {number} v */
const dinheiro = (v) => brl.format(v).replace(/\u00a0/g, ' ');
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
/** @param {number | null} mesa */
const nomeMesa = (mesa) => (mesa == null ? 'Balcão' : `Mesa ${String(mesa).padStart(2, '0')}`);

/**
 * One copy of a job as ESC/POS bytes: 48 columns on 80 mm paper, 32 on 58 mm, text in the printer's code page.
 * @param {TrabalhoImpressao} job
 * @returns {Uint8Array}
 */
export function renderizar(job) {
  const colunas = job.impressora.largura === 58 ? 32 : 48;
  const pagina = PAGINAS[job.impressora.pagina_codigo] ?? 'cp860';
  const e = new ReceiptPrinterEncoder({ columns: colunas, codepageMapping: 'epson', newline: '\n' });
  e.initialize().codepage(pagina);
  const c = job.conteudo;
  if (c.tipo === 'conta') conta(e, c, colunas);
  else if (c.tipo === 'caixa') caixa(e, c, colunas);
  else ticket(e, c);
  return e.newline(3).cut('partial').encode();
}

/**
 * A production ticket (or a void) in large type: station, table, waiter and time, then each item.
 * @param {ReceiptPrinterEncoder} e @param {Ticket} t
 */
function ticket(e, t) {
  e.align('center').bold(true).size(2, 2).line(t.estacao.toUpperCase());
  if (t.tipo === 'cancelamento') e.invert(true).line(' CANCELADO ').invert(false);
  e.line(nomeMesa(t.mesa)).size(1, 1).bold(false);
  if (t.reimpressao) e.bold(true).line('*** REIMPRESSÃO ***').bold(false);
  e.line(`${t.garcom} · ${hora(t.hora, t.fuso)}`)
    .align('left')
    .rule();
  for (const i of t.itens) {
    e.bold(true).size(2, 2).line(`${i.quantidade}x ${i.produto}`).size(1, 1).bold(false);
    if (i.sabores.length)
      e.size(1, 2)
        .line(`  Sabores: ${i.sabores.join(', ')}`)
        .size(1, 1);
    for (const a of i.adicionais) e.size(1, 2).line(`  + ${a.quantidade}x ${a.nome}`).size(1, 1);
    if (i.observacoes) e.bold(true).size(1, 2).line(`  OBS: ${i.observacoes}`).size(1, 1).bold(false);
  }
  e.rule();
}

/**
 * @param {ReceiptPrinterEncoder} e @param {string} rotulo @param {string} valor @param {number} colunas
 */
const linhaValor = (e, rotulo, valor, colunas) =>
  e.table(
    [
      { width: colunas - 16, align: 'left' },
      { width: 16, align: 'right' },
    ],
    [[rotulo, valor]],
  );

/**
 * The pre-bill with the PIX QR code of what is still due.
 * @param {ReceiptPrinterEncoder} e @param {Conta} c @param {number} colunas
 */
function conta(e, c, colunas) {
  e.align('center').bold(true).size(2, 2).line(c.empresa).size(1, 1);
  e.line('PRÉ-CONTA').bold(false).line('Não é documento fiscal');
  e.line(`${nomeMesa(c.mesa)} · ${c.cliente}`).line(`Abertura: ${hora(c.abertura, c.fuso, true)}`);
  e.align('left').rule();
  for (const i of c.itens) linhaValor(e, `${i.quantidade}x ${i.produto}`, dinheiro(i.total), colunas);
  e.rule();
  linhaValor(e, 'Subtotal', dinheiro(c.subtotal), colunas);
  if (c.taxa_servico) linhaValor(e, 'Taxa de serviço', dinheiro(c.taxa_servico), colunas);
  if (c.desconto) linhaValor(e, 'Desconto', `- ${dinheiro(c.desconto)}`, colunas);
  e.bold(true);
  linhaValor(e, 'TOTAL', dinheiro(c.total), colunas);
  e.bold(false);
  if (c.pago) {
    linhaValor(e, 'Pago', dinheiro(c.pago), colunas);
    linhaValor(e, 'Restante', dinheiro(c.restante), colunas);
  }
  if (c.pix) {
    e.newline().align('center').bold(true).line('Pague com PIX').bold(false);
    e.qrcode(c.pix, { model: 2, size: colunas === 32 ? 5 : 6, errorlevel: 'm' });
    e.align('left');
  }
}

/**
 * The cash-up summary.
 * @param {ReceiptPrinterEncoder} e @param {Caixa} c @param {number} colunas
 */
function caixa(e, c, colunas) {
  e.align('center').bold(true).size(2, 2).line(c.empresa).size(1, 1);
  e.line('FECHAMENTO DE CAIXA')
    .bold(false)
    .line(c.periodo)
    .line(`Emitido em ${hora(c.emitido_em, c.fuso, true)}`);
  e.align('left').rule();
  for (const l of c.linhas) linhaValor(e, l.rotulo, dinheiro(l.valor), colunas);
  e.rule();
  linhaValor(e, 'Comandas fechadas', String(c.comandas), colunas);
  e.bold(true);
  linhaValor(e, 'TOTAL DE VENDAS', dinheiro(c.total), colunas);
  e.bold(false);
}
