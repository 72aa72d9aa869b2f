import { useEffect, useState } from 'react';
import { padCartao } from '@comanda/shared/text/format';
import { ComandaNaoEncontrada } from './comanda-nao-encontrada';
import { ComandaPublicaPage } from './comanda-publica-page';
import { RodapeAtualizacao } from './rodape-atualizacao';
import { useLugarPublico } from './use-lugar-publico';
import { Cartao, Spinner, ui } from './ui/primitivos';
import s from './publico.module.css';

/**
 * A numbered card's QR (`/c/:codigo`): the card, and whether it has an open tab, live (the card's socket is told when a
 * tab opens, closes or moves and the page asks again).
 */
function useCartaoPublico(codigo: string) {
  const { dados: cartao, estado, aoVivo, carregar } = useLugarPublico('cartao', codigo);
  return { cartao, estado, aoVivo, carregar };
}

/**
 * The diner's page of a numbered comanda card (issue 37). With an open tab it is the tab's own page (the live bill, the
 * 'Consumação mínima' line, the menu and ordering when the company allows it), the same page a table's diners see; the
 * tab that just closed stays on screen with its final figures until the diner leaves it. A card with no open tab says
 * so and shows nothing else: its code alone never reveals a bill.
 */
export function CartaoPublicoPage({ codigo }: { codigo: string }) {
  const c = useCartaoPublico(codigo);
  const token = c.cartao?.comanda?.token ?? null;
  // the tab on screen: kept after its close (its page shows 'Conta encerrada'), replaced by the card's next tab
  const [naTela, setNaTela] = useState<string | null>(null);
  useEffect(() => {
    if (token) setNaTela(token);
  }, [token]);
  const mostrar = token ?? naTela;

  if (mostrar) return <ComandaPublicaPage key={mostrar} token={mostrar} onVoltar={() => setNaTela(null)} />;
  if (c.estado === 'carregando')
    return (
      <main className={ui.centro}>
        <Spinner />
      </main>
    );
  if (c.estado === 'erro' || !c.cartao)
    return (
      <ComandaNaoEncontrada
        titulo="Cartão não encontrado"
        texto="Este QR não é de um cartão ativo. Peça ajuda no balcão."
        onTentar={() => void c.carregar()}
      />
    );
  return (
    <main className={ui.container}>
      <div className={ui.pilha}>
        <Cartao className={s.conta}>
          <p className={s.info}>{c.cartao.empresa.nome}</p>
          <h1 className={s.mesa} data-testid="publico-cartao">
            Cartão {padCartao(c.cartao.cartao.numero)}
          </h1>
          <p className={s.info}>Nenhuma comanda aberta neste cartão. Faça seu primeiro pedido com a equipe.</p>
        </Cartao>
        <RodapeAtualizacao aoVivo={c.aoVivo} onAtualizar={() => void c.carregar()} />
      </div>
    </main>
  );
}
