// Screenshots of the diner's page at 390 px (light and dark; bill, waiter called, not found) to compare before/after a change.
// Usage: npm run build && node --import tsx scripts/screenshot-diner.ts <out-dir>
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { comandaDeExemplo, startApp } from '../bench/lib/app';
import { opcoesChromium, padraoDoPlaywright } from '../e2e/chromium';

const out = path.resolve(process.argv[2] ?? 'e2e/screenshots/diner');
mkdirSync(out, { recursive: true });
const app = await startApp();
const browser = await chromium.launch(opcoesChromium(await padraoDoPlaywright()));
try {
  const caminho = await comandaDeExemplo(app.baseUrl);
  for (const colorScheme of ['light', 'dark'] as const) {
    const ctx = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: app.baseUrl,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      colorScheme,
    });
    const page = await ctx.newPage();
    await page.goto(caminho);
    await page.getByTestId('publico-total').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(out, `conta-${colorScheme}.png`), fullPage: true });
    if (colorScheme === 'light') {
      await page.getByRole('button', { name: 'Chamar Garçom' }).click();
      await page.getByText('Garçom Chamado', { exact: true }).waitFor();
      await page.waitForTimeout(600);
      await page.screenshot({ path: path.join(out, `chamado-${colorScheme}.png`), fullPage: true });
    }
    await page.goto('/comanda/token-que-nao-existe');
    await page.getByText('Comanda não encontrada').waitFor();
    await page.screenshot({ path: path.join(out, `nao-encontrada-${colorScheme}.png`), fullPage: true });
    await ctx.close();
  }
} finally {
  await browser.close();
  await app.stop();
}
