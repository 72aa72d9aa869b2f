import { memo, useState } from 'react';
import type { CardapioPublicoDTO, ProdutoPublicoDTO } from '@comanda/shared/schemas/pedidos';
import { ProdutoCartao } from './produto-cartao';
import { Botao, Cartao, Spinner, cx, ui } from './ui/primitivos';
import s from './pedido.module.css';

/**
 * The menu: one category at a time behind chips (the first open), its products as cards. `onAdicionar` absent:
 * browse only (free table, orders switched off). Memoized: the page around it re-renders when the socket connects or
 * the bill changes, and the menu is most of the page's DOM (its callbacks are stable, use-funcao-estavel.ts).
 */
export const CardapioPublico = memo(function CardapioPublico({
  cardapio,
  erro,
  onTentar,
  onAdicionar,
  onAbrir,
}: {
  cardapio: CardapioPublicoDTO | null;
  erro: boolean;
  onTentar(): void;
  onAdicionar?: (p: ProdutoPublicoDTO) => Promise<unknown>;
  onAbrir?: (p: ProdutoPublicoDTO) => void;
}) {
  const [escolhida, setEscolhida] = useState<number | null>(null);
  const categorias = cardapio?.categorias.filter((c) => c.produtos.length > 0) ?? [];
  const atual = categorias.find((c) => c.id === escolhida) ?? categorias[0];
  return (
    <Cartao className={s.cardapio} data-testid="cardapio">
      <h2 className={ui.titulo4}>Cardápio</h2>
      {!cardapio ? (
        erro ? (
          <div className={s.vazio}>
            <p className={ui.dimmed}>Não foi possível carregar o cardápio.</p>
            <Botao onClick={onTentar}>Tentar novamente</Botao>
          </div>
        ) : (
          <div className={s.vazio}>
            <Spinner label="Carregando o cardápio" />
          </div>
        )
      ) : !atual ? (
        <p className={cx(ui.dimmed, s.vazio)}>O cardápio está vazio no momento.</p>
      ) : (
        <>
          <div className={s.chips} role="group" aria-label="Categorias">
            {categorias.map((c) => (
              <button
                key={c.id}
                type="button"
                className={s.chip}
                aria-pressed={c.id === atual.id}
                onClick={() => setEscolhida(c.id)}
                data-testid={`categoria-${c.nome}`}
              >
                {c.nome}
              </button>
            ))}
          </div>
          <h3 className={s.categoriaTitulo}>{atual.nome}</h3>
          <ul className={s.produtos}>
            {atual.produtos.map((p) => (
              <ProdutoCartao key={p.id} produto={p} onAdicionar={onAdicionar} onAbrir={onAbrir} />
            ))}
          </ul>
        </>
      )}
    </Cartao>
  );
});
