/** A QR code as a PNG data URL (the diner's table link, PIX). The library loads on first use, not at start-up. */
export async function qrCodePng(texto: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(texto, { width: 320, margin: 1, errorCorrectionLevel: 'M' });
}
