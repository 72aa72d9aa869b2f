// How much of its task time the page's main thread spent on a CPU, from a Lighthouse run's trace. Lighthouse measures
// a task by its wall time, so the time a renderer spends off the CPU inside a task counts as the page's work: waiting
// for a core (on 2 cores the browser process, Lighthouse itself and the app's server run too) or blocked on another
// process (a synchronous IPC to the browser process, e.g. a font lookup). The simulated TBT multiplies that by the CPU
// slowdown. Chromium records each task's thread time (`tdur`) beside its wall time (`dur`), so the share tells, in the
// same run, how much of a page's blocking time is its own work and how much the host's.

interface EventoTrace {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface TempoDaThread {
  /** wall time of the main thread's tasks, ms */
  parede: number;
  /** the same tasks' thread (CPU) time, ms */
  cpu: number;
  /** cpu / parede: 1 when the thread never waited for a core */
  fracao: number;
}

/**
 * The page's main thread: of the renderer main threads in the trace (an about:blank's, the page's), the one with the
 * most events. Its tasks are the top-level RunTask slices (a nested message loop's tasks are inside one already).
 */
export function tempoDaThreadPrincipal(trace: unknown): TempoDaThread {
  const eventos = (trace as { traceEvents?: EventoTrace[] } | undefined)?.traceEvents ?? [];
  const chave = (e: EventoTrace) => `${e.pid}:${e.tid}`;
  const contagem = new Map<string, number>();
  for (const e of eventos) contagem.set(chave(e), (contagem.get(chave(e)) ?? 0) + 1);
  const principal = eventos
    .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map(chave)
    .sort((a, b) => contagem.get(b)! - contagem.get(a)!)[0];
  const tarefas = eventos
    .filter((e) => chave(e) === principal && e.ph === 'X' && e.name === 'RunTask' && e.dur != null && e.tdur != null)
    .sort((a, b) => a.ts - b.ts);
  let parede = 0;
  let cpu = 0;
  let fim = -Infinity;
  for (const t of tarefas) {
    if (t.ts < fim) continue; // nested in the previous task
    parede += t.dur!;
    cpu += t.tdur!;
    fim = t.ts + t.dur!;
  }
  return { parede: parede / 1000, cpu: cpu / 1000, fracao: parede ? cpu / parede : NaN };
}
