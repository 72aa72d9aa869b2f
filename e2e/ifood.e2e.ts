import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { IfoodFalso } from '../server/test/ifood-falso';
import { CELULAR, SCREENSHOTS, apiOk, useE2E } from './harness';

// iFood in the browser (issue 39): the app runs with IFOOD_API_URL at a local fake of iFood's Merchant API started
// here, before the app (the server reads its environment at start), polling every 300 ms.
const falso = new IfoodFalso();
beforeAll(async () => {
  await falso.ligar();
});
afterAll(() => falso.desligar());

const e = useE2E({
  env: () => ({
    IFOOD_API_URL: falso.url,
    IFOOD_CLIENT_ID: falso.clientId,
    IFOOD_CLIENT_SECRET: falso.clientSecret,
    IFOOD_POLL_MS: '300',
  }),
});

function pedido(nome: string) {
  return {
    id: randomUUID(),
    displayId: '7351',
    orderType: 'DELIVERY',
    orderTiming: 'IMMEDIATE',
    createdAt: new Date().toISOString(),
    customer: { name: 'Joana Prado', phone: { number: '11912345678' } },
    items: [
      { index: 1, name: nome, externalCode: 'SEM-CODIGO', quantity: 1, unitPrice: 42, totalPrice: 42, options: [] },
    ],
    total: { subTotal: 42, deliveryFee: 6, benefits: 0, orderAmount: 48 },
    payments: {
      prepaid: 0,
      pending: 48,
      methods: [{ value: 48, method: 'CASH', type: 'OFFLINE', prepaid: false, cash: { changeFor: 100 } }],
    },
    delivery: {
      deliveredBy: 'MERCHANT',
      deliveryAddress: {
        streetName: 'Rua Augusta',
        streetNumber: '500',
        neighborhood: 'Consolação',
        city: 'São Paulo',
      },
    },
  };
}

/** A page's screen loaded and its socket live (an event before that would be missed by the page, not by the server). */
async function aoVivo(page: Page, testId: string) {
  await page.getByTestId(testId).waitFor();
  await page.locator('[data-testid="conexao"][data-estado="conectado"]').waitFor({ state: 'attached' });
}

/** The store linked through the API (tests run shuffled: each makes sure of what it needs). */
async function vinculada(admin: Page) {
  const cfg = await apiOk(admin, 'GET', '/api/integracoes/ifood');
  if (cfg.conectado) return;
  const { userCode } = await apiOk(admin, 'POST', '/api/integracoes/ifood/codigo', {});
  await apiOk(admin, 'POST', '/api/integracoes/ifood/autorizar', { authorizationCode: falso.autorizar(userCode) });
}

describe('iFood', () => {
  it("the owner links the store on Configurações › Integrações; an iFood order shows on 'Entregas' and the kitchen within 2 s of the poll that brought it", async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const { page: admin } = await e.newPage({ width: 1920, height: 1080 });
    await e.login(admin, 'admin@demo.com.br');
    // from an unlinked store (another test may have linked it)
    await apiOk(admin, 'DELETE', '/api/integracoes/ifood', {});
    await admin.goto('/configuracoes?aba=integracoes');
    const aba = admin.getByTestId('ifood-tab');
    await aba.getByRole('button', { name: 'Vincular loja do iFood' }).click();
    const userCode = (await aba.getByTestId('ifood-user-code').textContent())!.trim();
    await aba.getByLabel('Código de autorização').fill(falso.autorizar(userCode));
    await aba.getByRole('button', { name: 'Vincular', exact: true }).click();
    await aba.getByText('Conectado').waitFor();
    await aba.getByText('Pizzaria Teste').waitFor();
    await admin.screenshot({ path: `${SCREENSHOTS}/ifood-integracao-1920.png` });
    const { page: celular } = await e.newPage(CELULAR);
    await e.login(celular, 'admin@demo.com.br');
    await celular.goto('/configuracoes?aba=integracoes');
    await celular.getByTestId('ifood-tab').getByText('Conectado').waitFor();
    await celular.screenshot({ path: `${SCREENSHOTS}/ifood-integracao-390.png`, fullPage: true });

    const { page: caixa } = await e.newPage({ width: 1920, height: 1080 });
    await e.login(caixa, 'caixa@demo.com.br');
    await caixa.goto('/entregas');
    await aoVivo(caixa, 'tela-entregas');
    const { page: cozinha } = await e.newPage({ width: 1920, height: 1080 });
    await e.login(cozinha, 'cozinha@demo.com.br');
    await cozinha.goto('/cozinha');
    await aoVivo(cozinha, 'tela-cozinha');

    const nome = `Pizza do iFood ${randomUUID().slice(0, 4)}`;
    const { id, evento } = falso.novoPedido(pedido(nome));
    await expect.poll(() => falso.entreguesEm.get(evento.id), { timeout: 5_000 }).toBeTruthy();
    const resta = () => Math.max(1, 2_000 - (Date.now() - falso.entreguesEm.get(evento.id)!));
    await Promise.all([
      caixa.getByText('iFood #7351').waitFor({ timeout: resta() }),
      cozinha.getByTestId('ticket-item').filter({ hasText: nome }).first().waitFor({ timeout: resta() }),
    ]);
    await caixa.screenshot({ path: `${SCREENSHOTS}/ifood-entregas-1920.png` });
    await cozinha.screenshot({ path: `${SCREENSHOTS}/ifood-cozinha-1920.png` });
    // accepted automatically: iFood got /confirm
    await expect.poll(() => falso.acoesDe(id), { timeout: 5_000 }).toContain('confirm');
    const cfg = await apiOk(admin, 'GET', '/api/integracoes/ifood');
    expect(cfg.sem_vinculo.map((i: { nome: string }) => i.nome)).toContain(nome);
  });

  it("an item that matched no product is linked with 'Vincular a um produto': the product takes iFood's code", async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const { page: admin } = await e.newPage(CELULAR);
    await e.login(admin, 'admin@demo.com.br');
    await vinculada(admin);
    const codigo = `VINC-${randomUUID().slice(0, 6)}`;
    const nome = `Suco misterioso ${codigo}`;
    const p = pedido(nome);
    falso.novoPedido({ ...p, displayId: '6120', items: [{ ...p.items[0]!, externalCode: codigo }] });
    const semVinculo = async () =>
      (await apiOk(admin, 'GET', '/api/integracoes/ifood')).sem_vinculo.filter(
        (i: { codigo: string | null }) => i.codigo === codigo,
      ).length;
    await expect.poll(semVinculo, { timeout: 10_000 }).toBe(1);

    await admin.goto('/configuracoes?aba=integracoes');
    const linha = admin.getByTestId('ifood-sem-vinculo').filter({ hasText: codigo });
    await linha.getByRole('button', { name: 'Vincular a um produto' }).click();
    await linha.getByLabel(`Produto para ${nome}`).click();
    await admin.getByRole('option', { name: 'Suco Natural' }).click();
    await admin.screenshot({ path: `${SCREENSHOTS}/ifood-vincular-390.png`, fullPage: true });
    await linha.getByRole('button', { name: 'Vincular', exact: true }).click();
    await admin.getByText(`${nome} vinculado ao produto`).waitFor();
    await linha.waitFor({ state: 'detached' });
    expect(await semVinculo()).toBe(0);
    const produtos = await apiOk(admin, 'GET', '/api/produtos');
    expect(produtos.find((x: { nome: string }) => x.nome === 'Suco Natural').codigo).toBe(codigo);
  });

  it("with manual acceptance the staff see the order with 'Aceitar' and 'Recusar'; Aceitar confirms it in iFood", async () => {
    const { page: admin } = await e.newPage();
    await e.login(admin, 'admin@demo.com.br');
    await vinculada(admin);
    await apiOk(admin, 'PATCH', '/api/integracoes/ifood', { aceite: 'manual' });
    try {
      const { page: caixa } = await e.newPage(CELULAR);
      await e.login(caixa, 'caixa@demo.com.br');
      await caixa.goto('/entregas');
      await aoVivo(caixa, 'tela-entregas');
      const p = { ...pedido(`Lasanha ${randomUUID().slice(0, 4)}`), displayId: '9120' };
      falso.novoPedido(p);
      const alerta = caixa.getByTestId('alerta').filter({ hasText: 'Novo pedido iFood #9120' });
      await alerta.waitFor({ timeout: 5_000 });
      await caixa.getByTestId('tela-entregas').getByText('iFood #9120').waitFor();
      await caixa.screenshot({ path: `${SCREENSHOTS}/ifood-aceite-manual-390.png` });
      expect(falso.acoesDe(p.id)).not.toContain('confirm');
      await alerta.getByRole('button', { name: 'Aceitar' }).click();
      await alerta.waitFor({ state: 'detached' });
      await expect.poll(() => falso.acoesDe(p.id), { timeout: 5_000 }).toContain('confirm');
    } finally {
      await apiOk(admin, 'PATCH', '/api/integracoes/ifood', { aceite: 'automatico' });
    }
  });

  it("the restaurant cancels an iFood order with one of iFood's reasons; the card leaves when iFood cancels it", async () => {
    const { page: admin } = await e.newPage();
    await e.login(admin, 'admin@demo.com.br');
    await vinculada(admin);
    const { page: caixa } = await e.newPage(CELULAR);
    await e.login(caixa, 'caixa@demo.com.br');
    await caixa.goto('/entregas');
    await aoVivo(caixa, 'tela-entregas');
    const p = { ...pedido(`Risoto ${randomUUID().slice(0, 4)}`), displayId: '5510' };
    falso.novoPedido(p);
    const tela = caixa.getByTestId('tela-entregas');
    const card = tela.locator('[data-testid^="entrega-"]').filter({ hasText: 'iFood #5510' });
    await card.waitFor({ timeout: 10_000 });
    await card.getByRole('button', { name: 'Cancelar no iFood' }).click();
    const dialogo = caixa.getByRole('dialog', { name: 'Cancelar o pedido iFood #5510' });
    await dialogo.getByLabel('Motivo').click();
    await caixa.getByRole('option', { name: 'Problemas de sistema' }).click();
    await caixa.screenshot({ path: `${SCREENSHOTS}/ifood-cancelar-390.png` });
    await dialogo.getByRole('button', { name: 'Pedir cancelamento' }).click();
    await expect.poll(() => falso.acoesDe(p.id), { timeout: 5_000 }).toContain('requestCancellation');
    await card.waitFor({ state: 'detached', timeout: 5_000 });
  });
});
