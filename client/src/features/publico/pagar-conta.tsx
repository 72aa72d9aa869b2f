import { useState } from 'react';
import { DIVISAO_MAX, DIVISAO_MIN, dividirConta } from '@comanda/shared/rules/pagamento';
import { fromCents, toCents } from '@comanda/shared/rules/money';
import { formatBRL } from '@comanda/shared/text/format';
import type { ComandaPublica } from '@comanda/shared/events';
import { pedirConta as pedirContaApi } from './api';
import { PixPublico } from './pix-publico';
import { CpfNaNota } from './cpf-nota';
import s from './conta.module.css';

/** 'Pedir a conta': the answer's effect (table P) comes back in the bill itself, where 'Conta solicitada' replaces it. */
function usePedirConta(token: string, onPedida: () => void) {
  const [pedindo, setPedindo] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  // a numbered card has no table state to show the request (issue 37): the page remembers it
  const [pedida, setPedida] = useState(false);
  async function pedirConta() {
    setPedindo(true);
    setErro(null);
    try {
      await pedirContaApi(token);
      setPedida(true);
      onPedida();
    } catch (e) {
      setErro((e as Error).message || 'Não foi possível pedir a conta. Tente novamente.');
    } finally {
      setPedindo(false);
    }
  }
  return { pedindo, erro, pedida, pedirConta };
}

/** 'Pedir a conta', 'Dividir' by N people and 'Pagar com PIX' (whole remaining amount or one share). */
export function PagarConta({ token, comanda, onPedida }: { token: string; comanda: ComandaPublica; onPedida(): void }) {
  const { pedindo, erro, pedida, pedirConta } = usePedirConta(token, onPedida);
  const [dividir, setDividir] = useState(false);
  const [pessoas, setPessoas] = useState(2);
  const [pix, setPix] = useState<number | null>(null);
  const { venda } = comanda;

  if (venda.restante <= 0 && venda.total > 0)
    return (
      <section className={s.card}>
        <p className={s.aviso}>Conta paga. Obrigado!</p>
        <CpfNaNota token={token} cpf={comanda.cpf_nota ?? null} onSalvo={onPedida} />
      </section>
    );
  return (
    <section className={s.card} data-testid="publico-pagar">
      <h2 className={s.titulo}>Pagamento</h2>
      {comanda.conta_pedida || (pedida && !comanda.mesa) ? (
        <p className={s.aviso} data-testid="conta-pedida">
          {comanda.mesa ? 'Conta solicitada — já vamos até a sua mesa' : 'Conta solicitada — já vamos até você'}
        </p>
      ) : (
        <button
          type="button"
          className={`${s.botao} ${s.laranja}`}
          disabled={pedindo || venda.total <= 0}
          onClick={pedirConta}
        >
          Pedir a conta
        </button>
      )}
      {/* a numbered card is paid at the cashier on the way out (issue 37) */}
      {!comanda.mesa && <p className={s.aviso}>Pague no caixa ao sair, apresentando o seu cartão.</p>}
      {erro && (
        <p className={s.erro} role="alert">
          {erro}
        </p>
      )}
      <CpfNaNota token={token} cpf={comanda.cpf_nota ?? null} onSalvo={onPedida} />
      <div className={s.botoes}>
        <button
          type="button"
          className={`${s.botao} ${s.secundario}`}
          aria-expanded={dividir}
          onClick={() => setDividir(!dividir)}
          disabled={venda.restante <= 0}
        >
          Dividir
        </button>
        {comanda.pix_disponivel && (
          <button
            type="button"
            className={s.botao}
            disabled={venda.restante <= 0}
            onClick={() => setPix(pix === venda.restante ? null : venda.restante)}
          >
            Pagar com PIX
          </button>
        )}
      </div>
      {dividir && (
        <Divisao
          restante={venda.restante}
          pessoas={pessoas}
          onPessoas={setPessoas}
          onPix={comanda.pix_disponivel ? setPix : undefined}
        />
      )}
      {pix != null && pix > 0 && <PixPublico token={token} valor={pix} />}
    </section>
  );
}

/** The remaining amount in N exact shares; with PIX on, each share has its own PIX link. */
function Divisao({
  restante,
  pessoas,
  onPessoas,
  onPix,
}: {
  restante: number;
  pessoas: number;
  onPessoas(n: number): void;
  onPix?: (valor: number) => void;
}) {
  const partes = dividirConta(toCents(restante), pessoas).map(fromCents);
  return (
    <div data-testid="publico-divisao">
      <label className={s.campo}>
        Dividir entre
        <input
          type="number"
          inputMode="numeric"
          min={DIVISAO_MIN}
          max={DIVISAO_MAX}
          value={pessoas}
          aria-label="Número de pessoas"
          onChange={(e) =>
            onPessoas(
              Math.min(DIVISAO_MAX, Math.max(DIVISAO_MIN, Math.trunc(Number(e.currentTarget.value)) || DIVISAO_MIN)),
            )
          }
        />
        pessoas
      </label>
      <ul className={s.partes}>
        {partes.map((p, i) => (
          <li key={i} data-testid="publico-parte">
            <span>
              Pessoa {i + 1}: <strong>{formatBRL(p)}</strong>
            </span>
            {onPix && (
              <button type="button" className={s.link} onClick={() => onPix(p)}>
                PIX
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
