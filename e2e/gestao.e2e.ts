import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CELULAR, SCREENSHOTS, apiOk, spinnersAntesDaTela, useE2E } from './harness';

const e = useE2E();

/** Where an element sits against the viewport, and whether its own text is clipped (ellipsis). */
const caixaDe = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      const texto = (el.querySelector('[class*="label"]') ?? el) as HTMLElement;
      return {
        texto: el.textContent,
        cortado: texto.scrollWidth > texto.clientWidth,
        naTela: r.left >= 0 && r.right <= window.innerWidth,
      };
    }),
  );

describe('manager screens in the browser', () => {
  it('the cash desk opened on /caixa draws the page in its first commit, with no spinner before it', async () => {
    const { page } = await e.newPage();
    await e.login(page, 'caixa@demo.com.br');
    await page.goto('/caixa');
    await page.getByTestId('page-caixa').waitFor();
    expect(await spinnersAntesDaTela(page, 'page-caixa')).toEqual([]);
    // the shell came with it
    await page.getByTestId('nav-mesas').waitFor();
  });

  it('the admin creates tables 20 to 29 in one batch and they appear on the map', async () => {
    const { page } = await e.newPage();
    await e.login(page, 'admin@demo.com.br');
    await page.goto('/configuracoes');
    await page.getByRole('tab', { name: 'Mesas' }).click();
    await page.getByRole('button', { name: 'Criar em Lote' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Número inicial').fill('29');
    await dialog.getByLabel('Número final').fill('20');
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await dialog.getByText('Número inicial deve ser menor que o final').waitFor();
    await dialog.getByLabel('Número inicial').fill('20');
    await dialog.getByLabel('Número final').fill('29');
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await page.getByText('10 mesa(s) criada(s)!').waitFor();
    await page.getByTestId('config-mesa-29').waitFor();
    await page.getByTestId('nav-mesas').click();
    for (const n of [20, 25, 29]) await page.getByTestId(`mesa-${n}`).waitFor();
  });

  it('the admin creates a GARCOM who then sees only his menu; CAIXA opens reports but not settings', async () => {
    const { page } = await e.newPage();
    await e.login(page, 'admin@demo.com.br');
    await page.goto('/configuracoes');
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await page.getByRole('button', { name: 'Novo Usuário' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('Pedro Garçom');
    await dialog.getByLabel('E-mail').fill('pedro@demo.com.br');
    await dialog.locator('input[type=password]').fill('pedro123');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('cell', { name: 'pedro@demo.com.br' }).waitFor();

    const { page: pedro } = await e.newPage({ width: 390, height: 844 });
    await e.login(pedro, 'pedro@demo.com.br', 'pedro123');
    await pedro.getByRole('button', { name: 'Abrir menu' }).click({ force: true });
    for (const item of ['mesas', 'cardapio', 'vendas']) await pedro.getByTestId(`nav-${item}`).waitFor();
    for (const item of ['relatorios', 'configuracoes']) expect(await pedro.getByTestId(`nav-${item}`).count()).toBe(0);
    await pedro.goto('/vendas');
    await pedro.getByText('Acesso Restrito').waitFor();
    await pedro.waitForURL((u) => u.pathname === '/', { timeout: 5000 });

    const { page: caixa } = await e.newPage();
    await e.login(caixa, 'caixa@demo.com.br');
    await caixa.goto('/relatorios');
    await caixa.getByText('Produtos Mais Vendidos').waitFor();
    await caixa.getByText('Nenhuma venda registrada no período selecionado').waitFor();
    await caixa.goto('/configuracoes');
    await caixa.getByText('Acesso Restrito').waitFor();
  });

  it('on a 390 px phone the sales badges read in full and every user shows its edit and delete buttons on screen', async () => {
    const { page } = await e.newPage(CELULAR);
    await e.login(page, 'gerente@demo.com.br');
    const mesas = (await apiOk(page, 'GET', '/api/mesas')) as { id: number; numero: number }[];
    const mesa = (n: number) => mesas.find((m) => m.numero === n)!.id;
    await apiOk(page, 'POST', '/api/vendas', { mesa_id: mesa(1), nome_cliente: 'Maria Aparecida dos Santos Oliveira' });
    const cancelada = await apiOk(page, 'POST', '/api/vendas', {
      mesa_id: mesa(2),
      nome_cliente: 'Fernanda Albuquerque',
    });
    await apiOk(page, 'PATCH', `/api/vendas/${cancelada.id}`, { situacao: 'C' });
    await page.goto('/vendas');
    await page.getByText('Lista de Vendas (2)').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/vendas-celular.png`, fullPage: true });
    expect(await caixaDe(page, 'venda-situacao')).toEqual([
      { texto: 'Cancelada', cortado: false, naTela: true },
      { texto: 'Aberta', cortado: false, naTela: true },
    ]);

    const { page: admin } = await e.newPage(CELULAR);
    await e.login(admin, 'admin@demo.com.br');
    await admin.goto('/configuracoes');
    await admin.getByRole('tab', { name: 'Usuários' }).click();
    const cards = admin.getByTestId('usuarios-cards');
    await cards.getByText('gerente@demo.com.br').waitFor();
    await admin.screenshot({ path: `${SCREENSHOTS}/usuarios-celular.png`, fullPage: true });
    const botoes = await cards.getByRole('button', { name: /^(Editar|Excluir) / }).evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.left >= 0 && r.right <= window.innerWidth;
      }),
    );
    expect(botoes.length).toBeGreaterThanOrEqual(10); // the five demo users, two buttons each
    expect(botoes.every(Boolean)).toBe(true);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(CELULAR.width);
  });

  it('the manager downloads the sales export', async () => {
    const { page } = await e.newPage();
    await e.login(page, 'gerente@demo.com.br');
    await page.goto('/vendas');
    await page.getByText(/Lista de Vendas \(\d+\)/).waitFor();
    await page.getByRole('button', { name: 'Exportar' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^vendas-\d{4}-\d\d-\d\d\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0]).toBe(
      'Comanda;Identificação;Cliente;Atendente;Situação;Abertura;Fechamento;Taxa de Serviço (R$);Desconto (R$);Total (R$)',
    );
  });
});
