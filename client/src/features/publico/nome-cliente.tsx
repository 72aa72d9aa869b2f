import { useState } from 'react';
import { CLIENTE_NOME_MAX } from '@comanda/shared/rules/pedidos-cliente';
import { Icone } from './ui/icones';
import { Folha } from './ui/folha';
import { Botao } from './ui/primitivos';
import s from './pedido.module.css';

/** The sheet asking 'Seu nome' (once per phone): the waiter and the bill per person show each line's name. */
export function PedirNome({
  inicial,
  onConfirmar,
  onFechar,
}: {
  inicial: string;
  onConfirmar(nome: string): void;
  onFechar(): void;
}) {
  const [nome, setNome] = useState(inicial);
  const valido = nome.trim().length > 0;
  return (
    <Folha titulo="Seu nome" onFechar={onFechar} testId="pedir-nome">
      <form
        className={s.formNome}
        onSubmit={(e) => {
          e.preventDefault();
          if (valido) onConfirmar(nome);
        }}
      >
        <label className={s.campoTexto}>
          <span>Como podemos chamar você?</span>
          <input
            data-autofocus
            name="nome"
            autoComplete="given-name"
            enterKeyHint="done"
            required
            maxLength={CLIENTE_NOME_MAX}
            value={nome}
            onChange={(e) => setNome(e.currentTarget.value)}
          />
        </label>
        <p className={s.ajuda}>Seu nome aparece nos itens que você pedir, para a mesa dividir a conta por pessoa.</p>
        <Botao type="submit" tamanho="lg" disabled={!valido}>
          Continuar
        </Botao>
      </form>
    </Folha>
  );
}

/** 'Pedindo como Ana · Alterar' above the menu (or 'Informe seu nome' before the first order). */
export function QuemPede({ nome, onAlterar }: { nome: string; onAlterar(): void }) {
  return (
    <div className={s.quemPede} data-testid="quem-pede">
      <Icone nome="usuario" size={18} />
      {nome ? (
        <span>
          Pedindo como <strong>{nome}</strong>
        </span>
      ) : (
        <span>Quem está pedindo?</span>
      )}
      <button type="button" className={s.link} onClick={onAlterar}>
        {nome ? 'Alterar' : 'Informar nome'}
      </button>
    </div>
  );
}
