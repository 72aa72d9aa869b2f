import { formatBRL } from '@comanda/shared/text/format';
import type { ResumoEncerrada } from '@comanda/shared/events';
import { ReciboNota } from './recibo-nota';
import s from './conta.module.css';

export const CONTA_ENCERRADA = 'Conta encerrada — obrigado pela visita!';

/**
 * Shown when the tab closes (with the final figures) and after a reload of the dead link (without them), with the
 * tab's NFC-e once it is authorized.
 * `onVoltar`: the table card offers its menu again (a fresh start, nothing of the closed tab).
 */
export function ContaEncerrada({
  resumo,
  onVoltar,
  token = null,
}: {
  resumo?: ResumoEncerrada | null;
  onVoltar?: () => void;
  /** the closed tab's link: its NFC-e is shown as it is authorized (ReciboNota) */
  token?: string | null;
}) {
  return (
    <main className={s.encerrada} data-testid="conta-encerrada">
      <div>
        <span className={s.icone} aria-hidden>
          <svg
            width="30"
            height="30"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12l5 5L20 7" />
          </svg>
        </span>
        <h1>{CONTA_ENCERRADA}</h1>
        {resumo ? (
          <div className={s.card} style={{ textAlign: 'left', marginTop: 12 }}>
            <div className={s.linha}>
              <span>Subtotal</span>
              <span>{formatBRL(resumo.subtotal)}</span>
            </div>
            <div className={s.linha}>
              <span>Taxa de serviço</span>
              <span>{formatBRL(resumo.taxa_servico)}</span>
            </div>
            {resumo.desconto > 0 && (
              <div className={s.linha}>
                <span>Desconto</span>
                <span>− {formatBRL(resumo.desconto)}</span>
              </div>
            )}
            <div className={`${s.linha} ${s.forte}`}>
              <span>Total</span>
              <span>{formatBRL(resumo.total)}</span>
            </div>
            <div className={`${s.linha} ${s.pago}`}>
              <span>Pago</span>
              <span>{formatBRL(resumo.pago)}</span>
            </div>
            {resumo.troco > 0 && (
              <div className={s.linha}>
                <span>Troco</span>
                <span>{formatBRL(resumo.troco)}</span>
              </div>
            )}
          </div>
        ) : (
          <p className={s.muted}>Esta conta já foi paga e a mesa foi liberada.</p>
        )}
        <ReciboNota token={token} />
        {onVoltar && (
          <button type="button" className={`${s.botao} ${s.secundario} ${s.voltar}`} onClick={onVoltar}>
            Ver o cardápio
          </button>
        )}
      </div>
    </main>
  );
}
