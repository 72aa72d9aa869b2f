import { useCallback, useMemo, useRef } from 'react';
import { ChamarGarcom } from './chamar-garcom';
import { ComandaNaoEncontrada } from './comanda-nao-encontrada';
import { ContaEncerrada } from './conta-encerrada';
import { ContaPorPessoa } from './conta-por-pessoa';
import { ContaResumo } from './conta-resumo';
import { ContaValores } from './conta-valores';
import { ItensConsumidos } from './itens-consumidos';
import { PagarConta } from './pagar-conta';
import { RodapeAtualizacao } from './rodape-atualizacao';
import { useSocketPublico } from './socket-publico';
import { TelaCliente } from './tela-cliente';
import { useComandaPublica } from './use-comanda-publica';
import { Spinner, ui } from './ui/primitivos';

/** The bill's own sections, below the menu (spec 2.11): items, per person, totals, payment, waiter call. */
export function SecoesDaConta({
  token,
  conta,
  aoVivo,
}: {
  token: string;
  conta: ReturnType<typeof useComandaPublica>;
  aoVivo: boolean;
}) {
  const { comanda, agora, chamando, carregar, chamarGarcom, chamadaDoCartao } = conta;
  if (!comanda) return null;
  return (
    <>
      <ItensConsumidos itens={comanda.itens} />
      <ContaPorPessoa comanda={comanda} />
      <ContaValores venda={comanda.venda} />
      <PagarConta token={token} comanda={comanda} onPedida={() => void carregar()} />
      {/* a numbered card's call (issue 37) reaches the staff as 'Cartão 057' */}
      <ChamarGarcom
        mesa={comanda.mesa ?? chamadaDoCartao}
        agora={agora}
        chamando={chamando}
        onChamar={() => void chamarGarcom()}
      />
      <RodapeAtualizacao aoVivo={aoVivo} onAtualizar={() => void carregar()} />
    </>
  );
}

/**
 * A tab's link (`/comanda/:token`): the live bill plus the menu and the table's shared cart (issue 22). Also the page of
 * a numbered card's open tab (`/c/:codigo`, issue 37), where `onVoltar` leaves the closed tab for the free card.
 * Plain React + CSS modules: no Mantine, no zod, so a phone on 4G gets the total fast.
 */
export function ComandaPublicaPage({ token, onVoltar }: { token: string; onVoltar?: () => void }) {
  const encerrado = useRef(false);
  const { socket, aoVivo } = useSocketPublico({ comanda: token }, () => encerrado.current);
  const aoEncerrar = useCallback(() => {
    encerrado.current = true;
    socket?.disconnect();
  }, [socket]);
  const conta = useComandaPublica(token, socket, aoVivo, aoEncerrar);
  const origem = useMemo(() => ({ comanda: token }), [token]);
  const { comanda, estado, encerrada, tentarDeNovo } = conta;

  if (encerrada !== undefined) return <ContaEncerrada resumo={encerrada} onVoltar={onVoltar} token={token} />;
  if (estado === 'carregando')
    return (
      <main className={ui.centro}>
        <Spinner />
      </main>
    );
  if (estado === 'erro' || !comanda) return <ComandaNaoEncontrada onTentar={tentarDeNovo} />;
  // a table's tab or a numbered card's (issue 37): the same menu, shared cart and ordering, by the tab's token
  return (
    <TelaCliente
      origem={origem}
      socket={socket}
      podePedir={comanda.modo_pedidos !== 'desligado'}
      pedidos={comanda.pedidos}
      topo={<ContaResumo comanda={comanda} />}
    >
      <SecoesDaConta token={token} conta={conta} aoVivo={aoVivo} />
    </TelaCliente>
  );
}
