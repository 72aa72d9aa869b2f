import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../errors';

// OWASP minimum for argon2id: m = 19 MiB, t = 2, p = 1.
const PARAMS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2 is CPU- and memory-heavy by design: at most ARGON2_CONCORRENCIA run at once (the rest wait in line), so a
 * login flood costs a bounded share of the machine and the API keeps answering. Past FILA_MAXIMA waiting, refuse.
 */
const ARGON2_CONCORRENCIA = 2;
const FILA_MAXIMA = 200;
let emUso = 0;
const fila: (() => void)[] = [];

async function comVez<T>(trabalho: () => Promise<T>): Promise<T> {
  if (emUso >= ARGON2_CONCORRENCIA) {
    if (fila.length >= FILA_MAXIMA) throw new AppError(503, 'Serviço ocupado', 'Muitos logins ao mesmo tempo. Tente novamente em instantes.', undefined, 5);
    await new Promise<void>((vez) => fila.push(vez));
  } else {
    emUso++;
  }
  try {
    return await trabalho();
  } finally {
    // hand the slot straight to the next in line (emUso stays the same), or free it
    const proximo = fila.shift();
    if (proximo) proximo();
    else emUso--;
  }
}

export function hashSenha(senha: string): Promise<string> {
  return comVez(() => hash(senha, PARAMS));
}

export async function conferirSenha(senhaHash: string, senha: string): Promise<boolean> {
  try {
    return await comVez(() => verify(senhaHash, senha));
  } catch (e) {
    if (e instanceof AppError) throw e;
    return false;
  }
}

// Verifying against a fixed hash when the user does not exist keeps timing alike for both failures.
let hashFalso: Promise<string> | undefined;
export async function gastarTempoDeVerificacao(senha: string): Promise<void> {
  hashFalso ??= hashSenha('senha-inexistente').catch((e) => {
    hashFalso = undefined; // a refused first try must not poison every later one
    throw e;
  });
  await conferirSenha(await hashFalso, senha);
}
