import {
  DANFE_TEXTOS,
  chaveEmGrupos,
  cnpjFormatado,
  dataHoraDanfe,
  decimalImpresso,
  identificacaoNfce,
  quantidadeImpressa,
  textoConsumidor,
  type DanfeNfce,
} from '@comanda/shared';
import { qrCodePngBytes } from '../../qr-code';

/*
 * The DANFE NFC-e as a PDF on screen (issue 38): the same divisions, texts and formats as the agent's paper
 * (agente/src/danfe.js, both from shared/src/impressao/protocolo.ts), on a page 80 mm wide as tall as the note.
 */

const MM = 72 / 25.4;
const LARGURA = 80 * MM;
const MARGEM = 4 * MM;
const UTIL = LARGURA - 2 * MARGEM;
/** the QR code's side: the manual's minimum is 25 mm */
const QR = 32 * MM;

type Doc = PDFKit.PDFDocument;

/** Lays the DANFE out from the top; answers where it ended (the page's height on the second pass). */
function desenhar(doc: Doc, d: DanfeNfce, qr: Buffer): number {
  const x = MARGEM;
  let y = MARGEM;
  const texto = (t: string, o: { tamanho?: number; negrito?: boolean; alinhar?: 'left' | 'center' | 'right' } = {}) => {
    doc
      .font(o.negrito ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(o.tamanho ?? 7.5)
      .text(t, x, y, { width: UTIL, align: o.alinhar ?? 'center' });
    y = doc.y + 1;
  };
  const valor = (rotulo: string, v: string, negrito = false) => {
    doc.font(negrito ? 'Helvetica-Bold' : 'Helvetica').fontSize(7.5);
    doc.text(rotulo, x, y, { width: UTIL * 0.65 });
    const fim = doc.y;
    doc.text(v, x + UTIL * 0.65, y, { width: UTIL * 0.35, align: 'right' });
    y = Math.max(fim, doc.y) + 1;
  };
  const regua = () => {
    y += 2;
    doc
      .save()
      .moveTo(x, y)
      .lineTo(x + UTIL, y)
      .dash(1.5, { space: 1.5 })
      .strokeColor('#555')
      .stroke()
      .restore();
    y += 4;
  };
  // Division I: the issuer
  texto(d.emitente.razao_social, { negrito: true, tamanho: 8.5 });
  texto(`CNPJ: ${cnpjFormatado(d.emitente.cnpj)}   IE: ${d.emitente.inscricao_estadual}`);
  if (d.emitente.endereco) texto(d.emitente.endereco);
  texto(DANFE_TEXTOS.titulo, { negrito: true, tamanho: 7 });
  regua();
  // Division II: the items
  const [codigo, descricao, qtde, un, unit, total] = DANFE_TEXTOS.colunas;
  texto(`${codigo} ${descricao}`, { alinhar: 'left', negrito: true, tamanho: 6.5 });
  valor(`${qtde} ${un} x ${unit}`, total, true);
  for (const i of d.itens) {
    texto(`${i.codigo} ${i.descricao}`, { alinhar: 'left' });
    valor(
      `${quantidadeImpressa(i.quantidade)} ${i.unidade} x ${decimalImpresso(i.valor_unitario)}`,
      decimalImpresso(i.valor_total),
    );
  }
  regua();
  // Division III: totals, payments, change
  valor(DANFE_TEXTOS.qtdItens, String(d.itens.length));
  valor(DANFE_TEXTOS.valorTotal, decimalImpresso(d.valor_total));
  if (d.desconto) valor(DANFE_TEXTOS.desconto, decimalImpresso(d.desconto));
  if (d.acrescimos) valor(DANFE_TEXTOS.acrescimos, decimalImpresso(d.acrescimos));
  valor(DANFE_TEXTOS.valorPagar, decimalImpresso(d.valor_pagar), true);
  valor(DANFE_TEXTOS.formaPagamento, DANFE_TEXTOS.valorPago, true);
  for (const p of d.pagamentos) valor(p.forma, decimalImpresso(p.valor));
  if (d.troco) valor(DANFE_TEXTOS.troco, decimalImpresso(d.troco));
  regua();
  // Division IV: the fiscal message, where to look the note up, the access key
  if (d.ambiente === 'homologacao') texto(DANFE_TEXTOS.homologacao, { negrito: true });
  texto(DANFE_TEXTOS.consulte, { negrito: true });
  texto(d.url_consulta);
  texto(chaveEmGrupos(d.chave), { tamanho: 7 });
  regua();
  // Division V: the consumer; VI: the note and its protocol
  texto(textoConsumidor(d.cpf), { negrito: true });
  texto(identificacaoNfce(d), { negrito: true });
  if (d.protocolo) texto(`${DANFE_TEXTOS.protocolo} ${d.protocolo}`);
  if (d.autorizada_em) texto(`${DANFE_TEXTOS.dataAutorizacao} ${dataHoraDanfe(d.autorizada_em, d.fuso)}`);
  // Division VII: the QR code
  y += 3;
  doc.image(qr, x + (UTIL - QR) / 2, y, { width: QR, height: QR });
  y += QR;
  return y + MARGEM;
}

type Construtor = typeof import('pdfkit');

function gerar(altura: number, d: DanfeNfce, qr: Buffer, PDFDocument: Construtor) {
  return new Promise<{ pdf: Buffer; fim: number }>((resolve, reject) => {
    const doc = new PDFDocument({
      size: [LARGURA, altura],
      margin: 0,
      info: { Title: `DANFE NFC-e ${d.numero}` },
    });
    const partes: Buffer[] = [];
    let fim = 0;
    doc.on('data', (b: Buffer) => partes.push(b));
    doc.on('end', () => resolve({ pdf: Buffer.concat(partes), fim }));
    doc.on('error', reject);
    fim = desenhar(doc, d, qr);
    doc.end();
  });
}

/** The DANFE as one PDF page 80 mm wide: laid out once to measure it, then on a page of that height. */
export async function pdfDoDanfe(d: DanfeNfce): Promise<Buffer> {
  const [{ default: PDFDocument }, qr] = await Promise.all([import('pdfkit'), qrCodePngBytes(d.qrcode)]);
  // the tallest page a PDF viewer takes (200 in); far more than any tab
  const { fim } = await gerar(14_400, d, qr, PDFDocument);
  return (await gerar(Math.ceil(fim), d, qr, PDFDocument)).pdf;
}
