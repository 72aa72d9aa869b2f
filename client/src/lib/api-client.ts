import { createStore } from 'zustand/vanilla';
import { tomarPreCarga, type Resposta } from './pre-carga';
import { renovarSessao } from './sessao';
import { STORAGE } from './storage';

/** The message every network failure shows (issue 16: never the browser's 'Failed to fetch'). */
export const SEM_CONEXAO = 'Sem conexão com o servidor';

/**
 * Whether the last staff request reached the server: with the socket state it drives the 'Sem conexão' bar. A store
 * without React (the bar reads it with zustand's useStore): the diner's page (Preact) uses this module too, and a
 * React-bound store brought React into its download.
 */
export const rede = createStore<{ ultimaFalhou: boolean }>(() => ({ ultimaFalhou: false }));

/** A fresh Idempotency-Key (crypto.randomUUID needs a secure context; plain HTTP on a LAN falls back to random bytes). */
export function novaChave(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A failed call: status plus the server's pt-BR message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  /** status 0: the request never reached the server */
  get semConexao(): boolean {
    return this.status === 0;
  }
}

const ESCRITA = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `chave`: the Idempotency-Key of a staff write (a queued write replays with its original key, a renewal repeats it). */
export async function request<T>(
  method: string,
  path: string,
  body: unknown,
  token: string | null,
  renovavel = false,
  chave?: string,
  extras?: Record<string, string>,
): Promise<T> {
  const headers: Record<string, string> = { ...extras };
  if (token) headers.authorization = `Bearer ${token}`;
  else if (!path.startsWith('/api/public/')) console.warn(`Chamada sem token: ${method} ${path}`);
  if (body !== undefined) headers['content-type'] = 'application/json';
  // a staff write always carries a key; a public write carries one when its caller gives it (the diner's order)
  const chaveUsada = ESCRITA.has(method) && (token || chave) ? (chave ?? novaChave()) : undefined;
  if (chaveUsada) headers['idempotency-key'] = chaveUsada;
  // the page's first GETs may have been asked for as the page started (lib/pre-carga.ts)
  const preCarga = method === 'GET' ? tomarPreCarga(path, token) : undefined;
  let res: Resposta;
  try {
    res =
      (await preCarga) ??
      (await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }).then(
        async (r) => ({ status: r.status, statusText: r.statusText, texto: await r.text() }),
      ));
  } catch {
    if (token) rede.setState({ ultimaFalhou: true });
    throw new ApiError(0, SEM_CONEXAO);
  }
  if (token && rede.getState().ultimaFalhou) rede.setState({ ultimaFalhou: false });
  if (res.status === 204) return undefined as T;
  const text = res.texto;
  if (res.status < 200 || res.status > 299) {
    let message = `${res.status}: ${text || res.statusText}`;
    let details: unknown;
    try {
      const json = JSON.parse(text);
      message = json.message ?? json.error ?? message;
      details = json.details;
    } catch {
      /* not JSON: keep the generic message of spec section 8 */
    }
    // a staff token that just expired is renewed once (sliding session) and the call repeated
    if (res.status === 401 && token && renovavel && (await renovarSessao()))
      return request<T>(method, path, body, staffToken(), false, chaveUsada, extras);
    if (res.status === 401 && token) window.dispatchEvent(new CustomEvent('sessao-expirada', { detail: { path } }));
    throw new ApiError(res.status, message, details);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

const staffToken = () => localStorage.getItem(STORAGE.userToken);
const adminToken = () => localStorage.getItem(STORAGE.adminToken);

/** Staff calls: bearer userToken. */
export const api = {
  get: <T>(path: string) => request<T>('GET', path, undefined, staffToken(), true),
  post: <T>(path: string, body?: unknown, chave?: string) =>
    request<T>('POST', path, body ?? {}, staffToken(), true, chave),
  patch: <T>(path: string, body?: unknown, chave?: string) =>
    request<T>('PATCH', path, body ?? {}, staffToken(), true, chave),
  put: <T>(path: string, body?: unknown, chave?: string) =>
    request<T>('PUT', path, body ?? {}, staffToken(), true, chave),
  delete: <T = void>(path: string, body?: unknown, chave?: string) =>
    request<T>('DELETE', path, body, staffToken(), true, chave),
};

/** Platform administrator calls: bearer adminToken. */
export const adminApi = {
  get: <T>(path: string) => request<T>('GET', path, undefined, adminToken()),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}, adminToken()),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}, adminToken()),
  delete: <T = void>(path: string) => request<T>('DELETE', path, undefined, adminToken()),
};

/**
 * Public calls: no token; `chave`: the Idempotency-Key of a write that must be stored once (a diner's order);
 * `cabecalhos`: e.g. the phone's X-Dispositivo, which must not go in a URL (access logs).
 */
export const publicApi = {
  get: <T>(path: string, cabecalhos?: Record<string, string>) =>
    request<T>('GET', path, undefined, null, false, undefined, cabecalhos),
  post: <T>(path: string, body?: unknown, chave?: string) => request<T>('POST', path, body ?? {}, null, false, chave),
  patch: <T>(path: string, body?: unknown, chave?: string) => request<T>('PATCH', path, body ?? {}, null, false, chave),
  delete: <T = void>(path: string, cabecalhos?: Record<string, string>) =>
    request<T>('DELETE', path, undefined, null, false, undefined, cabecalhos),
};

/** A file from a staff endpoint, or the server's pt-BR error as an ApiError. */
async function buscarArquivo(path: string): Promise<Response> {
  const res = await fetch(path, { headers: { authorization: `Bearer ${staffToken()}` } }).catch(() => {
    throw new ApiError(0, SEM_CONEXAO);
  });
  if (!res.ok) {
    const text = await res.text();
    let message = `${res.status}: ${text || res.statusText}`;
    try {
      message = JSON.parse(text).message ?? message;
    } catch {
      /* keep */
    }
    throw new ApiError(res.status, message);
  }
  return res;
}

/**
 * Opens a file from a staff endpoint in a new tab (a PDF on screen). The tab opens at once, in the click, so no popup
 * blocker stops it; it shows the file once it arrives, and closes if it cannot be had.
 */
export async function abrirArquivo(path: string): Promise<void> {
  const janela = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await (await buscarArquivo(path)).blob());
    if (janela) janela.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (e) {
    janela?.close();
    throw e;
  }
}

/** Downloads a file from a staff endpoint (exports). */
export async function baixarArquivo(path: string, nomePadrao: string): Promise<void> {
  const res = await buscarArquivo(path);
  const nome = /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? nomePadrao;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = nome;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
