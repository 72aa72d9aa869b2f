import { useState } from 'react';
import type { ProdutoPublicoDTO } from '@comanda/shared/schemas/pedidos';
import { formatBRL } from '@comanda/shared/text/format';
import { ehSimples, precoDoCartao } from './produto-publico';
import s from './pedido.module.css';

/** Shown at 72 CSS px; the width and height attributes keep the layout still while it loads. */
const FOTO = 72;

function Preco({ produto }: { produto: ProdutoPublicoDTO }) {
  const { valor, aPartirDe, cheio } = precoDoCartao(produto);
  return (
    <span className={s.preco}>
      {aPartirDe && <span className={s.aPartir}>a partir de </span>}
      {cheio != null && <del className={s.precoCheio}>{formatBRL(cheio)}</del>}
      {formatBRL(valor)}
    </span>
  );
}

/**
 * A product card. A plain product gets 'Adicionar' (one tap, one in the cart); one with choices gets 'Escolher'.
 * Tapping the product itself opens the configurator (quantity, notes, optional add-ons).
 */
export function ProdutoCartao({
  produto: p,
  onAdicionar,
  onAbrir,
}: {
  produto: ProdutoPublicoDTO;
  onAdicionar?: (p: ProdutoPublicoDTO) => Promise<unknown>;
  onAbrir?: (p: ProdutoPublicoDTO) => void;
}) {
  const [adicionando, setAdicionando] = useState(false);
  const simples = ehSimples(p);
  const conteudo = (
    <>
      {p.imagem_url && (
        <img className={s.foto} src={p.imagem_url} alt="" width={FOTO} height={FOTO} loading="lazy" decoding="async" />
      )}
      <span className={s.produtoTexto}>
        <span className={s.produtoNome}>{p.nome}</span>
        {p.descricao && <span className={s.descricao}>{p.descricao}</span>}
        <Preco produto={p} />
      </span>
    </>
  );
  async function adicionar() {
    setAdicionando(true);
    try {
      await onAdicionar!(p);
    } finally {
      setAdicionando(false);
    }
  }
  return (
    <li className={s.produto} data-testid={`produto-${p.nome}`}>
      {onAbrir ? (
        <button type="button" className={s.produtoInfo} onClick={() => onAbrir(p)}>
          {conteudo}
        </button>
      ) : (
        <div className={s.produtoInfo}>{conteudo}</div>
      )}
      {onAdicionar && onAbrir && (
        <button
          type="button"
          className={s.adicionar}
          aria-label={`${simples ? 'Adicionar' : 'Escolher'} ${p.nome}`}
          disabled={adicionando}
          aria-busy={adicionando || undefined}
          onClick={() => (simples ? void adicionar() : onAbrir(p))}
        >
          {simples ? 'Adicionar' : 'Escolher'}
        </button>
      )}
    </li>
  );
}
