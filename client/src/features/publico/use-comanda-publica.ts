import { useCallback, useEffect, useState } from 'react';
import type { ComandaPublica, ResumoEncerrada } from '@comanda/shared/events';
import * as api from './api';
import { apiDe } from './caminhos';
import { aviso } from './ui/aviso';
import { useRespostaAntecipada } from './use-resposta-antecipada';
import { CONTA_ENCERRADA } from './conta-encerrada';
import type { SocketPublico } from './socket-publico';

const POLL_MS = 30_000;
export type EstadoComanda = 'carregando' | 'ok' | 'erro';

/**
 * The diner's live bill (spec 2.11): socket updates, 30 s polling while the socket is down. `token` null: the table
 * has no open tab (the card link of a free table). `aoEncerrar` runs when the server closes the tab.
 */
export function useComandaPublica(
  token: string | null,
  socket: SocketPublico | null,
  aoVivo: boolean,
  aoEncerrar: (situacao: 'F' | 'C') => void,
) {
  const [inicial, jaTinha] = useRespostaAntecipada<ComandaPublica>(token && apiDe({ comanda: token }));
  const [comanda, setComanda] = useState<ComandaPublica | null>(inicial ?? null);
  const [estado, setEstado] = useState<EstadoComanda>(inicial ? 'ok' : 'carregando');
  const [agora, setAgora] = useState(Date.now());
  // undefined while open; the final figures (or null after a reload of the dead link) once the bill is settled
  const [encerrada, setEncerrada] = useState<ResumoEncerrada | null | undefined>(undefined);

  const carregar = useCallback(async () => {
    if (!token) return;
    try {
      setComanda(await api.buscarComanda(token));
      setEstado('ok');
    } catch (e) {
      if ((e as Error).message === CONTA_ENCERRADA) setEncerrada((r) => r ?? null);
      setEstado('erro');
    }
  }, [token]);

  useEffect(() => {
    if (jaTinha()) return;
    setComanda(null);
    setEstado('carregando');
    void carregar();
  }, [carregar]);

  useEffect(() => {
    if (!socket || !token) return;
    const reconectou = () => void carregar();
    const atualizada = (c: ComandaPublica) => {
      setComanda(c);
      setEstado('ok');
    };
    const encerrou = (p: { situacao: 'F' | 'C'; resumo?: ResumoEncerrada }) => {
      // paid: the thank-you screen; cancelled: the link is dead (the table card then shows the free table)
      if (p.situacao === 'F') setEncerrada(p.resumo ?? null);
      else {
        setComanda(null);
        setEstado('erro');
      }
      aoEncerrar(p.situacao);
    };
    // the company switched diners' ordering on or off: the screen follows at once
    const modo = (p: { pedidos: ComandaPublica['modo_pedidos'] }) =>
      setComanda((c) => c && { ...c, modo_pedidos: p.pedidos });
    socket.io.on('reconnect', reconectou);
    socket.on('comanda:atualizada', atualizada);
    socket.on('comanda:encerrada', encerrou);
    socket.on('pedidos:modo', modo);
    return () => {
      socket.off('pedidos:modo', modo);
      socket.io.off('reconnect', reconectou);
      socket.off('comanda:atualizada', atualizada);
      socket.off('comanda:encerrada', encerrou);
    };
  }, [socket, token, carregar, aoEncerrar]);

  useEffect(() => {
    const t = setInterval(() => setAgora(Date.now()), 15_000);
    if (aoVivo || estado === 'erro' || !token) return () => clearInterval(t);
    const p = setInterval(() => void carregar(), POLL_MS);
    return () => {
      clearInterval(t);
      clearInterval(p);
    };
  }, [aoVivo, estado, token, carregar]);

  const { chamando, chamarGarcom, chamadaDoCartao } = useChamarGarcom(token, setComanda, setAgora);

  const tentarDeNovo = useCallback(() => (setEstado('carregando'), void carregar()), [carregar]);

  return { comanda, estado, chamando, agora, carregar, chamarGarcom, chamadaDoCartao, tentarDeNovo, encerrada };
}

/** 'Chamar garçom': the bill shows the call at once (the table's call time from the answer) and a toast says so. */
function useChamarGarcom(
  token: string | null,
  setComanda: (f: (c: ComandaPublica | null) => ComandaPublica | null) => void,
  setAgora: (t: number) => void,
) {
  const [chamando, setChamando] = useState(false);
  // a numbered card's tab has no table row to show the call (issue 37): the page keeps the call's time
  const [cartaoChamadoEm, setCartaoChamadoEm] = useState<string | null>(null);
  const chamarGarcom = useCallback(async () => {
    if (!token) return;
    setChamando(true);
    try {
      const r = await api.chamarGarcom(token);
      setComanda((c) =>
        c?.mesa ? { ...c, mesa: { ...c.mesa, chamando_garcom: 'S', garcom_chamado_em: r.garcom_chamado_em } } : c,
      );
      setCartaoChamadoEm(r.garcom_chamado_em);
      setAgora(Date.now());
      aviso.ok('Garçom chamado!', 'Em instantes alguém vem até a sua mesa');
    } catch {
      aviso.erro('Erro', 'Não foi possível chamar o garçom. Tente novamente.');
    } finally {
      setChamando(false);
    }
  }, [token, setComanda, setAgora]);
  const chamadaDoCartao = {
    chamando_garcom: cartaoChamadoEm ? ('S' as const) : ('N' as const),
    garcom_chamado_em: cartaoChamadoEm,
  };
  return { chamando, chamarGarcom, chamadaDoCartao };
}
