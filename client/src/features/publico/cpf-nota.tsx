import { useState, type FormEvent } from 'react';
import { cpfValido } from '@comanda/shared/rules/pix';
import { informarCpf } from './api';
import s from './conta.module.css';

/** 000.000.000-00 as the diner types it (digits only kept, at most 11). */
function mascara(v: string): string {
  const d = v.replace(/\D/g, '').slice(0, 11);
  return d
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

/** Sends the CPF (or null to take it off); the bill comes back with it masked, on every phone at the table. */
function useCpfNota(token: string, onSalvo: () => void) {
  const [enviando, setEnviando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  async function salvar(cpf: string | null) {
    if (cpf !== null && !cpfValido(cpf)) return setErro('CPF inválido');
    setEnviando(true);
    setErro(null);
    try {
      await informarCpf(token, cpf);
      onSalvo();
      return true;
    } catch (e) {
      setErro((e as Error).message || 'Não foi possível salvar o CPF. Tente novamente.');
    } finally {
      setEnviando(false);
    }
  }
  return { enviando, erro, salvar };
}

/**
 * 'CPF na nota?' when asking for the bill (issue 38): the diner types the CPF, which goes on the tab's NFC-e. Once set,
 * every phone at the table sees it masked (***.456.789-**), with 'Alterar' and 'Remover'.
 */
export function CpfNaNota({ token, cpf, onSalvo }: { token: string; cpf: string | null; onSalvo(): void }) {
  const [valor, setValor] = useState('');
  const [editando, setEditando] = useState(false);
  const { enviando, erro, salvar } = useCpfNota(token, onSalvo);
  async function enviar(e: FormEvent) {
    e.preventDefault();
    if (await salvar(valor.replace(/\D/g, ''))) {
      setValor('');
      setEditando(false);
    }
  }
  if (cpf && !editando)
    return (
      <div className={s.cpf} data-testid="cpf-nota">
        <span>
          CPF na nota: <strong>{cpf}</strong>
        </span>
        <span className={s.cpfAcoes}>
          <button type="button" className={s.link} onClick={() => setEditando(true)}>
            Alterar
          </button>
          <button type="button" className={s.link} disabled={enviando} onClick={() => void salvar(null)}>
            Remover
          </button>
        </span>
      </div>
    );
  return (
    <form className={s.cpfForm} onSubmit={enviar} data-testid="cpf-nota-form" noValidate>
      <label className={s.campo} htmlFor="cpf-nota">
        CPF na nota?
      </label>
      <div className={s.cpfLinha}>
        <input
          id="cpf-nota"
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          value={valor}
          aria-invalid={erro ? true : undefined}
          aria-describedby={erro ? 'cpf-nota-erro' : undefined}
          onChange={(e) => setValor(mascara(e.currentTarget.value))}
        />
        <button type="submit" className={`${s.botao} ${s.secundario}`} disabled={enviando || valor.length === 0}>
          Incluir CPF
        </button>
      </div>
      {erro && (
        <p className={s.erro} role="alert" id="cpf-nota-erro">
          {erro}
        </p>
      )}
    </form>
  );
}
