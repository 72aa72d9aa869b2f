// Diagnostic for issue 17: cold loads of the table map as GARCOM in Chromium at 4x CPU throttling (no network throttling).
// Prints per run FCP, LCP, the blocking time of the long tasks after FCP and the long tasks; with a file argument, also
// saves the first run's CPU profile there and ranks self time by script and by function.
// PERFIL_RUNS=n (default 3), PERFIL_LARGURA=px (default 390), PERFIL_CPU=slowdown (default 4); another staff screen with
// PERFIL_ROTA=/cozinha PERFIL_USUARIO=cozinha@demo.com.br. node --import tsx bench/perfil-mapa.ts [saida.cpuprofile]
import { writeFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import type { Protocol } from 'playwright-core/types/protocol';
import { opcoesChromium, padraoDoPlaywright } from '../e2e/chromium';
import { loginApi, startApp } from './lib/app';
import { encerrar, maquina } from './lib/medida';

const RUNS = Number(process.env.PERFIL_RUNS ?? 3);
const LARGURA = Number(process.env.PERFIL_LARGURA ?? 390);
const CPU = Number(process.env.PERFIL_CPU ?? 4);
const ROTA = process.env.PERFIL_ROTA ?? '/';
const USUARIO = process.env.PERFIL_USUARIO ?? 'garcom@demo.com.br';

async function carregar(browser: Browser, baseUrl: string, sessao: Record<string, string>, perfilar: boolean) {
  const ctx = await browser.newContext({ viewport: { width: LARGURA, height: 844 } });
  try {
    const page = await ctx.newPage();
    await page.goto(`${baseUrl}/api/health`);
    await page.evaluate((s) => Object.entries(s).forEach(([k, v]) => localStorage.setItem(k, v)), sessao);
    await page.addInitScript(() => {
      const w = window as unknown as { __lt: { start: number; dur: number }[]; __lcp: number };
      w.__lt = [];
      new PerformanceObserver((l) =>
        l.getEntries().forEach((e) => w.__lt.push({ start: e.startTime, dur: e.duration })),
      ).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__lcp = e.startTime))).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
    });
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    if (perfilar) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`${baseUrl}${ROTA}`);
    // no polling from here (Playwright's own evaluation would show up in the long tasks)
    await page.waitForTimeout(6000);
    const profile = perfilar ? (await cdp.send('Profiler.stop')).profile : undefined;
    const r = await page.evaluate(() => {
      const w = window as unknown as { __lt: { start: number; dur: number }[]; __lcp: number };
      return {
        lt: w.__lt,
        lcp: w.__lcp,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        cards: document.querySelectorAll('[data-testid^="mesa-"][data-situacao]').length,
        recursos: performance
          .getEntriesByType('resource')
          .map(
            (e) => `${Math.round(e.startTime)}-${Math.round((e as PerformanceResourceTiming).responseEnd)} ${e.name}`,
          ),
      };
    });
    return { ...r, profile };
  } finally {
    await ctx.close();
  }
}

function ranking(profile: Protocol.Profiler.Profile, baseUrl: string) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples!.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas![i + 1] ?? 0)));
  const porFn = new Map<string, number>();
  const porScript = new Map<string, number>();
  for (const [id, us] of self) {
    const cf = nodes.get(id)!.callFrame;
    const url = cf.url.replace(baseUrl, '').replace(/-[\w-]{8}\.js$/, '.js');
    const k = `${cf.functionName || '(anon)'} ${url}:${cf.lineNumber}:${cf.columnNumber}`;
    porFn.set(k, (porFn.get(k) ?? 0) + us);
    porScript.set(url || cf.functionName, (porScript.get(url || cf.functionName) ?? 0) + us);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${(v / 1000).toFixed(1).padStart(7)} ms  ${k}`)
      .join('\n');
  console.log('\nself time by script:\n' + top(porScript, 20));
  console.log('\nself time by function:\n' + top(porFn, 40));
}

maquina('bench/perfil-mapa');
const app = await startApp();
const browser = await chromium.launch(opcoesChromium(await padraoDoPlaywright()));
try {
  const login = await loginApi(app.baseUrl, USUARIO);
  const sessao = {
    userToken: login.token,
    userData: JSON.stringify(login.user),
    empresaData: JSON.stringify(login.empresa),
  };
  const tbts: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const saida = i === 0 ? process.argv[2] : undefined;
    const r = await carregar(browser, app.baseUrl, sessao, !!saida);
    const tbt = r.lt.filter((t) => t.start >= r.fcp).reduce((a, t) => a + Math.max(0, t.dur - 50), 0);
    tbts.push(tbt);
    console.log(
      `FCP ${Math.round(r.fcp)}  LCP ${Math.round(r.lcp)}  blocking after FCP ${Math.round(tbt)}  cards ${r.cards}  long tasks ${r.lt.map((t) => `${Math.round(t.start)}+${Math.round(t.dur)}`).join(' ')}`,
    );
    if (saida && r.profile) {
      writeFileSync(saida, JSON.stringify(r.profile));
      console.log(r.recursos.map((x) => x.replace(app.baseUrl, '')).join('\n'));
      ranking(r.profile, app.baseUrl);
    }
  }
  console.log(`median blocking after FCP: ${[...tbts].sort((a, b) => a - b)[Math.floor(tbts.length / 2)]} ms`);
} finally {
  await browser.close();
  await app.stop();
}
encerrar('bench/perfil-mapa');
