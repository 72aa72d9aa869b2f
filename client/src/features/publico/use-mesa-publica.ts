import { useCallback, useEffect, useRef, useState } from 'react';
import type { MesaPublicaDTO } from '@comanda/shared/schemas/pedidos';
import * as api from './api';
import { useSocketPublico } from './socket-publico';
import { aviso } from './ui/aviso';

const POLL_MS = 30_000;
export type EstadoMesa = 'carregando' | 'ok' | 'erro';

/**
 * The table card (`/m/:codigo`): the table, its open tab if any and the company's ordering mode, live (a tab opening,
 * closing or moving is signalled by mesa-publica:atualizada, and the card asks again: no token travels on a socket).
 * The card's socket stays open across tabs.
 */
export function useMesaPublica(codigo: string) {
  const [mesa, setMesa] = useState<MesaPublicaDTO | null>(null);
  const [estado, setEstado] = useState<EstadoMesa>('carregando');
  const [ocupado, setOcupado] = useState<'chamar' | 'abrir' | null>(null);
  const [chamado, setChamado] = useState(false);
  const nunca = useRef(() => false).current;
  const { socket, aoVivo } = useSocketPublico({ mesa: codigo }, nunca);

  const carregar = useCallback(async () => {
    try {
      setMesa(await api.buscarMesa(codigo));
      setEstado('ok');
    } catch {
      setEstado('erro');
    }
  }, [codigo]);

  useEffect(() => void carregar(), [carregar]);

  useEffect(() => {
    if (!socket) return;
    const modo = (p: Pick<MesaPublicaDTO, 'pedidos' | 'abrir_pelo_cliente'>) => setMesa((m) => m && { ...m, ...p });
    const recarregar = () => void carregar();
    socket.on('mesa-publica:atualizada', recarregar);
    socket.on('pedidos:modo', modo);
    socket.io.on('reconnect', recarregar);
    return () => {
      socket.off('mesa-publica:atualizada', recarregar);
      socket.off('pedidos:modo', modo);
      socket.io.off('reconnect', recarregar);
    };
  }, [socket, carregar]);

  useEffect(() => {
    if (aoVivo || estado === 'erro') return;
    const p = setInterval(() => void carregar(), POLL_MS);
    return () => clearInterval(p);
  }, [aoVivo, estado, carregar]);

  const chamarGarcom = useCallback(async () => {
    setOcupado('chamar');
    try {
      await api.chamarGarcomDaMesa(codigo);
      setChamado(true);
      aviso.ok('Garçom chamado!', 'Em instantes alguém vem até a sua mesa');
    } catch (e) {
      aviso.erro('Não foi possível chamar o garçom', (e as Error).message);
    } finally {
      setOcupado(null);
    }
  }, [codigo]);

  const abrirComanda = useCallback(async () => {
    setOcupado('abrir');
    try {
      const r = await api.abrirComanda(codigo);
      setMesa((m) => (m ? { ...m, comanda: r.comanda } : m));
    } catch (e) {
      aviso.erro('Não foi possível abrir a comanda', (e as Error).message);
    } finally {
      setOcupado(null);
    }
  }, [codigo]);

  return { mesa, estado, socket, aoVivo, ocupado, chamado, carregar, chamarGarcom, abrirComanda };
}
