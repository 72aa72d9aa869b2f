import { useCallback, useEffect, useState } from 'react';
import type { EstacaoDTO } from '@comanda/shared';
import { toast } from '../../lib/notify';
import { onReconectar, onStaffEvent } from '../../lib/socket';
import { listarEstacoes } from './api';

const porNome = (a: EstacaoDTO, b: EstacaoDTO) => a.nome.localeCompare(b.nome, 'pt-BR') || a.id - b.id;

/** One station as the server now has it (created, renamed, (de)activated), or its removal. */
export function comEstacao(lista: EstacaoDTO[], p: { estacao?: EstacaoDTO; removidaId?: number }): EstacaoDTO[] {
  const { estacao, removidaId } = p;
  const resto = lista.filter((e) => e.id !== (estacao?.id ?? removidaId));
  return estacao ? [...resto, estacao].sort(porNome) : resto;
}

/** The stations list, kept current by this device's answers and by the estacao:alterada events of other devices. */
export function useEstacoes() {
  const [estacoes, setEstacoes] = useState<EstacaoDTO[] | null>(null);
  const carregar = useCallback(
    () =>
      listarEstacoes()
        .then(setEstacoes)
        .catch((e) => toast.erro('Erro ao carregar estações', e.message)),
    [],
  );
  const aplicar = useCallback(
    (p: { estacao?: EstacaoDTO; removidaId?: number }) => setEstacoes((l) => (l ? comEstacao(l, p) : l)),
    [],
  );
  useEffect(() => {
    void carregar();
    const offs = [onStaffEvent('estacao:alterada', aplicar), onReconectar(() => void carregar())];
    return () => offs.forEach((off) => off());
  }, [carregar, aplicar]);
  return { estacoes, aplicar };
}
