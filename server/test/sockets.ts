import { io as connect, type Socket } from 'socket.io-client';

/** Socket.io clients against a listening test app: opened with `abrir`, closed by `fecharTodos` (afterAll). */
export function clientesSocket(base: () => string) {
  const abertos: Socket[] = [];
  return {
    abrir(auth: Record<string, string>, headers?: Record<string, string>): Socket {
      const s = connect(base(), {
        auth,
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: headers,
      });
      abertos.push(s);
      return s;
    },
    fecharTodos: () => abertos.forEach((s) => s.disconnect()),
  };
}

export const conectado = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });

export type Recebidos = { nome: string; payload: any }[];

/** Collects every event a socket receives. */
export function gravar(s: Socket): Recebidos {
  const got: Recebidos = [];
  s.onAny((nome, payload) => got.push({ nome, payload }));
  return got;
}

export async function esperar(cond: () => boolean, ms = 5000): Promise<void> {
  const fim = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > fim) throw new Error('timeout waiting for event');
    await new Promise((r) => setTimeout(r, 10));
  }
}
