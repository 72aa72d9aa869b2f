import { z } from 'zod';
import { texto } from './comum';
import { CARTAO_NUMERO_MAX } from '../rules/tipos-venda';

// Kept apart from rules/operacoes.ts so screens that only need the rules do not load zod.
/** typed in a textarea ('Motivo do cancelamento') */
const motivoOpcional = texto({ multilinha: true })
  .max(300, 'Motivo com no máximo 300 caracteres')
  .optional()
  .transform((m) => m || undefined);
const Aprovador = z.object({
  email: z.string({ message: 'Informe o e-mail do gerente' }).trim().min(1, 'Informe o e-mail do gerente').max(320),
  senha: z.string({ message: 'Informe a senha do gerente' }).min(1, 'Informe a senha do gerente').max(200),
});

/** DELETE /api/vendas/itens/:id: body or ?motivo=; GARCOM past the window also sends the manager's credentials. */
export const CancelarItemInput = z.object({ motivo: motivoOpcional, aprovador: Aprovador.optional() });
export type CancelarItemInput = z.infer<typeof CancelarItemInput>;

/** PATCH /api/vendas/itens/:id: a partial void, lowering the line's quantity. */
export const ReduzirItemInput = CancelarItemInput.extend({
  quantidade: z.coerce
    .number({ message: 'Quantidade inválida' })
    .int('Quantidade inválida')
    .min(1, 'Quantidade inválida')
    .max(999, 'Quantidade inválida'),
});
export type ReduzirItemInput = z.infer<typeof ReduzirItemInput>;

const idPositivo = z.coerce
  .number({ message: 'Identificador inválido' })
  .int('Identificador inválido')
  .positive('Identificador inválido')
  .max(2147483647, 'Identificador inválido');

export const TransferirItensInput = z.object({
  itens: z
    .array(
      z.object({
        id: idPositivo,
        quantidade: z.coerce.number().int('Quantidade inválida').min(1, 'Quantidade inválida').max(999).optional(),
      }),
      { message: 'Escolha os itens' },
    )
    .min(1, 'Escolha os itens')
    .max(200)
    .refine((l) => new Set(l.map((i) => i.id)).size === l.length, 'Item repetido'),
  mesa_destino_id: idPositivo,
});
export type TransferirItensInput = z.infer<typeof TransferirItensInput>;

/** A table's tab moves to a free table; a card's tab (a lost card, issue 37) to a free card that is not blocked. */
export const MoverComandaInput = z.union(
  [
    z.object({ mesa_destino_id: idPositivo }).strict(),
    z.object({ cartao_destino: z.number().int().min(1).max(CARTAO_NUMERO_MAX) }).strict(),
  ],
  { message: 'Informe a mesa ou o cartão de destino' },
);
export type MoverComandaInput = z.infer<typeof MoverComandaInput>;

export const JuntarComandasInput = z.object({ venda_origem_id: idPositivo });
export type JuntarComandasInput = z.infer<typeof JuntarComandasInput>;
