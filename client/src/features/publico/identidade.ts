import { novaChave } from '../../lib/api-client';
import { STORAGE } from '../../lib/storage';

/** The name asked once per phone ('Seu nome'), at most 60 characters as the server accepts. */
export const NOME_MAX = 60;

// private mode on old Safari throws on localStorage writes: the page still works, it only forgets on reload
const ler = (k: string) => {
  try {
    return localStorage.getItem(k);
  } catch {
    return null;
  }
};
const gravar = (k: string, v: string) => {
  try {
    localStorage.setItem(k, v);
  } catch {
    /* not remembered */
  }
};

let dispositivo: string | null = null;

/** This phone's random id: the cart lines it added are the ones it may change or remove. */
export function meuDispositivo(): string {
  dispositivo ??= ler(STORAGE.clienteDispositivo);
  if (!dispositivo) {
    dispositivo = novaChave();
    gravar(STORAGE.clienteDispositivo, dispositivo);
  }
  return dispositivo;
}

export const nomeGuardado = (): string => ler(STORAGE.clienteNome)?.trim() ?? '';
export const guardarNome = (nome: string) => gravar(STORAGE.clienteNome, nome.trim().slice(0, NOME_MAX));
