import { useEffect, useState } from 'react';
import type { HistoricoVendaDTO } from '@comanda/shared';
import { historicoDaComanda } from './api';

// worded as the spec's other load failures ('Erro ao carregar cardápio', 'Erro ao carregar vendas')
export const HISTORICO_FALHOU = 'Erro ao carregar histórico';

/**
 * The tab's recorded changes, loaded again whenever `versao` (the totals the changes move) changes. An answer that
 * arrives after a newer request was sent is dropped, and a failed load is said (`falhou`), never shown as an empty
 * history.
 */
export function useHistorico(vendaId: number, versao: string) {
  const [estado, setEstado] = useState<{ linhas: HistoricoVendaDTO[]; falhou: boolean }>({ linhas: [], falhou: false });
  useEffect(() => {
    let atual = true;
    historicoDaComanda(vendaId)
      .then((linhas) => atual && setEstado({ linhas, falhou: false }))
      .catch(() => atual && setEstado((e) => ({ ...e, falhou: true })));
    return () => {
      atual = false;
    };
  }, [vendaId, versao]);
  return estado;
}
