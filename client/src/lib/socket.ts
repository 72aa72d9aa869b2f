import { io, type Socket } from 'socket.io-client';
import { create } from 'zustand';
import type { StaffEventName, StaffEvents } from '@comanda/shared/events';
import { lerEstacaoCozinha, STORAGE } from './storage';

type StaffSocket = Socket<StaffEvents, Record<string, never>>;

/** Live / reconnecting, shown by the header indicator; features poll while it is not 'conectado'. */
export const useConexao = create<{ estado: 'conectado' | 'reconectando' | 'desligado' }>(() => ({ estado: 'desligado' }));

let socket: StaffSocket | null = null;
let tokenAtual: string | null = null;
const aoReconectar = new Set<() => void>();

/** Opens (or reuses) the company socket for the stored staff token. */
export function conectarStaff(): StaffSocket | null {
  const token = localStorage.getItem(STORAGE.userToken);
  if (!token) return null;
  if (socket && tokenAtual === token) return socket;
  desconectarStaff();
  tokenAtual = token;
  // read at every (re)connect: a production screen also joins the room of the station it follows
  socket = io({ auth: (cb) => cb({ token, estacoes: [lerEstacaoCozinha()].filter((e) => e != null) }), transports: ['websocket', 'polling'] });
  let jaConectou = false;
  socket.on('connect', () => {
    useConexao.setState({ estado: 'conectado' });
    // after a gap, one refetch catches up on what was missed
    if (jaConectou) aoReconectar.forEach((f) => f());
    jaConectou = true;
  });
  socket.on('disconnect', () => useConexao.setState({ estado: 'reconectando' }));
  socket.on('connect_error', () => useConexao.setState({ estado: 'reconectando' }));
  socket.on('sessao:encerrada', () => window.dispatchEvent(new CustomEvent('sessao-expirada')));
  return socket;
}

export function desconectarStaff() {
  socket?.disconnect();
  socket = null;
  tokenAtual = null;
  useConexao.setState({ estado: 'desligado' });
}

/** Subscribes to a staff event; returns the unsubscribe function. */
export function onStaffEvent<K extends StaffEventName>(nome: K, handler: StaffEvents[K]): () => void {
  const s = conectarStaff();
  if (!s) return () => {};
  s.on(nome, handler as never);
  return () => void s.off(nome, handler as never);
}

/** Runs `f` on every reconnection (a single refetch). */
export function onReconectar(f: () => void): () => void {
  aoReconectar.add(f);
  return () => void aoReconectar.delete(f);
}
