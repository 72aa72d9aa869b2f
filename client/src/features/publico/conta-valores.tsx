import { formatBRL } from '@comanda/shared/text/format';
import { CONSUMACAO_MINIMA_LABEL } from '@comanda/shared/rules/tipos-venda';
import type { ComandaPublica } from '@comanda/shared/events';
import s from './conta.module.css';

const pct = (p: number) => `${String(p).replace('.', ',')}%`;

/** Subtotal, service charge, discount, total, paid and remaining on the diner's page. */
export function ContaValores({ venda }: { venda: ComandaPublica['venda'] }) {
  return (
    <section className={s.card} data-testid="publico-conta">
      <h2 className={s.titulo}>Sua conta</h2>
      <div className={s.linha}>
        <span>Subtotal</span>
        <span data-testid="publico-subtotal">{formatBRL(venda.subtotal)}</span>
      </div>
      <div className={s.linha}>
        <span>Taxa de serviço ({pct(venda.taxa_servico > 0 ? venda.taxa_servico_percentual : 0)})</span>
        <span data-testid="publico-taxa">{formatBRL(venda.taxa_servico)}</span>
      </div>
      {venda.consumacao_minima > 0 && (
        <div className={s.linha}>
          <span>{CONSUMACAO_MINIMA_LABEL}</span>
          <span data-testid="publico-consumacao-minima">{formatBRL(venda.consumacao_minima)}</span>
        </div>
      )}
      {venda.desconto > 0 && (
        <div className={s.linha}>
          <span>Desconto</span>
          <span>− {formatBRL(venda.desconto)}</span>
        </div>
      )}
      <hr className={s.sep} />
      <div className={`${s.linha} ${s.forte}`}>
        <span>Total</span>
        <span>{formatBRL(venda.total)}</span>
      </div>
      {venda.pago > 0 && (
        <div className={`${s.linha} ${s.pago}`}>
          <span>Pago</span>
          <span data-testid="publico-pago">{formatBRL(venda.pago)}</span>
        </div>
      )}
      <div className={`${s.linha} ${s.forte} ${s.restante}`}>
        <span>Falta pagar</span>
        <span data-testid="publico-restante">{formatBRL(venda.restante)}</span>
      </div>
    </section>
  );
}
