// npm run bench:cartao (issue 37: "Finding a card by number or scan takes under 1 s on a 4G phone"): the built app on
// a fresh PGlite with the demo data, cards 1–100 created through the API and 12 and 57 in use (an open tab with an
// item); the waiter's phone in Chromium at 390×844, CDP-emulated slow 4G (150 ms latency, 1.6 Mbps down, 750 kbps up:
// Lighthouse's figures) and a 4× CPU slowdown. On 'Cartões' (/cartoes) it types a card's number and presses 'Abrir'
// 20 times, alternating a card in use (12, 57) and a free one that opens on arrival (fresh numbers every time), and
// times from the submit to the card's tab showing its total (data-testid comanda-total under page-cartao, then one
// animation frame). Floor, same page and emulation: one bare fetch('/api/health') round trip (p50 of 20).
// Targets: p50 ≤ 1000 ms (the issue's absolute figure) and p50 ≤ 4 × the floor. The screen needs two sequential
// requests either way (a card in use: its tab, then items ∥ voids; a free card: its tab's 404, then the POST that opens
// it, the new tab being empty), plus about one round trip's worth for the transfer at 1.6 Mbps and React's render at 4×
// CPU: ~3×. 4× leaves one round trip of margin for the load; a third request in the chain (as the free card made before
// use-cartao.ts stopped fetching a just-opened tab's items) sits at ~4× and misses it on a loaded machine.
// Each of the 3 runs uses a fresh browser context (cold HTTP cache: the first find also loads the tab's chunk).
// Exits 1 when a target is missed.
import { chromium, type Page } from 'playwright-core';
import { padCartao } from '@comanda/shared';
import { opcoesChromium, padraoDoPlaywright } from '../e2e/chromium';
import { loginApi, startApp } from './lib/app';
import { alvo, encerrar, maquina, tresVezes } from './lib/medida';

const N = 20;
const EM_USO = [12, 57];
const LIVRES_POR_RODADA = N / 2;

const p = (xs: number[], q: number) => {
  const o = [...xs].sort((a, b) => a - b);
  return o[Math.min(o.length - 1, Math.ceil(q * o.length) - 1)]!;
};
const p50 = (xs: number[]) => {
  const o = [...xs].sort((a, b) => a - b);
  const m = Math.floor(o.length / 2);
  return o.length % 2 ? o[m]! : (o[m - 1]! + o[m]!) / 2;
};

async function prepararCartoes(baseUrl: string) {
  const call = async (token: string, method: string, caminho: string, body?: unknown) => {
    const r = await fetch(baseUrl + caminho, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`${method} ${caminho}: ${r.status} ${await r.text()}`);
    return r.json();
  };
  const admin = await loginApi(baseUrl, 'admin@demo.com.br');
  await call(admin.token, 'POST', '/api/cartoes/lote', { inicio: 1, fim: 100 });
  const garcom = await loginApi(baseUrl, 'garcom@demo.com.br');
  const produtos = (await call(garcom.token, 'GET', '/api/produtos')) as { id: number; tem_sabores?: string }[];
  for (const numero of EM_USO) {
    const venda = (await call(garcom.token, 'POST', '/api/vendas', { tipo: 'cartao', cartao: numero })) as {
      id: number;
    };
    for (const prod of produtos.slice(0, 6)) {
      const r = await fetch(`${baseUrl}/api/vendas/${venda.id}/itens`, {
        method: 'POST',
        headers: { authorization: `Bearer ${garcom.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ produto_id: prod.id, quantidade: 1 }),
      });
      if (r.ok) break;
    }
  }
  return garcom;
}

/** Types the number, submits, and times (in the page's clock) until the card's tab shows its total. */
async function acharCartao(page: Page, numero: number): Promise<number> {
  await page.getByTestId('numero-cartao').fill(String(numero));
  const ms = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const seletor = '[data-testid="page-cartao"] [data-testid="comanda-total"]';
        const form = document.querySelector<HTMLInputElement>('[data-testid="numero-cartao"]')!.form!;
        let t0 = 0;
        const obs = new MutationObserver(() => {
          if (document.querySelector(seletor)?.textContent) {
            obs.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - t0));
          }
        });
        obs.observe(document.body, { childList: true, subtree: true, characterData: true });
        setTimeout(() => (obs.disconnect(), reject(new Error('30 s sem a comanda do cartão'))), 30_000);
        t0 = performance.now();
        form.requestSubmit();
      }),
  );
  // the tab shown is this card's
  await page.getByRole('heading', { name: `Cartão ${padCartao(numero)}` }).waitFor({ timeout: 5_000 });
  return ms;
}

/** Back to 'Cartões' the way a phone does (history back; the picker of a just-opened tab may be an entry of its own). */
async function voltar(page: Page) {
  for (let i = 0; i < 3; i++) {
    await page.goBack();
    if (await page.getByTestId('numero-cartao').isVisible()) return;
    await page.waitForTimeout(300);
    if (await page.getByTestId('numero-cartao').isVisible()) return;
  }
  await page.getByTestId('numero-cartao').waitFor({ timeout: 10_000 });
}

maquina('bench:cartao');
const app = await startApp();
const browser = await chromium.launch(opcoesChromium(await padraoDoPlaywright()));
try {
  const sessao = await prepararCartoes(app.baseUrl);
  const { runs, med } = await tresVezes('card found (ms)', async (rodada) => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    try {
      await page.goto(`${app.baseUrl}/api/health`);
      await page.evaluate((s) => Object.entries(s).forEach(([k, v]) => localStorage.setItem(k, v)), {
        userToken: sessao.token,
        userData: JSON.stringify(sessao.user),
        empresaData: JSON.stringify(sessao.empresa),
      });
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // what each find asks the network for (the waterfall), counted between the submit and the tab
      let pedidos: string[] = [];
      page.on('request', (r) => pedidos.push(`${r.method()} ${new URL(r.url()).pathname}`));
      await page.goto(`${app.baseUrl}/cartoes`);
      await page.getByTestId('numero-cartao').waitFor({ timeout: 60_000 });

      const piso: number[] = [];
      for (let i = 0; i < N; i++)
        piso.push(
          await page.evaluate(async () => {
            const t0 = performance.now();
            await (await fetch('/api/health', { cache: 'no-store' })).text();
            return performance.now() - t0;
          }),
        );

      const usados: number[] = [];
      const livres: number[] = [];
      const livresDaRodada = Array.from({ length: LIVRES_POR_RODADA }, (_, i) => 60 + rodada * LIVRES_POR_RODADA + i);
      for (let i = 0; i < N; i++) {
        const emUso = i % 2 === 0;
        const numero = emUso ? EM_USO[(i / 2) % EM_USO.length]! : livresDaRodada[(i - 1) / 2]!;
        pedidos = [];
        const ms = await acharCartao(page, numero);
        const vistos = pedidos.filter((r) => !r.includes('/socket.io/'));
        if (i < 2 || i === N - 1)
          console.log(
            `    find ${i + 1} (card ${numero}, ${emUso ? 'in use' : 'free'}): ${ms.toFixed(0)} ms · ${vistos.join(', ')}`,
          );
        (emUso ? usados : livres).push(ms);
        await voltar(page);
      }
      const todos = [...usados, ...livres];
      const piso50 = p50(piso);
      return {
        p50: p50(todos),
        p95: p(todos, 0.95),
        p50_em_uso: p50(usados),
        p50_livre: p50(livres),
        piso_p50: piso50,
        razao: p50(todos) / piso50,
      };
    } finally {
      await ctx.close();
    }
  });
  console.log(`\n  runs: ${runs.map((r) => `${r.p50.toFixed(0)} ms / ${r.razao.toFixed(2)}×`).join(' · ')}`);
  alvo('card found p50 (ms)', med.p50, 1000, '<=');
  alvo('card found p50 / 4G round trip', med.razao, 4, '<=');
} finally {
  await browser.close();
  await app.stop();
}
encerrar('bench:cartao');
