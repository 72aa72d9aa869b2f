import { useCallback, useEffect, useMemo, useState } from 'react';
import { ComandaNaoEncontrada } from './comanda-nao-encontrada';
import { SecoesDaConta } from './comanda-publica-page';
import { ContaEncerrada } from './conta-encerrada';
import { ContaResumo } from './conta-resumo';
import { MesaLivre } from './mesa-livre';
import { RodapeAtualizacao } from './rodape-atualizacao';
import { TelaCliente } from './tela-cliente';
import { useComandaPublica } from './use-comanda-publica';
import { useMesaPublica } from './use-mesa-publica';
import { Spinner, ui } from './ui/primitivos';

/**
 * The table's printed card (`/m/:codigo`, issue 22): the menu always; with an open tab, its live bill and ordering
 * with the table's shared cart. A closed tab is never shown: after the close the card starts clean.
 */
export function MesaPublicaPage({ codigo }: { codigo: string }) {
  const m = useMesaPublica(codigo);
  const token = m.mesa?.comanda?.token ?? null;
  // the closed tab's link outlives it on this page: its receipt (NFC-e) is asked for by it after the close
  const [ultimoToken, setUltimoToken] = useState<string | null>(null);
  useEffect(() => {
    if (token) setUltimoToken(token);
  }, [token]);
  // the card's socket stays: the next tab on this table arrives on it
  const aoEncerrar = useCallback(() => {}, []);
  const conta = useComandaPublica(token, m.socket, m.aoVivo, aoEncerrar);
  const origem = useMemo(() => ({ mesa: codigo }), [codigo]);

  if (conta.encerrada !== undefined)
    return <ContaEncerrada resumo={conta.encerrada} onVoltar={() => window.location.reload()} token={ultimoToken} />;
  if (m.estado === 'carregando' || (token && conta.estado === 'carregando'))
    return (
      <main className={ui.centro}>
        <Spinner />
      </main>
    );
  if (m.estado === 'erro' || !m.mesa)
    return (
      <ComandaNaoEncontrada
        titulo="Mesa não encontrada"
        texto="Este cartão pode ter sido trocado. Peça ajuda ao garçom."
        onTentar={() => void m.carregar()}
      />
    );
  const comanda = token ? conta.comanda : null;
  return (
    <TelaCliente
      origem={origem}
      socket={m.socket}
      podePedir={!!comanda && comanda.modo_pedidos !== 'desligado'}
      pedidos={comanda?.pedidos ?? []}
      topo={
        comanda ? (
          <ContaResumo comanda={comanda} />
        ) : (
          <MesaLivre
            mesa={m.mesa}
            ocupado={m.ocupado}
            chamado={m.chamado}
            onChamar={() => void m.chamarGarcom()}
            onAbrir={() => void m.abrirComanda()}
          />
        )
      }
    >
      {comanda && token ? (
        <SecoesDaConta token={token} conta={conta} aoVivo={m.aoVivo} />
      ) : (
        <RodapeAtualizacao aoVivo={m.aoVivo} onAtualizar={() => void m.carregar()} />
      )}
    </TelaCliente>
  );
}
