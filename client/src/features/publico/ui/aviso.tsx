import { useEffect, useSyncExternalStore } from 'react';
import { Icone } from './icones';
import s from './aviso.module.css';

/** One toast at a time (spec 4.4), 5 s; the diner's light replacement for lib/notify. */
type Aviso = { id: number; cor: string; titulo: string; mensagem: string };
let atual: Aviso | null = null;
let seq = 0;
const ouvintes = new Set<() => void>();
const mudar = (a: Aviso | null) => {
  atual = a;
  ouvintes.forEach((f) => f());
};

export const aviso = {
  ok: (titulo: string, mensagem = '') => mudar({ id: ++seq, cor: 'var(--cv-green)', titulo, mensagem }),
  erro: (titulo: string, mensagem = '') => mudar({ id: ++seq, cor: 'var(--cv-red)', titulo, mensagem }),
};

/** A rejection handler: the error toast with the server's pt-BR message; resolves to false. */
export const falhou = (titulo: string) => (e: unknown) => {
  aviso.erro(titulo, (e as Error).message || 'Tente novamente.');
  return false as const;
};

export function AreaDeAvisos() {
  const a = useSyncExternalStore(
    (f) => (ouvintes.add(f), () => void ouvintes.delete(f)),
    () => atual,
  );
  useEffect(() => {
    if (!a) return;
    const t = setTimeout(() => atual?.id === a.id && mudar(null), 5000);
    return () => clearTimeout(t);
  }, [a]);
  if (!a) return null;
  return (
    <div className={s.area}>
      <div className={s.aviso} role="alert" style={{ '--aviso-cor': a.cor } as React.CSSProperties}>
        <div className={s.corpo}>
          <div className={s.titulo}>{a.titulo}</div>
          {a.mensagem && <div className={s.mensagem}>{a.mensagem}</div>}
        </div>
        <button type="button" className={s.fechar} aria-label="Fechar" onClick={() => mudar(null)}>
          <Icone nome="fechar" size={16} />
        </button>
      </div>
    </div>
  );
}
