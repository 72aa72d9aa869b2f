import { z } from 'zod';
import { DIVISAO_MAX, DIVISAO_MIN, FORMAS_PAGAMENTO } from '../rules/pagamento';

const MOTIVO = 'Informe o motivo';
const motivo = z.string({ message: MOTIVO }).trim().min(1, MOTIVO).max(300, 'Motivo com no máximo 300 caracteres');
const reais = (msg: string) =>
  z.coerce.number({ message: msg }).finite(msg).multipleOf(0.01, 'Use no máximo 2 casas decimais');

/** PATCH /api/vendas/:id/taxa-servico: removing the charge needs a reason; putting it back does not. */
export const TaxaServicoInput = z.discriminatedUnion(
  'cobrar',
  [
    z.object({ cobrar: z.literal(false), motivo }),
    z.object({ cobrar: z.literal(true), motivo: z.string().trim().max(300).optional() }),
  ],
  { message: 'Informe cobrar (true ou false)' },
);
export type TaxaServicoInput = z.infer<typeof TaxaServicoInput>;

/** POST /api/vendas/:id/desconto; valor 0 removes it. */
export const DescontoInput = z.object({
  tipo: z.enum(['valor', 'percentual'], { message: 'Tipo de desconto inválido' }),
  valor: reais('Valor do desconto inválido').min(0, 'Desconto inválido'),
  motivo,
});
export type DescontoInput = z.infer<typeof DescontoInput>;

export const PagamentoInput = z.object({
  forma: z.enum(FORMAS_PAGAMENTO, { message: 'Forma de pagamento inválida' }),
  valor: reais('Valor inválido').positive('Valor deve ser maior que zero').max(1_000_000, 'Valor inválido'),
  valor_recebido: reais('Valor recebido inválido')
    .positive('Valor recebido inválido')
    .max(1_000_000, 'Valor recebido inválido')
    .nullish(),
});
export type PagamentoInput = z.infer<typeof PagamentoInput>;

export const RemoverPagamentoInput = z.object({ motivo });

/** POST /api/vendas/:id/fechar: the body is optional (old clients send none). */
export const FecharContaInput = z
  .object({ forma_pagamento: z.enum(FORMAS_PAGAMENTO, { message: 'Forma de pagamento inválida' }).optional() })
  .nullish()
  .transform((v) => v ?? {});
export type FecharContaInput = z.infer<typeof FecharContaInput>;

export const DivisaoQuery = z.object({
  pessoas: z.coerce
    .number({ message: 'Número de pessoas inválido' })
    .int('Número de pessoas inválido')
    .min(DIVISAO_MIN, `Divida entre ${DIVISAO_MIN} e ${DIVISAO_MAX} pessoas`)
    .max(DIVISAO_MAX, `Divida entre ${DIVISAO_MIN} e ${DIVISAO_MAX} pessoas`),
});

export const PixQuery = z.object({
  valor: reais('Valor inválido').positive('Valor deve ser maior que zero').optional(),
});

export interface PagamentoDTO {
  id: number;
  venda_id: number;
  forma: string;
  valor: number;
  valor_recebido: number;
  troco: number;
  usuario: string;
  created_at: string;
  removido_em: string | null;
  removido_por: string | null;
  removido_motivo: string | null;
}

export interface HistoricoVendaDTO {
  id: number;
  tipo: string;
  usuario: string;
  created_at: string;
  antes: unknown;
  depois: unknown;
  motivo: string | null;
}

export interface PixDTO {
  payload: string;
  qrCode: string;
  valor: number;
}

export interface DivisaoDTO {
  pessoas: number;
  restante: number;
  partes: number[];
}

/** GET /api/vendas/:id/pre-conta: the printed pre-bill. */
export interface PreContaDTO {
  empresa: { fantasia: string; cnpj: string | null; fuso_horario: string };
  venda: import('./vendas').VendaDTO;
  itens: import('./vendas').ItemDTO[];
  pix: PixDTO | null;
}
