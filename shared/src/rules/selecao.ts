import { OBSERVACOES_MAX, TIPO_ITEM, type ProdutoPrecificavel } from './precos';

/*
 * The selection model: what must be chosen to order a product (flavours, add-on groups), whether a selection is
 * complete, and whether a product goes in with one tap. One rule for the waiter's picker, the diner's menu and the
 * server (vendas.service `precificar`, which the diner's orders go through too). Pure: no I/O, no framework. The
 * diner's page deep-imports it (`@comanda/shared/rules/selecao`), so it imports only rules/precos.
 */

/** An add-on a group offers (the picker lists only the active ones). */
export interface AdicionalDisponivel {
  id: number;
  nome: string;
  preco: number | string;
  /** 0 = no limit */
  qtd_maxima: number;
}

/**
 * An add-on group of a product, as both menus send it (`GrupoAdicionaisDTO`: the staff's
 * GET /api/produtos/:id/adicionais and each product's `grupos_adicionais` of the public menu) and the server loads it.
 */
export interface GrupoAdicionais {
  categoria_id: number;
  categoria_nome: string;
  obrigatorio: boolean;
  /** at least this many add-ons of the group (0 = none required; `obrigatorio` means at least 1) */
  qtd_minima: number;
  /** 0 = unlimited */
  qtd_maxima: number;
  adicionais: AdicionalDisponivel[];
}

/** What a group's requirement reads. */
export type ExigenciaGrupo = Pick<GrupoAdicionais, 'obrigatorio' | 'qtd_minima'>;

/** What the selection rule reads from a product. */
export type ProdutoSelecionavel = Pick<ProdutoPrecificavel, 'tipo_item' | 'qtd_min_sabores' | 'qtd_max_sabores'>;

export interface AdicionalEscolhido {
  adicional_id: number;
  quantidade: number;
}

/** How many add-ons of the group must be chosen at least: its qtd_minima, and 1 when it is obrigatorio. */
export const minimoDoGrupo = (g: ExigenciaGrupo): number => Math.max(g.qtd_minima, g.obrigatorio ? 1 : 0);

/** The group asks for a choice ('Obrigatório'): obrigatorio, or a minimum of 1 or more. */
export const grupoObrigatorio = (g: ExigenciaGrupo): boolean => minimoDoGrupo(g) > 0;

/**
 * The product needs the configurator: it is ordered by flavours, or the plain selection (one unit, no flavour, no
 * add-on) is not one validarSelecao accepts (a group asks for a choice). Otherwise one tap adds it, and the server
 * takes that add. `grupos`: the product's add-on groups.
 */
export function precisaConfigurar(produto: ProdutoSelecionavel, grupos: readonly ExigenciaGrupo[]): boolean {
  if (produto.tipo_item === TIPO_ITEM.COM_SABORES) return true;
  return grupos.some(grupoObrigatorio);
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
 * Validates a picker selection (repeated add-on entries are merged first, then the limits apply). Returns the first
 * problem as pt-BR text, or null when it can be added. The server runs the same check after loading the product,
 * flavours and add-ons from the database, and answers 400 with this text.
 */
export function validarSelecao(args: {
  produto: ProdutoSelecionavel;
  qtdSabores: number;
  grupos: readonly GrupoAdicionais[];
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
    if (qtd < minimoDoGrupo(grupo)) return `Escolha uma opção em ${grupo.categoria_nome} (obrigatório)`;
    if (grupo.qtd_maxima > 0 && qtd > grupo.qtd_maxima)
      return `Máximo de ${grupo.qtd_maxima} em ${grupo.categoria_nome}`;
  }
  if ((args.observacoes ?? '').length > OBSERVACOES_MAX)
    return `Observações com no máximo ${OBSERVACOES_MAX} caracteres`;
  return null;
}

/**
 * A picker's add-on choices (add-on id → quantity) after setting add-on `id` of group `g` to `qtd`: in a group limited
 * to one choice, picking one clears the others (a radio group); a change that would pass the group's maximum is
 * ignored (the same choices come back).
 */
export function escolherAdicional(
  g: Pick<GrupoAdicionais, 'qtd_maxima' | 'adicionais'>,
  escolhas: Record<number, number>,
  id: number,
  qtd: number,
): Record<number, number> {
  const proximo = { ...escolhas, [id]: qtd };
  if (g.qtd_maxima === 1 && qtd > 0) for (const a of g.adicionais) if (a.id !== id) proximo[a.id] = 0;
  const total = g.adicionais.reduce((s, a) => s + (proximo[a.id] ?? 0), 0);
  if (g.qtd_maxima > 1 && total > g.qtd_maxima) return escolhas;
  return proximo;
}
