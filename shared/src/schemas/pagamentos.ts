import { z } from 'zod';
import { DIVISAO_MAX, DIVISAO_MIN, FORMAS_PAGAMENTO, FORMAS_PAGAMENTO_MANUAIS } from '../rules/pagamento';
import { dataHora, texto } from './comum';
import { ItemDTO, VendaDTO } from './vendas';

const MOTIVO = 'Informe o motivo';
const motivo = texto({ mensagem: MOTIVO }).min(1, MOTIVO).max(300, 'Motivo com no máximo 300 caracteres');
const reais = (msg: string) =>
  z.coerce.number({ message: msg }).finite(msg).multipleOf(0.01, 'Use no máximo 2 casas decimais');

/** PATCH /api/vendas/:id/taxa-servico: removing the charge needs a reason; putting it back does not. */
export const TaxaServicoInput = z.discriminatedUnion(
  'cobrar',
  [
    z.object({ cobrar: z.literal(false), motivo }),
    z.object({ cobrar: z.literal(true), motivo: texto().max(300).optional() }),
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
  forma: z.enum(FORMAS_PAGAMENTO_MANUAIS, { message: 'Forma de pagamento inválida' }),
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
  .object({ forma_pagamento: z.enum(FORMAS_PAGAMENTO_MANUAIS, { message: 'Forma de pagamento inválida' }).optional() })
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

export const PagamentoDTO = z
  .object({
    id: z.number(),
    venda_id: z.number(),
    forma: z.enum(FORMAS_PAGAMENTO),
    valor: z.number(),
    valor_recebido: z.number(),
    troco: z.number(),
    usuario: z.string(),
    created_at: dataHora,
    removido_em: dataHora.nullable(),
    removido_por: z.string().nullable(),
    removido_motivo: z.string().nullable(),
  })
  .meta({ id: 'PagamentoDTO' });
export type PagamentoDTO = z.infer<typeof PagamentoDTO>;

/** One line of the tab's history: antes/depois are snapshots whose shape depends on tipo. */
export const HistoricoVendaDTO = z
  .object({
    id: z.number(),
    tipo: z.string(),
    usuario: z.string(),
    created_at: dataHora,
    antes: z.unknown(),
    depois: z.unknown(),
    motivo: z.string().nullable(),
  })
  .meta({ id: 'HistoricoVendaDTO' });
export type HistoricoVendaDTO = z.infer<typeof HistoricoVendaDTO>;

/** A static PIX BR Code: the copy-and-paste payload and its QR code (data URL). */
export const PixDTO = z.object({ payload: z.string(), qrCode: z.string(), valor: z.number() }).meta({ id: 'PixDTO' });
export type PixDTO = z.infer<typeof PixDTO>;

export const DivisaoDTO = z
  .object({ pessoas: z.number(), restante: z.number(), partes: z.array(z.number()) })
  .meta({ id: 'DivisaoDTO' });
export type DivisaoDTO = z.infer<typeof DivisaoDTO>;

/** GET /api/vendas/:id/pre-conta: the printed pre-bill. */
export const PreContaDTO = z
  .object({
    empresa: z.object({ fantasia: z.string(), cnpj: z.string().nullable(), fuso_horario: z.string() }),
    venda: VendaDTO,
    itens: z.array(ItemDTO),
    pix: PixDTO.nullable(),
  })
  .meta({ id: 'PreContaDTO' });
export type PreContaDTO = z.infer<typeof PreContaDTO>;

/** POST /api/vendas/:id/fechar: the closed tab; sem_venda when it had no items and ended cancelled, not sold. */
export const FechamentoDTO = VendaDTO.extend({ sem_venda: z.boolean(), message: z.string() }).meta({
  id: 'FechamentoDTO',
});
export type FechamentoDTO = z.infer<typeof FechamentoDTO>;
