/** A QR code as a PNG data URL (the diner's table link, PIX). The library loads on first use, not at start-up. */
export async function qrCodePng(texto: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(texto, { width: 320, margin: 1, errorCorrectionLevel: 'M' });
}

/** The same QR code as PNG bytes (the printed table cards' PDF). */
export async function qrCodePngBytes(texto: string): Promise<Buffer> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(texto, { width: 480, margin: 1, errorCorrectionLevel: 'M' });
}

const MM = 72 / 25.4;

/** One printed QR card: its name, large ('Mesa 07', 'Cartão 057'), and the address its QR opens. */
export interface CartaoComQr {
  titulo: string;
  url: string;
}

/**
 * One A4 PDF with a card per entry (2 × 3 per page, cut lines drawn): the company's name, the card's name (large),
 * the QR and one line of instructions. The printed table cards (issue 22) and the numbered comanda cards (issue 37).
 */
export async function pdfDeCartoesComQr(o: {
  /** the document's title */
  documento: string;
  empresa: string;
  cartoes: CartaoComQr[];
  /** the page printed when there is no card */
  vazio: string;
  instrucao: string;
  /** the card name's font size, in points */
  tamanhoTitulo?: number;
}): Promise<Buffer> {
  const qrs = await Promise.all(o.cartoes.map((c) => qrCodePngBytes(c.url)));
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      compress: false,
      autoFirstPage: false,
      info: { Title: o.documento },
    });
    const partes: Buffer[] = [];
    doc.on('data', (b: Buffer) => partes.push(b));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
    const [largura, altura] = [105 * MM, 99 * MM]; // A4 = 210 × 297 mm: 2 columns × 3 rows
    if (o.cartoes.length === 0) doc.addPage().fontSize(14).text(o.vazio, 40, 40);
    o.cartoes.forEach((cartao, i) => {
      if (i % 6 === 0) doc.addPage();
      const x = (i % 2) * largura;
      const y = Math.floor((i % 6) / 2) * altura;
      doc.save().dash(3, { space: 3 }).strokeColor('#bbbbbb').rect(x, y, largura, altura).stroke().restore();
      const centro = { width: largura - 16 * MM, align: 'center' as const };
      doc
        .fillColor('#000')
        .font('Helvetica')
        .fontSize(11)
        .text(o.empresa, x + 8 * MM, y + 7 * MM, centro);
      doc
        .font('Helvetica-Bold')
        .fontSize(o.tamanhoTitulo ?? 22)
        .text(cartao.titulo, x + 8 * MM, y + 13 * MM, centro);
      const lado = 55 * MM;
      doc.image(qrs[i]!, x + (largura - lado) / 2, y + 25 * MM, { width: lado, height: lado });
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(o.instrucao, x + 8 * MM, y + 83 * MM, centro);
    });
    doc.end();
  });
}
