import { z } from 'zod';
import { STATUS_PRODUCAO } from '../rules/producao-status';
import { MODOS_PEDIDO_CLIENTE } from '../rules/pedidos-cliente';
import {
  CARTOES_POR_LOTE,
  ESTADOS_PEDIDO_BALCAO,
  MSG_CARTAO_REGRAS,
  SITUACOES_CARTAO,
  valorDeRegraValido,
} from '../rules/tipos-venda';
import { VendaDTO, numeroCartao, numeroCartaoNoCaminho } from './vendas';

/** GET /api/painel, POST /api/painel/renovar: the pickup board's address (its code is its only credential). */
/** The board's address and its QR code (PNG data URL) for Configurações. */
export const PainelDTO = z
  .object({ codigo: z.string(), url: z.string(), qr_code: z.string() })
  .meta({ id: 'PainelDTO' });
export type PainelDTO = z.infer<typeof PainelDTO>;

/** One counter order on the board: its number of the day and the customer's name, if given. */
export const PedidoNoPainel = z
  .object({ numero: z.number(), nome: z.string().nullable() })
  .meta({ id: 'PedidoNoPainel' });
export type PedidoNoPainel = z.infer<typeof PedidoNoPainel>;

/** GET /api/public/painel/:codigo and the board's socket event: today's counter orders not yet handed over. */
export const PainelPublicoDTO = z
  .object({
    empresa: z.string(),
    preparando: z.array(PedidoNoPainel),
    prontos: z.array(PedidoNoPainel),
  })
  .meta({ id: 'PainelPublicoDTO' });
export type PainelPublicoDTO = z.infer<typeof PainelPublicoDTO>;

/** GET /api/public/pedido/:token: one counter order as its customer follows it. */
export const PedidoBalcaoPublicoDTO = z
  .object({
    empresa: z.string(),
    numero: z.number(),
    nome: z.string().nullable(),
    viagem: z.boolean(),
    estado: z.enum(ESTADOS_PEDIDO_BALCAO),
    itens: z.array(z.object({ produto_nome: z.string(), quantidade: z.number(), status: z.enum(STATUS_PRODUCAO) })),
  })
  .meta({ id: 'PedidoBalcaoPublicoDTO' });
export type PedidoBalcaoPublicoDTO = z.infer<typeof PedidoBalcaoPublicoDTO>;

/** GET /api/cartoes: a numbered card and its open tab, if any. */
export const CartaoDTO = z
  .object({
    numero: z.number(),
    codigo: z.string(),
    situacao: z.enum(SITUACOES_CARTAO),
    venda_id: z.number().nullable(),
    /** the open tab's total (0 without one) */
    total: z.number(),
    /** the way out: what is still due on the open tab (0 without one, or when paid) */
    a_pagar: z.number(),
    /** the card may leave ('Liberado'): no open tab, or nothing left to pay */
    liberado: z.boolean(),
    /** the limit in force on the open tab (a manager's raise, else the company's); null: none */
    limite: z.number().nullable(),
  })
  .meta({ id: 'CartaoDTO' });
export type CartaoDTO = z.infer<typeof CartaoDTO>;

/** POST /api/cartoes/lote: cards inicio..fim (those that exist are kept), at most CARTOES_POR_LOTE at once. */
export const CriarCartoesInput = z
  .object({ inicio: numeroCartao, fim: numeroCartao })
  .refine((v) => v.fim >= v.inicio, { message: 'O fim deve ser maior ou igual ao início', path: ['fim'] })
  .refine((v) => v.fim - v.inicio < CARTOES_POR_LOTE, {
    message: `No máximo ${CARTOES_POR_LOTE} cartões por vez`,
    path: ['fim'],
  });
export type CriarCartoesInput = z.infer<typeof CriarCartoesInput>;

export const CriarCartoesDTO = z.object({ criados: z.number() }).meta({ id: 'CriarCartoesDTO' });
export type CriarCartoesDTO = z.infer<typeof CriarCartoesDTO>;

/**
 * PATCH /api/cartoes/:numero: block a lost card, or free it again; and/or set the limit of the card's open tab (a
 * manager raising it for this customer; null: back to the company's).
 */
export const AtualizarCartaoInput = z
  .object({
    situacao: z.enum(['bloqueado', 'livre'], { message: 'Situação deve ser bloqueado ou livre' }).optional(),
    limite: z
      .number({ message: MSG_CARTAO_REGRAS.limiteInvalido })
      .nullable()
      .refine(valorDeRegraValido, MSG_CARTAO_REGRAS.limiteInvalido)
      .optional(),
  })
  .refine((v) => v.situacao !== undefined || v.limite !== undefined, {
    message: 'Informe a situação ou o limite do cartão',
  });
export type AtualizarCartaoInput = z.infer<typeof AtualizarCartaoInput>;

/**
 * GET /api/public/cartao/:codigo: the card's QR page, like a table's (MesaPublicaDTO). The bill is then read and
 * followed by the open tab's token (GET /api/public/comanda/:token), as at a table.
 */
export const CartaoPublicoDTO = z
  .object({
    empresa: z.object({ nome: z.string() }),
    cartao: z.object({ numero: z.number() }),
    comanda: z.object({ token: z.string() }).nullable(),
    pedidos: z.enum(MODOS_PEDIDO_CLIENTE),
  })
  .meta({ id: 'CartaoPublicoDTO' });
export type CartaoPublicoDTO = z.infer<typeof CartaoPublicoDTO>;

/** A card's number in a path. */
export const NumeroCartaoParam = z.object({ numero: numeroCartaoNoCaminho });

/** GET /api/balcao: today's counter orders still to hand over, for the counter screen (issue 37). */
export const PedidoBalcaoDTO = z
  .object({ venda: VendaDTO, estado: z.enum(['preparando', 'pronto']) })
  .meta({ id: 'PedidoBalcaoDTO' });
export type PedidoBalcaoDTO = z.infer<typeof PedidoBalcaoDTO>;
