import { z } from 'zod';
import { STATUS_PRODUCAO, type StatusProducao } from '../rules/producao';

/** A production station (praça): GET/POST /api/estacoes, PATCH/DELETE /api/estacoes/:id. */
export interface EstacaoDTO {
  id: number;
  nome: string;
  ativo: boolean;
}

const NOME_ESTACAO = 'Nome da estação é obrigatório';
export const EstacaoInput = z.object({
  nome: z.string({ message: NOME_ESTACAO }).trim().min(1, NOME_ESTACAO).max(60, 'Nome com no máximo 60 caracteres'),
  ativo: z.boolean({ message: 'Ativo deve ser verdadeiro ou falso' }).default(true),
});
export type EstacaoInput = z.infer<typeof EstacaoInput>;

export const AtualizarEstacaoInput = EstacaoInput.partial().refine(
  (v) => v.nome !== undefined || v.ativo !== undefined,
  {
    message: 'Informe nome ou ativo',
  },
);
export type AtualizarEstacaoInput = z.infer<typeof AtualizarEstacaoInput>;

/** One item as the production screen shows it. cancelado: removed from the tab after the cook started it. */
export interface ItemProducaoDTO {
  id: number;
  venda_id: number;
  ticket_id: number;
  estacao_id: number;
  estacao_nome: string;
  mesa_numero: number | null;
  funcionario: string;
  produto_nome: string;
  quantidade: number;
  observacoes: string | null;
  sabores: string[];
  adicionais: { nome: string; quantidade: number }[];
  status: StatusProducao;
  cancelado: boolean;
  enviado_em: string;
  em_preparo_em: string | null;
  pronto_em: string | null;
  entregue_em: string | null;
}

/** GET /api/cozinha: everything a screen needs to rebuild itself (on load and on every reconnect). */
export interface EstadoCozinha {
  /** items not yet delivered (pendente, em_preparo, pronto) plus cancelled ones nobody acknowledged yet */
  itens: ItemProducaoDTO[];
  estacoes: EstacaoDTO[];
  limites: { amarelo: number; vermelho: number };
  agora: string;
}

export const MoverItemInput = z.object({
  status: z.enum(STATUS_PRODUCAO, { message: 'Status inválido' }),
});
export type MoverItemInput = z.infer<typeof MoverItemInput>;

const ITENS = 'Informe os itens';
const ids = z
  .array(z.coerce.number({ message: ITENS }).int(ITENS).positive(ITENS), { message: ITENS })
  .min(1, ITENS)
  .max(200, 'No máximo 200 itens por vez')
  .transform((v) => [...new Set(v)]);

/** POST /api/cozinha/tickets/bump: every item to pronto, all or nothing. */
export const BumpTicketInput = z.object({ itens: ids });
export type BumpTicketInput = z.infer<typeof BumpTicketInput>;

/** POST /api/cozinha/itens/entregar: the waiter hands several ready items over at once. */
export const EntregarItensInput = z.object({ itens: ids });
export type EntregarItensInput = z.infer<typeof EntregarItensInput>;

/** GET /api/cozinha?estacao=: one station, or all. */
export const FiltroCozinhaInput = z.object({
  estacao: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
