import { useEffect, useState } from 'react';
import {
  TIPO_ITEM,
  calcularPrecoItem,
  escolherAdicional,
  fromCents,
  validarSelecao,
  type GrupoAdicionaisDTO,
  type ProdutoDTO,
  type SaborDTO,
} from '@comanda/shared';
import { listarAdicionais, listarSabores } from './api';

export interface ItemEscolhido {
  produto_id: number;
  quantidade: number;
  observacoes: string;
  sabores: number[];
  adicionais: { adicional_id: number; quantidade: number }[];
  /** 'Para quem?': the diner the item is for (the bill per person) */
  cliente_nome?: string;
}
export type AoAdicionar = (i: ItemEscolhido, info: { nome: string; total: number }) => Promise<void>;

/** The item being configured: its choices, live price and what still blocks it (the server's own rules). */
export function useConfigurarItem(produto: ProdutoDTO, onAdicionar: AoAdicionar) {
  const [sabores, setSabores] = useState<SaborDTO[] | null>(produto.tipo_item === TIPO_ITEM.COM_SABORES ? null : []);
  const [grupos, setGrupos] = useState<GrupoAdicionaisDTO[] | null>(null);
  const [quantidade, setQuantidade] = useState(1);
  const [escolhidos, setEscolhidos] = useState<number[]>([]);
  const [extras, setExtras] = useState<Record<number, number>>({});
  const [observacoes, setObservacoes] = useState('');
  const [enviando, setEnviando] = useState(false);

  useEffect(() => {
    if (produto.tipo_item === TIPO_ITEM.COM_SABORES)
      listarSabores(produto.id)
        .then(setSabores)
        .catch(() => setSabores([]));
    listarAdicionais(produto.id)
      .then(setGrupos)
      .catch(() => setGrupos([]));
  }, [produto]);

  const listaExtras = Object.entries(extras)
    .filter(([, q]) => q > 0)
    .map(([id, q]) => ({ adicional_id: Number(id), quantidade: q }));
  const todosExtras = (grupos ?? []).flatMap((g) => g.adicionais);
  const precoDe = (ids: number[]) =>
    calcularPrecoItem({
      produto,
      sabores: (sabores ?? []).filter((s) => ids.includes(s.id)),
      adicionais: listaExtras.map((e) => ({
        preco: todosExtras.find((a) => a.id === e.adicional_id)?.preco ?? 0,
        quantidade: e.quantidade,
      })),
      quantidade,
    });
  const motivoDe = (ids: number[]) =>
    validarSelecao({
      produto,
      qtdSabores: ids.length,
      grupos: grupos ?? [],
      adicionais: listaExtras,
      quantidade,
      observacoes,
    });

  async function enviar(ids: number[]) {
    setEnviando(true);
    try {
      await onAdicionar(
        { produto_id: produto.id, quantidade, observacoes: observacoes.trim(), sabores: ids, adicionais: listaExtras },
        { nome: produto.nome, total: fromCents(precoDe(ids).total) },
      );
    } finally {
      setEnviando(false);
    }
  }

  function alternarSabor(id: number) {
    if (escolhidos.includes(id)) return setEscolhidos(escolhidos.filter((x) => x !== id));
    // beyond the maximum, extra picks are ignored (spec 5)
    if (produto.qtd_max_sabores > 0 && escolhidos.length >= produto.qtd_max_sabores) return;
    const novos = [...escolhidos, id];
    setEscolhidos(novos);
    if (produto.qtd_max_sabores > 0 && novos.length === produto.qtd_max_sabores && !motivoDe(novos)) void enviar(novos);
  }

  function mudarExtra(g: GrupoAdicionaisDTO, id: number, qtd: number) {
    setExtras((atual) => escolherAdicional(g, atual, id, qtd));
  }

  return {
    sabores,
    grupos,
    quantidade,
    setQuantidade,
    escolhidos,
    extras,
    observacoes,
    setObservacoes,
    enviando,
    preco: precoDe(escolhidos),
    motivo: motivoDe(escolhidos),
    enviar: () => void enviar(escolhidos),
    alternarSabor,
    mudarExtra,
  };
}
