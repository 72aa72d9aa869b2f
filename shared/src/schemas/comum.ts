import { z } from 'zod';

/** 'S'/'N' or a boolean -> 'S' | 'N' (the old client sends both); `mensagem` is the field's own error text. */
export const ativoSN = (mensagem?: string) =>
  z
    .union([z.enum(['S', 'N']), z.boolean()], mensagem ? { message: mensagem } : undefined)
    .transform((v): 'S' | 'N' => (v === true || v === 'S' ? 'S' : 'N'));

/** The active flag of menu rows. */
export const AtivoSN = ativoSN('Situação deve ser S, N, true ou false');
