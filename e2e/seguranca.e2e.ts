import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, useE2E } from './harness';

const e = useE2E();

describe('the built app under its Content-Security-Policy', () => {
  it('staff screens, the realtime socket and the diner page run with no CSP violation; Sair revokes the token', async () => {
    const { page } = await e.newPage();
    const resposta = await page.goto('/login');
    expect(resposta!.headers()['content-security-policy']).toContain("script-src 'self'");
    await e.login(page, 'admin@demo.com.br');
    await page.getByTestId('conexao').and(page.locator('[data-estado="conectado"]')).waitFor();
    for (const item of ['cardapio', 'vendas', 'relatorios', 'configuracoes', 'mesas']) {
      await page.getByTestId(`nav-${item}`).click();
      await page.waitForLoadState('networkidle');
    }
    const url = await page.evaluate(async () => {
      const h = { authorization: `Bearer ${localStorage.getItem('userToken')}`, 'content-type': 'application/json' };
      const mesas = await (await fetch('/api/mesas', { headers: h })).json();
      const mesa = mesas.find((m: { numero: number }) => m.numero === 3);
      await fetch('/api/vendas', { method: 'POST', headers: h, body: JSON.stringify({ mesa_id: mesa.id }) });
      return (await (await fetch(`/api/mesa/${mesa.id}/qrcode`, { headers: h })).json()).url as string;
    });
    const { page: diner } = await e.newPage({ width: 390, height: 844 });
    await diner.goto(new URL(url).pathname);
    await diner.getByText('Nenhum item foi pedido ainda').waitFor();
    await diner.waitForLoadState('networkidle');

    // 'Sair' calls the server: the token it held answers 401 afterwards
    const token = await page.evaluate(() => localStorage.getItem('userToken'));
    await page.getByTitle('Sair do sistema').click();
    await page.waitForURL((u) => u.pathname === '/login');
    const me = await fetch(`${e.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);

    expect(e.cspViolations).toEqual([]);

    // canary: an injected inline script is blocked and reported, so the empty list above means something
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injetado = 1';
      document.body.appendChild(s);
    });
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as unknown as { __injetado?: number }).__injetado)).toBeUndefined();
    expect(e.cspViolations.join('\n')).toContain('script-src');
    e.cspViolations.length = 0;
  }, 60_000);

  it('after 5 wrong passwords the login form shows the wait the server asked for', async () => {
    for (const [nome, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 800 }],
    ] as const) {
      const { page } = await e.newPage(viewport);
      await page.goto('/login');
      const email = nome === 'phone' ? 'garcom@demo.com.br' : 'caixa@demo.com.br';
      await page.getByLabel('Usuário').fill(email);
      for (let i = 0; i < 5; i++) {
        await page.getByLabel('Senha', { exact: true }).fill(`errada${i}`);
        const resposta = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
        await page.getByRole('button', { name: 'Entrar' }).click();
        expect((await resposta).status()).toBe(401);
      }
      await page.getByLabel('Senha', { exact: true }).fill('demo123');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByText('Muitas tentativas de login. Tente novamente em 15 minutos.').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      await page.waitForTimeout(600); // let the toast finish sliding in
      await page.screenshot({ path: `${SCREENSHOTS}/login-bloqueado-${nome}.png` });
    }
  }, 60_000);
});
