import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CELULAR, SCREENSHOTS, useE2E } from './harness';

const e = useE2E();
mkdirSync(SCREENSHOTS, { recursive: true });
const TOQUE = { hasTouch: true, isMobile: true };

/**
 * The demo tables this file sets up: 2 has a tab with a kitchen item (the tab screen and the diner's page), 3 asked
 * for the bill, 4 has a tab and a waiter call (never opened here: opening a tab answers its call).
 */
const MESA_COMANDA = 2;
const MESA_CONTA = 3;
const MESA_CHAMANDO = 4;
let tokenPublico = '';
let idMesaComanda = 0;

async function apiComo(email: string) {
  const res = await fetch(`${e.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: email, senha: 'demo123' }),
  });
  const { token } = (await res.json()) as { token: string };
  return async <T = any>(method: string, url: string, body?: unknown): Promise<T> => {
    const r = await fetch(`${e.baseUrl}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`${method} ${url}: ${r.status} ${await r.text()}`);
    return (r.status === 204 ? undefined : await r.json()) as T;
  };
}

const tokenDaMesa = async (api: Awaited<ReturnType<typeof apiComo>>, mesaId: number) =>
  new URL((await api<{ url: string }>('GET', `/api/mesa/${mesaId}/qrcode`)).url).pathname.split('/').pop()!;

beforeAll(async () => {
  const api = await apiComo('garcom@demo.com.br');
  const mesas = await api<{ id: number; numero: number }[]>('GET', '/api/mesas');
  const produtos = await api<{ id: number; nome: string }[]>('GET', '/api/produtos');
  const produto = (nome: string) => produtos.find((p) => p.nome === nome)!;
  const idDe = (n: number) => mesas.find((m) => m.numero === n)!.id;
  // a dessert goes to the kitchen's board; the water is delivered from the fridge
  for (const [n, nome] of [
    [MESA_COMANDA, 'Pudim de Leite'],
    [MESA_CONTA, 'Água Mineral'],
    [MESA_CHAMANDO, 'Pudim de Leite'],
  ] as const) {
    const venda = await api<{ id: number }>('POST', '/api/vendas', { mesa_id: idDe(n) });
    await api('POST', `/api/vendas/${venda.id}/itens`, { produto_id: produto(nome).id, quantidade: 2 });
  }
  await api('PATCH', `/api/mesas/${idDe(MESA_CONTA)}/status`, { situacao: 'P' });
  idMesaComanda = idDe(MESA_COMANDA);
  tokenPublico = await tokenDaMesa(api, idMesaComanda);
  const chamada = await fetch(`${e.baseUrl}/api/public/chamar-garcom/${await tokenDaMesa(api, idDe(MESA_CHAMANDO))}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(chamada.status).toBeLessThan(300);
});

/** Until the transitions (a dialog fading or sliding in) are over; the endless pulses and spinners do not count. */
const transicoesTerminadas = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );

/** axe-core with the WCAG 2.1 A/AA rules; the message names each rule and the elements that break it. */
async function violacoes(page: Page, tela: string): Promise<string[]> {
  // colours are measured once the transitions are over
  await transicoesTerminadas(page);
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return r.violations.map(
    (v) => `${tela}: ${v.id} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`,
  );
}

/**
 * Every visible interactive element whose touch target is under 44×44 px, once the screen has settled: after the
 * transitions, measured again every 100 ms until two measures agree to a tenth of a pixel (a CI run caught the
 * picker's 'Mais pedidos' buttons a fraction of a pixel short, 165×44 once rounded, while the dialog came in). An
 * input's target includes its <label> (tapping the label toggles it). Excluded, per WCAG 2.5.8's inline exception:
 * links inside a sentence (an <a> in a <p>).
 */
async function alvosPequenos(page: Page, escopo = 'body'): Promise<string[]> {
  await transicoesTerminadas(page);
  let antes = await medirAlvos(page, escopo);
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(100);
    const agora = await medirAlvos(page, escopo);
    if (agora.join() === antes.join()) return agora;
    antes = agora;
  }
  return antes;
}

function medirAlvos(page: Page, escopo: string): Promise<string[]> {
  return page.evaluate((escopo) => {
    const seletor =
      'a, button, input, select, textarea, [role=button], [role=checkbox], [role=switch], [role=radio], [tabindex="0"]';
    const nome = (el: Element) =>
      (
        el.getAttribute('aria-label') ||
        el.getAttribute('data-testid') ||
        (el as HTMLElement).innerText ||
        el.getAttribute('placeholder') ||
        el.tagName
      )
        .trim()
        .slice(0, 40);
    const pequenos: string[] = [];
    for (const el of Array.from(document.querySelector(escopo)!.querySelectorAll<HTMLElement>(seletor))) {
      if (el.closest('p') && el.tagName === 'A') continue; // inline link in a sentence
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const caixas = [el, ...Array.from((el as HTMLInputElement).labels ?? [])].map((x) => x.getBoundingClientRect());
      const maior = caixas.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
      if (maior.width === 0 || maior.height === 0) continue;
      if (maior.width < 44 || maior.height < 44)
        pequenos.push(`${nome(el)} (${maior.width.toFixed(1)}×${maior.height.toFixed(1)})`);
    }
    return pequenos;
  }, escopo);
}

async function entrar(page: Page, email = 'garcom@demo.com.br') {
  await e.login(page, email);
  await page.getByTestId(`mesa-${MESA_CHAMANDO}`).getByTestId('chamada-garcom').waitFor();
}
async function abrirComanda(page: Page) {
  await page.getByTestId(`mesa-${MESA_COMANDA}`).click();
  await page.getByText('Itens do Pedido (1)').waitFor();
}
async function abrirPicker(page: Page) {
  await page.getByRole('button', { name: 'Adicionar Produto' }).click();
  await page.getByTestId('picker-busca').waitFor();
  await page.getByTestId('categoria-Bebidas').waitFor();
}

describe('accessibility of the staff and diner screens', () => {
  // light on a phone and a desktop; dark on a phone too (the staff theme follows the device by default): one test each,
  // with its own time budget (the three side by side in one test took 92 s, over it, with two files at a time on a
  // slow 2-core host)
  it.each([
    [CELULAR, 'light'],
    [{ width: 1280, height: 800 }, 'light'],
    [CELULAR, 'dark'],
  ] as const)(
    'axe-core finds no WCAG 2.1 AA violation on login, map, tab, picker, kitchen and the diner page (%o, %s)',
    async (viewport, colorScheme) => {
      const achados: string[] = [];
      const tela = `${viewport.width} ${colorScheme}`;
      const { page } = await e.newPage(viewport, { colorScheme });
      await page.goto('/login');
      await page.getByLabel('Usuário').waitFor();
      achados.push(...(await violacoes(page, `login ${tela}`)));
      await entrar(page);
      achados.push(...(await violacoes(page, `mapa ${tela}`)));
      await abrirComanda(page);
      achados.push(...(await violacoes(page, `comanda ${tela}`)));
      await abrirPicker(page);
      achados.push(...(await violacoes(page, `picker ${tela}`)));
      await page.getByTestId('picker-busca').fill('pizza grande');
      await page.getByTestId('produto-Pizza Grande').click();
      await page.getByTestId('sabor-Calabresa').waitFor();
      achados.push(...(await violacoes(page, `picker-sabores ${tela}`)));

      const { page: publico } = await e.newPage(viewport, { colorScheme });
      await publico.goto(`/comanda/${tokenPublico}`);
      await publico.getByTestId('publico-total').waitFor();
      achados.push(...(await violacoes(publico, `publico ${tela}`)));

      const { page: cozinha } = await e.newPage(viewport, { colorScheme });
      await e.login(cozinha, 'cozinha@demo.com.br').catch(() => {}); // the kitchen lands on /cozinha, not /
      await cozinha.waitForURL((u) => u.pathname === '/cozinha');
      await cozinha.getByTestId('ticket').first().waitFor();
      achados.push(...(await violacoes(cozinha, `cozinha ${tela}`)));
      expect(achados).toEqual([]);
    },
  );

  it('every interactive element on login, map, tab, picker and the diner page is at least 44×44 px on a touch phone', async () => {
    const { page } = await e.newPage(CELULAR, TOQUE);
    const pequenos: Record<string, string[]> = {};
    await page.goto('/login');
    await page.getByLabel('Usuário').waitFor();
    pequenos.login = await alvosPequenos(page);
    await entrar(page);
    pequenos.mapa = await alvosPequenos(page);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('link', { name: /Mesas/ }).waitFor();
    pequenos.menu = await alvosPequenos(page, 'nav');
    await page.goto('/');
    await abrirComanda(page);
    pequenos.comanda = await alvosPequenos(page);
    await abrirPicker(page);
    pequenos.picker = await alvosPequenos(page, '[role=dialog]');
    await page.getByTestId('picker-busca').fill('pizza grande');
    await page.getByTestId('produto-Pizza Grande').click();
    await page.getByTestId('sabor-Calabresa').waitFor();
    pequenos.sabores = await alvosPequenos(page, '[role=dialog]');
    const { page: publico } = await e.newPage(CELULAR, TOQUE);
    await publico.goto(`/comanda/${tokenPublico}`);
    await publico.getByTestId('publico-total').waitFor();
    pequenos.publico = await alvosPequenos(publico);
    expect(pequenos).toEqual({ login: [], mapa: [], menu: [], comanda: [], picker: [], sabores: [], publico: [] });
  });

  it('phone map: one-line summary, tables within 250 px, calls and bills first, totals and the bell, who is signed in', async () => {
    const { page } = await e.newPage(CELULAR, TOQUE);
    await entrar(page);
    await page.getByTestId('resumo-linha').getByText('pediu conta').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/mapa-celular.png` });
    expect(await page.getByTestId('resumo-linha').textContent()).toBe(
      '7 livres · 2 ocupadas · 1 reservada · 1 bloqueada · 1 pediu conta',
    );
    const cards = page.locator('[data-testid^="mesa-"][data-situacao]');
    expect((await cards.first().boundingBox())!.y).toBeLessThan(250);
    // the table calling the waiter, then the one that asked for the bill, then the rest in number order
    expect((await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))).slice(0, 4)).toEqual([
      `mesa-${MESA_CHAMANDO}`,
      `mesa-${MESA_CONTA}`,
      'mesa-1',
      `mesa-${MESA_COMANDA}`,
    ]);
    const chamando = page.getByTestId(`mesa-${MESA_CHAMANDO}`);
    // 2 × Pudim de Leite 12,90 + 10 % service charge
    expect(await chamando.getByTestId('mesa-total').textContent()).toBe('R$ 28,38');
    expect(await chamando.getByTestId('mesa-total').isVisible()).toBe(true);
    expect(await chamando.getByTestId('chamada-espera').textContent()).toMatch(/^\d+ min$/);
    expect(await chamando.getByTestId('chamada-garcom').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByTestId('menu-lateral');
    await menu.getByTestId('menu-usuario').getByText('Gabriel Garçom').waitFor();
    await menu.getByText('Garçom', { exact: true }).waitFor();
    await expect.poll(async () => (await menu.boundingBox())!.x).toBe(0); // slid in
    expect((await menu.boundingBox())!.width).toBe(256);
    expect(await page.getByTestId('menu-overlay').isVisible()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/mapa-celular-menu.png` });
    await page.getByTestId('menu-overlay').click({ position: { x: 350, y: 400 } });
    await page.getByTestId('menu-overlay').waitFor({ state: 'detached' });
    // closed: slid off screen, and inert (out of the Tab order and of the accessibility tree)
    await expect.poll(async () => (await menu.boundingBox())!.x + 256).toBeLessThanOrEqual(0);
    expect(await menu.getAttribute('inert')).not.toBeNull();
  });

  it('desktop shell: 73 px header across, 256 px menu beside the page, the page clear of both', async () => {
    const { page } = await e.newPage();
    await entrar(page);
    const caixa = async (sel: string) => (await page.locator(sel).boundingBox())!;
    expect(await caixa('header')).toEqual({ x: 0, y: 0, width: 1280, height: 73 });
    expect(await caixa('[data-testid="menu-lateral"]')).toEqual({ x: 0, y: 73, width: 256, height: 800 - 73 });
    expect(await page.locator('[data-testid="menu-lateral"]').getAttribute('inert')).toBeNull();
    expect(await page.getByTestId('menu-overlay').count()).toBe(0);
    // the page's title starts after the menu and below the header, with the md padding (16 px)
    const titulo = await caixa('main h2');
    expect([titulo.x, titulo.y]).toEqual([256 + 16, 73 + 16]);
  });

  it('picker: keyboard focus moves to the heading of each new step (category, product with flavours, back)', async () => {
    const { page } = await e.newPage(CELULAR);
    await entrar(page);
    await abrirComanda(page);
    await abrirPicker(page);
    const foco = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return {
          tag: el.tagName,
          tabIndex: el.tabIndex,
          texto: el.textContent?.slice(0, 60),
          noDialogo: !!el.closest('[role=dialog]'),
        };
      });
    const titulo = (texto: string) => ({ tag: 'H2', tabIndex: -1, texto, noDialogo: true });
    await page.getByTestId('categoria-Pizzas').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('produto-Pizza Grande').waitFor();
    await expect.poll(foco).toEqual(titulo('Pizzas'));
    await page.getByTestId('produto-Pizza Grande').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('sabor-Calabresa').waitFor();
    await expect.poll(foco).toEqual(titulo('Pizza Grande'));
    await page.getByRole('dialog').getByRole('button', { name: 'Voltar' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('produto-Pizza Grande').waitFor();
    await expect.poll(foco).toEqual(titulo('Pizzas'));
  });

  it('keyboard on the phone map: Tab never enters the closed menu, cards show a focus ring, Space opens a table', async () => {
    const { page } = await e.newPage(CELULAR);
    await entrar(page);
    const passos: { nome: string; noMenu: boolean; contorno: string }[] = [];
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const foco = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const estilo = getComputedStyle(el);
        return {
          nome: el.getAttribute('aria-label') ?? el.innerText,
          noMenu: !!el.closest('[data-testid="menu-lateral"]'),
          contorno: `${estilo.outlineStyle} ${estilo.outlineWidth}`,
        };
      });
      passos.push(foco);
      if (foco.nome === 'Mesa 02 - Ocupada') break;
    }
    expect(passos.filter((p) => p.noMenu).map((p) => p.nome)).toEqual([]);
    expect(passos.at(-1)).toEqual({ nome: 'Mesa 02 - Ocupada', noMenu: false, contorno: 'solid 3px' });
    await page.keyboard.press('Space');
    await page.waitForURL((u) => u.pathname === `/mesa/${idMesaComanda}/comanda`);
    await page.getByText('Itens do Pedido (1)').waitFor();
    await page.goBack();
    await page.getByRole('link', { name: 'Mesa 02 - Ocupada' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === `/mesa/${idMesaComanda}/comanda`);

    const { page: desktop } = await e.newPage();
    await entrar(desktop);
    await desktop.screenshot({ path: `${SCREENSHOTS}/mapa-desktop.png` });
  });
});
