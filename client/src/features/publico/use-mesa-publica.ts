import { useCallback, useEffect, useState } from 'react';
import type { MesaPublicaDTO } from '@comanda/shared/schemas/pedidos';
import * as api from './api';
import { useLugarPublico } from './use-lugar-publico';
import { aviso } from './ui/aviso';

/**
 * The table card (`/m/:codigo`): the table, its open tab if any and the company's ordering mode, live (a tab opening,
 * closing or moving is signalled by mesa-publica:atualizada, and the card asks again: no token travels on a socket).
 * The card's socket stays open across tabs.
 */
export function useMesaPublica(codigo: string) {
  const { dados: mesa, setDados: setMesa, estado, socket, aoVivo, carregar } = useLugarPublico('mesa', codigo);
  const [ocupado, setOcupado] = useState<'chamar' | 'abrir' | null>(null);
  const [chamado, setChamado] = useState(false);

  useEffect(() => {
    if (!socket) return;
    const modo = (p: Pick<MesaPublicaDTO, 'pedidos' | 'abrir_pelo_cliente'>) => setMesa((m) => m && { ...m, ...p });
    socket.on('pedidos:modo', modo);
    return () => {
      socket.off('pedidos:modo', modo);
    };
  }, [socket, setMesa]);

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
