import type { ButtonHTMLAttributes, ReactNode } from 'react';
import s from './ui.module.css';

const cx = (...c: (string | false | undefined)[]) => c.filter(Boolean).join(' ');

export function Cartao({
  children,
  className,
  ...rest
}: {
  children: ReactNode;
  className?: string;
  style?: React.CSSProperties;
}) {
  return (
    <section className={cx(s.cartao, className)} {...rest}>
      {children}
    </section>
  );
}

export function Spinner({ label = 'Carregando' }: { label?: string }) {
  return <span className={s.spinner} role="status" aria-label={label} />;
}

type BotaoProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  tamanho?: 'sm' | 'lg';
  cor?: 'primaria' | 'vermelho';
  sutil?: boolean;
  icone?: ReactNode;
  carregando?: boolean;
};

/** Button with Mantine's measures (sm 36 px, lg 50 px), optional left icon and loading state. */
export function Botao({
  tamanho = 'sm',
  cor = 'primaria',
  sutil,
  icone,
  carregando,
  children,
  className,
  disabled,
  ...rest
}: BotaoProps) {
  return (
    <button
      type="button"
      className={cx(
        s.botao,
        tamanho === 'lg' && s.lg,
        cor === 'vermelho' && s.vermelho,
        sutil && s.sutil,
        icone != null && s.comIcone,
        carregando && s.carregandoBotao,
        className,
      )}
      disabled={disabled || carregando}
      aria-busy={carregando || undefined}
      {...rest}
    >
      {icone}
      <span>{children}</span>
      {carregando && <Spinner label="Enviando" />}
    </button>
  );
}

export function Selo({
  children,
  style,
  icone,
  ...rest
}: {
  children: ReactNode;
  style?: React.CSSProperties;
  icone?: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <span className={s.selo} style={style} {...rest}>
      {icone}
      {children}
    </span>
  );
}

export { s as ui, cx };
