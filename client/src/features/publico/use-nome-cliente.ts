import { useCallback, useRef, useState } from 'react';
import { guardarNome, nomeGuardado } from './identidade';

/**
 * 'Seu nome', asked once per phone: an action that needs it (add, send) runs at once when the name is known,
 * else after the diner types it.
 */
export function useNomeCliente() {
  const [nome, setNome] = useState(nomeGuardado);
  const [pedindo, setPedindo] = useState(false);
  const depois = useRef<((nome: string) => void) | null>(null);

  const comNome = useCallback(
    (acao: (nome: string) => void) => {
      if (nome) return acao(nome);
      depois.current = acao;
      setPedindo(true);
    },
    [nome],
  );

  const confirmar = useCallback((digitado: string) => {
    guardarNome(digitado);
    const n = nomeGuardado() || digitado.trim();
    setNome(n);
    setPedindo(false);
    const acao = depois.current;
    depois.current = null;
    acao?.(n);
  }, []);

  const alterar = useCallback(() => {
    depois.current = null;
    setPedindo(true);
  }, []);

  const cancelar = useCallback(() => {
    depois.current = null;
    setPedindo(false);
  }, []);

  return { nome, pedindo, comNome, confirmar, alterar, cancelar };
}
