import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icone } from './icones';
import s from './folha.module.css';

const FOCAVEIS =
  'button:not(:disabled), input:not(:disabled), textarea:not(:disabled), select, a[href], [tabindex="0"]';

/**
 * A bottom sheet (a centred panel on wide screens): role dialog, focus moved in and kept in while open, Escape and
 * the backdrop close it, focus returns to the control that opened it. Not <dialog>: showModal needs Safari 15.4.
 */
export function Folha({
  titulo,
  onFechar,
  rodape,
  children,
  testId,
}: {
  titulo: ReactNode;
  onFechar(): void;
  rodape?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  const painel = useRef<HTMLDivElement>(null);
  const fechar = useRef(onFechar);
  fechar.current = onFechar;

  useEffect(() => {
    const antes = document.activeElement as HTMLElement | null;
    const el = painel.current!;
    (el.querySelector<HTMLElement>('[data-autofocus]') ?? el).focus();
    const corpo = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const tecla = (e: KeyboardEvent) => {
      // with a sheet over another (the name asked over the cart), only the top one answers the keyboard
      const folhas = document.querySelectorAll('[data-folha]');
      if (folhas[folhas.length - 1] !== el.parentElement) return;
      if (e.key === 'Escape') return fechar.current();
      if (e.key !== 'Tab') return;
      const f = [...el.querySelectorAll<HTMLElement>(FOCAVEIS)];
      if (f.length === 0) return;
      const [primeiro, ultimo] = [f[0]!, f[f.length - 1]!];
      const fora = e.shiftKey ? document.activeElement === primeiro : document.activeElement === ultimo;
      if (!fora) return;
      e.preventDefault();
      (e.shiftKey ? ultimo : primeiro).focus();
    };
    document.addEventListener('keydown', tecla);
    return () => {
      document.removeEventListener('keydown', tecla);
      document.body.style.overflow = corpo;
      antes?.focus?.();
    };
  }, []);

  return (
    <div className={s.fundo} data-folha onClick={(e) => e.target === e.currentTarget && onFechar()}>
      <div
        ref={painel}
        className={s.painel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={id}
        tabIndex={-1}
        data-testid={testId}
      >
        <header className={s.cabecalho}>
          <h2 id={id} className={s.titulo}>
            {titulo}
          </h2>
          <button type="button" className={s.fechar} aria-label="Fechar" onClick={onFechar}>
            <Icone nome="fechar" size={20} />
          </button>
        </header>
        <div className={s.corpo}>{children}</div>
        {rodape && <footer className={s.rodape}>{rodape}</footer>}
      </div>
    </div>
  );
}
