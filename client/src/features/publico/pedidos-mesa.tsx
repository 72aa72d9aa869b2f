import type { PedidoPublicoDTO } from '@comanda/shared/schemas/pedidos';
import { SITUACAO_LINHA_CLIENTE_LABEL, type SituacaoLinhaCliente } from '@comanda/shared/rules/pedidos-cliente';
import { formatBRL, formatHora } from '@comanda/shared/text/format';
import { Cartao, cx, ui } from './ui/primitivos';
import s from './pedido.module.css';

/** 'Aguardando garçom' … 'Entregue', or 'Recusado: motivo'. */
export function SituacaoLinha({ situacao, motivo }: { situacao: SituacaoLinhaCliente; motivo: string | null }) {
  return (
    <span className={cx(s.situacao, s[`sit_${situacao}`])} data-testid="pedido-situacao">
      {SITUACAO_LINHA_CLIENTE_LABEL[situacao]}
      {situacao === 'recusado' && motivo ? `: ${motivo}` : ''}
    </span>
  );
}

/** The orders sent from phones at this table, newest first, each line with its live status. */
export function PedidosDaMesa({ pedidos }: { pedidos: PedidoPublicoDTO[] }) {
  if (pedidos.length === 0) return null;
  const ordem = [...pedidos].sort((a, b) => b.id - a.id);
  return (
    <Cartao data-testid="pedidos-mesa">
      <h2 className={cx(ui.titulo4, s.secaoTitulo)}>Pedidos da mesa</h2>
      <ul className={s.pedidos}>
        {ordem.map((p) => (
          <li key={p.id} className={s.pedido} data-testid="pedido">
            <p className={cx(ui.sm, ui.dimmed)}>
              Enviado por {p.cliente_nome} às {formatHora(p.criado_em)}
            </p>
            <ul className={s.linhas}>
              {p.itens.map((i) => (
                <li key={i.id} className={s.pedidoItem} data-testid="pedido-item">
                  <div>
                    <p className={s.linhaNome}>
                      {i.quantidade}x {i.nome}
                    </p>
                    {i.cliente_nome !== p.cliente_nome && <p className={s.detalhe}>para {i.cliente_nome}</p>}
                    <SituacaoLinha situacao={i.situacao} motivo={i.motivo} />
                  </div>
                  <p className={s.linhaValor}>{formatBRL(i.valor_total)}</p>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Cartao>
  );
}
