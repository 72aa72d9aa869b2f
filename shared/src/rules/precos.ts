import { divideHalfUp, toCents, type Cents } from './money';

/*
 * The pricing rule (spec section 3). What must be chosen to order a product, and whether a selection is complete, is
 * the selection rule in rules/selecao.ts.
 */

/** What the pricing rule needs from a product (spec section 3). */
export interface ProdutoPrecificavel {
  preco: number | string;
  preco_promocional?: number | string | null;
  tipo_item: number;
  tipo_preco_sabor: number;
  qtd_min_sabores: number;
  qtd_max_sabores: number;
}

export interface SaborPrecificavel {
  id: number;
  preco_adicional: number | string;
}

/** produtos.tipo_item: a plain item, or one ordered by choosing flavours (a pizza). */
export const TIPO_ITEM = { SIMPLES: 0, COM_SABORES: 1 } as const;

/** produtos.tipo_preco_sabor: how the chosen flavours price an item. */
export const TIPO_PRECO_SABOR = { PRODUTO_MAIS_SABORES: 0, MENOR: 1, MAIOR: 2, MEDIA: 3, SOMA: 4 } as const;

export const TIPOS_PRECO_SABOR = [
  { value: TIPO_PRECO_SABOR.PRODUTO_MAIS_SABORES, label: 'Preço do produto + adicional do sabor' },
  { value: TIPO_PRECO_SABOR.MENOR, label: 'Menor preço entre os sabores' },
  { value: TIPO_PRECO_SABOR.MAIOR, label: 'Maior preço entre os sabores' },
  { value: TIPO_PRECO_SABOR.MEDIA, label: 'Média dos preços dos sabores' },
  { value: TIPO_PRECO_SABOR.SOMA, label: 'Soma dos preços dos sabores' },
] as const;

export const OBSERVACOES_MAX = 500;

/** Effective product price: preco_promocional when set and above 0, else preco. */
export function precoEfetivo(p: Pick<ProdutoPrecificavel, 'preco' | 'preco_promocional'>): Cents {
  const promo = toCents(p.preco_promocional);
  return promo > 0 ? promo : toCents(p.preco);
}

/** Base unit price of a product with its chosen flavours, by tipo_preco_sabor. */
export function precoBaseComSabores(produto: ProdutoPrecificavel, sabores: SaborPrecificavel[]): Cents {
  const base = precoEfetivo(produto);
  const precos = sabores.map((s) => toCents(s.preco_adicional));
  const soma = precos.reduce((a, b) => a + b, 0);
  const somaAoProduto = produto.tipo_preco_sabor === TIPO_PRECO_SABOR.PRODUTO_MAIS_SABORES;
  if (somaAoProduto || precos.length === 0) return base + (somaAoProduto ? soma : 0);
  switch (produto.tipo_preco_sabor) {
    case TIPO_PRECO_SABOR.MENOR:
      return Math.min(...precos);
    case TIPO_PRECO_SABOR.MAIOR:
      return Math.max(...precos);
    case TIPO_PRECO_SABOR.MEDIA:
      return divideHalfUp(soma, precos.length);
    case TIPO_PRECO_SABOR.SOMA:
      return soma;
    default:
      return base;
  }
}

export interface PrecoItem {
  /** unit price including flavours and add-ons */
  unitario: Cents;
  total: Cents;
}

/** The one pricing function: the product picker and the server both use it. */
export function calcularPrecoItem(args: {
  produto: ProdutoPrecificavel;
  sabores: SaborPrecificavel[];
  adicionais: { preco: number | string; quantidade: number }[];
  quantidade: number;
}): PrecoItem {
  const extras = args.adicionais.reduce((acc, a) => acc + toCents(a.preco) * a.quantidade, 0);
  const unitario = precoBaseComSabores(args.produto, args.sabores) + extras;
  return { unitario, total: unitario * args.quantidade };
}

/** Human text for flavour bounds, e.g. 'Escolha 1 a 2'. */
export function textoLimiteSabores(min: number, max: number): string | null {
  if (min > 0 && max > 0) return `Escolha ${min} a ${max}`;
  if (max > 0) return `Escolha até ${max}`;
  if (min > 0) return `Escolha no mínimo ${min}`;
  return null;
}
