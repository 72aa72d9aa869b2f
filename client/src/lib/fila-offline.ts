import { createStore, get, set } from 'idb-keyval';
import { create } from 'zustand';
import { ApiError, novaChave, request } from './api-client';
import { STORAGE } from './storage';

/** Writes a waiter may make without a connection (issue 16): they wait on the device and replay in order. */
export type TipoPendente = 'item' | 'remocao' | 'nome' | 'conta';

export interface Pendente {
  /** the Idempotency-Key, kept for every retry: the server never applies the same write twice */
  chave: string;
  tipo: TipoPendente;
  metodo: 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  mesaId: number;
  vendaId: number;
  /** what the tab shows while it waits ('2x Água Mineral', the new client name...) */
  rotulo: string;
  /** for a removal: the item it removes; for an item: its estimated line total */
  itemId?: number;
  total?: number;
  criadoEm: number;
}

export interface Recusada {
  chave: string;
  mesaId: number;
  rotulo: string;
  motivo: string;
}

interface FilaState {
  pendentes: Pendente[];
  recusadas: Recusada[];
  enviando: boolean;
}

export const useFila = create<FilaState>(() => ({ pendentes: [], recusadas: [], enviando: false }));

const BANCO = 'comanda-viva';
const banco = () => createStore(BANCO, 'fila');
let loja: ReturnType<typeof createStore> | null = null;
const CHAVE_IDB = 'pendentes';
const lojaIdb = () => (loja ??= banco());

// every change goes through one chain so two writes never interleave their read-modify-write of the stored list
let cadeia: Promise<unknown> = Promise.resolve();
function emSerie<T>(f: () => Promise<T>): Promise<T> {
  const r = cadeia.then(f, f);
  cadeia = r.catch(() => undefined);
  return r;
}

async function gravar(pendentes: Pendente[]) {
  useFila.setState({ pendentes });
  await set(CHAVE_IDB, pendentes, lojaIdb());
}

/** Puts a write in the queue (with its own key) and tries to send it at once. */
export function enfileirar(p: Omit<Pendente, 'chave' | 'criadoEm'> & { chave?: string }): Promise<void> {
  const item: Pendente = { ...p, chave: p.chave ?? novaChave(), criadoEm: Date.now() };
  return emSerie(() => gravar([...useFila.getState().pendentes, item]));
}

const aoEnviar = new Set<(p: Pendente) => void>();
/** Runs after each replayed write the server accepted (screens refetch). */
export function onPendenteEnviado(f: (p: Pendente) => void): () => void {
  aoEnviar.add(f);
  return () => void aoEnviar.delete(f);
}

/** Sends the queue in order; stops at the first network failure; a refusal is kept for the waiter to read. */
export function reenviar(): Promise<void> {
  return emSerie(async () => {
    const token = localStorage.getItem(STORAGE.userToken);
    if (!token || useFila.getState().enviando) return;
    useFila.setState({ enviando: true });
    try {
      for (;;) {
        const [p, ...resto] = useFila.getState().pendentes;
        if (!p) return;
        try {
          await request(p.metodo, p.path, p.metodo === 'DELETE' ? undefined : (p.body ?? {}), token, true, p.chave);
          await gravar(resto);
          aoEnviar.forEach((f) => f(p));
        } catch (e) {
          if (!(e instanceof ApiError) || e.semConexao || e.status === 401 || e.status >= 500) return;
          await gravar(resto);
          useFila.setState((s) => ({
            recusadas: [...s.recusadas, { chave: p.chave, mesaId: p.mesaId, rotulo: p.rotulo, motivo: e.message }],
          }));
        }
      }
    } finally {
      useFila.setState({ enviando: false });
    }
  });
}

export const dispensarRecusada = (chave: string) =>
  useFila.setState((s) => ({ recusadas: s.recusadas.filter((r) => r.chave !== chave) }));

let iniciada = false;
/** Loads the stored queue (a reload while offline keeps it) and replays on reconnection and every 5 s while it is not empty. */
export async function iniciarFila(): Promise<void> {
  if (iniciada) return;
  iniciada = true;
  const salvos = (await bancoExiste())
    ? ((await get<Pendente[]>(CHAVE_IDB, lojaIdb()).catch(() => undefined)) ?? [])
    : [];
  useFila.setState((s) => ({
    pendentes: [...salvos, ...s.pendentes.filter((p) => !salvos.some((x) => x.chave === p.chave))],
  }));
  window.addEventListener('online', () => void reenviar());
  setInterval(() => useFila.getState().pendentes.length && void reenviar(), 5000);
  void reenviar();
}

/**
 * Whether this device ever kept a queue. On a first visit nothing is saved, and opening the database only to read it
 * would create it: a long task on the map's first load. It is created by the first write that waits (gravar).
 */
async function bancoExiste(): Promise<boolean> {
  if (!('databases' in indexedDB)) return true;
  const bancos = await indexedDB.databases().catch(() => undefined);
  return !bancos || bancos.some((b) => b.name === BANCO);
}
