import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { PainelEvents } from '@comanda/shared/events';
import { ApiError } from '../../lib/api-client';
import { reconectarAposDesligamento } from '../../lib/reconexao';

/** While the socket is down the page polls, as the table map does (5 s), and loads once again when it comes back. */
const POLL_MS = 5_000;

export type EstadoAoVivo<T> =
  | { fase: 'carregando' }
  | { fase: 'ok'; dados: T; aoVivo: boolean }
  | { fase: 'nao-encontrado' }
  | { fase: 'renovado' };

/**
 * A public page that follows one projection live (issue 37: the pickup board, a counter order): the first answer over
 * REST, then the whole projection on every socket event; polling while the socket is down. A 404 (a renewed board
 * code, an unknown token) ends it.
 */
export function useAoVivo<T>(
  carregar: () => Promise<T>,
  auth: { painel: string } | { pedido: string },
  evento: 'painel:atualizado' | 'pedido:atualizado',
): EstadoAoVivo<T> {
  const [estado, setEstado] = useState<EstadoAoVivo<T>>({ fase: 'carregando' });
  const fim = useRef(false);
  const chave = JSON.stringify(auth);
  useEffect(() => {
    fim.current = false;
    let aoVivo = false;
    const aplicar = (dados: T) => !fim.current && setEstado({ fase: 'ok', dados, aoVivo });
    const buscar = () =>
      !fim.current &&
      carregar()
        .then(aplicar)
        .catch((e) => {
          if (e instanceof ApiError && e.status === 404) {
            fim.current = true;
            setEstado({ fase: 'nao-encontrado' });
          }
        });
    const s: Socket<PainelEvents> = io({ auth: JSON.parse(chave), transports: ['websocket', 'polling'] });
    let poll: ReturnType<typeof setInterval> | undefined = setInterval(buscar, POLL_MS);
    s.on('connect', () => {
      aoVivo = true;
      clearInterval(poll);
      poll = undefined;
      void buscar();
    });
    s.on('disconnect', () => {
      aoVivo = false;
      if (!fim.current) poll ??= setInterval(buscar, POLL_MS);
      setEstado((e) => (e.fase === 'ok' ? { ...e, aoVivo: false } : e));
    });
    s.on(evento, ((dados: T) => aplicar(dados)) as never);
    s.on('painel:codigo-renovado', () => {
      fim.current = true;
      setEstado({ fase: 'renovado' });
    });
    reconectarAposDesligamento(s, () => fim.current);
    void buscar();
    return () => {
      fim.current = true;
      clearInterval(poll);
      s.disconnect();
    };
    // one socket per credential
  }, [chave]);
  return estado;
}
