import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiOk, CELULAR, useE2E } from './harness';

const e = useE2E();

// What each demo user may see in the side navigation (spec section 6 menu visibility).
const MENUS: Record<string, string[]> = {
  'admin@demo.com.br': ['mesas', 'cardapio', 'vendas', 'caixa', 'cozinha', 'relatorios', 'configuracoes'],
  'gerente@demo.com.br': ['mesas', 'cardapio', 'vendas', 'caixa', 'cozinha', 'relatorios', 'configuracoes'],
  'garcom@demo.com.br': ['mesas', 'cardapio', 'vendas'],
  // the cashier gets 'Caixa' instead of a 'Vendas' entry that would only bounce them (issue 14)
  'caixa@demo.com.br': ['mesas', 'cardapio', 'caixa', 'relatorios'],
};
const TODAS = ['mesas', 'cardapio', 'vendas', 'caixa', 'cozinha', 'relatorios', 'configuracoes'];

/** The same-origin files a page asked for more than once while it loaded (`acao`: what loads it). */
async function pedidosRepetidos(page: Page, acao: () => Promise<unknown>): Promise<string[]> {
  const vistos: string[] = [];
  const ouvir = (r: { url(): string }) => vistos.push(new URL(r.url()).pathname);
  page.on('request', ouvir);
  await acao();
  await page.waitForLoadState('networkidle');
  page.off('request', ouvir);
  return vistos.filter((u, i) => u.startsWith('/assets/') && vistos.indexOf(u) !== i);
}

/** What the server answers for the page's icon of this `rel`: status and type. */
const iconeServido = (page: Page, rel: string) =>
  page.evaluate(async (rel) => {
    const r = await fetch(document.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`)!.href);
    return `${r.status} ${r.headers.get('content-type')}`;
  }, rel);

describe('foundation in the browser', () => {
  // a page's HTML preloads its CSS and chunks; a preload the app's own link does not match (its CORS mode) is thrown
  // away and the file downloaded again, on the diner's 4G and the waiter's phone (issue 36)
  it('the map and the diner page download each of their files once', async () => {
    const { page } = await e.newPage(CELULAR);
    await e.login(page, 'garcom@demo.com.br');
    expect(await pedidosRepetidos(page, () => page.reload())).toEqual([]);
    // a free table: the other tests of this file open tabs too, in any order
    const mesa = ((await apiOk(page, 'GET', '/api/mesas')) as { id: number; situacao: string }[]).find(
      (m) => m.situacao === 'L',
    )!;
    await apiOk(page, 'POST', '/api/vendas', { mesa_id: mesa.id });
    const { url } = (await apiOk(page, 'GET', `/api/mesa/${mesa.id}/qrcode`)) as { url: string };
    const diner = (await e.newPage(CELULAR)).page;
    expect(await pedidosRepetidos(diner, () => diner.goto(new URL(url).pathname))).toEqual([]);
    await diner.getByTestId('cardapio').waitFor();
    // the icons are rasters: an SVG tab icon with text is a document the page's main thread lays out (28 ms,
    // measured), and iOS ignores an SVG home-screen icon (the staff's; the diner's page has none)
    expect(await iconeServido(diner, 'icon')).toBe('200 image/png');
    expect(await iconeServido(page, 'apple-touch-icon')).toBe('200 image/png');
  });

  // the entry asks for the page's place (the bill, the table) and the menu as the page starts and mounts once they are
  // in (issue 36): the first render is the page with its menu, not a spinner the answers then replace, and nothing is
  // asked for twice. A tab's link and a free table's printed card.
  for (const aberta of [true, false]) {
    it(`the diner's page paints at once from the entry's early answers (${aberta ? "a tab's link" : 'a free table'})`, async () => {
      const { page } = await e.newPage(CELULAR);
      await e.login(page, 'gerente@demo.com.br');
      const mesas = (await apiOk(page, 'GET', '/api/mesas')) as { id: number; situacao: string }[];
      const mesa = mesas.find((m) => m.situacao === 'L')!;
      let caminho: string;
      if (aberta) {
        await apiOk(page, 'POST', '/api/vendas', { mesa_id: mesa.id });
        caminho = new URL(((await apiOk(page, 'GET', `/api/mesa/${mesa.id}/qrcode`)) as { url: string }).url).pathname;
      } else
        caminho = `/m/${((await apiOk(page, 'GET', `/api/mesas/${mesa.id}/qr-fixo`)) as { codigo: string }).codigo}`;
      const diner = (await e.newPage(CELULAR)).page;
      await diner.addInitScript(() => {
        const w = window as unknown as { __spinner: boolean };
        w.__spinner = false;
        new MutationObserver(() => {
          if (document.querySelector('[role="status"][aria-label^="Carregando"]')) w.__spinner = true;
        }).observe(document, { childList: true, subtree: true });
      });
      const pedidos: string[] = [];
      diner.on('request', (r) => pedidos.push(new URL(r.url()).pathname));
      await diner.goto(caminho);
      await diner
        .getByTestId('cardapio')
        .getByTestId(/^categoria-/)
        .first()
        .waitFor();
      await diner.waitForLoadState('networkidle');
      expect(await diner.evaluate(() => (window as unknown as { __spinner: boolean }).__spinner)).toBe(false);
      const api = `/api/public${caminho.replace(/^\/m\//, '/mesa/')}`;
      expect(pedidos.filter((p) => p === api)).toHaveLength(1);
      expect(pedidos.filter((p) => p === `${api}/cardapio`)).toHaveLength(1);
    });
  }

  // a slow server: past the entry's bound the page mounts with its spinner, and the bill replaces it when the answer
  // comes, still asked for once (the call takes the entry's request instead of sending its own)
  it("the diner's page mounts with its spinner when the bill's answer is slow, and shows it when it comes", async () => {
    const { page } = await e.newPage(CELULAR);
    await e.login(page, 'gerente@demo.com.br');
    const mesa = ((await apiOk(page, 'GET', '/api/mesas')) as { id: number; situacao: string }[]).find(
      (m) => m.situacao === 'L',
    )!;
    await apiOk(page, 'POST', '/api/vendas', { mesa_id: mesa.id });
    const caminho = new URL(((await apiOk(page, 'GET', `/api/mesa/${mesa.id}/qrcode`)) as { url: string }).url)
      .pathname;
    const diner = (await e.newPage(CELULAR)).page;
    const api = `/api/public${caminho}`;
    let pedidos = 0;
    await diner.route(`**${api}`, async (rota) => {
      pedidos++;
      await new Promise((r) => setTimeout(r, 2500));
      await rota.continue();
    });
    await diner.goto(caminho);
    await diner.getByRole('status', { name: 'Carregando', exact: true }).waitFor();
    await diner
      .getByTestId('cardapio')
      .getByTestId(/^categoria-/)
      .first()
      .waitFor();
    await expect.poll(() => diner.getByRole('status', { name: 'Carregando', exact: true }).count()).toBe(0);
    expect(pedidos).toBe(1);
  });

  for (const [email, esperado] of Object.entries(MENUS)) {
    it(`${email} logs in and sees exactly the allowed menu`, async () => {
      const { page } = await e.newPage();
      await e.loginPeloFormulario(page, email);
      for (const item of esperado) await page.getByTestId(`nav-${item}`).waitFor({ state: 'visible' });
      for (const item of TODAS.filter((i) => !esperado.includes(i)))
        expect(await page.getByTestId(`nav-${item}`).count()).toBe(0);
    });
  }

  it('logout returns to /login and protected pages redirect there', async () => {
    const { page } = await e.newPage();
    await e.login(page, 'gerente@demo.com.br');
    await page.getByTitle('Sair do sistema').click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.goto('/cardapio');
    await page.waitForURL((u) => u.pathname === '/login');
  });

  it('a wrong password shows the server message', async () => {
    const { page } = await e.newPage();
    await page.goto('/login');
    await page.getByLabel('Usuário').fill('admin@demo.com.br');
    await page.getByLabel('Senha', { exact: true }).fill('errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Usuário ou senha inválidos').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('the theme choice survives a reload', async () => {
    const { page } = await e.newPage();
    await e.login(page, 'admin@demo.com.br');
    await page.getByTestId('theme-toggle').click();
    await page.getByRole('menuitem', { name: 'Escuro' }).click();
    await page.reload();
    await page.getByTestId('nav-mesas').waitFor();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toContain('dark');
  });

  it('an unknown route shows the 404 page', async () => {
    const { page } = await e.newPage();
    await e.login(page, 'garcom@demo.com.br');
    await page.goto('/nao-existe');
    await page.getByText('Página não encontrada').waitFor();
  });

  it('/admin/dashboard without login lands on /admin/login, and the platform admin can log in', async () => {
    const { page } = await e.newPage();
    await page.goto('/admin/dashboard');
    await page.waitForURL((u) => u.pathname === '/admin/login');
    await page.getByText('Admin SaaS').waitFor();
    await page.getByLabel('Usuário').fill('admin');
    await page.getByLabel('Senha', { exact: true }).fill('admin123');
    await page.getByRole('button', { name: 'Acessar Painel' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/dashboard');
    await page.getByText('SuperAdmin').waitFor();
  });
});
