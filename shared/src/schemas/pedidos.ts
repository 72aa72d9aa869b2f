import { z } from 'zod';
import { OBSERVACOES_MAX } from '../rules/precos';
import { STATUS_PRODUCAO } from '../rules/producao-status';
import {
  CLIENTE_NOME_MAX,
  MODOS_PEDIDO_CLIENTE,
  MSG_PEDIDOS,
  PEDIDO_MAX_LINHAS,
  PEDIDO_MAX_QUANTIDADE,
  SITUACOES_ITEM_PEDIDO,
  SITUACOES_LINHA_CLIENTE,
} from '../rules/pedidos-cliente';
import { GrupoAdicionaisDTO } from './cardapio';
import { texto } from './comum';
import { AdicionarItemInput } from './vendas';

/*
 * Diners ordering from the table (issue 22): the table's QR card, the public menu, the table's shared cart, the
 * diner's orders and the staff's approval. Inputs parse on the server with these schemas; DTOs are the response
 * contracts (the server sends exactly these fields).
 */

const id = z.coerce
  .number({ message: 'Identificador inválido' })
  .int('Identificador inválido')
  .positive('Identificador inválido');
const dinheiro = z.number();

export const ModoPedidoClienteSchema = z.enum(MODOS_PEDIDO_CLIENTE, { message: 'Modo de pedidos inválido' });

/** 'Seu nome': trimmed, 1..60 characters. */
export const ClienteNome = texto({ mensagem: MSG_PEDIDOS.nome })
  .min(1, MSG_PEDIDOS.nome)
  .max(CLIENTE_NOME_MAX, MSG_PEDIDOS.nomeLongo);

/** The random id a phone keeps in localStorage: only it may change or remove the cart lines it added. */
export const Dispositivo = z
  .string({ message: 'Dispositivo inválido' })
  .trim()
  .min(8, 'Dispositivo inválido')
  .max(64, 'Dispositivo inválido')
  .regex(/^[A-Za-z0-9_-]+$/, 'Dispositivo inválido');

/** GET …/carrinho: the phone that asks names itself in a header (never in a logged URL) to get its lines `minha`. */
export const CarrinhoHeaders = z.object({ 'x-dispositivo': Dispositivo.optional() });
export type CarrinhoHeaders = z.infer<typeof CarrinhoHeaders>;

const quantidadePedido = z.coerce
  .number({ message: 'Quantidade inválida' })
  .int('Quantidade deve ser um número inteiro')
  .min(1, 'Quantidade deve ser no mínimo 1')
  .max(PEDIDO_MAX_QUANTIDADE, MSG_PEDIDOS.maxQuantidade);

/**
 * One line a diner orders: the same selection as the waiter's picker (flavour ids, add-ons with quantity; the same
 * shapes AdicionarItemInput accepts). Any price, total or name sent with it is ignored: the server prices from the DB.
 */
export const ItemPedidoInput = z.object({
  produto_id: id,
  quantidade: quantidadePedido,
  sabores: AdicionarItemInput.shape.sabores,
  adicionais: AdicionarItemInput.shape.adicionais,
  observacao: texto({ multilinha: true })
    .max(OBSERVACOES_MAX, `Observações com no máximo ${OBSERVACOES_MAX} caracteres`)
    .nullish()
    .transform((v) => v || null),
});
export type ItemPedidoInput = z.infer<typeof ItemPedidoInput>;
export type ItemPedidoBody = z.input<typeof ItemPedidoInput>;

/**
 * POST /api/public/mesa/:codigo/pedidos (and /comanda/:token/pedidos), with an Idempotency-Key header.
 * The order is `itens` (lines typed straight into the order) plus the table-cart lines named in `carrinho_linha_ids`
 * (read from the server's cart, each keeping its own cliente_nome, and removed from the cart in the same
 * transaction). To send the cart, name its lines and leave `itens` empty: a line in both would be ordered twice.
 */
export const CriarPedidoClienteInput = z
  .object({
    cliente_nome: ClienteNome,
    itens: z
      .array(ItemPedidoInput, { message: 'Itens inválidos' })
      .max(PEDIDO_MAX_LINHAS, MSG_PEDIDOS.maxLinhas)
      .default([]),
    carrinho_linha_ids: z.array(id).max(PEDIDO_MAX_LINHAS, MSG_PEDIDOS.maxLinhas).default([]),
  })
  .refine((p) => p.itens.length + p.carrinho_linha_ids.length > 0, { message: MSG_PEDIDOS.vazio, path: ['itens'] })
  .refine((p) => p.itens.length + p.carrinho_linha_ids.length <= PEDIDO_MAX_LINHAS, {
    message: MSG_PEDIDOS.maxLinhas,
    path: ['itens'],
  });
export type CriarPedidoClienteInput = z.infer<typeof CriarPedidoClienteInput>;

/** POST /api/public/mesa/:codigo/carrinho: a line in the table's shared cart. */
export const AdicionarCarrinhoInput = z.object({
  dispositivo: Dispositivo,
  cliente_nome: ClienteNome,
  item: ItemPedidoInput,
});
export type AdicionarCarrinhoInput = z.infer<typeof AdicionarCarrinhoInput>;

/** PATCH /api/public/mesa/:codigo/carrinho/:linhaId */
export const AlterarCarrinhoInput = z.object({ dispositivo: Dispositivo, quantidade: quantidadePedido });
export type AlterarCarrinhoInput = z.infer<typeof AlterarCarrinhoInput>;

/** DELETE /api/public/mesa/:codigo/carrinho/:linhaId?dispositivo=… (or the `X-Dispositivo` header) */
export const RemoverCarrinhoQuery = z.object({ dispositivo: Dispositivo });
export type RemoverCarrinhoQuery = z.infer<typeof RemoverCarrinhoQuery>;

/** POST /api/pedidos-cliente/:id/aprovar: the lines to approve (default: every pending line). */
export const AprovarPedidoInput = z.preprocess(
  (v) => v ?? {}, // no body (null) approves every pending line
  z.object({ itens: z.array(id).max(PEDIDO_MAX_LINHAS).optional() }),
);
export type AprovarPedidoInput = z.infer<typeof AprovarPedidoInput>;

/** POST /api/pedidos-cliente/:id/recusar: why (shown to the diner as 'Recusado: motivo'), and which lines. */
export const RecusarPedidoInput = z.object({
  /** typed in a textarea */
  motivo: texto({ mensagem: 'Informe o motivo', multilinha: true })
    .min(1, 'Informe o motivo')
    .max(200, 'Motivo com no máximo 200 caracteres'),
  itens: z.array(id).max(PEDIDO_MAX_LINHAS).optional(),
});
export type RecusarPedidoInput = z.infer<typeof RecusarPedidoInput>;

/** GET /api/pedidos-cliente?situacao=pendente (no filter: the last 24 hours' orders). */
export const ListarPedidosClienteQuery = z.object({
  situacao: z.enum(SITUACOES_ITEM_PEDIDO, { message: 'Situação inválida' }).optional(),
});
export type ListarPedidosClienteQuery = z.infer<typeof ListarPedidosClienteQuery>;

/** PATCH /api/produtos/:id/esgotado */
export const EsgotadoInput = z.object({ esgotado: z.boolean({ message: 'Informe esgotado (true ou false)' }) });
export type EsgotadoInput = z.infer<typeof EsgotadoInput>;

// ----- responses -------------------------------------------------------------------------------------------------

/** GET /api/mesas/:id/qr-fixo and POST …/renovar: the table's permanent card link. */
export const QrMesaDTO = z
  .object({
    codigo: z.string(),
    /** `${PUBLIC_URL or the request's origin}/m/${codigo}` */
    url: z.string(),
    /** PNG data URL */
    qrCode: z.string(),
  })
  .meta({ id: 'QrMesaDTO' });
export type QrMesaDTO = z.infer<typeof QrMesaDTO>;

/** GET /api/public/mesa/:codigo: what the table card shows first. comanda: the open tab's link token, or null. */
export const MesaPublicaDTO = z
  .object({
    empresa: z.object({ nome: z.string() }),
    mesa: z.object({ numero: z.number() }),
    comanda: z.object({ token: z.string() }).nullable(),
    pedidos: ModoPedidoClienteSchema,
    abrir_pelo_cliente: z.boolean(),
  })
  .meta({ id: 'MesaPublicaDTO' });
export type MesaPublicaDTO = z.infer<typeof MesaPublicaDTO>;

/**
 * A product of the public menu. Field names are the pricing and selection rules' (ProdutoPrecificavel in
 * rules/precos.ts, GrupoAdicionais in rules/selecao.ts), so `calcularPrecoItem`, `validarSelecao` and
 * `precisaConfigurar` run on it as they do in the waiter's picker.
 */
export const ProdutoPublicoDTO = z
  .object({
    id: z.number(),
    nome: z.string(),
    descricao: z.string().nullable(),
    imagem_url: z.string().nullable(),
    preco: dinheiro,
    preco_promocional: dinheiro.nullable(),
    /** 0 plain, 1 ordered by flavours (TIPO_ITEM) */
    tipo_item: z.number(),
    tipo_preco_sabor: z.number(),
    qtd_min_sabores: z.number(),
    /** 0 = unlimited */
    qtd_max_sabores: z.number(),
    sabores: z.array(
      z.object({ id: z.number(), nome: z.string(), descricao: z.string().nullable(), preco_adicional: dinheiro }),
    ),
    /** the same group as the waiter's picker reads (rules/selecao.ts decides what must be chosen) */
    grupos_adicionais: z.array(GrupoAdicionaisDTO),
  })
  .meta({ id: 'ProdutoPublicoDTO' });
export type ProdutoPublicoDTO = z.infer<typeof ProdutoPublicoDTO>;

/** GET /api/public/mesa/:codigo/cardapio: active categories in order with their active, not sold-out products. */
export const CardapioPublicoDTO = z
  .object({
    categorias: z.array(
      z.object({ id: z.number(), nome: z.string(), ordem: z.number(), produtos: z.array(ProdutoPublicoDTO) }),
    ),
  })
  .meta({ id: 'CardapioPublicoDTO' });
export type CardapioPublicoDTO = z.infer<typeof CardapioPublicoDTO>;

const SaborEscolhidoDTO = z.object({ id: z.number(), nome: z.string() });
const AdicionalEscolhidoDTO = z.object({ id: z.number(), nome: z.string(), quantidade: z.number() });

/** One line of a table's shared cart, priced by the server. */
export const CarrinhoLinhaDTO = z
  .object({
    id: z.number(),
    /**
     * the same for every line of one phone, to group them by person: a one-way digest of the phone's secret
     * (`dispositivo`), which never leaves that phone (issue 35)
     */
    pessoa: z.string(),
    /** the line was added by the phone asking (its `X-Dispositivo`); always false in the socket's event */
    minha: z.boolean(),
    cliente_nome: z.string(),
    produto_id: z.number(),
    nome: z.string(),
    quantidade: z.number(),
    sabores: z.array(SaborEscolhidoDTO),
    adicionais: z.array(AdicionalEscolhidoDTO),
    observacao: z.string().nullable(),
    valor_unitario: dinheiro,
    valor_total: dinheiro,
  })
  .meta({ id: 'CarrinhoLinhaDTO' });
export type CarrinhoLinhaDTO = z.infer<typeof CarrinhoLinhaDTO>;
/** the contract's name for it */
export type CarrinhoLinha = CarrinhoLinhaDTO;

/**
 * GET …/carrinho (with the phone's `X-Dispositivo` header, its own lines come `minha`) and the socket event
 * carrinho:atualizado: the whole cart, oldest line first.
 */
export const CarrinhoDTO = z.object({ linhas: z.array(CarrinhoLinhaDTO) }).meta({ id: 'CarrinhoDTO' });
export type CarrinhoDTO = z.infer<typeof CarrinhoDTO>;

/** POST …/pedidos: 201. itens[].status_producao is the tab item's (null while the line waits for approval). */
export const PedidoCriadoDTO = z
  .object({
    pedido_id: z.number(),
    situacao: z.enum(['pendente', 'aprovado']),
    itens: z.array(z.object({ id: z.number(), status_producao: z.enum(STATUS_PRODUCAO).nullable() })),
  })
  .meta({ id: 'PedidoCriadoDTO' });
export type PedidoCriadoDTO = z.infer<typeof PedidoCriadoDTO>;

/** POST /api/public/mesa/:codigo/abrir (company setting abrir_pelo_cliente): the new tab's link token. */
export const ComandaAbertaPeloClienteDTO = z
  .object({ comanda: z.object({ token: z.string() }) })
  .meta({ id: 'ComandaAbertaPeloClienteDTO' });
export type ComandaAbertaPeloClienteDTO = z.infer<typeof ComandaAbertaPeloClienteDTO>;

/** A line of a diner's order as staff see it. venda_item_id: the tab item it became once approved. */
export const ItemPedidoClienteDTO = z.object({
  id: z.number(),
  /** null only if the product was deleted since */
  produto_id: z.number().nullable(),
  nome: z.string(),
  quantidade: z.number(),
  /** whose line it is (a cart line keeps its own person even when someone else sends the cart) */
  cliente_nome: z.string(),
  sabores: z.array(SaborEscolhidoDTO),
  adicionais: z.array(AdicionalEscolhidoDTO),
  observacao: z.string().nullable(),
  valor_unitario: dinheiro,
  valor_total: dinheiro,
  situacao: z.enum(SITUACOES_ITEM_PEDIDO),
  motivo: z.string().nullable(),
  venda_item_id: z.number().nullable(),
});
export type ItemPedidoClienteDTO = z.infer<typeof ItemPedidoClienteDTO>;

/** GET /api/pedidos-cliente, the answer of aprovar/recusar and the events pedido-cliente:novo / :atualizado. */
export const PedidoClienteDTO = z
  .object({
    id: z.number(),
    /** null if the table was deleted since, or the order came from a numbered card */
    mesa_id: z.number().nullable(),
    /** the place it was sent from: a table's number or a numbered card's (issue 37); exactly one is set */
    mesa_numero: z.number().nullable(),
    cartao_numero: z.number().nullable(),
    /** the place as staff read it (rotuloComanda): 'Mesa 07' or 'Cartão 057' */
    rotulo: z.string(),
    venda_id: z.number(),
    cliente_nome: z.string(),
    criado_em: z.string(),
    situacao: z.enum(SITUACOES_ITEM_PEDIDO),
    /** sum of the lines still pending (what approving all would add) */
    valor_pendente: dinheiro,
    itens: z.array(ItemPedidoClienteDTO),
  })
  .meta({ id: 'PedidoClienteDTO' });
export type PedidoClienteDTO = z.infer<typeof PedidoClienteDTO>;

export const PedidosClienteDTO = z.array(PedidoClienteDTO).meta({ id: 'PedidosClienteDTO' });

/** What the diner's bill shows of the orders placed from phones, with each line's live status. */
export const PedidoPublicoDTO = z.object({
  id: z.number(),
  cliente_nome: z.string(),
  criado_em: z.string(),
  itens: z.array(
    z.object({
      id: z.number(),
      nome: z.string(),
      cliente_nome: z.string(),
      quantidade: z.number(),
      valor_total: dinheiro,
      situacao: z.enum(SITUACOES_LINHA_CLIENTE),
      /** why it was refused */
      motivo: z.string().nullable(),
    }),
  ),
});
export type PedidoPublicoDTO = z.infer<typeof PedidoPublicoDTO>;

/** GET /api/vendas/:id/por-pessoa: each name's share; cliente_nome null = items with no name ('Mesa'). */
export const PorPessoaDTO = z
  .object({
    pessoas: z.array(
      z.object({
        cliente_nome: z.string().nullable(),
        itens_total: dinheiro,
        taxa_servico: dinheiro,
        desconto: dinheiro,
        total: dinheiro,
      }),
    ),
    /** the tab's total: the sum of the people's totals */
    total: dinheiro,
  })
  .meta({ id: 'PorPessoaDTO' });
export type PorPessoaDTO = z.infer<typeof PorPessoaDTO>;
