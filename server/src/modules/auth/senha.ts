import { criarVezDeLogin } from './vez-de-login';

// the native argon2 binding loads on the first hash or check, not at start-up (issue 24: cold start)
const argon2 = () => import('@node-rs/argon2');

// OWASP minimum for argon2id: m = 19 MiB, t = 2, p = 1.
const PARAMS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// argon2 is CPU- and memory-heavy by design: new hashes (user creation, password changes) take turns, two at a time.
const vezDeHash = criarVezDeLogin(2, 500);

export function hashSenha(senha: string): Promise<string> {
  return vezDeHash(async () => (await argon2()).hash(senha, PARAMS));
}

/** Only called inside a login, which already holds one of the login slots (auth.service). */
export async function conferirSenha(senhaHash: string, senha: string): Promise<boolean> {
  try {
    return await (await argon2()).verify(senhaHash, senha);
  } catch {
    return false;
  }
}

// Verifying against a fixed hash when the user does not exist keeps timing alike for both failures.
let hashFalso: Promise<string> | undefined;
export async function gastarTempoDeVerificacao(senha: string): Promise<void> {
  hashFalso ??= argon2().then((a) => a.hash('senha-inexistente', PARAMS));
  await conferirSenha(await hashFalso, senha);
}
