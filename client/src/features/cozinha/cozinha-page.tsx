import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useImprimeTipo } from '../../lib/impressao-store';
import { lerEstacaoCozinha, STORAGE } from '../../lib/storage';
import { contarPorStatus, listarProntos, montarTickets } from './producao';
import { ProntosColuna } from './prontos-coluna';
import { useCozinhaTempoReal } from './realtime';
import { liberarSom, useSom } from './som';
import { useCozinha } from './store';
import { TicketCard } from './ticket-card';
import { useAcoesCozinha } from './use-acoes-cozinha';
import { Topo } from './topo';
import s from './cozinha.module.css';

/** The station shown and the light or dark theme, both remembered on this device. */
function usePreferencias() {
  const [estacaoId, setEstacaoId] = useState<number | null>(lerEstacaoCozinha);
  const [claro, setClaro] = useState(() => localStorage.getItem(STORAGE.cozinhaTema) === 'claro');
  function escolherEstacao(id: number | null) {
    localStorage.setItem(STORAGE.cozinhaEstacao, id == null ? '' : String(id));
    setEstacaoId(id);
  }
  function alternarTema() {
    localStorage.setItem(STORAGE.cozinhaTema, claro ? 'escuro' : 'claro');
    setClaro(!claro);
  }
  return { estacaoId, escolherEstacao, claro, alternarTema };
}

/** /cozinha: the live production board of one station (or all), remembered per device. */
export default function CozinhaPage() {
  useCozinhaTempoReal();
  // only what the board draws: the reload on the first connection re-renders nothing when nothing changed
  const { itens, limites, estacoes, carregado, novos } = useCozinha(
    useShallow((st) => ({
      itens: st.itens,
      limites: st.limites,
      estacoes: st.estacoes,
      carregado: st.carregado,
      novos: st.novos,
    })),
  );
  const { estacaoId, escolherEstacao, claro, alternarTema } = usePreferencias();
  const [agora, setAgora] = useState(Date.now());
  const { desfazer, setDesfazer, avancar, bump, recall, ciente, reimprimir } = useAcoesCozinha(() =>
    setAgora(Date.now()),
  );
  // 'Reimprimir' only where a printer prints production tickets (issue 23)
  const imprime = useImprimeTipo('producao');
  const somLiberado = useSom((st) => st.liberado);

  useEffect(() => {
    // one clock for every card; faster while an undo countdown shows
    const t = setInterval(() => setAgora(Date.now()), desfazer ? 1000 : 10_000);
    return () => clearInterval(t);
  }, [desfazer]);
  useEffect(() => {
    if (desfazer && agora >= desfazer.ate) setDesfazer(null);
  }, [agora, desfazer]);

  const tickets = useMemo(() => montarTickets(itens, estacaoId), [itens, estacaoId]);
  const prontos = useMemo(() => listarProntos(itens, estacaoId), [itens, estacaoId]);
  const contagem = useMemo(() => contarPorStatus(itens, estacaoId), [itens, estacaoId]);

  return (
    <div
      className={[s.tela, claro && s.claro].filter(Boolean).join(' ')}
      data-testid="tela-cozinha"
      onClickCapture={somLiberado ? undefined : liberarSom}
    >
      <Topo
        estacoes={estacoes}
        estacaoId={estacaoId}
        onEstacao={escolherEstacao}
        contagem={contagem}
        claro={claro}
        onTema={alternarTema}
      />
      {!somLiberado && (
        <button type="button" className={[s.faixa, s.faixaSom].join(' ')} onClick={liberarSom} data-testid="ativar-som">
          🔔 Toque aqui para ativar o som de novos pedidos
        </button>
      )}
      {desfazer && <FaixaDesfazer mesa={desfazer.mesa} segundos={(desfazer.ate - agora) / 1000} onDesfazer={recall} />}
      <div className={s.corpo}>
        <section className={s.tickets} aria-label="Pedidos em produção">
          {carregado && tickets.length === 0 && <div className={s.vazio}>Nenhum pedido em produção</div>}
          {tickets.map((t) => (
            <TicketCard
              key={t.id}
              ticket={t}
              agora={agora}
              limites={limites}
              novo={!!novos[t.id]}
              onBump={bump}
              onAvancar={avancar}
              onCiente={ciente}
              onReimprimir={imprime ? reimprimir : undefined}
            />
          ))}
        </section>
        <ProntosColuna itens={prontos} agora={agora} />
      </div>
    </div>
  );
}

/** 'Desfazer' after a whole ticket was bumped, with its countdown. */
function FaixaDesfazer({ mesa, segundos, onDesfazer }: { mesa: string; segundos: number; onDesfazer(): void }) {
  return (
    <div className={[s.faixa, s.faixaDesfazer].join(' ')} role="status">
      <span>{mesa}: pedido marcado como pronto</span>
      <button type="button" className={s.desfazer} onClick={onDesfazer}>
        Desfazer ({Math.max(0, Math.ceil(segundos))} s)
      </button>
    </div>
  );
}
