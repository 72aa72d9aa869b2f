import { z } from 'zod';

/** 'S'/'N' or a boolean -> 'S' | 'N' (the old client sends both); `mensagem` is the field's own error text. */
export const ativoSN = (mensagem?: string) =>
  z
    .union([z.enum(['S', 'N']), z.boolean()], mensagem ? { message: mensagem } : undefined)
    .transform((v): 'S' | 'N' => (v === true || v === 'S' ? 'S' : 'N'));

/** The active flag of menu rows. */
export const AtivoSN = ativoSN('Situação deve ser S, N, true ou false');

/*
 * Building blocks of the response DTOs: each DTO is a zod schema (the route's response contract and its OpenAPI
 * component, `.meta({ id })`) and its type under one name. A response schema strips what it does not list, so it lists
 * exactly what the presenter sends.
 */

/** A timestamp as the API sends it: Date.toISOString(). */
export const dataHora = z.string().meta({ format: 'date-time' });

/** An 'S'/'N' flag as the API sends it. */
export const SimNao = z.enum(['S', 'N']);
