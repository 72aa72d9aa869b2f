import { useEffect, useRef, useState } from 'react';
import type { PainelPublicoDTO, PedidoNoPainel } from '@comanda/shared/schemas/balcao';
import { buscarPainel } from './api';
import { useAoVivo } from './ao-vivo';
import { criarSinal } from './sinal';
import s from './painel.module.css';

/** How long a number that just became ready stands out. */
const DESTAQUE_MS = 8_000;

/** Numbers that just moved to 'Prontos' (not those already there when the page opened), with a chime. */
function useNovosProntos(prontos: PedidoNoPainel[] | null) {
  const vistos = useRef<Set<number> | null>(null);
  const sinal = useRef(criarSinal());
  const [novos, setNovos] = useState<number[]>([]);
  const [somAtivo, setSomAtivo] = useState(false);
  useEffect(() => {
    if (!prontos) return;
    const agora = prontos.map((p) => p.numero);
    const antes = vistos.current;
    vistos.current = new Set(agora);
    const chegaram = antes ? agora.filter((n) => !antes.has(n)) : [];
    if (chegaram.length === 0) return;
    sinal.current.tocar();
    setNovos((n) => [...n, ...chegaram]);
    const t = setTimeout(() => setNovos((n) => n.filter((x) => !chegaram.includes(x))), DESTAQUE_MS);
    return () => clearTimeout(t);
  }, [prontos]);
  const ativarSom = () => {
    sinal.current.ativar();
    setSomAtivo(true);
  };
  return { novos, somAtivo, ativarSom };
}

/**
 * The pickup board (issue 37) for a TV at 1920×1080: today's counter orders, 'Preparando' on the left and 'Prontos' on
 * the right in numbers readable from 5 m. A number that becomes ready chimes and stands out for a few seconds.
 */
export function PainelPage({ codigo }: { codigo: string }) {
  const estado = useAoVivo<PainelPublicoDTO>(() => buscarPainel(codigo), { painel: codigo }, 'painel:atualizado');
  const dados = estado.fase === 'ok' ? estado.dados : null;
  const { novos, somAtivo, ativarSom } = useNovosProntos(dados?.prontos ?? null);
  if (estado.fase === 'nao-encontrado' || estado.fase === 'renovado')
    return (
      <main className={s.aviso}>
        <h1>Painel indisponível</h1>
        <p>Este endereço foi renovado. Abra o novo endereço do painel em Configurações.</p>
      </main>
    );
  return (
    <main className={s.painel} onClick={ativarSom} data-testid="painel-retirada">
      <header className={s.topo}>
        <h1>{dados?.empresa ?? 'Painel de retirada'}</h1>
        {estado.fase === 'ok' && !estado.aoVivo && <span className={s.offline}>Reconectando…</span>}
        {!somAtivo && <span className={s.som}>Toque na tela para ativar o som</span>}
      </header>
      <section className={s.preparando} aria-label="Preparando">
        <h2>Preparando</h2>
        <Lista pedidos={dados?.preparando ?? []} classe={s.numeroPreparando!} testId="painel-preparando" />
      </section>
      <section className={s.prontos} aria-label="Prontos" aria-live="polite">
        <h2>Prontos</h2>
        <Lista pedidos={dados?.prontos ?? []} classe={s.numeroPronto!} novos={novos} testId="painel-prontos" />
      </section>
    </main>
  );
}

function Lista(p: { pedidos: PedidoNoPainel[]; classe: string; novos?: number[]; testId: string }) {
  return (
    <ol className={s.lista} data-testid={p.testId}>
      {p.pedidos.map((pedido) => (
        <li
          key={pedido.numero}
          className={`${p.classe} ${p.novos?.includes(pedido.numero) ? s.novo : ''}`}
          data-numero={pedido.numero}
        >
          <span className={s.numero}>{pedido.numero}</span>
          {pedido.nome && <span className={s.nome}>{pedido.nome}</span>}
        </li>
      ))}
    </ol>
  );
}
