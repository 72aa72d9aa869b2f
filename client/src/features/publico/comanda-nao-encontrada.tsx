import { Icone } from './ui/icones';
import { Botao, cx, ui } from './ui/primitivos';
import s from './publico.module.css';

/** Expired link, closed tab or unknown token; `onTentar` absent hides the retry (a path that is no tab link at all). */
export function ComandaNaoEncontrada({
  onTentar,
  titulo = 'Comanda não encontrada',
  texto = 'Este link pode ter expirado ou a mesa pode estar fechada.',
}: {
  onTentar?: () => void;
  titulo?: string;
  texto?: string;
}) {
  return (
    <main className={ui.centro}>
      <div className={s.naoEncontrada}>
        <span className={s.iconeVazio}>
          <Icone nome="talheres" size={30} />
        </span>
        <h1 className={s.titulo3}>{titulo}</h1>
        <p className={ui.dimmed}>{texto}</p>
        {onTentar && <Botao onClick={onTentar}>Tentar novamente</Botao>}
      </div>
    </main>
  );
}

/** 404 for a /comanda/ path that carries no token (same look as the staff app's not-found page, without Mantine). */
export function PaginaNaoEncontrada() {
  return (
    <main className={ui.centro} style={{ minHeight: '60dvh' }}>
      <div className={s.naoEncontrada}>
        <h1 className={cx(s.titulo1, ui.dimmed)}>404</h1>
        <h2 className={s.titulo3}>Página não encontrada</h2>
        <p className={ui.dimmed}>O endereço acessado não existe ou foi movido.</p>
      </div>
    </main>
  );
}
