import { mkdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SCREENSHOTS, itensNoPrimeiroCommit, useE2E } from './harness';

const e = useE2E();
const NOTIFICATION_CSS = new URL('../node_modules/@mantine/core/styles/Notification.css', import.meta.url);
mkdirSync(SCREENSHOTS, { recursive: true });

const abrirMesa = async (page: Page, numero: number) => {
  await page.goto('/');
  await page.getByTestId(`mesa-${numero}`).click();
  await page.getByText('Status da Comanda').waitFor();
};

describe('tables and tabs in the browser', () => {
  it('waiter orders, manager cancels the bill request, cashier closes, the table is free again', async () => {
    for (const [nome, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      const numero = nome === 'desktop' ? 3 : 4;
      const { page: garcom } = await e.newPage(viewport);
      await e.login(garcom, 'garcom@demo.com.br');
      await abrirMesa(garcom, numero);
      await garcom.getByRole('button', { name: 'Abrir Comanda' }).click();
      await garcom.getByText('Comanda aberta com sucesso!').waitFor();

      // half-and-half Pizza Grande (highest flavour: Portuguesa 58,90) + Borda Catupiry 12,00; the new tab opened on the picker
      await garcom.getByTestId('categoria-Pizzas').click();
      await garcom.getByTestId('produto-Pizza Grande').click();
      expect(await garcom.getByTestId('picker-motivo').textContent()).toContain('Escolha pelo menos 1 sabor');
      expect(await garcom.getByRole('button', { name: 'Adicionar ao Pedido' }).isDisabled()).toBe(true);
      await garcom.getByTestId('adicional-Catupiry').click();
      await garcom.getByTestId('sabor-Calabresa').click();
      expect(await garcom.getByTestId('picker-total').textContent()).toBe('R$ 64,90');
      if (nome === 'phone') await garcom.screenshot({ path: `${SCREENSHOTS}/picker-phone.png` });
      await garcom.getByTestId('sabor-Portuguesa').click(); // the flavour maximum adds at once
      await garcom.getByText('Item adicionado ao pedido!').waitFor();
      await garcom.getByTestId('picker-contador').getByText('1 item adicionado').waitFor();

      // two drinks, found by the search, one tap each; the picker stays open until 'Concluir'
      await garcom.getByTestId('picker-busca').fill('refri');
      await garcom.getByTestId('produto-Refrigerante Lata').click();
      await garcom.getByTestId('picker-contador').getByText('2 itens adicionados').waitFor();
      await garcom.getByTestId('produto-Refrigerante Lata').click();
      await garcom.getByTestId('picker-contador').getByText('3 itens adicionados').waitFor();
      await garcom.getByRole('button', { name: 'Concluir' }).click();
      await garcom.getByText('Itens do Pedido (3)').waitFor();
      await garcom.getByText('R$ 83,90').first().waitFor();

      await garcom.getByTestId('nome-cliente').click();
      await garcom.getByRole('dialog').getByLabel('Nome').fill('Maria Souza');
      await garcom.getByRole('button', { name: 'Salvar' }).click();
      await garcom.getByText('Nome do cliente atualizado!').waitFor();

      await garcom.getByRole('button', { name: 'Pedir Conta' }).click();
      await garcom.getByText('Conta solicitada pelo cliente').waitFor();
      expect(await garcom.getByRole('button', { name: 'Adicionar Produto' }).count()).toBe(0);
      expect(
        await garcom
          .getByRole('button', { name: /Remover/ })
          .first()
          .isDisabled(),
      ).toBe(true);
      await garcom.screenshot({ path: `${SCREENSHOTS}/comanda-${nome}.png`, fullPage: true });

      const { page: gerente } = await e.newPage(viewport);
      await e.login(gerente, 'gerente@demo.com.br');
      await abrirMesa(gerente, numero);
      await gerente.getByRole('button', { name: 'Cancelar Pedido' }).click();
      await gerente.getByText('Pedido de conta cancelado - Mesa voltou para ocupada').waitFor();
      // the waiter's screen follows live
      await garcom.getByRole('button', { name: 'Adicionar Produto' }).waitFor();

      const { page: caixa } = await e.newPage(viewport);
      await e.login(caixa, 'caixa@demo.com.br');
      await abrirMesa(caixa, numero);
      expect(await caixa.getByRole('button', { name: 'Adicionar Produto' }).count()).toBe(0);
      await caixa.getByRole('button', { name: 'Finalizar Conta' }).click();
      await caixa.getByRole('dialog').getByText('Maria Souza').waitFor();
      // the bill is paid before it closes (issue 14): 83,90 + 10 % service charge
      await caixa.getByRole('dialog').getByRole('button', { name: 'Registrar dinheiro R$ 92,29' }).click();
      await caixa.getByRole('dialog').getByRole('button', { name: 'Fechar Conta', exact: true }).click();
      await caixa.waitForURL((u) => u.pathname === '/');
      await caixa.locator(`[data-testid="mesa-${numero}"][data-situacao="L"]`).waitFor();
      await caixa.screenshot({ path: `${SCREENSHOTS}/mapa-${nome}.png`, fullPage: true });
    }
  });

  it("draws the map with its components' CSS alone; Mantine's whole stylesheet comes at the first touch, before a dialog shows", async () => {
    const { page } = await e.newPage({ width: 390, height: 844 });
    await e.login(page, 'garcom@demo.com.br');
    const acoes = page.getByRole('button', { name: 'Ações da mesa 01' });
    await acoes.waitFor();
    const folhaCompleta = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((r) => /\/assets\/styles-[^/]+\.css$/.test(r.name)),
      );
    // the selectors of every style rule in the page, inside @layer and @media blocks too
    const seletores = () =>
      page.evaluate(() => {
        const de = (lista: CSSRuleList): string[] =>
          Array.from(lista).flatMap((r) => [
            ...(r instanceof CSSStyleRule ? [r.selectorText] : []),
            ...('cssRules' in r ? de((r as CSSGroupingRule).cssRules) : []),
          ]);
        return Array.from(document.styleSheets).flatMap((folha) => de(folha.cssRules));
      });
    const regras = async () => (await seletores()).length;
    expect(await folhaCompleta()).toBe(false);
    // a toast before any touch is styled too: its CSS is in without the whole stylesheet
    const toast = /\.(m_[0-9a-f]{8})/.exec(readFileSync(NOTIFICATION_CSS, 'utf8'))![1]!;
    await expect.poll(async () => (await seletores()).some((s) => s.includes(toast))).toBe(true);
    expect(await folhaCompleta()).toBe(false);
    const primeiraTela = await regras();
    expect(primeiraTela).toBeLessThan(600);
    // the first screen's Mantine components are styled by their own files (estilos-staff.ts): an unstyled <button>
    // would be inline-block with the browser's border
    const botao = await acoes.evaluate((el) => {
      const c = getComputedStyle(el);
      return { display: c.display, borda: c.borderTopStyle, largura: el.clientWidth, altura: el.clientHeight };
    });
    expect(botao.display).toMatch(/flex/);
    expect(botao.largura).toBe(botao.altura);
    expect(botao.borda).not.toBe('outset');
    // the phone's menu button draws its three lines in CSS only (Burger, which the login page does not carry)
    expect(
      await page
        .locator('.mantine-Burger-burger')
        .first()
        .evaluate((el) => el.getBoundingClientRect().width),
    ).toBeGreaterThan(0);

    await acoes.click();
    const dialogo = page.getByRole('dialog');
    await dialogo.getByRole('button', { name: 'Reservar' }).waitFor();
    expect(await folhaCompleta()).toBe(true);
    // Mantine's whole stylesheet (some 1,400 more style rules) was not there before
    expect(await regras()).toBeGreaterThan(primeiraTela + 1000);
    // drawn by Mantine's Modal CSS, which only the whole stylesheet has: over the map, not in the page's flow
    const caixa = await dialogo.evaluate((el) => getComputedStyle(el.closest('.mantine-Modal-inner')!).position);
    expect(caixa).toBe('fixed');
  });

  it('filters the map by number and by client name', async () => {
    const { page } = await e.newPage();
    await e.login(page, 'garcom@demo.com.br');
    await page.getByText('Filtros de Busca').click();
    await page.getByLabel('Número da mesa').fill('1');
    await page.getByTestId('filtro-resultado').getByText('4 mesa(s) encontrada(s)').waitFor();
    await page.getByLabel('Nome do cliente').fill('souza');
    await page.getByText('Nenhuma mesa encontrada com os filtros aplicados').first().waitFor();
    await page.getByLabel('Número da mesa').fill('');
    await page.getByTestId('mesa-5').waitFor();
    expect(await page.locator('[data-testid^="mesa-"][data-situacao]').count()).toBe(1);
    await page.getByRole('button', { name: 'Limpar Filtros' }).click();
    await page.getByText('12 mesa(s) no total').waitFor();
    await page.reload();
    // the filter panel's open state is remembered
    await page.getByLabel('Número da mesa').waitFor();
  });
});

describe('a waiter who starts on the map', () => {
  it('sees every table in the first commit, from the early requests, when the network is slower than the chunks', async () => {
    const { page } = await e.newPage({ width: 390, height: 844 });
    await e.login(page, 'garcom@demo.com.br');
    await page.getByTestId('page-mesas').waitFor();
    // the tables' answer comes after the (cached) staff chunks are in: the app waits for it instead of drawing twice
    await page.route('**/api/mesas', async (rota) => {
      await new Promise((r) => setTimeout(r, 400));
      await rota.continue();
    });
    const noPrimeiro = await itensNoPrimeiroCommit(page, 'page-mesas', '[data-situacao]', 'data-testid');
    const mesas = await page
      .locator('[data-situacao]')
      .evaluateAll((els) => els.map((x) => x.getAttribute('data-testid')));
    expect(mesas.length).toBeGreaterThan(0);
    expect(noPrimeiro).toEqual(mesas);
  });
});
