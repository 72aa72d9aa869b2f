import { useEffect } from 'react';
import { useImpressao } from './impressao-store';
import { onReconectar, onStaffEvent, useConexao } from './socket';

const POLL_MS = 15_000;

/**
 * The shell's one subscription to the printers' state: one load, then `impressao:estado` events (each carries the
 * whole picture), one refetch on reconnect and polling while the socket is down.
 */
export function useImpressaoTempoReal(ativo: boolean) {
  useEffect(() => {
    if (!ativo) return;
    void useImpressao.getState().carregar();
    let poll: ReturnType<typeof setInterval> | undefined;
    const seguir = ({ estado }: { estado: string }) => {
      if (estado === 'conectado') {
        clearInterval(poll);
        poll = undefined;
      } else poll ??= setInterval(() => void useImpressao.getState().carregar(), POLL_MS);
    };
    const offs = [
      useConexao.subscribe(seguir),
      onStaffEvent('impressao:estado', (estado) => useImpressao.getState().aplicar(estado)),
      onReconectar(() => void useImpressao.getState().carregar()),
    ];
    return () => {
      clearInterval(poll);
      offs.forEach((off) => off());
    };
  }, [ativo]);
}
