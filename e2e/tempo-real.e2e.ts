import { describe, expect, it } from 'vitest';
import { useE2E } from './harness';

const e = useE2E();

/** Opens a tab on a table through the API of a logged-in page and returns the diner's link. */
async function abrirComanda(page: import('playwright-core').Page, numero: number) {
  return page.evaluate(async (numero) => {
    const h = { authorization: `Bearer ${localStorage.getItem('userToken')}`, 'content-type': 'application/json' };
    const mesas = await (await fetch('/api/mesas', { headers: h })).json();
    const mesa = mesas.find((m: { numero: number }) => m.numero === numero);
    await fetch('/api/vendas', { method: 'POST', headers: h, body: JSON.stringify({ mesa_id: mesa.id }) });
    const { url } = await (await fetch(`/api/mesa/${mesa.id}/qrcode`, { headers: h })).json();
    return { mesaId: mesa.id as number, url: url as string };
  }, numero);
}

describe('realtime between devices', () => {
  it('the diner sees items live, calls the waiter, and the closed tab ends the page', async () => {
    const { page: garcom } = await e.newPage();
    await e.login(garcom, 'garcom@demo.com.br');
    await garcom.getByTestId('conexao').and(garcom.locator('[data-estado="conectado"]')).waitFor();
    const { mesaId, url } = await abrirComanda(garcom, 6);

    const { page: diner } = await e.newPage({ width: 390, height: 844 });
    await diner.goto(new URL(url).pathname);
    await diner.getByText('Nenhum item foi pedido ainda').waitFor();
    expect(await diner.getByTestId('publico-mesa').textContent()).toBe('Mesa 06');

    // an item added on the waiter's order screen shows on the diner's page without reload
    await garcom.goto(`/mesa/${mesaId}/comanda`);
    await garcom.getByRole('button', { name: 'Adicionar Produto' }).click();
    await garcom.getByTestId('categoria-Cervejas').click();
    await garcom.getByTestId('produto-Chope 300 ml').click(); // a plain product: one tap adds it
    await diner.getByTestId('publico-item').getByText('1x Chope 300 ml').waitFor({ timeout: 1500 });
    expect(await diner.getByTestId('publico-total').textContent()).toBe('R$ 8,69'); // 7,90 + 10 % service charge

    // the diner calls the waiter: the map shows the icon at once
    await garcom.goto('/');
    await garcom.getByTestId('mesa-6').waitFor();
    // the map draws from its early requests before its socket is in: the call is timed from a connected map
    await garcom.locator('[data-testid="conexao"][data-estado="conectado"]').waitFor({ state: 'attached' });
    await diner.getByRole('button', { name: 'Chamar Garçom' }).click();
    await diner.getByText('Garçom Chamado', { exact: true }).waitFor();
    await diner.getByText(/Garçom notificado às \d\d:\d\d/).waitFor();
    await garcom.getByTestId('mesa-6').getByTestId('chamada-garcom').waitFor({ timeout: 1500 });
    await garcom.getByTestId('mesa-6').getByTestId('chamada-garcom').click();
    await garcom.getByTestId('mesa-6').getByTestId('chamada-garcom').waitFor({ state: 'detached' });
    expect(new URL(garcom.url()).pathname).toBe('/');

    // closing the tab turns the diner's page into the thank-you state
    const { page: caixa } = await e.newPage();
    await e.login(caixa, 'caixa@demo.com.br');
    await caixa.goto(`/mesa/${mesaId}/comanda`);
    await caixa.getByRole('button', { name: 'Finalizar Conta' }).click();
    await caixa
      .getByRole('dialog')
      .getByRole('button', { name: /^Registrar dinheiro/ })
      .click();
    await caixa.getByRole('dialog').getByRole('button', { name: 'Fechar Conta', exact: true }).click();
    await diner.getByText('Conta encerrada — obrigado pela visita!').waitFor({ timeout: 2000 });
  });

  it('with the socket cut, the map still converges by polling', async () => {
    const { context, page } = await e.newPage();
    // no WebSocket and no long-polling transport: only the REST fallback is left
    await context.routeWebSocket(/socket\.io/, (ws) => ws.close());
    await context.route('**/socket.io/**', (r) => r.abort());
    await e.login(page, 'garcom@demo.com.br');
    await page.locator('[data-testid="conexao"]:not([data-estado="conectado"])').getByText('Reconectando').waitFor();
    await page.locator('[data-testid="mesa-8"][data-situacao="L"]').waitFor();

    const { page: gerente } = await e.newPage();
    await e.login(gerente, 'gerente@demo.com.br');
    await abrirComanda(gerente, 8);
    await page.locator('[data-testid="mesa-8"][data-situacao="O"]').waitFor({ timeout: 8000 });
  });
});
