import { describe, expect, it } from 'vitest';
import type { WebSocketRoute } from 'playwright-core';
import { useE2E } from './harness';

// Access tokens of a minute, and the server's clock moved past that (a test-only route) instead of waiting: the test
// sees several of them expire while the screen is in use, and none expires by itself on a slow machine.
const VIDA_MS = 60_000;
const e = useE2E({ env: () => ({ JWT_ACCESS_EXPIRES_IN: `${VIDA_MS / 1000}s` }) });

/** Moves the server's clock (the one token expiry is checked against) past an access token's lifetime. */
async function passarDaValidade(): Promise<void> {
  const res = await fetch(`${e.baseUrl}/api/teste/relogio`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ avancar_ms: VIDA_MS + 1000 }),
  });
  if (!res.ok) throw new Error(`relógio: ${res.status} ${await res.text()}`);
}

describe('sliding session on a screen left open', () => {
  it('the kitchen screen keeps working across expired access tokens and a reconnect, never thrown to /login', async () => {
    const abertos: WebSocketRoute[] = [];
    const { context, page } = await e.newPage({ width: 1366, height: 768 });
    await context.routeWebSocket(/socket\.io/, (ws) => {
      ws.connectToServer();
      abertos.push(ws);
    });
    await page.goto('/login');
    await page.getByLabel('Usuário').fill('cozinha@demo.com.br');
    await page.getByLabel('Senha', { exact: true }).fill('demo123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/cozinha');
    const primeiro = await page.evaluate(() => localStorage.getItem('userToken'));

    // a waiter sends an order (straight to the API) while the cook's token has long expired
    await passarDaValidade();
    const entrada = await fetch(`${e.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: 'garcom@demo.com.br', senha: 'demo123' }),
    });
    const { token } = (await entrada.json()) as { token: string };
    const garcom = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${e.baseUrl}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const mesa = (await garcom<{ id: number; numero: number }[]>('GET', '/api/mesas')).find((m) => m.numero === 9)!;
    const venda = await garcom<{ id: number }>('POST', '/api/vendas', { mesa_id: mesa.id });
    const isca = (await garcom<{ id: number; nome: string }[]>('GET', '/api/produtos')).find(
      (p) => p.nome === 'Isca de Frango',
    )!;
    await garcom('POST', `/api/vendas/${venda.id}/itens`, { produto_id: isca.id, quantidade: 1 });
    const ticket = page.locator('[data-testid="ticket"][data-mesa="9"]');
    await ticket.waitFor();

    // the cook taps: the call is refused (expired), the token is renewed silently and the tap goes through
    await ticket.getByTestId('ticket-item').click();
    await ticket.locator('[data-status="em_preparo"]').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).not.toBe(primeiro);

    // the connection drops after the token expired again: the socket's handshake is refused, renewed, and rejoins
    await passarDaValidade();
    abertos.splice(0).forEach((ws) => void ws.close());
    await page.locator('[data-testid="conexao"][data-estado="reconectando"]').waitFor();
    await page.locator('[data-testid="conexao"][data-estado="conectado"]').waitFor({ timeout: 15_000 });
    await ticket.getByRole('button', { name: 'Marcar pedido da Mesa 09 como pronto' }).click();
    await page.getByTestId('prontos').getByText('1x Isca de Frango').waitFor();
    expect(new URL(page.url()).pathname).toBe('/cozinha');
  });
});
