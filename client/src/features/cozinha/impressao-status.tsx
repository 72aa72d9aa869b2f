import { useResumoImpressao } from '../../lib/impressao-store';
import s from './cozinha.module.css';

/** The printers at a glance on the board (issue 23): hidden without printers; the first problem, or all is well. */
export function ImpressaoStatus() {
  const r = useResumoImpressao();
  if (!r) return null;
  return (
    <span
      className={[s.impressao, !r.ok && s.impressaoAlerta].filter(Boolean).join(' ')}
      role="status"
      title={r.linhas.join('\n')}
      data-testid="impressao-status"
      data-estado={r.ok ? 'ok' : 'alerta'}
    >
      <span aria-hidden>🖨</span> {r.titulo}
    </span>
  );
}
