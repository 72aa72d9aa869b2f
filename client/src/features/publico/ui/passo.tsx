import { Icone } from './icones';
import s from './passo.module.css';

/** − n + for a quantity (44 px buttons); `removivel`: at the minimum, − becomes 'Remover'. */
export function Passo({
  rotulo,
  valor,
  min,
  max,
  onMudar,
  removivel,
  desabilitado,
}: {
  rotulo: string;
  valor: number;
  min: number;
  max: number;
  onMudar(v: number): void;
  removivel?: boolean;
  desabilitado?: boolean;
}) {
  const remover = removivel && valor <= min;
  return (
    <span className={s.passo}>
      <button
        type="button"
        aria-label={remover ? `Remover ${rotulo}` : `Menos ${rotulo}`}
        disabled={desabilitado || (!remover && valor <= min)}
        onClick={() => onMudar(valor - 1)}
      >
        <Icone nome={remover ? 'lixeira' : 'menos'} size={18} />
      </button>
      <output aria-label={`Quantidade de ${rotulo}`}>{valor}</output>
      <button
        type="button"
        aria-label={`Mais ${rotulo}`}
        disabled={desabilitado || valor >= max}
        onClick={() => onMudar(valor + 1)}
      >
        <Icone nome="mais" size={18} />
      </button>
    </span>
  );
}
