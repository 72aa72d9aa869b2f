import { chromium } from 'playwright-core';
import { CHROMIUM, loginApi, startApp } from '../bench/lib/app';
const app = await startApp();
try {
  const caminho = process.argv[2] ?? '/cozinha';
  const usuario = process.argv[3] ?? 'cozinha@demo.com.br';
  const r = await loginApi(app.baseUrl, usuario);
  const sessao = { userToken: r.token, userData: JSON.stringify(r.user), empresaData: JSON.stringify(r.empresa) };
  const b = await chromium.launch({ executablePath: CHROMIUM });
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  const page = await ctx.newPage();
  await page.goto(`${app.baseUrl}/api/health`);
  await page.evaluate((s) => Object.entries(s).forEach(([k, v]) => localStorage.setItem(k, v)), sessao);
  await page.addInitScript(() => {
    (window as any).__ls = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e: any) => (window as any).__ls.push({ t: Math.round(e.startTime), v: e.value, src: e.sources.map((s: any) => ({ n: s.node?.outerHTML?.slice(0, 100), p: JSON.stringify(s.previousRect), c: JSON.stringify(s.currentRect) })) }))).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(app.baseUrl + caminho);
  await page.waitForTimeout(300);
  await page.screenshot({ path: '.tmp/cls-a.png' });
  await page.waitForTimeout(4000);
  console.log(JSON.stringify(await page.evaluate(() => (window as any).__ls), null, 1));
  await page.screenshot({ path: '.tmp/cls-b.png' });
  await b.close();
} finally { await app.stop?.(); process.exit(0); }
