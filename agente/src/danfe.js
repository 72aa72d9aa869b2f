// @ts-check
import {
  DANFE_TEXTOS,
  dataHoraDanfe,
  decimalImpresso,
  identificacaoNfce,
  quantidadeImpressa,
  textoConsumidor,
  cnpjFormatado,
} from '@comanda/shared/impressao/protocolo';
import { chaveEmGrupos } from '@comanda/shared/rules/fiscal';
import { linhaValor } from './linha-valor.js';

/**
 * @typedef {import('@comanda/shared').DanfeNfce} DanfeNfce
 * @typedef {import('@point-of-sale/receipt-printer-encoder').default} Encoder
 * @typedef {(texto: string) => string} Texto text as the printer's page prints it (render.js paraPagina)
 */

/** The access key on two lines of groups of 4 (6 + 5 groups: 29 characters, on 58 mm paper too). */
const linhasDaChave = (/** @type {string} */ chave) => {
  const grupos = chaveEmGrupos(chave).split(' ');
  return [grupos.slice(0, 6).join(' '), grupos.slice(6).join(' ')].filter(Boolean);
};

/**
 * The DANFE NFC-e of an authorized note (issue 38), in the divisions of SEFAZ's "Manual de Especificações Técnicas do
 * DANFE NFC-e e QR Code", with the texts and formats the server's PDF uses (shared/src/impressao/protocolo.ts):
 * I the issuer, II the items, III totals, payments and change, IV the fiscal message with the consultation URL and the
 * access key, V the consumer, VI the number, series, emission date and SEFAZ's protocol, VII the QR code (an ESC/POS
 * QR command: GS ( k, model 2, the SEFAZ URL as its data).
 * @param {Encoder} e @param {Texto} t @param {DanfeNfce} d @param {number} colunas
 */
export function danfe(e, t, d, colunas) {
  const valor = (/** @type {string} */ rotulo, /** @type {string} */ v) => linhaValor(e, t, rotulo, v, colunas);
  // I
  e.align('center').bold(true).line(t(d.emitente.razao_social)).bold(false);
  e.line(t(`CNPJ: ${cnpjFormatado(d.emitente.cnpj)} IE: ${d.emitente.inscricao_estadual}`));
  if (d.emitente.endereco) e.line(t(d.emitente.endereco));
  e.bold(true).line(t(DANFE_TEXTOS.titulo)).bold(false);
  e.align('left').rule();
  // II
  const [codigo, descricao, qtde, un, unit, total] = DANFE_TEXTOS.colunas;
  e.bold(true).line(t(`${codigo} ${descricao}`));
  valor(`${qtde} ${un} x ${unit}`, total);
  e.bold(false);
  for (const i of d.itens) {
    e.line(t(`${i.codigo} ${i.descricao}`));
    valor(
      `  ${quantidadeImpressa(i.quantidade)} ${i.unidade} x ${decimalImpresso(i.valor_unitario)}`,
      decimalImpresso(i.valor_total),
    );
  }
  e.rule();
  // III
  valor(DANFE_TEXTOS.qtdItens, String(d.itens.length));
  valor(DANFE_TEXTOS.valorTotal, decimalImpresso(d.valor_total));
  if (d.desconto) valor(DANFE_TEXTOS.desconto, decimalImpresso(d.desconto));
  if (d.acrescimos) valor(DANFE_TEXTOS.acrescimos, decimalImpresso(d.acrescimos));
  e.bold(true);
  valor(DANFE_TEXTOS.valorPagar, decimalImpresso(d.valor_pagar));
  valor(DANFE_TEXTOS.formaPagamento, DANFE_TEXTOS.valorPago);
  e.bold(false);
  for (const p of d.pagamentos) valor(p.forma, decimalImpresso(p.valor));
  if (d.troco) valor(DANFE_TEXTOS.troco, decimalImpresso(d.troco));
  e.rule().align('center');
  // IV
  if (d.ambiente === 'homologacao') e.bold(true).line(t(DANFE_TEXTOS.homologacao)).bold(false);
  e.bold(true).line(t(DANFE_TEXTOS.consulte)).bold(false);
  e.line(t(d.url_consulta));
  for (const l of linhasDaChave(d.chave)) e.line(l);
  e.align('left').rule().align('center');
  // V, VI
  e.bold(true).line(t(textoConsumidor(d.cpf)));
  e.line(t(identificacaoNfce(d))).bold(false);
  if (d.protocolo) e.line(t(`${DANFE_TEXTOS.protocolo} ${d.protocolo}`));
  if (d.autorizada_em) e.line(t(`${DANFE_TEXTOS.dataAutorizacao} ${dataHoraDanfe(d.autorizada_em, d.fuso)}`));
  // VII: the QR's data is a length-prefixed block of its own command, not text: the URL goes as it is (ASCII). At
  // 8 dots/mm a module of 5 or 6 dots keeps a note's QR (version 7–10) above the manual's 25 mm minimum.
  e.newline();
  e.qrcode(d.qrcode, { model: 2, size: colunas === 32 ? 5 : 6, errorlevel: 'm' });
  e.align('left');
}
