import type { ProdutoDTO } from '@comanda/shared';

/** Lower case without accents: 'acai' finds 'Açaí'. */
export const semAcentos = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Active products whose name contains every typed word, accent- and case-insensitive. */
export function buscarProdutos(produtos: ProdutoDTO[], termo: string): ProdutoDTO[] {
  const palavras = semAcentos(termo).split(/\s+/).filter(Boolean);
  if (palavras.length === 0) return [];
  return produtos.filter((p) => p.ativo === 'S' && palavras.every((w) => semAcentos(p.nome).includes(w)));
}

/** The waiter's most-ordered products, in that order, among those still active. */
export function maisPedidosAtivos(produtos: ProdutoDTO[], ids: number[]): ProdutoDTO[] {
  const porId = new Map(produtos.filter((p) => p.ativo === 'S').map((p) => [p.id, p]));
  return ids.flatMap((id) => porId.get(id) ?? []);
}
