import { z } from 'zod';
import { OBSERVACOES_MAX } from '../rules/precos';
import { STATUS_PRODUCAO } from '../rules/producao-status';
import { SITUACOES_VENDA } from '../rules/situacoes';
import { CARTAO_NUMERO_MAX, TIPOS_VENDA } from '../rules/tipos-venda';
import { TAXA_ENTREGA_MAX, normalizarTelefone, telefoneValido } from '../rules/entregas';
import { FORMAS_PAGAMENTO_MANUAIS, type FormaPagamentoManual } from '../rules/pagamento';
import { formatBRL } from '../text/format';
import { dataHora, texto } from './comum';

const NOME_CLIENTE = 'Nome do cliente é obrigatório';
export const nomeCliente = texto({ mensagem: NOME_CLIENTE })
  .min(1, NOME_CLIENTE)
  .max(100, 'Nome com no máximo 100 caracteres');

const dinheiro = z.number();

/** Tab as the API returns it (spec section 3); money as numbers with 2 decimals. */
export const VendaDTO = z
  .object({
    id: z.number(),
    mesa_id: z.number().nullable(),
    mesa_numero: z.number().nullable(),
    nome_cliente: z.string(),
    /** what the tab stands on (issue 37); rotuloComanda names it: 'Mesa 07', 'Cartão 057', 'Balcão #27 — Ana' */
    tipo: z.enum(TIPOS_VENDA),
    /** a counter order's number of its day (company time zone), or the card's number; null for a table's tab */
    numero: z.number().nullable(),
    /** a counter order to take away */
    viagem: z.boolean(),
    /** a counter order handed to its customer (it left the pickup board) */
    retirada_em: dataHora.nullable(),
    /** a counter order's own public page (/pedido/:token); null for other kinds */
    acompanhar_url: z.string().nullable(),
    situacao: z.enum(SITUACOES_VENDA),
    funcionario: z.string(),
    subtotal: dinheiro,
    desconto: dinheiro,
    acrescimo: dinheiro,
    total: dinheiro,
    valor_pago: dinheiro,
    troco: dinheiro,
    /** the service charge (stored in acrescimo) and how it was set */
    taxa_servico: dinheiro,
    taxa_servico_percentual: z.number(),
    cobrar_taxa_servico: z.boolean(),
    taxa_servico_motivo: z.string().nullable(),
    desconto_tipo: z.enum(['valor', 'percentual']).nullable(),
    desconto_valor: z.number(),
    desconto_motivo: z.string().nullable(),
    /** a delivery's fee (issue 39), a line of its own in the total; 0 on other tabs (older answers lack it) */
    taxa_entrega: dinheiro.optional(),
    /** the CPF a diner asked for on the NFC-e from the phone (issue 38), 11 digits; the cashier sees it whole */
    cpf_nota: z.string().nullable().optional(),
    /**
     * a numbered card's minimum spend (issue 37): what its items fall short of the minimum, charged as its own line
     * 'Consumação mínima' and part of total and restante; 0 when off or reached
     */
    consumacao_minima: dinheiro,
    total_pago: dinheiro,
    restante: dinheiro,
    data_abertura: dataHora,
    data_fechamento: dataHora.nullable(),
    created_at: dataHora,
  })
  .meta({ id: 'VendaDTO' });
export type VendaDTO = z.infer<typeof VendaDTO>;

export const ItemSaborDTO = z
  .object({
    sabor_id: z.number().nullable(),
    sabor_nome: z.string(),
    quantidade: z.number(),
    preco_unitario: dinheiro,
    preco_adicional: dinheiro,
  })
  .meta({ id: 'ItemSaborDTO' });
export type ItemSaborDTO = z.infer<typeof ItemSaborDTO>;

export const ItemAdicionalDTO = z
  .object({
    adicional_id: z.number().nullable(),
    adicional_nome: z.string(),
    quantidade: z.number(),
    preco_unitario: dinheiro,
    preco: dinheiro,
  })
  .meta({ id: 'ItemAdicionalDTO' });
export type ItemAdicionalDTO = z.infer<typeof ItemAdicionalDTO>;

export const ItemDTO = z
  .object({
    id: z.number(),
    venda_id: z.number(),
    produto_id: z.number().nullable(),
    produto_nome: z.string(),
    quantidade: z.number(),
    preco_unitario: dinheiro,
    total: dinheiro,
    observacoes: z.string().nullable(),
    sabores: z.array(ItemSaborDTO),
    adicionais: z.array(ItemAdicionalDTO),
    created_at: dataHora,
    /** production (issue 13): items of a category with no station are born entregue */
    status_producao: z.enum(STATUS_PRODUCAO),
    estacao_id: z.number().nullable(),
    estacao_nome: z.string().nullable(),
    /** who at the table it is for (a diner's name, or the one the waiter picked); null: the table's */
    cliente_nome: z.string().nullable(),
  })
  .meta({ id: 'ItemDTO' });
export type ItemDTO = z.infer<typeof ItemDTO>;

const ABRIR_NA_MESA = z.object({
  mesa_id: z.coerce.number({ message: 'Mesa é obrigatória' }).int().positive('Mesa é obrigatória'),
  nome_cliente: nomeCliente.optional(),
});
/** A counter or takeaway order (issue 37): numbered per day in the company's time zone. */
export const AbrirBalcaoInput = z.object({
  tipo: z.literal('balcao'),
  nome_cliente: texto().max(60, 'Nome com no máximo 60 caracteres').optional(),
  viagem: z.boolean({ message: 'Para viagem deve ser verdadeiro ou falso' }).default(false),
});
export type AbrirBalcaoInput = z.infer<typeof AbrirBalcaoInput>;
const NUMERO_CARTAO = 'Número do cartão inválido';
/** A card's number in a body: a JSON number (true or '7' are refused, not coerced). */
export const numeroCartao = z
  .number({ message: NUMERO_CARTAO })
  .int(NUMERO_CARTAO)
  .min(1, NUMERO_CARTAO)
  .max(CARTAO_NUMERO_MAX, NUMERO_CARTAO);
/** A card's number in a path (text to number). */
export const numeroCartaoNoCaminho = z.coerce
  .number({ message: NUMERO_CARTAO })
  .int(NUMERO_CARTAO)
  .min(1, NUMERO_CARTAO)
  .max(CARTAO_NUMERO_MAX, NUMERO_CARTAO);
/** A numbered card's tab (issue 37): opens on the card's first use. */
export const AbrirCartaoInput = z.object({
  tipo: z.literal('cartao'),
  cartao: numeroCartao,
  nome_cliente: nomeCliente.optional(),
});
export type AbrirCartaoInput = z.infer<typeof AbrirCartaoInput>;

const obrigatorio = (mensagem: string, max: number, campo: string) =>
  texto({ mensagem }).min(1, mensagem).max(max, `${campo} com no máximo ${max} caracteres`);
const opcional = (max: number, campo: string) =>
  texto()
    .max(max, `${campo} com no máximo ${max} caracteres`)
    .nullish()
    .transform((v) => v || null);
const TELEFONE = 'Telefone inválido: informe DDD e número';
/** A customer's phone: any punctuation, stored as digits (DDD + 8 or 9 digits). */
export const telefoneCliente = z
  .string({ message: 'Telefone é obrigatório' })
  .transform(normalizarTelefone)
  .refine(telefoneValido, TELEFONE);
/** Where a delivery goes (issue 39). */
export const EnderecoEntrega = z.object(
  {
    logradouro: obrigatorio('Rua é obrigatória', 120, 'Rua'),
    numero: obrigatorio('Número é obrigatório', 20, 'Número'),
    complemento: opcional(60, 'Complemento'),
    bairro: obrigatorio('Bairro é obrigatório', 60, 'Bairro'),
    cidade: obrigatorio('Cidade é obrigatória', 60, 'Cidade'),
    referencia: opcional(120, 'Referência'),
  },
  { message: 'Endereço é obrigatório' },
);
export type EnderecoEntrega = z.infer<typeof EnderecoEntrega>;
const dinheiroEntrada = (mensagem: string, max: number) =>
  z
    .number({ message: mensagem })
    .min(0, mensagem)
    .max(max, `${mensagem}: no máximo ${formatBRL(max)}`)
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, mensagem);
/** How the customer pays the courier: the method and, in cash, the note to change ('troco para R$ 100,00'). */
export const PagamentoNaEntregaInput = z.object({
  // a string checked by hand, not an enum: inside POST /api/vendas's union an enum's miss reads as "not this kind"
  // and the answer would lose the field's own message
  forma: z
    .string({ message: 'Forma de pagamento inválida' })
    .refine((v) => (FORMAS_PAGAMENTO_MANUAIS as readonly string[]).includes(v), 'Forma de pagamento inválida')
    .transform((v) => v as FormaPagamentoManual),
  troco_para: dinheiroEntrada('Troco inválido', 10000).nullish(),
});
export type PagamentoNaEntregaInput = z.infer<typeof PagamentoNaEntregaInput>;
/** A delivery (issue 39): the customer, the address, the fee and what to collect on delivery. */
export const AbrirEntregaInput = z.object({
  tipo: z.literal('entrega'),
  nome_cliente: obrigatorio('Nome do cliente é obrigatório', 60, 'Nome'),
  telefone: telefoneCliente,
  endereco: EnderecoEntrega,
  taxa_entrega: dinheiroEntrada('Taxa de entrega inválida', TAXA_ENTREGA_MAX).default(0),
  /** typed in a textarea: may have line feeds */
  observacoes: texto({ multilinha: true })
    .max(300, 'Observações com no máximo 300 caracteres')
    .nullish()
    .transform((v) => v || null),
  /** null or missing: nothing to collect (already paid) */
  pagamento: PagamentoNaEntregaInput.nullish().transform((v) => v ?? null),
});
export type AbrirEntregaInput = z.infer<typeof AbrirEntregaInput>;

/**
 * POST /api/vendas: a table's tab ({mesa_id}, as always; `tipo: 'mesa'` may be sent), a counter order or a card's
 * tab. Money fields and funcionario the old client sends are ignored: the server sets them.
 */
export const AbrirVendaInput = z.union(
  [AbrirBalcaoInput, AbrirCartaoInput, AbrirEntregaInput, ABRIR_NA_MESA.extend({ tipo: z.literal('mesa').optional() })],
  { message: 'Informe mesa_id, ou tipo balcao, ou tipo cartao com o número do cartão, ou tipo entrega' },
);
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
  /** typed in a textarea: may have line feeds */
  observacoes: texto({ multilinha: true })
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
  cliente_nome: texto()
    .max(60, 'Nome com no máximo 60 caracteres.')
    .nullish()
    .transform((v) => v || null),
});
export type AdicionarItemInput = z.infer<typeof AdicionarItemInput>;
