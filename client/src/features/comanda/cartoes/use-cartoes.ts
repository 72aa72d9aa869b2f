import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartaoDTO } from '@comanda/shared';
import { onStaffEvent, seguirConexao } from '../../../lib/socket';
import { listarCartoes } from './api';

/**
 * The company's cards, loaded when the card screen opens and kept current by the tab events (a refetch, coalesced):
 * a scanned QR's code is found here without another request, and the cards in use are listed under the number field.
 */
export function useCartoes() {
  const [cartoes, setCartoes] = useState<CartaoDTO[] | null>(null);
  const pedido = useRef<Promise<CartaoDTO[]> | null>(null);

  const carregar = useCallback(() => {
    const p = listarCartoes();
    pedido.current = p;
    p.then(setCartoes, () => setCartoes((c) => c ?? []));
    return p;
  }, []);

  useEffect(() => {
    void carregar().catch(() => {});
    let espera: ReturnType<typeof setTimeout> | undefined;
    const depois = () => {
      clearTimeout(espera);
      espera = setTimeout(() => void carregar().catch(() => {}), 300);
    };
    const offs = [
      onStaffEvent('venda:aberta', depois),
      onStaffEvent('venda:atualizada', depois),
      onStaffEvent('venda:fechada', depois),
      onStaffEvent('venda:cancelada', depois),
      seguirConexao(depois, 10_000, false),
    ];
    return () => {
      clearTimeout(espera);
      offs.forEach((off) => off());
    };
  }, [carregar]);

  /** The card a scanned QR code belongs to (the list as loaded, or once more from the server if it is not there). */
  const porCodigo = useCallback(
    async (codigo: string): Promise<CartaoDTO | null> => {
      const achar = (l: CartaoDTO[] | null) => l?.find((c) => c.codigo === codigo) ?? null;
      const lista = await (pedido.current ?? carregar()).catch(() => null);
      return achar(lista) ?? achar(await carregar().catch(() => null));
    },
    [carregar],
  );

  return { cartoes, porCodigo, carregar };
}
