import { useEffect, useRef } from 'react';
import type { PedidoBalcaoPublicoDTO } from '@comanda/shared/schemas/balcao';
import { buscarPedido } from './api';
import { useAoVivo } from './ao-vivo';
import { criarSinal } from './sinal';
import s from './pedido.module.css';

const ESTADO: Record<PedidoBalcaoPublicoDTO['estado'], string> = {
  preparando: 'Preparando',
  pronto: 'Pronto! Retire no balcão',
  retirado: 'Retirado. Bom apetite!',
};
const ITEM: Record<string, string> = {
  pendente: 'Na fila',
  em_preparo: 'Preparando',
  pronto: 'Pronto',
  entregue: 'Pronto',
};

/** When the order becomes ready: the phone vibrates and chimes where the browser allows. */
function useAvisoDePronto(estado: PedidoBalcaoPublicoDTO['estado'] | undefined) {
  const anterior = useRef(estado);
  const sinal = useRef(criarSinal());
  useEffect(() => {
    if (estado === 'pronto' && anterior.current === 'preparando') {
      navigator.vibrate?.([300, 150, 300]);
      sinal.current.tocar();
    }
    anterior.current = estado;
  }, [estado]);
  return () => sinal.current.ativar();
}

/** A counter order's own page (issue 37, `/pedido/:token`): its number, its items and where it is, live. */
export function PedidoPage({ token }: { token: string }) {
  const estado = useAoVivo<PedidoBalcaoPublicoDTO>(() => buscarPedido(token), { pedido: token }, 'pedido:atualizado');
  const p = estado.fase === 'ok' ? estado.dados : null;
  const ativar = useAvisoDePronto(p?.estado);
  if (estado.fase === 'nao-encontrado' || estado.fase === 'renovado')
    return (
      <main className={s.pagina}>
        <h1>Pedido não encontrado</h1>
      </main>
    );
  if (!p) return <main className={s.pagina} aria-busy="true" />;
  return (
    <main className={s.pagina} onClick={ativar} data-testid="pedido-publico" data-estado={p.estado}>
      <p className={s.empresa}>{p.empresa}</p>
      <p className={s.rotulo}>Seu pedido{p.viagem ? ' (para viagem)' : ''}</p>
      <p className={s.numero}>#{p.numero}</p>
      {p.nome && <p className={s.nome}>{p.nome}</p>}
      <p className={`${s.estado} ${s[p.estado]}`} role="status">
        {ESTADO[p.estado]}
      </p>
      <ul className={s.itens}>
        {p.itens.map((i, n) => (
          <li key={n}>
            <span>
              {i.quantidade}× {i.produto_nome}
            </span>
            <span className={s.itemEstado}>{ITEM[i.status]}</span>
          </li>
        ))}
      </ul>
      {estado.fase === 'ok' && !estado.aoVivo && <p className={s.offline}>Reconectando…</p>}
    </main>
  );
}
