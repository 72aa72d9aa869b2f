import { useState } from 'react';
import type { ItemPedidoBody, ProdutoPublicoDTO } from '@comanda/shared/schemas/pedidos';
import { PEDIDO_MAX_QUANTIDADE } from '@comanda/shared/rules/pedidos-cliente';
import { calcularPrecoItem } from '@comanda/shared/rules/precos';
import { escolherAdicional, validarSelecao } from '@comanda/shared/rules/selecao';

type Grupo = ProdutoPublicoDTO['grupos_adicionais'][number];

/** The item being configured on the diner's phone: the waiter's picker rules (shared), priced live. */
export function useConfigurador(produto: ProdutoPublicoDTO) {
  const [quantidade, setQuantidadeBruta] = useState(1);
  const [sabores, setSabores] = useState<number[]>([]);
  const [extras, setExtras] = useState<Record<number, number>>({});
  const [observacao, setObservacao] = useState('');

  const adicionais = Object.entries(extras)
    .filter(([, q]) => q > 0)
    .map(([id, q]) => ({ adicional_id: Number(id), quantidade: q }));
  const todos = produto.grupos_adicionais.flatMap((g) => g.adicionais);
  const preco = calcularPrecoItem({
    produto,
    sabores: produto.sabores.filter((s) => sabores.includes(s.id)),
    adicionais: adicionais.map((a) => ({
      preco: todos.find((x) => x.id === a.adicional_id)?.preco ?? 0,
      quantidade: a.quantidade,
    })),
    quantidade,
  });
  const motivo = validarSelecao({
    produto,
    qtdSabores: sabores.length,
    grupos: produto.grupos_adicionais,
    adicionais,
    quantidade,
    observacoes: observacao,
  });

  const setQuantidade = (q: number) => setQuantidadeBruta(Math.min(PEDIDO_MAX_QUANTIDADE, Math.max(1, q)));

  function alternarSabor(id: number) {
    if (sabores.includes(id)) return setSabores(sabores.filter((x) => x !== id));
    // at the maximum, a single-flavour product swaps its flavour; beyond it, extra picks are ignored (spec 5)
    if (produto.qtd_max_sabores === 1) return setSabores([id]);
    if (produto.qtd_max_sabores > 0 && sabores.length >= produto.qtd_max_sabores) return;
    setSabores([...sabores, id]);
  }

  function mudarExtra(g: Grupo, id: number, qtd: number) {
    setExtras((atual) => escolherAdicional(g, atual, id, qtd));
  }

  const item = (): ItemPedidoBody => ({
    produto_id: produto.id,
    quantidade,
    sabores,
    adicionais,
    observacao: observacao.trim(),
  });

  return {
    quantidade,
    setQuantidade,
    sabores,
    alternarSabor,
    extras,
    mudarExtra,
    observacao,
    setObservacao,
    preco,
    motivo,
    item,
  };
}
