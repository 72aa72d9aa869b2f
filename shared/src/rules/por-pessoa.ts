import type { Cents } from './money';

/**
 * Splits an amount in proportion to weights, in whole cents that sum exactly to the amount (largest remainder: the
 * cents left by flooring go to the largest fractional parts, ties to the first). All weights 0: nothing to anyone.
 */
export function repartirProporcional(valor: Cents, pesos: Cents[]): Cents[] {
  const soma = pesos.reduce((s, p) => s + p, 0);
  if (soma <= 0 || valor === 0) return pesos.map(() => 0);
  const partes = pesos.map((p, i) => ({ i, base: Math.floor((valor * p) / soma), resto: (valor * p) % soma }));
  let sobra = valor - partes.reduce((s, p) => s + p.base, 0);
  for (const p of [...partes].sort((a, b) => b.resto - a.resto || a.i - b.i)) {
    if (sobra <= 0) break;
    p.base += 1;
    sobra -= 1;
  }
  return partes.map((p) => p.base);
}

/** How a person's name is compared on a tab: trimmed, case-insensitive; '' is the table's share (no name). */
export const chavePessoa = (nome: string | null | undefined): string => nome?.trim().toLocaleLowerCase('pt-BR') ?? '';

export interface PartePessoa {
  /** null: items nobody's name is on (the table's) */
  cliente_nome: string | null;
  itens_total: Cents;
  taxa_servico: Cents;
  desconto: Cents;
  total: Cents;
}

/**
 * The bill per person: each name's items, plus its share of the service charge and of the discount in proportion to
 * those items. Names compare trimmed and case-insensitively (the first spelling is kept); the parts sum exactly to
 * the tab's total (subtotal + taxa − desconto). Order: by first appearance, the unnamed share last.
 */
export function contaPorPessoa(
  itens: { cliente_nome: string | null; total: Cents }[],
  conta: { taxa_servico: Cents; desconto: Cents },
): PartePessoa[] {
  const grupos = new Map<string, { cliente_nome: string | null; itens_total: Cents }>();
  for (const item of itens) {
    const nome = item.cliente_nome?.trim() || null;
    const chave = chavePessoa(nome);
    const g = grupos.get(chave) ?? { cliente_nome: nome, itens_total: 0 };
    g.itens_total += item.total;
    grupos.set(chave, g);
  }
  const pessoas = [...grupos.entries()].sort(([a], [b]) => Number(a === '') - Number(b === '')).map(([, g]) => g);
  const pesos = pessoas.map((p) => p.itens_total);
  const taxas = repartirProporcional(conta.taxa_servico, pesos);
  const descontos = repartirProporcional(conta.desconto, pesos);
  return pessoas.map((p, i) => ({
    ...p,
    taxa_servico: taxas[i]!,
    desconto: descontos[i]!,
    total: p.itens_total + taxas[i]! - descontos[i]!,
  }));
}
