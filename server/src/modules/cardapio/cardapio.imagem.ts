import { IMAGEM_MAX_BYTES, IMAGEM_MUITO_GRANDE } from '@comanda/shared';
import { badRequest } from '../../errors';

export type TipoImagem = 'image/jpeg' | 'image/png' | 'image/webp';

export const FORMATO_NAO_SUPORTADO = 'Formato de imagem não suportado. Envie JPEG, PNG ou WebP.';
export const IMAGEM_INVALIDA = 'Imagem inválida: envie a imagem como data URL em base64';

/**
 * The real type from the first bytes. The declared mime type (data URL prefix, imagem_mime_type) is never trusted:
 * the stored type is what browsers get as Content-Type, so it must match the bytes.
 */
export function detectarTipoImagem(b: Uint8Array): TipoImagem | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  ) {
    return 'image/png';
  }
  const ascii = (from: number, to: number) => Buffer.from(b.subarray(from, to)).toString('latin1');
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes the imagem_data of a product save: a data URL ('data:image/...;base64,...') or bare base64.
 * Refuses, with a pt-BR 400, anything that is not base64, over 2 MB decoded, or not really JPEG, PNG or WebP.
 */
export function decodificarImagem(imagemData: string): { bytes: Buffer; mime: TipoImagem } {
  let base64 = imagemData.trim();
  if (base64.startsWith('data:')) {
    const virgula = base64.indexOf(',');
    if (virgula < 0 || !base64.slice(0, virgula).endsWith(';base64')) throw badRequest(IMAGEM_INVALIDA);
    base64 = base64.slice(virgula + 1);
  }
  base64 = base64.replace(/\s+/g, '');
  if (!base64 || !BASE64.test(base64)) throw badRequest(IMAGEM_INVALIDA);
  // size from the text length first, so an oversized upload is refused before it is decoded
  const tamanho = Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  if (tamanho > IMAGEM_MAX_BYTES) throw badRequest(IMAGEM_MUITO_GRANDE);
  const bytes = Buffer.from(base64, 'base64');
  const mime = detectarTipoImagem(bytes);
  if (!mime) throw badRequest(FORMATO_NAO_SUPORTADO);
  return { bytes, mime };
}

/** Strong validator of one image version: ids are never reused and each new image bumps the version. */
export const etagImagem = (id: number, versao: number) => `"p${id}-v${versao}"`;

/** If-None-Match may list several tags, weak or strong, or be '*'. */
export function etagCasa(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}
