import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io';
import { varrerSessoesVencidas } from './connection';

afterEach(() => vi.useRealTimers());

describe('staff sockets past their session', () => {
  it('are closed by the next sweep; sockets still within it and diner sockets stay', () => {
    vi.useFakeTimers();
    const agora = Date.now();
    const fechados: string[] = [];
    const socket = (id: string, ate?: number) =>
      ({
        id,
        data: { tipo: ate ? 'staff' : 'publico', empresaId: 1, ate },
        disconnect: () => fechados.push(id),
      }) as unknown as Socket;
    const sockets = [socket('vencida', agora + 10_000), socket('valida', agora + 3_600_000), socket('diner')];
    const parar = varrerSessoesVencidas(() => sockets);
    vi.advanceTimersByTime(5_000);
    expect(fechados).toEqual([]);
    vi.advanceTimersByTime(30_000);
    expect(fechados).toEqual(['vencida']);
    parar();
    vi.advanceTimersByTime(3_600_000);
    expect(fechados).toEqual(['vencida']);
  });
});
