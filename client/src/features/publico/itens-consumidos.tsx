import type { ComandaPublica } from '@comanda/shared/events';
import { formatBRL } from '@comanda/shared/text/format';
import { Cartao, cx, ui } from './ui/primitivos';
import s from './publico.module.css';
import { StatusItem } from './status-item';

type Item = ComandaPublica['itens'][number];

function ItemConsumido({ item }: { item: Item }) {
  return (
    <li className={s.item} data-testid="publico-item">
      <div className={s.itemLinha}>
        <div>
          <p className={s.itemNome}>
            {item.quantidade}x {item.produto_nome}
          </p>
          {item.sabores.length > 0 && (
            <p className={cx(ui.sm, ui.dimmed)}>{item.sabores.map((sb) => sb.sabor_nome).join(' / ')}</p>
          )}
          {item.adicionais.map((a, j) => (
            <p className={cx(ui.sm, ui.dimmed)} key={j}>
              + {a.quantidade > 1 ? `${a.quantidade}x ` : ''}
              {a.adicional_nome}
              {a.preco > 0 ? ` (${formatBRL(a.preco)})` : ''}
            </p>
          ))}
          {item.observacoes && <p className={cx(ui.sm, ui.dimmed, s.obs)}>{item.observacoes}</p>}
          <StatusItem status={item.status_producao} />
        </div>
        <p className={s.itemTotal}>{formatBRL(item.total)}</p>
      </div>
    </li>
  );
}

export function ItensConsumidos({ itens }: { itens: Item[] }) {
  return (
    <Cartao>
      <h2 className={cx(ui.titulo4, s.itensTitulo)}>Itens consumidos</h2>
      {itens.length === 0 ? (
        <p className={cx(ui.dimmed, s.vazio)}>Nenhum item foi pedido ainda</p>
      ) : (
        <ul className={s.itens}>
          {itens.map((i) => (
            <ItemConsumido key={i.id} item={i} />
          ))}
        </ul>
      )}
    </Cartao>
  );
}
