import { divideHalfUp, toCents, type Cents } from './money';

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

export interface AdicionalDisponivel {
  id: number;
  nome: string;
  preco: number | string;
  /** 0 = no limit */
  qtd_maxima: number;
}

export interface GrupoAdicionais {
  categoria_id: number;
  categoria_nome: string;
  obrigatorio: boolean;
  /** 0 = unlimited */
  qtd_maxima: number;
  qtd_minima: number;
  adicionais: AdicionalDisponivel[];
}

export interface AdicionalEscolhido {
  adicional_id: number;
  quantidade: number;
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

/** One entry per add-on, quantities summed: ten copies of an add-on limited to 1 are ten, not ten times one. */
export function agruparAdicionais(adicionais: AdicionalEscolhido[]): AdicionalEscolhido[] {
  const porId = new Map<number, AdicionalEscolhido>();
  for (const a of adicionais) {
    const atual = porId.get(a.adicional_id);
    porId.set(a.adicional_id, { adicional_id: a.adicional_id, quantidade: (atual?.quantidade ?? 0) + a.quantidade });
  }
  return [...porId.values()];
}

/**
 * Validates a picker selection (repeated add-on entries are merged first, then the limits apply). Returns the first problem as pt-BR text, or null when it can be added.
 * The server runs the same check after loading the product, flavours and add-ons from the database.
 */
export function validarSelecao(args: {
  produto: ProdutoPrecificavel;
  qtdSabores: number;
  grupos: GrupoAdicionais[];
  adicionais: AdicionalEscolhido[];
  quantidade: number;
  observacoes?: string | null;
}): string | null {
  const { produto, qtdSabores, grupos, quantidade } = args;
  const adicionais = agruparAdicionais(args.adicionais);
  if (!Number.isInteger(quantidade) || quantidade < 1) return 'Quantidade deve ser no mínimo 1';
  if (produto.tipo_item === TIPO_ITEM.COM_SABORES) {
    if (qtdSabores < produto.qtd_min_sabores) return `Escolha pelo menos ${produto.qtd_min_sabores} sabor(es)`;
    if (produto.qtd_max_sabores > 0 && qtdSabores > produto.qtd_max_sabores)
      return `Escolha no máximo ${produto.qtd_max_sabores} sabor(es)`;
  } else if (qtdSabores > 0) {
    return 'Este produto não tem sabores';
  }
  for (const escolhido of adicionais) {
    if (!Number.isInteger(escolhido.quantidade) || escolhido.quantidade < 1) return 'Quantidade de adicional inválida';
    const grupo = grupos.find((g) => g.adicionais.some((a) => a.id === escolhido.adicional_id));
    if (!grupo) return 'Adicional não pertence a este produto';
    const ad = grupo.adicionais.find((a) => a.id === escolhido.adicional_id)!;
    if (ad.qtd_maxima > 0 && escolhido.quantidade > ad.qtd_maxima) return `Máximo de ${ad.qtd_maxima} para ${ad.nome}`;
  }
  for (const grupo of grupos) {
    const ids = new Set(grupo.adicionais.map((a) => a.id));
    const qtd = adicionais.filter((a) => ids.has(a.adicional_id)).reduce((s, a) => s + a.quantidade, 0);
    const minimo = Math.max(grupo.qtd_minima, grupo.obrigatorio ? 1 : 0);
    if (qtd < minimo) return `Escolha uma opção em ${grupo.categoria_nome} (obrigatório)`;
    if (grupo.qtd_maxima > 0 && qtd > grupo.qtd_maxima)
      return `Máximo de ${grupo.qtd_maxima} em ${grupo.categoria_nome}`;
  }
  if ((args.observacoes ?? '').length > OBSERVACOES_MAX)
    return `Observações com no máximo ${OBSERVACOES_MAX} caracteres`;
  return null;
}
