import { useEffect, useMemo, useState } from 'react';
import { proximoStatusProducao, type ItemProducaoDTO } from '@comanda/shared';
import { toast } from '../../lib/notify';
import { lerEstacaoCozinha, STORAGE } from '../../lib/storage';
import { bumpTicket, cienteCancelamento, moverItem } from './api';
import { contarPorStatus, listarProntos, montarTickets, type Ticket } from './producao';
import { ProntosColuna } from './prontos-coluna';
import { useCozinhaTempoReal } from './realtime';
import { liberarSom, useSom } from './som';
import { useCozinha } from './store';
import { nomeMesa, TicketCard } from './ticket-card';
import { Topo } from './topo';
import s from './cozinha.module.css';

const DESFAZER_MS = 30_000;

const erro = (e: unknown) => toast.erro('Não foi possível atualizar', e instanceof Error ? e.message : undefined);

/** /cozinha: the live production board of one station (or all), remembered per device. */
export default function CozinhaPage() {
  useCozinhaTempoReal();
  const { itens, limites, estacoes, carregado, novos, aplicar } = useCozinha();
  const [estacaoId, setEstacaoId] = useState<number | null>(lerEstacaoCozinha);
  const [claro, setClaro] = useState(() => localStorage.getItem(STORAGE.cozinhaTema) === 'claro');
  const [agora, setAgora] = useState(Date.now());
  const [desfazer, setDesfazer] = useState<{ ids: number[]; mesa: string; ate: number } | null>(null);
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

  function escolherEstacao(id: number | null) {
    localStorage.setItem(STORAGE.cozinhaEstacao, id == null ? '' : String(id));
    setEstacaoId(id);
  }
  function alternarTema() {
    localStorage.setItem(STORAGE.cozinhaTema, claro ? 'escuro' : 'claro');
    setClaro(!claro);
  }

  async function avancar(i: ItemProducaoDTO) {
    const para = proximoStatusProducao(i.status);
    if (!para) return;
    try {
      aplicar([await moverItem(i.id, para)]);
    } catch (e) {
      erro(e);
    }
  }

  async function bump(t: Ticket) {
    const ids = t.itens.filter((i) => !i.cancelado && (i.status === 'pendente' || i.status === 'em_preparo')).map((i) => i.id);
    if (ids.length === 0) return;
    try {
      aplicar(await bumpTicket(ids));
      setDesfazer({ ids, mesa: nomeMesa(t.mesa_numero), ate: Date.now() + DESFAZER_MS });
      setAgora(Date.now());
    } catch (e) {
      erro(e);
    }
  }

  async function recall() {
    if (!desfazer) return;
    const { ids } = desfazer;
    setDesfazer(null);
    try {
      aplicar(await Promise.all(ids.map((id) => moverItem(id, 'em_preparo'))));
    } catch (e) {
      erro(e);
    }
  }

  async function ciente(i: ItemProducaoDTO) {
    try {
      await cienteCancelamento(i.id);
      aplicar([], [i.id]);
    } catch (e) {
      erro(e);
    }
  }

  return (
    <div className={[s.tela, claro && s.claro].filter(Boolean).join(' ')} data-testid="tela-cozinha" onClickCapture={somLiberado ? undefined : liberarSom}>
      <Topo estacoes={estacoes} estacaoId={estacaoId} onEstacao={escolherEstacao} contagem={contagem} claro={claro} onTema={alternarTema} />
      {!somLiberado && (
        <button type="button" className={[s.faixa, s.faixaSom].join(' ')} onClick={liberarSom} data-testid="ativar-som">
          🔔 Toque aqui para ativar o som de novos pedidos
        </button>
      )}
      {desfazer && (
        <div className={[s.faixa, s.faixaDesfazer].join(' ')} role="status">
          <span>{desfazer.mesa}: pedido marcado como pronto</span>
          <button type="button" className={s.desfazer} onClick={recall}>
            Desfazer ({Math.max(0, Math.ceil((desfazer.ate - agora) / 1000))} s)
          </button>
        </div>
      )}
      <div className={s.corpo}>
        <section className={s.tickets} aria-label="Pedidos em produção">
          {carregado && tickets.length === 0 && <div className={s.vazio}>Nenhum pedido em produção</div>}
          {tickets.map((t) => (
            <TicketCard key={t.id} ticket={t} agora={agora} limites={limites} novo={!!novos[t.id]} onBump={bump} onAvancar={avancar} onCiente={ciente} />
          ))}
        </section>
        <ProntosColuna itens={prontos} agora={agora} />
      </div>
    </div>
  );
}
