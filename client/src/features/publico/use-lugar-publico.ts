import { useCallback, useEffect, useRef, useState } from 'react';
import * as api from './api';
import { apiDe, apiDoCartao } from './caminhos';
import { useSocketPublico } from './socket-publico';
import { useRespostaAntecipada } from './use-resposta-antecipada';

const POLL_MS = 30_000;
export type EstadoLugar = 'carregando' | 'ok' | 'erro';

/** What a printed QR names: a table card (`/m/:codigo`) or a numbered comanda card (`/c/:codigo`). */
const LUGARES = {
  mesa: {
    buscar: api.buscarMesa,
    caminho: (codigo: string) => apiDe({ mesa: codigo }),
    evento: 'mesa-publica:atualizada',
  },
  cartao: { buscar: api.buscarCartao, caminho: apiDoCartao, evento: 'cartao-publico:atualizado' },
} as const;
type Lugar = keyof typeof LUGARES;
type DadosDe<L extends Lugar> = Awaited<ReturnType<(typeof LUGARES)[L]['buscar']>>;

/**
 * A printed QR's place and its open tab, if any, live: a tab opening, closing or moving is signalled on the place's
 * socket with nothing in it (no token travels on a socket) and the page asks again; 30 s polling while the socket is
 * down. The socket stays open across tabs.
 */
export function useLugarPublico<L extends Lugar>(lugar: L, codigo: string) {
  const [inicial, jaTinha] = useRespostaAntecipada<DadosDe<L>>(LUGARES[lugar].caminho(codigo));
  const [dados, setDados] = useState<DadosDe<L> | null>(inicial ?? null);
  const [estado, setEstado] = useState<EstadoLugar>(inicial ? 'ok' : 'carregando');
  const nunca = useRef(() => false).current;
  const { socket, aoVivo } = useSocketPublico(lugar === 'mesa' ? { mesa: codigo } : { cartao: codigo }, nunca);

  const carregar = useCallback(async () => {
    try {
      setDados((await LUGARES[lugar].buscar(codigo)) as DadosDe<L>);
      setEstado('ok');
    } catch {
      setEstado('erro');
    }
  }, [lugar, codigo]);

  useEffect(() => {
    if (jaTinha()) return;
    void carregar();
  }, [carregar]);
  useEffect(() => {
    if (!socket) return;
    const recarregar = () => void carregar();
    const evento = LUGARES[lugar].evento;
    socket.on(evento, recarregar);
    socket.io.on('reconnect', recarregar);
    return () => {
      socket.off(evento, recarregar);
      socket.io.off('reconnect', recarregar);
    };
  }, [socket, lugar, carregar]);
  useEffect(() => {
    if (aoVivo || estado === 'erro') return;
    const p = setInterval(() => void carregar(), POLL_MS);
    return () => clearInterval(p);
  }, [aoVivo, estado, carregar]);
  return { dados, setDados, estado, socket, aoVivo, carregar };
}
