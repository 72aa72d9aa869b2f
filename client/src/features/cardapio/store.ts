import { create } from 'zustand';
import type { CategoriaDTO, ProdutoDetalheDTO, ProdutoDTO, StaffEvents } from '@comanda/shared';
import { listarCategorias, listarProdutos } from './api';

interface CardapioState {
  /** null until the first load */
  produtos: ProdutoDTO[] | null;
  categorias: CategoriaDTO[];
  erro: boolean;
  inativos: boolean;
}

const INICIAL: CardapioState = { produtos: null, categorias: [], erro: false, inativos: false };

/** The menu screen's data. REST answers and 'cardapio:alterado' events go through the same aplicar* functions. */
export const useCardapio = create<CardapioState>(() => INICIAL);
const set = useCardapio.setState;

// the server's order: category name, then product name (and id)
const comparar = new Intl.Collator('pt-BR').compare;
const ordemProduto = (a: ProdutoDTO, b: ProdutoDTO) =>
  comparar(a.categoria_nome, b.categoria_nome) || comparar(a.nome, b.nome) || a.id - b.id;
const ordemCategoria = (a: CategoriaDTO, b: CategoriaDTO) => comparar(a.nome, b.nome) || a.id - b.id;

/** The list with this element new or replaced, in the server's order (a rename or a category change moves it). */
const comItem = <T extends { id: number }>(lista: T[], item: T, ordem: (a: T, b: T) => number): T[] =>
  [...lista.filter((x) => x.id !== item.id), item].sort(ordem);

let versao = 0;
export async function carregarCardapio() {
  const minha = ++versao;
  try {
    const [produtos, categorias] = await Promise.all([
      listarProdutos(useCardapio.getState().inativos),
      listarCategorias(),
    ]);
    if (minha === versao) set({ produtos, categorias, erro: false });
  } catch {
    if (minha === versao) set({ erro: true });
  }
}

/** A fresh screen: the first load, inactive products hidden. */
export const abrirCardapio = () => (set(INICIAL), carregarCardapio());

export const mostrarInativos = (inativos: boolean) => (set({ inativos }), carregarCardapio());

export const aplicarProduto = ({
  sabores: _s,
  categoriasAdicionais: _c,
  adicionais: _a,
  ...p
}: ProdutoDTO & Partial<ProdutoDetalheDTO>) =>
  set((s) => {
    if (!s.produtos) return s;
    // a deactivated product leaves the list unless inactive ones are shown
    if (p.ativo !== 'S' && !s.inativos) return { produtos: s.produtos.filter((x) => x.id !== p.id) };
    return { produtos: comItem(s.produtos, p, ordemProduto) };
  });

export const aplicarProdutoRemovido = (id: number) =>
  set((s) => ({ produtos: s.produtos?.filter((p) => p.id !== id) ?? null }));

/** A category's new name and product count; its products show the new name too. */
export const aplicarCategoria = (c: CategoriaDTO) =>
  set((s) => ({
    categorias: comItem(s.categorias, c, ordemCategoria),
    produtos:
      s.produtos?.map((p) =>
        p.categoria_id === c.id && p.categoria_nome !== c.nome ? { ...p, categoria_nome: c.nome } : p,
      ) ?? null,
  }));

export const aplicarCategoriaRemovida = (id: number) =>
  set((s) => ({ categorias: s.categorias.filter((c) => c.id !== id) }));

/** 'cardapio:alterado' carries the one thing that changed. */
export function aplicarEventoCardapio(e: Parameters<StaffEvents['cardapio:alterado']>[0]) {
  if (e.produto) aplicarProduto(e.produto);
  if (e.produtoRemovidoId != null) aplicarProdutoRemovido(e.produtoRemovidoId);
  if (e.categoria) aplicarCategoria(e.categoria);
  if (e.categoriaRemovidaId != null) aplicarCategoriaRemovida(e.categoriaRemovidaId);
}
