import { useEffect, useMemo, useState } from 'react';
import type { CategoriaDTO, ProdutoDTO } from '@comanda/shared';
import { executarAcao } from '../../lib/acao';
import { onReconectar, onStaffEvent } from '../../lib/socket';
import { excluirCategoria, excluirProduto, reativarProduto } from './api';
import {
  abrirCardapio,
  aplicarCategoriaRemovida,
  aplicarEventoCardapio,
  aplicarProduto,
  aplicarProdutoRemovido,
  carregarCardapio,
  useCardapio,
} from './store';

export type Excluir = { tipo: 'produto'; item: ProdutoDTO } | { tipo: 'categoria'; item: CategoriaDTO } | null;

/** Keeps the menu store current: one load, then the events' payloads (edits made on other devices show up here too). */
function useCardapioTempoReal() {
  useEffect(() => {
    void abrirCardapio();
    const offs = [
      onStaffEvent('cardapio:alterado', aplicarEventoCardapio),
      onReconectar(() => void carregarCardapio()),
    ];
    return () => offs.forEach((off) => off());
  }, []);
}

/** The menu screen's state: the live data, the search and category filter, and its two list actions. */
export function useCardapioPage() {
  useCardapioTempoReal();
  const { produtos, categorias, erro, inativos } = useCardapio();
  const [busca, setBusca] = useState('');
  const [filtro, setFiltro] = useState<number | null>(null);
  const [excluir, setExcluir] = useState<Excluir>(null);

  const visiveis = useMemo(() => {
    const q = busca.trim().toLowerCase();
    return (produtos ?? []).filter(
      (p) =>
        (filtro == null || p.categoria_id === filtro) &&
        (!q || `${p.nome} ${p.descricao ?? ''}`.toLowerCase().includes(q)),
    );
  }, [produtos, busca, filtro]);

  async function reativar(p: ProdutoDTO) {
    const r = await executarAcao(() => reativarProduto(p.id), {
      ok: 'Produto reativado!',
      erro: 'Erro ao atualizar produto',
    });
    if (r.ok) aplicarProduto(r.valor);
  }

  async function confirmarExclusao() {
    if (!excluir) return;
    const produto = excluir.tipo === 'produto';
    const r = await executarAcao(
      () => (produto ? excluirProduto(excluir.item.id) : excluirCategoria(excluir.item.id)),
      {
        ok: produto ? 'Produto excluído!' : 'Categoria excluída!',
        erro: produto ? 'Erro ao excluir produto' : 'Erro ao excluir categoria',
        padrao: 'Tente novamente',
      },
    );
    setExcluir(null);
    if (!r.ok) return;
    if (produto) aplicarProdutoRemovido(excluir.item.id);
    else {
      aplicarCategoriaRemovida(excluir.item.id);
      if (filtro === excluir.item.id) setFiltro(null);
    }
  }

  return {
    produtos,
    categorias,
    erro,
    inativos,
    visiveis,
    busca,
    setBusca,
    filtro,
    setFiltro,
    excluir,
    setExcluir,
    reativar,
    confirmarExclusao,
  };
}
