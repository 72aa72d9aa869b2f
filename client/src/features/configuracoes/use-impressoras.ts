import { useCallback, useEffect, useState } from 'react';
import type { AgenteDTO, ImpressaoDTO, ImpressoraDTO } from '@comanda/shared';
import { useImpressao } from '../../lib/impressao-store';
import { toast } from '../../lib/notify';
import { ordemDasRespostas } from '../../lib/ordem-das-respostas';
import { listarAgentes, listarAguardandoDecisao, listarImpressoras } from './api';

const porNome = <T extends { nome: string; id: number }>(a: T, b: T) =>
  a.nome.localeCompare(b.nome, 'pt-BR') || a.id - b.id;

export interface DadosImpressoras {
  impressoras: ImpressoraDTO[] | null;
  agentes: AgenteDTO[] | null;
  aguardando: ImpressaoDTO[];
}

/**
 * Settings › Impressoras: the printers, agents and jobs waiting for a decision, from REST. Their live state (online,
 * queue, connected) comes from the shell's printer store, which `impressao:estado` keeps current; a change there that
 * names an agent or printer this list does not know, or may have aged a job, reloads once.
 */
export function useImpressoras() {
  const [dados, setDados] = useState<DadosImpressoras>({ impressoras: null, agentes: null, aguardando: [] });
  const estado = useImpressao((s) => s.estado);
  // the waiting jobs are asked for again on every state change: an older answer never replaces a newer one, and a
  // decision made here drops the answers of the requests made before it (they would bring the decided job back)
  const [ordem] = useState(ordemDasRespostas);
  const recarregarAguardando = useCallback(() => {
    const atual = ordem.nova();
    void listarAguardandoDecisao().then(
      (aguardando) => atual() && setDados((d) => ({ ...d, aguardando })),
      () => {},
    );
  }, [ordem]);
  const carregar = useCallback(() => {
    const atual = ordem.nova();
    return Promise.all([listarImpressoras(), listarAgentes(), listarAguardandoDecisao()])
      .then(([impressoras, agentes, aguardando]) => {
        // read once, outside the updater (React may call an updater twice)
        const novos = atual();
        setDados((d) => ({
          impressoras: impressoras.sort(porNome),
          agentes: agentes.sort(porNome),
          aguardando: novos ? aguardando : d.aguardando,
        }));
      })
      .catch((e) => toast.erro('Erro ao carregar impressoras', e.message));
  }, [ordem]);
  useEffect(() => void carregar(), [carregar]);
  // each state change may have moved a job to 'aguardando_decisao'; the list is short
  useEffect(() => {
    if (estado) recarregarAguardando();
  }, [estado, recarregarAguardando]);

  const aplicarImpressora = useCallback(
    (p: { impressora?: ImpressoraDTO; removidaId?: number }) =>
      setDados((d) => {
        const resto = (d.impressoras ?? []).filter((i) => i.id !== (p.impressora?.id ?? p.removidaId));
        return { ...d, impressoras: p.impressora ? [...resto, p.impressora].sort(porNome) : resto };
      }),
    [],
  );
  const removerAgente = useCallback(
    (id: number) => setDados((d) => ({ ...d, agentes: (d.agentes ?? []).filter((a) => a.id !== id) })),
    [],
  );
  const removerImpressao = useCallback(
    (id: number) => {
      ordem.invalidar();
      setDados((d) => ({ ...d, aguardando: d.aguardando.filter((j) => j.id !== id) }));
      recarregarAguardando();
    },
    [ordem, recarregarAguardando],
  );
  return { ...dados, carregar, aplicarImpressora, removerAgente, removerImpressao };
}
