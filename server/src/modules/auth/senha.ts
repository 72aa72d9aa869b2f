import { hash, verify } from '@node-rs/argon2';

// OWASP minimum for argon2id: m = 19 MiB, t = 2, p = 1.
const PARAMS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashSenha(senha: string): Promise<string> {
  return hash(senha, PARAMS);
}

export async function conferirSenha(senhaHash: string, senha: string): Promise<boolean> {
  try {
    return await verify(senhaHash, senha);
  } catch {
    return false;
  }
}

// Verifying against a fixed hash when the user does not exist keeps timing alike for both failures.
let hashFalso: Promise<string> | undefined;
export async function gastarTempoDeVerificacao(senha: string): Promise<void> {
  hashFalso ??= hashSenha('senha-inexistente');
  await conferirSenha(await hashFalso, senha);
}
