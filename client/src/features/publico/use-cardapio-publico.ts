import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardapioPublicoDTO } from '@comanda/shared/schemas/pedidos';
import { buscarCardapio, jaRespondido, type Origem } from './api';
import { apiDe } from './caminhos';
import type { SocketPublico } from './socket-publico';

/** The public menu: fetched once, again when the server says it changed (a product sold out) and after a reconnect. */
export function useCardapioPublico(origem: Origem | null, socket: SocketPublico | null) {
  // the entry's early answer, when it is in: the menu paints with the bill
  const [inicial] = useState(() =>
    origem ? jaRespondido<CardapioPublicoDTO>(`${apiDe(origem)}/cardapio`) : undefined,
  );
  const [cardapio, setCardapio] = useState<CardapioPublicoDTO | null>(inicial ?? null);
  const jaCarregado = useRef(!!inicial);
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
    if (jaCarregado.current) return void (jaCarregado.current = false);
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
