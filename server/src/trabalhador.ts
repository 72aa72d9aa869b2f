/**
 * The shell of an app's background worker (the fiscal sender, the iFood worker): tasks started right after a commit
 * that concerns them, a periodic round that never overlaps itself, and a stop that gives the tasks in flight a moment
 * to write their answers (well inside the 9 s shutdown budget, encerramento.ts) without waiting on an outside system.
 */
export type Rodar = (tarefa: () => Promise<unknown>) => void;

export interface OpcoesTrabalhador {
  /** every intervaloMs (0 = off: the tests call the rounds themselves) */
  rodada: () => Promise<unknown>;
  intervaloMs: number;
  /** subscribes to what starts a task at once; answers its unsubscribe */
  ouvir: (rodar: Rodar) => () => void;
  log: (e: unknown) => void;
}

/** How long stopping waits for the tasks in flight; one still waiting on the outside system is left to its lease. */
const ESPERA_AO_PARAR_MS = 2_000;

/** Starts the worker; answers its stop function. */
export function iniciarTrabalhador(o: OpcoesTrabalhador): () => Promise<void> {
  let parado = false;
  const emAndamento = new Set<Promise<unknown>>();
  const rodar: Rodar = (p) => {
    if (parado) return;
    const tarefa = p()
      .catch(o.log)
      .finally(() => emAndamento.delete(tarefa));
    emAndamento.add(tarefa);
  };
  const cancelar = o.ouvir(rodar);
  let rodando = false;
  const timer =
    o.intervaloMs > 0
      ? setInterval(() => {
          if (rodando) return;
          rodando = true;
          rodar(() => o.rodada().finally(() => (rodando = false)));
        }, o.intervaloMs)
      : undefined;
  timer?.unref();
  return async () => {
    parado = true;
    cancelar();
    if (timer) clearInterval(timer);
    let prazo: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...emAndamento]),
      new Promise((r) => (prazo = setTimeout(r, ESPERA_AO_PARAR_MS).unref())),
    ]);
    clearTimeout(prazo);
  };
}
