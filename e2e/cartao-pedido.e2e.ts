import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CELULAR, SCREENSHOTS, apiOk, useE2E } from './harness';

/**
 * Issue 37 with issue 22's rules: the diner on a numbered card orders from `/c/:codigo` exactly as at a table; the
 * waiter (390 px phone) gets the 'Cartão 957' alert, approves on the card's screen, and the diner sees it live; the
 * diner's 'Chamar Garçom' reaches the waiter as 'Cartão 957 chamou o garçom'.
 */
const e = useE2E();
mkdirSync(SCREENSHOTS, { recursive: true });
const TOQUE = { hasTouch: true, isMobile: true };
const AO_VIVO = { timeout: 5000 };
const NUMERO = 957;

const parada = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
async function foto(page: Page, nome: string) {
  await parada(page);
  await page.screenshot({ path: `${SCREENSHOTS}/cartao-pedido-${nome}.png`, fullPage: true });
}

describe('a diner orders to a numbered card', () => {
  it('orders from /c/:codigo, the waiter sees "Cartão 957" and approves, the diner follows it live', async () => {
    const { page: garcom } = await e.newPage(CELULAR, TOQUE);
    await e.login(garcom, 'garcom@demo.com.br');
    await apiOk(garcom, 'POST', '/api/vendas', { tipo: 'cartao', cartao: NUMERO }).catch(async () => {
      // the demo may not have this card yet: the manager creates it, then the waiter opens it
      const { page: gerente } = await e.newPage();
      await e.login(gerente, 'gerente@demo.com.br');
      await apiOk(gerente, 'POST', '/api/cartoes/lote', { inicio: NUMERO, fim: NUMERO });
      await apiOk(garcom, 'POST', '/api/vendas', { tipo: 'cartao', cartao: NUMERO });
    });
    const { codigo } = await apiOk(garcom, 'GET', `/api/cartoes/${NUMERO}`);
    await garcom.goto('/');

    const { page: cliente } = await e.newPage(CELULAR, TOQUE);
    cliente.setDefaultNavigationTimeout(30_000);
    await cliente.goto(`/c/${codigo}`);
    await cliente.getByTestId('categoria-Cervejas').waitFor({ timeout: 30_000 });
    await cliente.getByTestId('quem-pede').getByRole('button', { name: 'Informar nome' }).tap();
    await cliente.getByLabel('Como podemos chamar você?').fill('Ana');
    await cliente.getByRole('button', { name: 'Continuar' }).tap();
    await cliente.getByTestId('categoria-Cervejas').tap();
    await cliente
      .getByTestId('produto-Chope 300 ml')
      .getByRole('button', { name: /^Adicionar/ })
      .tap();
    await cliente.getByTestId('carrinho-barra').tap();
    await cliente.getByTestId('carrinho').getByRole('button', { name: 'Enviar pedido' }).tap();
    await cliente.getByTestId('carrinho').waitFor({ state: 'detached' });
    const situacoes = cliente.getByTestId('pedido-item').getByTestId('pedido-situacao');
    await situacoes.getByText('Aguardando garçom').waitFor();
    await foto(cliente, 'cliente-390');

    // the waiter's phone: the banner names the card, and 'Ver cartão' leads to its tab with the order to approve
    const alerta = garcom.getByTestId('alerta').filter({ hasText: `Cartão ${NUMERO}: pedido de Ana para aprovar` });
    await alerta.waitFor(AO_VIVO);
    await alerta.getByRole('button', { name: 'Ver cartão' }).tap();
    await garcom.getByTestId('page-cartao').waitFor();
    const bloco = garcom.getByTestId('pedidos-cliente');
    expect(await bloco.getByTestId('pedido-cliente').first().textContent()).toContain('Chope 300 ml');
    await foto(garcom, 'garcom-390');
    await bloco.getByRole('button', { name: 'Aprovar pedido' }).tap();
    await situacoes.getByText('Enviado', { exact: true }).waitFor(AO_VIVO);
    await cliente.getByTestId('publico-item').getByText('1x Chope 300 ml').waitFor(AO_VIVO);

    // 'Chamar Garçom' from the card's page
    await cliente.getByRole('button', { name: 'Chamar Garçom' }).tap();
    await cliente.getByText('Garçom Chamado', { exact: true }).waitFor();
    await garcom
      .getByTestId('alerta')
      .filter({ hasText: `Cartão ${NUMERO} chamou o garçom` })
      .waitFor(AO_VIVO);
  }, 300_000);
});
