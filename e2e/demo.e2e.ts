import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CELULAR, SCREENSHOTS, sobrepostos, useE2E } from './harness';

// started as `npm start` starts it: the demo with its evening (SEED_DEMO=true)
const e = useE2E({ noite: true });
mkdirSync(SCREENSHOTS, { recursive: true });

describe('the demo as a newcomer first sees it', () => {
  for (const [nome, viewport] of [
    ['celular', CELULAR],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    it(`shows a restaurant at work on the map and on the kitchen screen (${nome})`, async () => {
      const { page } = await e.newPage(viewport);
      await e.login(page, 'garcom@demo.com.br');
      for (const numero of [1, 3, 4, 7])
        await page.locator(`[data-testid="mesa-${numero}"][data-situacao="O"]`).waitFor();
      const pediuConta = page.locator('[data-testid="mesa-9"][data-situacao="P"]');
      await pediuConta.waitFor();
      expect(await pediuConta.getByTestId('mesa-total').textContent()).toMatch(/^R\$\s[\d.]+,\d\d$/);
      expect(await page.locator('[data-situacao="L"]').count()).toBeGreaterThan(0);
      await page.screenshot({ path: path.join(SCREENSHOTS, `demo-mapa-${nome}.png`), fullPage: true });

      const cozinha = (await e.newPage(viewport)).page;
      // the kitchen profile lands on its screen, not on the map
      await cozinha.goto('/login');
      await cozinha.getByLabel('Usuário').fill('cozinha@demo.com.br');
      await cozinha.getByLabel('Senha', { exact: true }).fill('demo123');
      await cozinha.getByRole('button', { name: 'Entrar' }).click();
      await cozinha.waitForURL((url) => url.pathname === '/cozinha');
      await cozinha.getByTestId('tela-cozinha').waitFor();
      await cozinha
        .getByRole('navigation', { name: 'Estação' })
        .getByRole('button', { name: 'Todas', exact: true })
        .click();
      await cozinha.getByTestId('ticket').first().waitFor();
      const status = await cozinha
        .getByTestId('ticket-item')
        .evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('data-status')))].sort());
      expect(status).toEqual(['em_preparo', 'pendente']);
      // what is ready waits for its waiter in the side column
      expect(await cozinha.getByTestId('pronto-item').count()).toBeGreaterThan(0);
      await cozinha.screenshot({ path: path.join(SCREENSHOTS, `demo-cozinha-${nome}.png`), fullPage: true });
      // an evening's board is taller than the screen: every ticket whole, none under the next
      expect(await sobrepostos(cozinha, 'ticket')).toBe(0);
    });
  }
});
