import { useCallback, useEffect, useState } from 'react';
import type { CardapioPublicoDTO } from '@comanda/shared/schemas/pedidos';
import { buscarCardapio, type Origem } from './api';
import { apiDe } from './caminhos';
import type { SocketPublico } from './socket-publico';
import { useRespostaAntecipada } from './use-resposta-antecipada';

/** The public menu: fetched once, again when the server says it changed (a product sold out) and after a reconnect. */
export function useCardapioPublico(origem: Origem | null, socket: SocketPublico | null) {
  const [inicial, jaTinha] = useRespostaAntecipada<CardapioPublicoDTO>(origem && `${apiDe(origem)}/cardapio`);
  const [cardapio, setCardapio] = useState<CardapioPublicoDTO | null>(inicial ?? null);
  const [erro, setErro] = useState(false);

  const carregar = useCallback(async () => {
    if (!origem) return;
    try {
      setCardapio(await buscarCardapio(origem));
      setErro(false);
    } catch {
      setErro(true);
    }
  }, [origem]);

  useEffect(() => {
    if (jaTinha()) return;
    void carregar();
  }, [carregar]);

  useEffect(() => {
    if (!socket) return;
    const recarregar = () => void carregar();
    socket.on('cardapio:atualizado', recarregar);
    socket.io.on('reconnect', recarregar);
    return () => {
      socket.off('cardapio:atualizado', recarregar);
      socket.io.off('reconnect', recarregar);
    };
  }, [socket, carregar]);

  return { cardapio, erro, carregar };
}
