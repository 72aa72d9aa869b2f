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
