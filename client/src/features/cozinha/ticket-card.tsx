import { corIdadeTicket, tempoDecorrido, type ItemProducaoDTO, rotuloComanda } from '@comanda/shared';
import type { Ticket } from './producao';
import s from './cozinha.module.css';

const STATUS_CLASSE = {
  pendente: s.sPendente,
  em_preparo: s.sPreparo,
  pronto: s.sPronto,
  entregue: s.sPronto,
} as const;
const STATUS_TEXTO = { pendente: 'Novo', em_preparo: 'Em preparo', pronto: 'Pronto', entregue: 'Entregue' } as const;

/** What names an item's or ticket's tab (issue 37: the server's rotuloComanda; older answers carry only the table). */
export const nomeMesa = (x: { comanda?: string; mesa_numero: number | null }) =>
  x.comanda || rotuloComanda({ mesa_numero: x.mesa_numero });

interface Props {
  ticket: Ticket;
  agora: number;
  limites: { amarelo: number; vermelho: number };
  novo: boolean;
  onBump(t: Ticket): void;
  onAvancar(i: ItemProducaoDTO): void;
  onCiente(i: ItemProducaoDTO): void;
  /** absent when no active printer prints production tickets */
  onReimprimir?(t: Ticket): void;
}

/** One ticket: the table in large type, the waiter, the age, and every item (no scrolling inside a card). */
export function TicketCard({ ticket, agora, limites, novo, onBump, onAvancar, onCiente, onReimprimir }: Props) {
  const cor = corIdadeTicket(ticket.enviado_em, limites, agora);
  const classes = [s.card, cor !== 'neutro' && s[cor], novo && s.flash].filter(Boolean).join(' ');
  const mesa = nomeMesa(ticket);
  return (
    <article
      className={classes}
      data-testid="ticket"
      data-mesa={ticket.mesa_numero ?? ''}
      data-cor={cor}
      aria-label={`Pedido ${mesa}`}
    >
      <button
        type="button"
        className={s.cabeca}
        onClick={() => onBump(ticket)}
        title="Tocar: pedido inteiro pronto"
        aria-label={`Marcar pedido da ${mesa} como pronto`}
      >
        <span className={s.mesa}>{mesa}</span>
        <span className={s.tempo} data-testid="ticket-tempo">
          {tempoDecorrido(ticket.enviado_em, agora)}
        </span>
        <span className={s.garcom}>
          {ticket.funcionario} · {ticket.estacao_nome}
        </span>
      </button>
      <ul className={s.itens}>
        {ticket.itens.map((i) => (
          <ItemDoTicket key={i.id} item={i} onAvancar={onAvancar} onCiente={onCiente} />
        ))}
      </ul>
      {onReimprimir && (
        <button
          type="button"
          className={s.reimprimir}
          onClick={() => onReimprimir(ticket)}
          aria-label={`Reimprimir pedido da ${mesa}`}
        >
          🖨 Reimprimir
        </button>
      )}
    </article>
  );
}

type ItemTicket = Ticket['itens'][number];

/** One item: a tap moves it on (new → in preparation → ready); a voided one is struck through until 'Ciente'. */
function ItemDoTicket({
  item: i,
  onAvancar,
  onCiente,
}: {
  item: ItemTicket;
  onAvancar(i: ItemTicket): void;
  onCiente(i: ItemTicket): void;
}) {
  return (
    <li>
      <button
        type="button"
        className={[s.item, i.cancelado ? s.cancelado : s[i.status]].join(' ')}
        onClick={() => !i.cancelado && onAvancar(i)}
        aria-disabled={i.cancelado}
        data-testid="ticket-item"
        data-status={i.cancelado ? 'cancelado' : i.status}
      >
        <span className={s.linha}>
          <span className={s.qtd}>{i.quantidade}x</span>
          <span className={s.nome}>{i.produto_nome}</span>
          <span className={[s.status, i.cancelado ? s.sCancelado : STATUS_CLASSE[i.status]].join(' ')}>
            {i.cancelado ? 'Cancelado' : STATUS_TEXTO[i.status]}
          </span>
        </span>
        {i.sabores.length > 0 && (
          <span className={s.detalhe} style={{ display: 'block' }}>
            {i.sabores.join(' / ')}
          </span>
        )}
        {i.adicionais.map((a, k) => (
          <span key={k} className={s.detalhe} style={{ display: 'block' }}>
            + {a.quantidade > 1 ? `${a.quantidade}x ` : ''}
            {a.nome}
          </span>
        ))}
        {i.observacoes && (
          <span className={s.obs} style={{ display: 'block' }}>
            Obs.: {i.observacoes}
          </span>
        )}
      </button>
      {i.cancelado && (
        <button type="button" className={s.ciente} onClick={() => onCiente(i)}>
          Ciente
        </button>
      )}
    </li>
  );
}
