// What every bench prints and how it judges (issue 24): the machine and its load before and after, each measure as
// the median of 3 runs with the raw runs kept, and targets stated as ratios to a floor measured in the same run; the
// process exits non-zero when a target is missed. Absolute figures alone are not comparable between machines.
import os from 'node:os';

export const RODADAS = Number(process.env.BENCH_RODADAS ?? 3);

const carga = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');

let cargaAntes = '';
/** Prints the machine (CPU model, cores, memory, Node) and the load average before the bench; call it first. */
export function maquina(nome: string): void {
  cargaAntes = carga();
  const cpus = os.cpus();
  console.log(
    `[${nome}] ${new Date().toISOString()} · machine: ${cpus[0]?.model ?? '?'}, ${cpus.length} cores, ` +
      `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version} · load average (1/5/15 min) before: ${cargaAntes}`,
  );
}

export const mediana = (xs: number[]): number => {
  const o = [...xs].sort((a, b) => a - b);
  const m = Math.floor(o.length / 2);
  return o.length % 2 ? o[m]! : (o[m - 1]! + o[m]!) / 2;
};

/**
 * Runs `rodada` RODADAS times (3 unless BENCH_RODADAS says otherwise), one after the other, and returns every run and
 * the median of each numeric field. A ratio is a field of the run (floor and app measured side by side), so its median
 * is the median of the same-run ratios, not a ratio of medians.
 */
export async function tresVezes<T extends Record<string, number>>(
  rotulo: string,
  rodada: (i: number) => Promise<T>,
): Promise<{ runs: T[]; med: T }> {
  const runs: T[] = [];
  for (let i = 0; i < RODADAS; i++) {
    runs.push(await rodada(i));
    console.log(`  ${rotulo}, run ${i + 1}/${RODADAS}: ${resumo(runs[i]!)} · load ${carga()}`);
  }
  const med = Object.fromEntries(Object.keys(runs[0]!).map((k) => [k, mediana(runs.map((r) => r[k]!))])) as T;
  return { runs, med };
}

const resumo = (r: Record<string, number>) =>
  Object.entries(r)
    .map(([k, v]) => `${k} ${Number.isInteger(v) ? v : v.toFixed(Math.abs(v) < 10 ? 3 : 1)}`)
    .join(', ');

type Comparacao = '<=' | '>=';
const alvos: { nome: string; valor: number; limite: number; comparacao: Comparacao; ok: boolean }[] = [];

/** Records a target (e.g. `alvo('item adds / bare pg', 0.71, 0.6, '>=')`); a missed one makes the process exit 1. */
export function alvo(nome: string, valor: number, limite: number, comparacao: Comparacao): boolean {
  const ok = comparacao === '<=' ? valor <= limite : valor >= limite;
  alvos.push({ nome, valor, limite, comparacao, ok });
  const f = (x: number) => (Math.abs(x) < 10 ? x.toFixed(3) : x.toFixed(1));
  console.log(
    `  target ${nome}: ${f(valor)} (${comparacao === '<=' ? '≤' : '≥'} ${f(limite)}) ${ok ? '✓ met' : '✗ MISSED'}`,
  );
  return ok;
}

/** Prints the load after and the targets; sets the exit code to 1 when one was missed. */
export function encerrar(nome: string): void {
  const perdidos = alvos.filter((a) => !a.ok);
  console.log(
    `\n[${nome}] load average (1/5/15 min) before: ${cargaAntes} · after: ${carga()} · ` +
      `${alvos.length - perdidos.length}/${alvos.length} targets met (median of ${RODADAS} runs)`,
  );
  for (const a of perdidos) console.error(`  MISSED ${a.nome}: ${a.valor} ${a.comparacao} ${a.limite} is false`);
  if (perdidos.length) process.exitCode = 1;
}
