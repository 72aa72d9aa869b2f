import { io, type Socket } from 'socket.io-client';
import { create } from 'zustand';
import type { StaffEventName, StaffEvents } from '@comanda/shared/events';
import { renovarSessao } from './sessao';
import { lerEstacaoCozinha, STORAGE } from './storage';
import { reconectarAposDesligamento } from './reconexao';

type StaffSocket = Socket<StaffEvents, Record<string, never>>;

/** Live / reconnecting, shown by the header indicator; features poll while it is not 'conectado'. */
export const useConexao = create<{ estado: 'conectado' | 'reconectando' | 'desligado' }>(() => ({
  estado: 'desligado',
}));

let socket: StaffSocket | null = null;
const aoReconectar = new Set<() => void>();

/** Opens (or reuses) the company socket of the signed-in staff user (the session's token may be renewed meanwhile). */
export function conectarStaff(): StaffSocket | null {
  if (!localStorage.getItem(STORAGE.userToken)) return null;
  if (socket) return socket;
  // read at every (re)connect: the current (renewed) token, and the station a production screen follows
  const s: StaffSocket = io({
    auth: (cb) =>
      cb({ token: localStorage.getItem(STORAGE.userToken), estacoes: [lerEstacaoCozinha()].filter((e) => e != null) }),
    transports: ['websocket', 'polling'],
    // opened in a task of its own: it is first asked for inside a screen's first effects, and opening it there made
    // that commit's task a long one on a phone
    autoConnect: false,
  });
  socket = s;
  setTimeout(() => socket === s && s.connect());
  // a handshake refused because the short access token just expired (sliding session): renew, then connect again
  s.on('connect_error', (e) => {
    if (e.message !== 'Não autorizado' || s.active) return;
    void renovarSessao().then((ok) => {
      if (socket !== s) return;
      if (ok) s.connect();
      else window.dispatchEvent(new CustomEvent('sessao-expirada'));
    });
  });
  let jaConectou = false;
  s.on('connect', () => {
    useConexao.setState({ estado: 'conectado' });
    // after a gap, one refetch catches up on what was missed
    if (jaConectou) aoReconectar.forEach((f) => f());
    jaConectou = true;
  });
  s.on('disconnect', () => useConexao.setState({ estado: 'reconectando' }));
  s.on('connect_error', () => useConexao.setState({ estado: 'reconectando' }));
  let encerrada = false;
  s.on('sessao:encerrada', () => {
    encerrada = true;
    window.dispatchEvent(new CustomEvent('sessao-expirada'));
  });
  reconectarAposDesligamento(s, () => encerrada);
  return s;
}

export function desconectarStaff() {
  const s = socket;
  socket = null;
  s?.disconnect();
  useConexao.setState({ estado: 'desligado' });
}

/**
 * Follows the connection for a screen's data, by subscription (the screen does not re-render when it changes): polls
 * `carregar` every `pollMs` while the socket is not connected; on the first connection, loads once more when the
 * screen started from the entry's early answers or before the socket was connected (changes made before this device's
 * socket joined its rooms were not heard), in a task of its own rather than inside the connect handler. Returns the
 * unsubscribe function.
 */
export function seguirConexao(carregar: () => void, pollMs: number, recarregarAoConectar: boolean): () => void {
  let recarregar = recarregarAoConectar || useConexao.getState().estado !== 'conectado';
  let poll: ReturnType<typeof setInterval> | undefined;
  const seguir = ({ estado }: { estado: string }) => {
    if (estado === 'conectado') {
      clearInterval(poll);
      poll = undefined;
      if (recarregar) setTimeout(carregar);
      recarregar = false;
    } else poll ??= setInterval(carregar, pollMs);
  };
  seguir(useConexao.getState());
  const off = useConexao.subscribe(seguir);
  return () => {
    clearInterval(poll);
    off();
  };
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
