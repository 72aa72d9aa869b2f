import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CELULAR, SCREENSHOTS, chamarApi, useE2E } from './harness';

const e = useE2E();
mkdirSync(SCREENSHOTS, { recursive: true });

const itensDaMesa = async (page: Page, numero: number) => {
  const mesas = (await chamarApi(page, 'GET', '/api/mesas')).json as { id: number; numero: number }[];
  const venda = (await chamarApi(page, 'GET', `/api/vendas/mesa/${mesas.find((m) => m.numero === numero)!.id}`))
    .json as {
    id: number;
  };
  return (await chamarApi(page, 'GET', `/api/vendas/${venda.id}/itens`)).json as {
    produto_nome: string;
    quantidade: number;
  }[];
};

describe("the waiter's phone", () => {
  it('orders in few taps: plain item ≤ 3, half-and-half pizza with crust ≤ 6, each further plain item ≤ 2', async () => {
    const { page } = await e.newPage(CELULAR);
    await e.login(page, 'garcom@demo.com.br');
    let toques = 0;
    const tocar = async (l: Locator) => {
      toques++;
      await l.click();
    };
    const contar = async (f: () => Promise<void>) => {
      toques = 0;
      await f();
      return toques;
    };
    // the tab is already open (opening it is not part of the count)
    await page.getByTestId('mesa-8').click();
    await page.getByRole('button', { name: 'Abrir Comanda' }).click();
    await page.getByTestId('picker-busca').waitFor();
    await page.keyboard.press('Escape');
    await page.goto('/');

    const simples = await contar(async () => {
      await tocar(page.getByTestId('mesa-8'));
      await tocar(page.getByRole('button', { name: 'Adicionar Produto' }));
      await page.getByTestId('picker-busca').pressSequentially('agua'); // the search box has the focus: typing is no tap
      await tocar(page.getByTestId('produto-Água Mineral'));
      await page.getByTestId('picker-contador').getByText('1 item adicionado').waitFor();
    });
    const seguinte = await contar(async () => {
      await tocar(page.getByTestId('picker-busca'));
      await page.getByTestId('picker-busca').fill('acai');
      await tocar(page.getByTestId('produto-Açaí 300 ml'));
      await page.getByTestId('picker-contador').getByText('2 itens adicionados').waitFor();
    });
    await page.getByRole('button', { name: 'Concluir' }).click();
    await page.goto('/');
    const pizza = await contar(async () => {
      await tocar(page.getByTestId('mesa-8'));
      await tocar(page.getByRole('button', { name: 'Adicionar Produto' }));
      await page.getByTestId('picker-busca').pressSequentially('pizza grande');
      await tocar(page.getByTestId('produto-Pizza Grande'));
      await tocar(page.getByTestId('adicional-Catupiry'));
      await tocar(page.getByTestId('sabor-Calabresa'));
      await tocar(page.getByTestId('sabor-Portuguesa'));
      await page.getByTestId('picker-contador').getByText('1 item adicionado').waitFor();
    });
    expect({ simples, pizza, seguinte }).toEqual({ simples: 3, pizza: 6, seguinte: 2 });
    const itens = await itensDaMesa(page, 8);
    expect(itens.map((i) => `${i.quantidade}x ${i.produto_nome}`).sort()).toEqual([
      '1x Açaí 300 ml',
      '1x Pizza Grande',
      '1x Água Mineral',
    ]);

    // the waiter's most-ordered row is there on the next open, and 'Desfazer' removes a one-tap add
    await page.getByRole('button', { name: 'Concluir' }).click();
    await page.getByRole('button', { name: 'Adicionar Produto' }).click();
    await page.getByTestId('mais-pedidos').waitFor();
    await page.getByTestId('frequente-Água Mineral').click();
    // the undo of this add's own toast (the pizza's toast may still be on its way out)
    await page.getByRole('alert').filter({ hasText: '1x Água Mineral' }).getByTestId('desfazer').click();
    await expect.poll(async () => (await itensDaMesa(page, 8)).length).toBe(3);
    await page.getByTestId('picker-busca').fill('acai');
    await page.screenshot({ path: `${SCREENSHOTS}/picker-busca-phone.png` });
  });

  it('offline: three items wait on the phone as pendente, survive a reload, and reach the server exactly once when it is back', async () => {
    const { context, page } = await e.newPage(CELULAR);
    await e.login(page, 'garcom@demo.com.br');
    await page.locator('[data-testid="conexao"][data-estado="conectado"]').waitFor({ state: 'attached' });
    // a first visit creates no offline database only to read it empty (a long task on the map's first load)
    const bancos = () => page.evaluate(async () => (await indexedDB.databases()).map((b) => b.name));
    expect(await bancos()).not.toContain('comanda-viva');
    await page.getByTestId('mesa-9').click();
    await page.getByRole('button', { name: 'Abrir Comanda' }).click();
    await page.getByTestId('produto-Água Mineral').or(page.getByTestId('categoria-Bebidas')).first().waitFor();
    await page.keyboard.press('Escape');

    // the service worker holds the app shell before the network goes
    await page.waitForFunction(
      async () => !!navigator.serviceWorker.controller && (await (await caches.open('cv-shell-v1')).keys()).length > 5,
    );
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Adicionar Produto' }).click();
    await page.getByTestId('picker-busca').fill('agua');
    for (let i = 0; i < 3; i++) {
      await page.getByTestId('produto-Água Mineral').click();
      // its extras were never read on this phone: the product opens, and the add waits in the queue
      const adicionar = page.getByRole('button', { name: 'Adicionar ao Pedido' });
      const contador = page
        .getByTestId('picker-contador')
        .getByText(`${i + 1} ${i ? 'itens adicionados' : 'item adicionado'}`);
      await adicionar.or(contador).first().waitFor();
      if (await adicionar.isVisible()) await adicionar.click();
      await contador.waitFor();
    }
    await page.getByRole('button', { name: 'Concluir' }).click();
    expect(await page.getByTestId('item-pendente').count()).toBe(3);
    await page.getByTestId('item-pendente').first().getByText('pendente').waitFor();
    await page.getByTestId('sem-conexao').waitFor();
    expect(await page.getByText('Failed to fetch').count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/offline-phone.png` });

    // a reload while still offline: the shell comes from the service worker, the queue from IndexedDB
    await page.reload();
    await page.getByText('Sem conexão com o servidor').first().waitFor();
    await expect.poll(() => page.getByTestId('item-pendente').count()).toBe(3);
    expect(await page.getByText('Mesa não encontrada').count()).toBe(0);

    await context.setOffline(false);
    await page.getByTestId('item-pendente').first().waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByText('Itens do Pedido (3)').waitFor();
    await page.waitForTimeout(2000); // a late duplicate replay would show up here
    const itens = await itensDaMesa(page, 9);
    expect(itens.map((i) => `${i.quantidade}x ${i.produto_nome}`)).toEqual([
      '1x Água Mineral',
      '1x Água Mineral',
      '1x Água Mineral',
    ]);
    await page.getByTestId('sem-conexao').waitFor({ state: 'detached' });
  });

  it('a waiter call arriving while the waiter is on a tab screen shows a banner with the table and vibrates; F8 focuses it', async () => {
    const { page } = await e.newPage(CELULAR);
    await page.addInitScript(() => {
      (window as unknown as { vibracoes: unknown[] }).vibracoes = [];
      navigator.vibrate = (p: VibratePattern) => (
        (window as unknown as { vibracoes: unknown[] }).vibracoes.push(p),
        true
      );
    });
    await e.login(page, 'garcom@demo.com.br');
    await page.locator('[data-testid="conexao"][data-estado="conectado"]').waitFor({ state: 'attached' });
    const mesas = (await chamarApi(page, 'GET', '/api/mesas')).json as { id: number; numero: number }[];
    const [dez, onze] = [mesas.find((m) => m.numero === 10)!, mesas.find((m) => m.numero === 11)!];
    expect((await chamarApi(page, 'POST', '/api/vendas', { mesa_id: onze.id })).status).toBe(201);
    const { url } = (await chamarApi(page, 'GET', `/api/mesa/${onze.id}/qrcode`)).json as { url: string };
    await page.getByTestId('mesa-10').click();
    await page.getByText('Status da Comanda').waitFor();
    await page.getByText('Status da Comanda').click(); // the first tap unlocks the chime

    const token = new URL(url).pathname.split('/').pop();
    const chamada = await page.evaluate(
      async (t) =>
        (
          await fetch(`/api/public/chamar-garcom/${t}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          })
        ).status,
      token,
    );
    expect(chamada).toBeLessThan(300);
    const banner = page.getByTestId('alerta').filter({ hasText: 'Mesa 11 chamou o garçom' });
    await banner.waitFor({ timeout: 2000 });
    expect(await page.evaluate(() => (window as unknown as { vibracoes: unknown[] }).vibracoes.length)).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/alerta-chamado-phone.png` });
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Notificações');
    await banner.getByRole('button', { name: 'Ver mesa' }).click();
    await page.waitForURL((u) => u.pathname === `/mesa/${onze.id}/comanda`);
    expect(dez.id).not.toBe(onze.id);
  });
});
