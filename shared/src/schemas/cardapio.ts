import { z } from 'zod';
import { money } from '../rules/money';
import { AtivoSN, SimNao, texto } from './comum';
import { TIPO_ITEM } from '../rules/precos';
import type { GrupoAdicionais } from '../rules/selecao';
import { DadosFiscais, DadosFiscaisDTO } from './fiscal';

/** Menu read side as the API returns it (spec section 3). */
export const CategoriaDTO = z
  .object({
    id: z.number(),
    nome: z.string(),
    descricao: z.string().nullable(),
    total_produtos: z.number(),
    /** production station its items go to; null: not produced, delivered at once */
    estacao_id: z.number().nullable(),
  })
  .meta({ id: 'CategoriaDTO' });
export type CategoriaDTO = z.infer<typeof CategoriaDTO>;

export const ProdutoDTO = z
  .object({
    id: z.number(),
    nome: z.string(),
    descricao: z.string().nullable(),
    preco: z.number(),
    preco_promocional: z.number().nullable(),
    codigo_barras: z.string().nullable(),
    /** the product's own code, unique per company: iFood's externalCode names it (issue 39) */
    codigo: z.string().nullable(),
    estoque_atual: z.number(),
    estoque_minimo: z.number(),
    categoria_id: z.number(),
    categoria_nome: z.string(),
    ativo: SimNao,
    tipo_item: z.number(),
    qtd_min_sabores: z.number(),
    qtd_max_sabores: z.number(),
    tipo_preco_sabor: z.number(),
    /** versioned URL of the stored image, or null */
    imagem_url: z.string().nullable(),
    /** sold out for now: left out of the diners' menu, refused in their orders (the waiter's picker marks it) */
    esgotado: z.boolean(),
    /** NFC-e data (issue 38); null: the company's default (Configurações › Fiscal) */
    fiscal: DadosFiscaisDTO.nullable(),
  })
  .meta({ id: 'ProdutoDTO' });
export type ProdutoDTO = z.infer<typeof ProdutoDTO>;

export const SaborDTO = z
  .object({
    id: z.number(),
    produto_id: z.number(),
    nome: z.string(),
    descricao: z.string().nullable(),
    preco_adicional: z.number(),
    /** same value as preco_adicional (older clients read it as preco) */
    preco: z.number(),
    qtd_maxima: z.number(),
    ativo: SimNao,
    /** iFood's option externalCode (issue 39) */
    codigo: z.string().nullable(),
  })
  .meta({ id: 'SaborDTO' });
export type SaborDTO = z.infer<typeof SaborDTO>;

export const AdicionalDTO = z
  .object({
    id: z.number(),
    nome: z.string(),
    descricao: z.string().nullable(),
    preco: z.number(),
    qtd_maxima: z.number(),
    categoria_adicional_id: z.number(),
    categoria_nome: z.string(),
    ativo: SimNao,
    /** iFood's option externalCode (issue 39) */
    codigo: z.string().nullable(),
  })
  .meta({ id: 'AdicionalDTO' });
export type AdicionalDTO = z.infer<typeof AdicionalDTO>;

/** An add-on as the pickers offer it (AdicionalDisponivel of the selection rule). */
export const AdicionalDoGrupoDTO = z.object({
  id: z.number(),
  nome: z.string(),
  preco: z.number(),
  /** 0 = no limit */
  qtd_maxima: z.number(),
});

/**
 * One add-on group as both pickers read it, with the selection rule's field names (GrupoAdicionais in
 * rules/selecao.ts, which `satisfies` checks): each product's `grupos_adicionais` in the public menu, and
 * GET /api/produtos/:id/adicionais (GrupoAdicionaisEquipeDTO, which sends more).
 */
export const GrupoAdicionaisDTO = z
  .object({
    categoria_id: z.number(),
    categoria_nome: z.string(),
    obrigatorio: z.boolean(),
    /** at least this many add-ons (obrigatorio: at least 1) */
    qtd_minima: z.number(),
    /** 0 = unlimited */
    qtd_maxima: z.number(),
    adicionais: z.array(AdicionalDoGrupoDTO),
  })
  .meta({ id: 'GrupoAdicionaisDTO' }) satisfies z.ZodType<GrupoAdicionais>;
export type GrupoAdicionaisDTO = z.infer<typeof GrupoAdicionaisDTO>;

/**
 * GET /api/produtos/:id/adicionais: every add-on group of the product with its active add-ons, as GrupoAdicionaisDTO,
 * plus the description, each add-on in full, and the server field names of spec 3 (categoria_obrigatorio,
 * categoria_qtd_maxima, categoria_qtd_minima: the same values as obrigatorio, qtd_maxima, qtd_minima).
 */
export const GrupoAdicionaisEquipeDTO = GrupoAdicionaisDTO.extend({
  categoria_descricao: z.string().nullable(),
  categoria_obrigatorio: z.boolean(),
  categoria_qtd_maxima: z.number(),
  categoria_qtd_minima: z.number(),
  adicionais: z.array(AdicionalDTO),
}).meta({ id: 'GrupoAdicionaisEquipeDTO' });
export type GrupoAdicionaisEquipeDTO = z.infer<typeof GrupoAdicionaisEquipeDTO>;

// ---------------------------------------------------------------------------------------------------------------
// Write side (spec sections 3 and 5). The server parses every menu write with these schemas and the client form uses
// the same ones, so both show the same pt-BR messages.
// ---------------------------------------------------------------------------------------------------------------

/** Decoded size limit of a product image (the client resizes uploads to 800 px JPEG, well below it). */
export const IMAGEM_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGEM_MUITO_GRANDE = 'Imagem muito grande (máximo 2 MB)';
export const NOME_OBRIGATORIO = 'Nome é obrigatório';
const PRECO_ZERO_OU_POSITIVO = 'Preço deve ser zero ou positivo';
const QTD_ZERO_OU_POSITIVA = 'Quantidade deve ser zero ou positiva';
const VALOR_MAXIMO = 9_999_999.99;

/** Blank text and null mean "not filled" (never 0): defaults apply and required fields report what is missing. */
const vazioComoAusente = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** true when v has at most `casas` decimal places (tolerates binary floating-point noise such as 0.1 + 0.2). */
function temNoMaximoCasas(v: number, casas: number): boolean {
  const f = 10 ** casas;
  return Math.abs(v * f - Math.round(v * f)) < 1e-6;
}

/** A required non-blank text (trimmed). */
const textoObrigatorio = (mensagem: string, max = 120) =>
  texto({ mensagem }).min(1, mensagem).max(max, `Máximo de ${max} caracteres`);

/** An optional text: blank becomes null. A description (a textarea) may have line feeds. */
const textoOpcional = (max = 1000, multilinha = false) =>
  texto({ multilinha })
    .max(max, `Máximo de ${max} caracteres`)
    .nullish()
    .transform((v) => v || null);

/** Money in reais: a number or numeric string, >= 0, step 0.01 (more decimals are refused, never rounded). */
const dinheiro = (mensagemNegativo: string) =>
  z.coerce
    .number({ message: mensagemNegativo })
    .min(0, mensagemNegativo)
    .max(VALOR_MAXIMO, 'Valor máximo 9.999.999,99')
    .refine((v) => temNoMaximoCasas(v, 2), 'Use no máximo 2 casas decimais')
    .transform((v) => money(v));

/** Stock quantity: >= 0, step 0.001 (numeric(12,3) in the database). */
const estoque = (mensagem: string) =>
  z.coerce
    .number({ message: mensagem })
    .min(0, mensagem)
    .max(999_999_999, 'Estoque máximo 999.999.999')
    .refine((v) => temNoMaximoCasas(v, 3), 'Use no máximo 3 casas decimais')
    .transform((v) => Math.round(v * 1000) / 1000);

const inteiroNaoNegativo = (mensagem: string) =>
  z.coerce.number({ message: mensagem }).int(mensagem).min(0, mensagem).max(9999, 'Máximo 9999');

/** 'S'/'N' or a boolean -> boolean (add-on category flags). */
const simNao = z
  .union([z.enum(['S', 'N']), z.boolean()], { message: 'Valor deve ser S, N, true ou false' })
  .transform((v) => v === true || v === 'S');

/** Id of an existing row being updated; new rows leave it out (or null). */
const idExistente = z.preprocess(
  vazioComoAusente,
  z.coerce
    .number({ message: 'Identificador inválido' })
    .int('Identificador inválido')
    .positive('Identificador inválido')
    .optional(),
);

// ----- categories -------------------------------------------------------------------------------------------------

/** The category's production station; empty or null: none (its items are delivered at once). */
const estacaoDaCategoria = z.preprocess(
  (v) => (v === '' ? null : v),
  z.coerce.number({ message: 'Estação inválida' }).int('Estação inválida').positive('Estação inválida').nullable(),
);

export const CriarCategoriaInput = z.object(
  {
    nome: textoObrigatorio('Nome da categoria é obrigatório', 80),
    descricao: textoOpcional(500),
    estacao_id: estacaoDaCategoria.optional(),
  },
  { message: 'Nome da categoria é obrigatório' },
);
export type CriarCategoriaInput = z.infer<typeof CriarCategoriaInput>;

/** PATCH /api/categorias/:id: any of the fields. */
export const AtualizarCategoriaInput = CriarCategoriaInput.partial().refine(
  (v) => Object.values(v).some((x) => x !== undefined),
  {
    message: 'Informe algum campo para atualizar',
  },
);
export type AtualizarCategoriaInput = z.infer<typeof AtualizarCategoriaInput>;

/**
 * The code iFood's externalCode names (issue 39): of a product, a flavour or an add-on, each unique in the company
 * among its kind. Absent keeps the stored code; '' or null clears it.
 */
const codigoExterno = () =>
  texto()
    .max(60, 'Código com no máximo 60 caracteres')
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

// ----- flavours ---------------------------------------------------------------------------------------------------

/** A flavour of the product form. preco_adicional is also accepted as preco (spec 3). */
export const SaborInput = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !('preco_adicional' in v) && 'preco' in v
      ? { ...v, preco_adicional: (v as { preco: unknown }).preco }
      : v,
  z.object(
    {
      id: idExistente,
      nome: textoObrigatorio(NOME_OBRIGATORIO),
      descricao: textoOpcional(),
      preco_adicional: z.preprocess(vazioComoAusente, dinheiro(PRECO_ZERO_OU_POSITIVO).default(0)),
      qtd_maxima: z.preprocess(vazioComoAusente, inteiroNaoNegativo(QTD_ZERO_OU_POSITIVA).default(0)),
      ativo: AtivoSN.default('S'),
      codigo: codigoExterno(),
    },
    { message: 'Sabor inválido' },
  ),
);
export type SaborInput = z.infer<typeof SaborInput>;

// ----- add-on categories and add-ons ------------------------------------------------------------------------------

/** Form field names, plus the categoria_* names the server's read side uses (so a GrupoAdicionaisEquipeDTO can be sent back). */
function aceitarNomesDoServidor(v: unknown): unknown {
  if (!v || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  return {
    ...o,
    id: o.id ?? o.categoria_id,
    nome: o.nome ?? o.categoria_nome,
    descricao: o.descricao ?? o.categoria_descricao,
    obrigatorio: o.obrigatorio ?? o.categoria_obrigatorio,
    qtd_maxima: o.qtd_maxima ?? o.categoria_qtd_maxima,
    qtd_minima: o.qtd_minima ?? o.categoria_qtd_minima,
  };
}

export const CategoriaAdicionalInput = z.preprocess(
  aceitarNomesDoServidor,
  z
    .object(
      {
        id: idExistente,
        nome: textoObrigatorio('Nome da categoria de adicionais é obrigatório', 80),
        descricao: textoOpcional(500),
        qtd_minima: z.preprocess(vazioComoAusente, inteiroNaoNegativo(QTD_ZERO_OU_POSITIVA).default(0)),
        /** 0 = unlimited */
        qtd_maxima: z.preprocess(vazioComoAusente, inteiroNaoNegativo(QTD_ZERO_OU_POSITIVA).default(0)),
        obrigatorio: simNao.default(false),
        multipla_escolha: simNao.default(true),
      },
      { message: 'Categoria de adicionais inválida' },
    )
    .refine((c) => c.qtd_maxima === 0 || c.qtd_minima <= c.qtd_maxima, {
      message: 'Quantidade mínima não pode ser maior que a máxima',
      path: ['qtd_minima'],
    }),
);
export type CategoriaAdicionalInput = z.infer<typeof CategoriaAdicionalInput>;

/**
 * An add-on. It names its category by categoria_adicional_id (an existing category of this product; wins when both
 * are sent, since the category may be renamed in the same save) or by categoria_nome (the nome of a category in
 * categoriasAdicionais, for categories created in this save). Price and limit are coerced, defaults 0 and 1.
 */
export const AdicionalInput = z
  .object(
    {
      id: idExistente,
      nome: textoObrigatorio(NOME_OBRIGATORIO),
      descricao: textoOpcional(),
      preco: z.preprocess(vazioComoAusente, dinheiro(PRECO_ZERO_OU_POSITIVO).default(0)),
      /** 0 = no limit */
      qtd_maxima: z.preprocess(vazioComoAusente, inteiroNaoNegativo(QTD_ZERO_OU_POSITIVA).default(1)),
      categoria_adicional_id: idExistente,
      categoria_nome: texto()
        .max(80)
        .nullish()
        .transform((v) => v || undefined),
      ativo: AtivoSN.default('S'),
      codigo: codigoExterno(),
    },
    { message: 'Adicional inválido' },
  )
  .refine((a) => a.categoria_adicional_id != null || a.categoria_nome != null, {
    message: 'Categoria do adicional é obrigatória',
    path: ['categoria_nome'],
  });
export type AdicionalInput = z.infer<typeof AdicionalInput>;

// ----- products ---------------------------------------------------------------------------------------------------

/** How add-ons match their category by name: ignoring case and surrounding spaces (the server resolves with it too). */
export const chaveNomeCategoria = (nome: string) => nome.trim().toLocaleLowerCase('pt-BR');

/**
 * POST /api/produtos and the full PATCH /api/produtos/:id. sabores, adicionais and categoriasAdicionais are the
 * complete new lists (rows with id are updated, rows without id inserted, missing rows deleted); a list left out of
 * a PATCH is kept as it is. Flavours exist only when tipo_item is 1: with tipo_item 0 they are all deleted.
 * imagem_data: a data URL sets the image, null removes it, absent keeps it (the server checks the real type).
 */
export const ProdutoInput = z
  .object(
    {
      nome: textoObrigatorio('Nome do produto é obrigatório'),
      descricao: textoOpcional(1000, true), // a textarea
      preco: z.preprocess(vazioComoAusente, dinheiro('Preço deve ser maior que zero')),
      preco_promocional: z
        .preprocess(vazioComoAusente, dinheiro('Preço promocional deve ser zero ou positivo').optional())
        .transform((v) => v ?? null),
      codigo_barras: textoOpcional(60),
      codigo: codigoExterno(),
      estoque_atual: z.preprocess(vazioComoAusente, estoque('Estoque atual deve ser maior ou igual a zero').default(0)),
      estoque_minimo: z.preprocess(
        vazioComoAusente,
        estoque('Estoque mínimo deve ser maior ou igual a zero').default(0),
      ),
      categoria_id: z.preprocess(
        vazioComoAusente,
        z.coerce
          .number({ message: 'Categoria é obrigatória' })
          .int('Categoria é obrigatória')
          .min(1, 'Categoria é obrigatória'),
      ),
      ativo: AtivoSN.default('S'),
      tipo_item: z.preprocess(
        vazioComoAusente,
        z.coerce
          .number({ message: 'Tipo de item inválido' })
          .int('Tipo de item inválido')
          .min(0, 'Tipo de item inválido')
          .max(1, 'Tipo de item inválido')
          .default(0),
      ),
      qtd_min_sabores: z.preprocess(
        vazioComoAusente,
        inteiroNaoNegativo('Quantidade mínima de sabores deve ser zero ou positiva').default(0),
      ),
      /** 0 = unlimited */
      qtd_max_sabores: z.preprocess(
        vazioComoAusente,
        inteiroNaoNegativo('Quantidade máxima de sabores deve ser zero ou positiva').default(0),
      ),
      tipo_preco_sabor: z.preprocess(
        vazioComoAusente,
        z.coerce
          .number({ message: 'Tipo de preço do sabor inválido' })
          .int('Tipo de preço do sabor inválido')
          .min(0, 'Tipo de preço do sabor inválido')
          .max(4, 'Tipo de preço do sabor inválido')
          .default(0),
      ),
      imagem_data: z
        .string({ message: 'Imagem inválida' })
        // base64 of the limit plus room for the data URL prefix; the exact decoded size is checked on the server
        .max(Math.ceil(IMAGEM_MAX_BYTES / 3) * 4 + 100, IMAGEM_MUITO_GRANDE)
        .nullish(),
      /** informative only: the server trusts the bytes, not this */
      imagem_mime_type: z.string().max(100).nullish(),
      sabores: z
        .array(SaborInput, { message: 'Lista de sabores inválida' })
        .max(200, 'Máximo de 200 sabores')
        .optional(),
      categoriasAdicionais: z
        .array(CategoriaAdicionalInput, { message: 'Lista de categorias de adicionais inválida' })
        .max(50, 'Máximo de 50 categorias de adicionais')
        .optional(),
      adicionais: z
        .array(AdicionalInput, { message: 'Lista de adicionais inválida' })
        .max(500, 'Máximo de 500 adicionais')
        .optional(),
      /** NFC-e data (issue 38): absent keeps it, null clears it (the company's default applies) */
      fiscal: DadosFiscais.nullish(),
    },
    { message: 'Dados do produto inválidos' },
  )
  .superRefine((p, ctx) => {
    if (p.tipo_item === TIPO_ITEM.COM_SABORES && p.qtd_max_sabores > 0 && p.qtd_min_sabores > p.qtd_max_sabores) {
      ctx.addIssue({
        code: 'custom',
        message: 'Mínimo de sabores não pode ser maior que o máximo',
        path: ['qtd_min_sabores'],
      });
    }
    if (p.categoriasAdicionais) {
      // add-ons find their category by name, so names must be unique within the product
      const nomes = new Set<string>();
      p.categoriasAdicionais.forEach((c, i) => {
        if (nomes.has(chaveNomeCategoria(c.nome)))
          ctx.addIssue({
            code: 'custom',
            message: `Categoria de adicionais "${c.nome}" repetida`,
            path: ['categoriasAdicionais', i, 'nome'],
          });
        nomes.add(chaveNomeCategoria(c.nome));
      });
      // an add-on named only by categoria_nome must name one of the categories being saved
      p.adicionais?.forEach((a, i) => {
        if (a.categoria_adicional_id == null && a.categoria_nome && !nomes.has(chaveNomeCategoria(a.categoria_nome))) {
          ctx.addIssue({
            code: 'custom',
            message: `Categoria de adicionais "${a.categoria_nome}" não encontrada`,
            path: ['adicionais', i, 'categoria_nome'],
          });
        }
      });
    }
  })
  .transform((p) =>
    // turning the flavour switch off (spec 4.4): no bounds and no flavours
    p.tipo_item === TIPO_ITEM.COM_SABORES
      ? p
      : { ...p, qtd_min_sabores: 0, qtd_max_sabores: 0, sabores: [] as SaborInput[] },
  );
export type ProdutoInput = z.infer<typeof ProdutoInput>;

/** PATCH /api/produtos/:id with only {ativo}: reactivation / deactivation (spec 4.4). */
export const AtivoProdutoInput = z.object({ ativo: AtivoSN }, { message: 'Informe ativo' });
export type AtivoProdutoInput = z.infer<typeof AtivoProdutoInput>;

/** True when a PATCH body carries only ativo (the toggle), not the full form. */
export const ehSoAtivo = (body: unknown): boolean =>
  !!body && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 1 && 'ativo' in body;

/**
 * PATCH /api/produtos/:id: only {ativo} is the toggle (AtivoProdutoInput), anything else the full form (ProdutoInput);
 * either way the answer carries that schema's own messages.
 */
export const EditarProdutoInput = z
  .unknown()
  .transform((body, ctx): AtivoProdutoInput | ProdutoInput => {
    const r = ehSoAtivo(body) ? AtivoProdutoInput.safeParse(body) : ProdutoInput.safeParse(body);
    if (r.success) return r.data;
    for (const issue of r.error.issues) ctx.addIssue({ ...issue });
    return z.NEVER;
  })
  .describe('ProdutoInput completo, ou só { ativo }');

/** Query of GET /api/produtos and GET /api/produtos/:id/sabores. */
export const ListarProdutosQuery = z.object({
  include_inactive: z
    .enum(['true', 'false'], { message: 'include_inactive deve ser true ou false' })
    .optional()
    .transform((v) => v === 'true'),
  categoria_id: z.preprocess(
    vazioComoAusente,
    z.coerce
      .number({ message: 'Categoria inválida' })
      .int('Categoria inválida')
      .positive('Categoria inválida')
      .optional(),
  ),
});
export type ListarProdutosQuery = z.infer<typeof ListarProdutosQuery>;

/** POST /api/produtos/buscar-multiplas-imagens. categoria_nome is an optional hint for the illustration. */
export const BuscarImagensInput = z.object(
  {
    nome: textoObrigatorio('Nome obrigatório'),
    descricao: textoOpcional(),
    categoria_nome: textoOpcional(80),
  },
  { message: 'Nome obrigatório' },
);
export type BuscarImagensInput = z.infer<typeof BuscarImagensInput>;

/** POST /api/produtos/buscar-multiplas-imagens */
export const BuscarImagensResposta = z
  .object({
    success: z.boolean(),
    /** data URLs (image/png, image/jpeg or image/webp) */
    imagens: z.array(z.object({ imageData: z.string() })),
    message: z.string(),
  })
  .meta({ id: 'BuscarImagensResposta' });
export type BuscarImagensResposta = z.infer<typeof BuscarImagensResposta>;

/** An add-on category of the edit form with its add-ons (all of them, active or not). */
export const CategoriaAdicionalDTO = z
  .object({
    id: z.number(),
    produto_id: z.number(),
    nome: z.string(),
    descricao: z.string().nullable(),
    qtd_minima: z.number(),
    qtd_maxima: z.number(),
    obrigatorio: z.boolean(),
    multipla_escolha: z.boolean(),
    adicionais: z.array(AdicionalDTO),
  })
  .meta({ id: 'CategoriaAdicionalDTO' });
export type CategoriaAdicionalDTO = z.infer<typeof CategoriaAdicionalDTO>;

/**
 * GET /api/produtos/:id and the answer of POST/PATCH: the product with everything the edit form needs, shaped like
 * ProdutoInput (sabores, categoriasAdicionais, and the flat adicionais list with categoria_nome and
 * categoria_adicional_id) so the form can send it back as it is.
 */
export const ProdutoDetalheDTO = ProdutoDTO.extend({
  sabores: z.array(SaborDTO),
  categoriasAdicionais: z.array(CategoriaAdicionalDTO),
  adicionais: z.array(AdicionalDTO),
}).meta({ id: 'ProdutoDetalheDTO' });
export type ProdutoDetalheDTO = z.infer<typeof ProdutoDetalheDTO>;
