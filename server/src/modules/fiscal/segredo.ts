import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { conflict } from '../../errors';

/*
 * Providers' tokens at rest (architecture rule 22): AES-256-GCM with a key from the environment. FISCAL_CHAVE (>= 32
 * characters; the key is its SHA-256) is required in production to store a token; outside production, unset, the key
 * is derived (HKDF) from the JWT secret, so a development database keeps working across restarts. The company's id
 * is the associated data: a ciphertext copied to another company's row does not open.
 */

const VERSAO = 'v1';

/** The 32-byte key, or null in production without FISCAL_CHAVE. */
export function chaveFiscal(config: Pick<Config, 'production' | 'jwtSecret' | 'fiscal'>): Buffer | null {
  if (config.fiscal.chave) return createHash('sha256').update(config.fiscal.chave).digest();
  if (config.production) return null;
  return Buffer.from(hkdfSync('sha256', config.jwtSecret, 'comanda-viva', 'fiscal-token', 32));
}

const exigirChave = (chave: Buffer | null): Buffer => {
  if (!chave) throw conflict('Defina FISCAL_CHAVE no servidor antes de salvar o token do provedor fiscal');
  return chave;
};

export function cifrar(chave: Buffer | null, empresaId: number, token: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', exigirChave(chave), iv);
  c.setAAD(Buffer.from(`fiscal:${empresaId}`));
  const corpo = Buffer.concat([c.update(token, 'utf8'), c.final()]);
  return `${VERSAO}:${Buffer.concat([iv, c.getAuthTag(), corpo]).toString('base64url')}`;
}

/** The token, or null when it cannot be opened (another key, a tampered row). */
export function decifrar(chave: Buffer | null, empresaId: number, cifrado: string): string | null {
  if (!chave || !cifrado.startsWith(`${VERSAO}:`)) return null;
  try {
    const bruto = Buffer.from(cifrado.slice(VERSAO.length + 1), 'base64url');
    const d = createDecipheriv('aes-256-gcm', chave, bruto.subarray(0, 12));
    d.setAAD(Buffer.from(`fiscal:${empresaId}`));
    d.setAuthTag(bruto.subarray(12, 28));
    return Buffer.concat([d.update(bruto.subarray(28)), d.final()]).toString('utf8');
  } catch {
    return null;
  }
}
