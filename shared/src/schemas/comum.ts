import { z } from 'zod';

/** 'S'/'N' or a boolean -> 'S' | 'N' (the old client sends both); `mensagem` is the field's own error text. */
export const ativoSN = (mensagem?: string) =>
  z
    .union([z.enum(['S', 'N']), z.boolean()], mensagem ? { message: mensagem } : undefined)
    .transform((v): 'S' | 'N' => (v === true || v === 'S' ? 'S' : 'N'));

/** The active flag of menu rows. */
export const AtivoSN = ativoSN('Situação deve ser S, N, true ou false');

/** The answer to a text with a character no field takes (the server's word for a NUL, too). */
export const TEXTO_CARACTERE_INVALIDO = 'O texto contém um caractere inválido';

/*
 * Characters no text field takes: the C0 controls (U+0000–U+001F), DEL and the C1 controls (U+007F–U+009F), which a
 * printer or a terminal may obey as commands, and the bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E,
 * U+2066–U+2069), which reorder what a screen or a receipt shows. A multi-line field (a textarea) takes the line feed.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const PROIBIDOS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- the same, less the line feed
const PROIBIDOS_MULTILINHA = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** true when `v` has none of the characters above (`multilinha`: line feeds are fine). */
export const textoPermitido = (v: string, multilinha = false): boolean =>
  !(multilinha ? PROIBIDOS_MULTILINHA : PROIBIDOS).test(v);

/**
 * Every free-text field of an input (names, notes, reasons, addresses…) starts here: a trimmed string that refuses
 * control and bidi characters with TEXTO_CARACTERE_INVALIDO; the field chains its own limits (`.min`, `.max`,
 * `.nullish()`). `mensagem`: the field's text when the value is missing or not a string. `multilinha`: a textarea's
 * field, which keeps line feeds (CR LF arrives as LF). Passwords, e-mails and coded values (ids, tokens) are not free
 * text and have formats of their own.
 */
export function texto(opcoes: { mensagem?: string; multilinha?: boolean } = {}) {
  const { mensagem, multilinha = false } = opcoes;
  const base = z.string(mensagem === undefined ? undefined : { message: mensagem });
  return (multilinha ? base.overwrite((v) => v.replace(/\r\n/g, '\n')) : base)
    .trim()
    .refine((v) => textoPermitido(v, multilinha), TEXTO_CARACTERE_INVALIDO);
}

/*
 * Building blocks of the response DTOs: each DTO is a zod schema (the route's response contract and its OpenAPI
 * component, `.meta({ id })`) and its type under one name. A response schema strips what it does not list, so it lists
 * exactly what the presenter sends.
 */

/** A timestamp as the API sends it: Date.toISOString(). */
export const dataHora = z.string().meta({ format: 'date-time' });

/** An 'S'/'N' flag as the API sends it. */
export const SimNao = z.enum(['S', 'N']);
