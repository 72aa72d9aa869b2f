import type { Cents } from '@comanda/shared';
import { fromCents } from '@comanda/shared';
import { conflict } from '../../errors';
import { qrCodePng } from '../../qr-code';

export interface RecebedorPix {
  chave_pix: string | null;
  pix_nome_recebedor: string | null;
  pix_cidade: string | null;
  fantasia: string;
}

/** BR Code fields are plain ASCII upper case: accents stripped, cut to the field limits (name 25, city 15). */
const ascii = (v: string, max: number) =>
  v
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

export const pixDisponivel = (r: RecebedorPix) => Boolean(r.chave_pix);

/**
 * A static BR Code ("copia e cola") for an amount, built with pix-utils, and its QR as a PNG data URL. The txid
 * (alphanumeric, ≤ 25) identifies the tab so the receipt on the bank statement can be matched to it.
 */
export async function gerarPix(
  r: RecebedorPix,
  vendaId: number,
  valor: Cents,
): Promise<{ payload: string; qrCode: string; valor: number }> {
  if (!r.chave_pix) throw conflict('Chave PIX não configurada. Cadastre em Configurações > Empresa.');
  const { createStaticPix, hasError } = await import('pix-utils'); // loaded on the first PIX, not at start-up
  const pix = createStaticPix({
    merchantName: ascii(r.pix_nome_recebedor || r.fantasia, 25) || 'RECEBEDOR',
    merchantCity: ascii(r.pix_cidade || 'SAO PAULO', 15) || 'SAO PAULO',
    pixKey: r.chave_pix,
    txid: `COMANDA${vendaId}`.slice(0, 25),
    transactionAmount: fromCents(valor),
  });
  if (hasError(pix)) throw conflict('Não foi possível gerar o PIX: verifique os dados PIX da empresa');
  const payload = pix.toBRCode();
  return { payload, qrCode: await qrCodePng(payload), valor: fromCents(valor) };
}
