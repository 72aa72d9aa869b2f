import { useState } from 'react';
import type { ComandaPublica } from '@comanda/shared/events';
import { fromCents, toCents } from '@comanda/shared/rules/money';
import { SEM_NOME_PESSOA } from '@comanda/shared/rules/pedidos-cliente';
import { chavePessoa, contaPorPessoa } from '@comanda/shared/rules/por-pessoa';
import { formatBRL } from '@comanda/shared/text/format';
import s from './conta.module.css';
import p from './pedido.module.css';

/**
 * The bill per person: each name's items with its subtotal, its share of the service charge (and discount) and its
 * total, by the same shared rule as the cashier's split. Shown once some item carries a name.
 */
export function ContaPorPessoa({ comanda }: { comanda: ComandaPublica }) {
  const [aberta, setAberta] = useState(false);
  if (!comanda.itens.some((i) => i.cliente_nome)) return null;
  const partes = contaPorPessoa(
    comanda.itens.map((i) => ({ cliente_nome: i.cliente_nome, total: toCents(i.total) })),
    { taxa_servico: toCents(comanda.venda.taxa_servico), desconto: toCents(comanda.venda.desconto) },
  );
  const mesmo = (a: string | null, b: string | null) => chavePessoa(a) === chavePessoa(b);
  return (
    <section className={s.card} data-testid="conta-por-pessoa">
      <div className={p.cabecalhoSecao}>
        <h2 className={s.titulo}>Conta por pessoa</h2>
        <button type="button" className={s.link} aria-expanded={aberta} onClick={() => setAberta(!aberta)}>
          {aberta ? 'Ocultar' : 'Ver por pessoa'}
        </button>
      </div>
      {aberta && (
        <ul className={p.pessoas}>
          {partes.map((parte) => (
            <li key={parte.cliente_nome ?? ''} className={p.pessoa} data-testid="pessoa">
              <h3 className={p.pessoaNome}>
                <span>{parte.cliente_nome ?? SEM_NOME_PESSOA}</span>
                <span data-testid="pessoa-total">{formatBRL(fromCents(parte.total))}</span>
              </h3>
              <ul className={p.linhas}>
                {comanda.itens
                  .filter((i) => mesmo(i.cliente_nome, parte.cliente_nome))
                  .map((i) => (
                    <li key={i.id} className={s.linha}>
                      <span>
                        {i.quantidade}x {i.produto_nome}
                      </span>
                      <span>{formatBRL(i.total)}</span>
                    </li>
                  ))}
              </ul>
              <p className={s.linha}>
                <span>Subtotal</span>
                <span>{formatBRL(fromCents(parte.itens_total))}</span>
              </p>
              {parte.taxa_servico > 0 && (
                <p className={s.linha}>
                  <span>Taxa de serviço</span>
                  <span>{formatBRL(fromCents(parte.taxa_servico))}</span>
                </p>
              )}
              {parte.desconto > 0 && (
                <p className={s.linha}>
                  <span>Desconto</span>
                  <span>− {formatBRL(fromCents(parte.desconto))}</span>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
