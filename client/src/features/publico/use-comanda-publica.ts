import { useCallback, useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ComandaPublica, PublicEvents, ResumoEncerrada } from '@comanda/shared/events';
import * as api from './api';
import { reconectarAposDesligamento } from '../../lib/reconexao';
import { aviso } from './ui/aviso';
import { CONTA_ENCERRADA } from './conta-encerrada';

const POLL_MS = 30_000;
export type EstadoComanda = 'carregando' | 'ok' | 'erro';

/** The diner's live bill (spec 2.11): socket updates, 30 s polling while the socket is down. */
export function useComandaPublica(token: string) {
  const [comanda, setComanda] = useState<ComandaPublica | null>(null);
  const [estado, setEstado] = useState<EstadoComanda>('carregando');
  const [aoVivo, setAoVivo] = useState(false);
  const [chamando, setChamando] = useState(false);
  const [agora, setAgora] = useState(Date.now());
  // undefined while open; the final figures (or null after a reload of the dead link) once the bill is settled
  const [encerrada, setEncerrada] = useState<ResumoEncerrada | null | undefined>(undefined);

  const carregar = useCallback(async () => {
    try {
      setComanda(await api.buscarComanda(token));
      setEstado('ok');
    } catch (e) {
      if ((e as Error).message === CONTA_ENCERRADA) setEncerrada((r) => r ?? null);
      setEstado('erro');
    }
  }, [token]);

  useEffect(() => {
    void carregar();
    const socket: Socket<PublicEvents> = io({ auth: { comanda: token }, transports: ['websocket', 'polling'] });
    socket.on('connect', () => setAoVivo(true));
    socket.on('disconnect', () => setAoVivo(false));
    socket.on('connect_error', () => setAoVivo(false));
    socket.io.on('reconnect', () => void carregar());
    socket.on('comanda:atualizada', (c) => {
      setComanda(c);
      setEstado('ok');
    });
    let encerrada = false;
    socket.on('comanda:encerrada', (p) => {
      encerrada = true;
      if (p.situacao === 'F') setEncerrada(p.resumo ?? null);
      setEstado('erro');
      socket.disconnect();
    });
    reconectarAposDesligamento(socket, () => encerrada);
    return () => {
      encerrada = true;
      socket.disconnect();
    };
  }, [token, carregar]);

  useEffect(() => {
    const t = setInterval(() => setAgora(Date.now()), 15_000);
    if (aoVivo || estado === 'erro') return () => clearInterval(t);
    const p = setInterval(() => void carregar(), POLL_MS);
    return () => {
      clearInterval(t);
      clearInterval(p);
    };
  }, [aoVivo, estado, carregar]);

  const chamarGarcom = useCallback(async () => {
    setChamando(true);
    try {
      const r = await api.chamarGarcom(token);
      setComanda((c) =>
        c ? { ...c, mesa: { ...c.mesa, chamando_garcom: 'S', garcom_chamado_em: r.garcom_chamado_em } } : c,
      );
      setAgora(Date.now());
      aviso.ok('Garçom chamado!', 'Em instantes alguém vem até a sua mesa');
    } catch {
      aviso.erro('Erro', 'Não foi possível chamar o garçom. Tente novamente.');
    } finally {
      setChamando(false);
    }
  }, [token]);

  const tentarDeNovo = useCallback(() => {
    setEstado('carregando');
    void carregar();
  }, [carregar]);

  return { comanda, estado, aoVivo, chamando, agora, carregar, chamarGarcom, tentarDeNovo, encerrada };
}
