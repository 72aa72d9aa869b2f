import { z } from 'zod';
import { OBSERVACOES_MAX } from '../rules/precos';
import type { StatusProducao } from '../rules/producao';

const NOME_CLIENTE = 'Nome do cliente é obrigatório';
export const nomeCliente = z
  .string({ message: NOME_CLIENTE })
  .trim()
  .min(1, NOME_CLIENTE)
  .max(100, 'Nome com no máximo 100 caracteres');

/** Tab as the API returns it (spec section 3); money as numbers with 2 decimals. */
export interface VendaDTO {
  id: number;
  mesa_id: number | null;
  mesa_numero: number | null;
  nome_cliente: string;
  situacao: string;
  funcionario: string;
  subtotal: number;
  desconto: number;
  acrescimo: number;
  total: number;
  valor_pago: number;
  troco: number;
  /** the service charge (stored in acrescimo) and how it was set */
  taxa_servico: number;
  taxa_servico_percentual: number;
  cobrar_taxa_servico: boolean;
  taxa_servico_motivo: string | null;
  desconto_tipo: 'valor' | 'percentual' | null;
  desconto_valor: number;
  desconto_motivo: string | null;
  total_pago: number;
  restante: number;
  data_abertura: string;
  data_fechamento: string | null;
  created_at: string;
}

export interface ItemSaborDTO {
  sabor_id: number | null;
  sabor_nome: string;
  quantidade: number;
  preco_unitario: number;
  preco_adicional: number;
}

export interface ItemAdicionalDTO {
  adicional_id: number | null;
  adicional_nome: string;
  quantidade: number;
  preco_unitario: number;
  preco: number;
}

export interface ItemDTO {
  id: number;
  venda_id: number;
  produto_id: number | null;
  produto_nome: string;
  quantidade: number;
  preco_unitario: number;
  total: number;
  observacoes: string | null;
  sabores: ItemSaborDTO[];
  adicionais: ItemAdicionalDTO[];
  created_at: string;
  /** production (issue 13): items of a category with no station are born entregue */
  status_producao: StatusProducao;
  estacao_id: number | null;
  estacao_nome: string | null;
  /** who at the table it is for (a diner's name, or the one the waiter picked); null: the table's */
  cliente_nome: string | null;
}

/** POST /api/vendas. Money fields and funcionario the old client sends are ignored: the server sets them. */
export const AbrirVendaInput = z.object({
  mesa_id: z.coerce.number({ message: 'Mesa é obrigatória' }).int().positive('Mesa é obrigatória'),
  nome_cliente: nomeCliente.optional(),
});
export type AbrirVendaInput = z.infer<typeof AbrirVendaInput>;

export const AtualizarVendaInput = z.union(
  [z.object({ situacao: z.literal('C', { message: 'Situação inválida' }) }), z.object({ nome_cliente: nomeCliente })],
  { message: 'Informe nome_cliente ou situacao C' },
);
export type AtualizarVendaInput = z.infer<typeof AtualizarVendaInput>;

const id = z.coerce.number().int().positive();

/** POST /api/vendas/:id/itens. Prices, totals and names sent by the client are ignored and recomputed. */
export const AdicionarItemInput = z.object({
  produto_id: id,
  quantidade: z.coerce
    .number({ message: 'Quantidade inválida' })
    .int('Quantidade deve ser um número inteiro')
    .min(1, 'Quantidade deve ser no mínimo 1')
    .max(999, 'Quantidade máxima 999'),
  observacoes: z
    .string()
    .trim()
    .max(OBSERVACOES_MAX, `Observações com no máximo ${OBSERVACOES_MAX} caracteres`)
    .nullish(),
  sabores: z
    .array(z.union([id, z.object({ sabor_id: id.optional(), id: id.optional() }).transform((s) => s.sabor_id ?? s.id)]))
    .max(20)
    .default([]),
  adicionais: z
    .array(
      z
        .object({
          adicional_id: id.optional(),
          id: id.optional(),
          quantidade: z.coerce.number().int().min(1).max(99).default(1),
        })
        .transform((a) => ({ adicional_id: a.adicional_id ?? a.id, quantidade: a.quantidade })),
    )
    .max(50)
    .default([]),
  /** who at the table it is for (optional; the bill 'por pessoa' groups by it) */
  cliente_nome: z
    .string()
    .trim()
    .max(60, 'Nome com no máximo 60 caracteres.')
    .nullish()
    .transform((v) => v || null),
});
export type AdicionarItemInput = z.infer<typeof AdicionarItemInput>;
