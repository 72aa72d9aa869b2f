import type { ComandaPublica } from '@comanda/shared/events';
import { formatBRL, formatHora, nomeDaMesa, padCartao } from '@comanda/shared/text/format';
import { Cartao, Selo } from './ui/primitivos';
import s from './publico.module.css';

/** The orange card at the top: table (or numbered card), customer, opening time and the total (the largest paint). */
export function ContaResumo({ comanda }: { comanda: ComandaPublica }) {
  const { mesa, cartao, venda, itens } = comanda;
  const qtdItens = itens.reduce((soma, i) => soma + i.quantidade, 0);
  return (
    <Cartao className={s.conta}>
      <div className={s.linha}>
        <div>
          <h1 className={s.mesa} data-testid="publico-mesa">
            {mesa ? nomeDaMesa(mesa.numero) : `Cartão ${padCartao(cartao?.numero ?? 0)}`}
          </h1>
          <p className={s.info}>
            {mesa ? `${mesa.capacidade} lugares · ` : ''}aberta às {formatHora(venda.data_abertura)}
          </p>
        </div>
        <Selo data-testid="publico-cliente" style={{ background: '#fff', color: 'var(--cv-primary)' }}>
          {venda.nome_cliente}
        </Selo>
      </div>
      <div className={s.linhaBase}>
        <div>
          <p className={s.rotuloTotal}>Total</p>
          <p className={s.total} data-testid="publico-total" {...{ elementtiming: 'total' }}>
            {formatBRL(venda.total)}
          </p>
        </div>
        <p className={s.qtd}>
          {qtdItens} {qtdItens === 1 ? 'item' : 'itens'}
        </p>
      </div>
    </Cartao>
  );
}
