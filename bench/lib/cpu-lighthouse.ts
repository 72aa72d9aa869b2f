// Lighthouse's CPU slowdown for this host, so that a Lighthouse figure means the same phone on any machine.
//
// Lighthouse slows the CPU down relative to the host it runs on. Its throttling guide (docs/throttling.md in the
// Lighthouse repository, "CPU Throttling" > "Calibrating the CPU slowdown") says the default 4x moves a run on a
// high-end desktop (benchmarkIndex 1,500-2,000) into the mid-tier mobile bracket, and that a host with another
// benchmarkIndex should take its multiplier from the Lighthouse CPU slowdown calculator the guide links to
// (https://lighthouse-cpu-throttling-calculator.vercel.app/; its source is computeMultiplierMessages in pages/index.js
// of github.com/patrickhulce/lighthouse-cpu-throttling-calculator). That mapping is piecewise linear in the index:
// 150 -> 1x, 800 -> 2x, 1,300 -> 3x, then 1x more per 233 (1,533 -> 4x, Lighthouse's default; 2,000 -> 6x). Below 150
// the host is slower than the phone it would emulate. lighthouse 12.8 ships neither the calculator nor the table (only
// a slow-host warning under 1,000, core/gather/driver/environment.js), so the mapping is written here.
// The benchmarkIndex is Lighthouse's own: pageFunctions.computeBenchmarkIndex, evaluated in the same Chromium, with the
// same flags, as the runs (Lighthouse evaluates it at the start of every run: lhr.environment.benchmarkIndex).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';

export const FONTE_CPU =
  'Lighthouse docs/throttling.md "Calibrating the CPU slowdown" -> its CPU slowdown calculator ' +
  '(github.com/patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js, computeMultiplierMessages)';
export const FORMULA_CPU =
  'bi >= 1300: 3 + (bi - 1300) / 233; 800 <= bi < 1300: 2 + (bi - 800) / 500; bi < 800: 1 + (bi - 150) / 650; ' +
  'clamped to [1, 10]';
/**
 * The range a multiplier is kept in: no speed-up (a host slower than the phone is not made faster), and at most the
 * top of the guide's range for a desktop host emulating a mid-tier phone (4x, range 2-10x).
 */
export const LIMITES_CPU = { min: 1, max: 10 } as const;

export interface MultiplicadorCpu {
  /** what Lighthouse is given as throttling.cpuSlowdownMultiplier (2 decimals) */
  multiplicador: number;
  /** the formula's value before the clamp */
  calculado: number;
  limitado: boolean;
  /** the calculator's own confidence range for this index (before the clamp): wide on a fast host */
  faixa: [number, number];
}

/** The cpuSlowdownMultiplier that makes a host with this benchmarkIndex emulate Lighthouse's mid-tier phone. */
export function multiplicadorCpu(benchmarkIndex: number): MultiplicadorCpu {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`benchmarkIndex inválido: ${benchmarkIndex}`);
  const bi = benchmarkIndex;
  const calculado = bi >= 1300 ? 3 + (bi - 1300) / 233 : bi >= 800 ? 2 + (bi - 800) / 500 : 1 + (bi - 150) / 650;
  const limitado = Math.min(LIMITES_CPU.max, Math.max(LIMITES_CPU.min, calculado));
  // the calculator's width of the range: the excess over 3x (at least 1.5x, or 30 % of the multiplier) above 1,300
  const largura = bi >= 1300 ? Math.max((bi - 1300) / 233, 1.5, calculado * 0.3) : bi >= 800 ? 1.5 : 0.5;
  return {
    multiplicador: Math.round(limitado * 100) / 100,
    calculado,
    limitado: limitado !== calculado,
    faixa: [calculado - largura / 2, calculado + largura / 2],
  };
}

/** Lighthouse's benchmarkIndex of this host, `amostras` times in one fresh headless Chromium (about 1 s each). */
export async function medirBenchmarkIndex(chromePath: string, chromeFlags: string[], amostras: number) {
  const perfil = mkdtempSync(path.join(tmpdir(), 'cv-lh-bi-'));
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, userDataDir: perfil });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    const indices: number[] = [];
    for (let i = 0; i < amostras; i++) indices.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    await page.close();
    return indices;
  } finally {
    await chrome.kill();
    rmSync(perfil, { recursive: true, force: true });
  }
}
