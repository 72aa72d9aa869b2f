import { z } from 'zod';
import { STATUS_PRODUCAO } from '../rules/producao';
import { TIPOS_VENDA } from '../rules/tipos-venda';
import { dataHora, texto } from './comum';

/** A production station (praça): GET/POST /api/estacoes, PATCH/DELETE /api/estacoes/:id. */
export const EstacaoDTO = z.object({ id: z.number(), nome: z.string(), ativo: z.boolean() }).meta({ id: 'EstacaoDTO' });
export type EstacaoDTO = z.infer<typeof EstacaoDTO>;

const NOME_ESTACAO = 'Nome da estação é obrigatório';
export const EstacaoInput = z.object({
  nome: texto({ mensagem: NOME_ESTACAO }).min(1, NOME_ESTACAO).max(60, 'Nome com no máximo 60 caracteres'),
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
export const ItemProducaoDTO = z
  .object({
    id: z.number(),
    venda_id: z.number(),
    ticket_id: z.number(),
    estacao_id: z.number(),
    estacao_nome: z.string(),
    mesa_numero: z.number().nullable(),
    /** the tab's kind and its label (rotuloComanda: 'Mesa 07', 'Cartão 057', 'Balcão #27 — Ana (viagem)'), issue 37 */
    tipo: z.enum(TIPOS_VENDA),
    comanda: z.string(),
    funcionario: z.string(),
    produto_nome: z.string(),
    quantidade: z.number(),
    observacoes: z.string().nullable(),
    sabores: z.array(z.string()),
    adicionais: z.array(z.object({ nome: z.string(), quantidade: z.number() })),
    status: z.enum(STATUS_PRODUCAO),
    cancelado: z.boolean(),
    enviado_em: dataHora,
    em_preparo_em: dataHora.nullable(),
    pronto_em: dataHora.nullable(),
    entregue_em: dataHora.nullable(),
  })
  .meta({ id: 'ItemProducaoDTO' });
export type ItemProducaoDTO = z.infer<typeof ItemProducaoDTO>;

/** GET /api/cozinha: everything a screen needs to rebuild itself (on load and on every reconnect). */
export const EstadoCozinha = z
  .object({
    /** items not yet delivered (pendente, em_preparo, pronto) plus cancelled ones nobody acknowledged yet */
    itens: z.array(ItemProducaoDTO),
    estacoes: z.array(EstacaoDTO),
    limites: z.object({ amarelo: z.number(), vermelho: z.number() }),
    agora: dataHora,
  })
  .meta({ id: 'EstadoCozinha' });
export type EstadoCozinha = z.infer<typeof EstadoCozinha>;

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
