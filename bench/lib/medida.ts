// What every bench prints and how it judges (issue 24): the machine and its load before and after, each measure as
// the median of 3 runs with the raw runs kept, and targets stated as ratios to a floor measured in the same run; the
// process exits non-zero when a target is missed. Absolute figures alone are not comparable between machines.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

export const RODADAS = Number(process.env.BENCH_RODADAS ?? 3);

const carga = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');

/** The first line of `arquivo` matching `re`, its first group; '' where the file or the line is missing (not Linux). */
function ler(arquivo: string, re: RegExp): string {
  try {
    return re.exec(readFileSync(arquivo, 'utf8'))?.[1]?.trim() ?? '';
  } catch {
    return '';
  }
}

/**
 * What tells two cloud hosts apart when their CPU model reads only "AMD EPYC": the CPU's family and model, the
 * hypervisor the kernel found at boot, and how it guards against Meltdown. Under PVM (a guest whose kernel runs
 * deprivileged, found on a family 26 host here) with "Mitigation: PTI", every system call, page fault and context switch
 * goes through the hypervisor: there a system call took 1.07 µs and a pipe round trip between two processes 14–26 µs
 * (`perf bench`), and the tests and Chromium, which cross into the kernel all the time, ran 1.5–2× slower than on a
 * Zen 4 KVM host (docs/PERFORMANCE.md, EPYC-16).
 */
function cpuELinha(): string {
  const familia = ler('/proc/cpuinfo', /^cpu family\s*:\s*(\d+)/m);
  const modelo = ler('/proc/cpuinfo', /^model\s*:\s*(\d+)/m);
  let hipervisor = '';
  try {
    // the kernel's boot log; unreadable without privileges, then left out
    const log = execFileSync('dmesg', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    hipervisor = /Hypervisor detected: (\S+)/.exec(log)?.[1] ?? '';
  } catch {
    /* not Linux, or no access */
  }
  const meltdown = ler('/sys/devices/system/cpu/vulnerabilities/meltdown', /^(.*)$/m);
  return [
    familia && `family ${familia} model ${modelo}`,
    hipervisor && `${hipervisor} guest`,
    meltdown && `meltdown: ${meltdown}`,
  ]
    .filter(Boolean)
    .join(', ');
}

let cpuLida: string | undefined;
/** The machine in one line: CPU model (family, hypervisor, Meltdown mitigation), cores, memory, Node. */
export function descricaoDaMaquina(): string {
  const cpus = os.cpus();
  const cpu = (cpuLida ??= cpuELinha()); // read once: it starts dmesg
  return (
    `machine: ${cpus[0]?.model ?? '?'}${cpu ? ` (${cpu})` : ''}, ${cpus.length} cores, ` +
    `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}`
  );
}

let cargaAntes = '';
/** Prints the machine (descricaoDaMaquina) and the load average before the bench; call it first. */
export function maquina(nome: string): void {
  cargaAntes = carga();
  console.log(
    `[${nome}] ${new Date().toISOString()} · ${descricaoDaMaquina()} · load average (1/5/15 min) before: ${cargaAntes}`,
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
