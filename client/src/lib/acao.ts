import { toast } from './notify';

type Toast = string | [titulo: string, mensagem: string];

/** The toasts of one mutation. */
export interface Acao<T> {
  /** success toast (title, or title and message), when the action shows one */
  ok?: Toast | ((valor: T) => Toast | null);
  /** error toast title, its message being the error's own (the server's pt-BR message, spec 8); or title and a fixed message */
  erro: Toast | ((e: unknown) => string);
  /** the message when the error carries none */
  padrao?: string;
  /** errors that show no toast (e.g. an expired session, which ends on its own) */
  calar?(e: unknown): boolean;
}

export type Resultado<T> = { ok: true; valor: T } | { ok: false; erro: unknown };

export const mensagemDeErro = (e: unknown, padrao?: string) => (e instanceof Error && e.message ? e.message : padrao);

/** Runs a mutation and shows its success or error toast; never throws. */
export async function executarAcao<T>(fazer: () => Promise<T>, a: Acao<T>): Promise<Resultado<T>> {
  try {
    const valor = await fazer();
    const ok = typeof a.ok === 'function' ? a.ok(valor) : a.ok;
    if (typeof ok === 'string') toast.ok(ok);
    else if (ok) toast.ok(...ok);
    return { ok: true, valor };
  } catch (erro) {
    if (a.calar?.(erro)) return { ok: false, erro };
    const e = typeof a.erro === 'function' ? a.erro(erro) : a.erro;
    if (typeof e === 'string') toast.erro(e, mensagemDeErro(erro, a.padrao));
    else toast.erro(...e);
    return { ok: false, erro };
  }
}
