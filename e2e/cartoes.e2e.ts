import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import QRCode from 'qrcode';
import { chromium, type Page } from 'playwright-core';
import { formatBRL } from '@comanda/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { opcoesChromium } from './chromium';
import { CELULAR, SCREENSHOTS, apiOk, useE2E } from './harness';

/**
 * Issue 37, a bar with numbered comanda cards: the manager creates the cards and the minimum spend in Configurações;
 * the waiter's phone opens card 12 by typing its number and adds items; the diner opens the card's QR page and sees
 * them live; the cashier checks the way out, takes payment below the minimum spend (the 'Consumação mínima' line) and
 * the card is 'Liberado'. Then a phone's camera (Chromium's fake capture, fed a frame drawn from the card's QR) reads
 * a card and lands on its tab. axe checks the new screens; screenshots at 390 px and 1920×1080.
 */
const e = useE2E();
mkdirSync(SCREENSHOTS, { recursive: true });
const TOQUE = { hasTouch: true, isMobile: true };
const FULL_HD = { width: 1920, height: 1080 };
const SHOTS = process.env.CARTOES_SHOTS ?? SCREENSHOTS;
mkdirSync(SHOTS, { recursive: true });

const transicoesTerminadas = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );

/** axe-core with the WCAG 2.1 A/AA rules, as e2e/acessibilidade.e2e.ts runs it. */
async function violacoes(page: Page, tela: string): Promise<string[]> {
  await transicoesTerminadas(page);
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return r.violations.map(
    (v) => `${tela}: ${v.id} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`,
  );
}

const foto = (page: Page, nome: string) => page.screenshot({ path: path.join(SHOTS, nome), fullPage: true });

/** The manager's desktop: Configurações › Cartões creates cards 1–20 and sets the minimum spend (R$ 100,00). */
async function prepararCartoes(achados: string[]) {
  const { page: admin } = await e.newPage(FULL_HD);
  await e.login(admin, 'admin@demo.com.br');
  await admin.goto('/configuracoes?aba=cartoes');
  await admin.getByTestId('aba-cartoes').waitFor();
  await admin.getByLabel('Início').fill('1');
  await admin.getByLabel('Fim').fill('20');
  await admin.getByRole('button', { name: 'Criar cartões' }).click();
  await admin.getByText('20 cartões novos').waitFor();
  await admin.getByTestId('cartao-20').waitFor();
  await admin.getByLabel('Consumação mínima').fill('100');
  await admin.getByRole('button', { name: 'Salvar regras' }).click();
  await admin.getByText('Regras dos cartões salvas!').waitFor();
  expect((await apiOk(admin, 'GET', '/api/empresa')).consumacao_minima).toBe(100);
  // a lost card: blocked from the list
  await admin.getByRole('button', { name: 'Bloquear cartão 019' }).click();
  await admin.getByTestId('cartao-19').getByText('Bloqueado').waitFor();
  achados.push(...(await violacoes(admin, 'configuracoes-cartoes 1920')));
  await foto(admin, 'cartoes-configuracoes-1920.png');
  return admin;
}

/** The waiter's phone: types 12, lands on the card's tab with the picker up, adds two desserts and a water. */
async function garcomAbreCartao12(achados: string[]) {
  const { page: garcom } = await e.newPage(CELULAR, TOQUE);
  await e.login(garcom, 'garcom@demo.com.br');
  await garcom.goto('/cartoes');
  await garcom.getByTestId('tela-cartoes').waitFor();
  achados.push(...(await violacoes(garcom, 'cartoes 390')));
  await foto(garcom, 'cartoes-390.png');
  await garcom.getByLabel('Número do cartão').fill('12');
  await garcom.getByRole('button', { name: 'Abrir', exact: true }).click();
  await garcom.waitForURL((u) => u.pathname === '/cartoes/12');
  await garcom.getByTestId('picker-busca').waitFor();
  await garcom.getByTestId('categoria-Sobremesas').click();
  await garcom.getByTestId('produto-Pudim de Leite').click();
  await garcom.getByTestId('produto-Pudim de Leite').click();
  await garcom.getByRole('button', { name: 'Concluir' }).click();
  await garcom.getByTestId('picker-busca').waitFor({ state: 'detached' });
  await expect.poll(() => garcom.getByTestId('item-pedido').count()).toBeGreaterThan(0);
  return garcom;
}

describe('a bar with numbered comanda cards', () => {
  it('the waiter opens card 12 by its number, the diner follows it live, the cashier closes below the minimum spend', async () => {
    const achados: string[] = [];
    const admin = await prepararCartoes(achados);
    const garcom = await garcomAbreCartao12(achados);
    const venda = await apiOk(garcom, 'GET', '/api/vendas/cartao/12');
    expect(venda).toMatchObject({ tipo: 'cartao', numero: 12, situacao: 'A', subtotal: 25.8 });
    await expect.poll(() => garcom.getByTestId('comanda-total').textContent()).toContain('R$');
    await foto(garcom, 'cartao-comanda-390.png');
    achados.push(...(await violacoes(garcom, 'cartao-comanda 390')));

    // the diner scans the card's QR: the same tab page as a table's, with the minimum spend as its own line
    const cartoes = (await apiOk(admin, 'GET', '/api/cartoes')) as { numero: number; codigo: string }[];
    const { codigo } = cartoes.find((c) => c.numero === 12)!;
    const { page: cliente } = await e.newPage(CELULAR, TOQUE);
    await cliente.goto(`/c/${codigo}`);
    await expect.poll(() => cliente.getByTestId('publico-mesa').textContent()).toBe('Cartão 012');
    await expect.poll(() => cliente.getByTestId('publico-subtotal').textContent()).toBe('R$ 25,80');
    await expect.poll(() => cliente.getByTestId('publico-consumacao-minima').textContent()).toBe('R$ 74,20');
    // live: the waiter adds a water; the diner's bill follows without a reload
    await garcom.getByRole('button', { name: 'Adicionar Produto' }).click();
    await garcom.getByTestId('picker-busca').fill('Água Mineral');
    await garcom.getByTestId('produto-Água Mineral').click();
    await garcom.getByRole('button', { name: 'Concluir' }).click();
    await expect.poll(async () => (await apiOk(garcom, 'GET', '/api/vendas/cartao/12')).subtotal).toBeGreaterThan(25.8);
    const aberta = await apiOk(garcom, 'GET', '/api/vendas/cartao/12');
    expect(aberta.consumacao_minima).toBeCloseTo(100 - aberta.subtotal, 2);
    await expect.poll(() => cliente.getByTestId('publico-subtotal').textContent()).toBe(formatBRL(aberta.subtotal));
    await expect
      .poll(() => cliente.getByTestId('publico-consumacao-minima').textContent())
      .toBe(formatBRL(aberta.consumacao_minima));
    await foto(cliente, 'cartao-cliente-390.png');
    achados.push(...(await violacoes(cliente, 'cartao-cliente 390')));
    // a blocked (lost) card opens nothing
    await garcom.goto('/cartoes');
    await garcom.getByLabel('Número do cartão').fill('19');
    await garcom.getByRole('button', { name: 'Abrir', exact: true }).click();
    await garcom.getByTestId('cartao-sem-comanda').getByText('Cartão bloqueado').waitFor();
    const guessed = await e.newPage(CELULAR, TOQUE);
    await guessed.page.goto('/c/12');
    await guessed.page.getByText('Cartão não encontrado').waitFor();

    // the cashier's way out: card 12 owes the bill with the minimum spend; 'Receber' opens the payment dialog
    const { page: caixa } = await e.newPage(CELULAR, TOQUE);
    await e.login(caixa, 'caixa@demo.com.br');
    await caixa.goto('/cartoes');
    await caixa.getByLabel('Número do cartão').fill('12');
    await caixa.getByRole('button', { name: 'Consultar' }).click();
    const saida = caixa.getByTestId('saida-cartao');
    await expect.poll(() => saida.getAttribute('data-situacao')).toBe('a-pagar');
    expect(await caixa.getByTestId('saida-resultado').textContent()).toBe(formatBRL(aberta.restante));
    await foto(caixa, 'cartoes-saida-a-pagar-390.png');
    achados.push(...(await violacoes(caixa, 'cartoes-saida 390')));
    await saida.getByRole('button', { name: 'Receber' }).click();
    await caixa.waitForURL((u) => u.pathname === '/cartoes/12');
    await caixa.getByTestId('painel-pagamento').waitFor();
    expect(await caixa.getByTestId('pg-consumacao-minima').textContent()).toBe(formatBRL(aberta.consumacao_minima));
    await caixa.getByRole('button', { name: `Registrar dinheiro ${formatBRL(aberta.restante)}` }).click();
    await caixa.getByRole('button', { name: 'Fechar Conta' }).click();
    await caixa.getByText('Conta fechada com sucesso!').waitFor();
    await caixa.waitForURL((u) => u.pathname === '/cartoes');

    // the diner's page ends the tab; the card is 'Liberado' and free again
    await cliente.getByTestId('conta-encerrada').waitFor();
    await caixa.getByLabel('Número do cartão').fill('12');
    await caixa.getByRole('button', { name: 'Consultar' }).click();
    await expect.poll(() => caixa.getByTestId('saida-cartao').getAttribute('data-situacao')).toBe('liberado');
    expect(await caixa.getByTestId('saida-resultado').textContent()).toBe('Liberado');
    await foto(caixa, 'cartoes-saida-liberado-390.png');
    const fechada = await apiOk(caixa, 'GET', `/api/vendas/${venda.id}`);
    expect(fechada).toMatchObject({ situacao: 'F', consumacao_minima: aberta.consumacao_minima, total: aberta.total });

    // the desktop screens at 1920×1080
    const { page: gerente } = await e.newPage(FULL_HD);
    await e.login(gerente, 'gerente@demo.com.br');
    await gerente.goto('/cartoes');
    await gerente.getByTestId('tela-cartoes').waitFor();
    await foto(gerente, 'cartoes-1920.png');
    achados.push(...(await violacoes(gerente, 'cartoes 1920')));
    await gerente.getByText('Saída (caixa)').click();
    await gerente.getByLabel('Número do cartão').fill('12');
    await gerente.getByRole('button', { name: 'Consultar' }).click();
    await expect.poll(() => gerente.getByTestId('saida-cartao').getAttribute('data-situacao')).toBe('liberado');
    await foto(gerente, 'cartoes-saida-1920.png');
    // a manager on a free card: it opens there, picker first
    await gerente.goto('/cartoes/5');
    await gerente.getByTestId('picker-busca').waitFor();
    await gerente.keyboard.press('Escape');
    await gerente.getByTestId('picker-busca').waitFor({ state: 'detached' });
    await gerente.getByText('Comanda Aberta').waitFor();
    await foto(gerente, 'cartao-comanda-1920.png');
    achados.push(...(await violacoes(gerente, 'cartao-comanda 1920')));
    const { page: adminCelular } = await e.newPage(CELULAR, TOQUE);
    await e.login(adminCelular, 'admin@demo.com.br');
    await adminCelular.goto('/configuracoes?aba=cartoes');
    await adminCelular.getByTestId('cartao-20').waitFor();
    await foto(adminCelular, 'cartoes-configuracoes-390.png');
    achados.push(...(await violacoes(adminCelular, 'configuracoes-cartoes 390')));
    // the pickup board's address sits beside the company's settings; a new address cuts the old one
    await adminCelular.goto('/configuracoes');
    const url = adminCelular.getByTestId('painel-url');
    const antes = await url.inputValue();
    expect(antes).toMatch(/\/painel\/[A-Za-z0-9_-]+$/);
    await adminCelular.getByRole('button', { name: 'Gerar novo endereço' }).click();
    await adminCelular.getByRole('dialog').getByRole('button', { name: 'Gerar novo endereço' }).click();
    await expect.poll(() => url.inputValue()).not.toBe(antes);
    expect((await fetch(`${e.baseUrl}/api/public/painel/${antes.split('/').pop()}`)).status).toBe(404);
    await adminCelular.getByTestId('painel-secao').scrollIntoViewIfNeeded();
    await foto(adminCelular, 'configuracoes-painel-390.png');
    achados.push(...(await violacoes(adminCelular, 'configuracoes-painel 390')));
    expect(achados).toEqual([]);
  });
});

/**
 * A YUV4MPEG2 clip (4:2:0, a few identical frames) showing `texto` as a QR code, black on white with its quiet zone,
 * for Chromium's --use-file-for-fake-video-capture: no binary fixture in the repository.
 */
function y4mDoQr(texto: string, largura = 640, altura = 480, quadros = 5): Buffer {
  const { modules } = QRCode.create(texto, { errorCorrectionLevel: 'M' });
  const margem = 4;
  const lado = modules.size + 2 * margem;
  const escala = Math.floor((altura * 0.6) / lado);
  const x0 = Math.floor((largura - lado * escala) / 2);
  const y0 = Math.floor((altura - lado * escala) / 2);
  const y = Buffer.alloc(largura * altura, 235);
  for (let r = 0; r < modules.size; r++)
    for (let c = 0; c < modules.size; c++) {
      if (!modules.get(r, c)) continue;
      for (let dy = 0; dy < escala; dy++) {
        const linha = (y0 + (r + margem) * escala + dy) * largura;
        y.fill(16, linha + x0 + (c + margem) * escala, linha + x0 + (c + margem + 1) * escala);
      }
    }
  const uv = Buffer.alloc((largura / 2) * (altura / 2) * 2, 128);
  const quadro = Buffer.concat([Buffer.from('FRAME\n'), y, uv]);
  const cabecalho = Buffer.from(`YUV4MPEG2 W${largura} H${altura} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([cabecalho, ...Array.from({ length: quadros }, () => quadro)]);
}

describe("the phone's camera reads a card's QR", () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cv-camera-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lands the waiter on the tab of the card whose QR the camera shows', async () => {
    const { page: admin } = await e.newPage();
    await e.login(admin, 'admin@demo.com.br');
    await apiOk(admin, 'POST', '/api/cartoes/lote', { inicio: 40, fim: 45 });
    const cartoes = (await apiOk(admin, 'GET', '/api/cartoes')) as { numero: number; codigo: string }[];
    const { codigo } = cartoes.find((c) => c.numero === 43)!;
    const video = path.join(dir, 'cartao-43.y4m');
    writeFileSync(video, y4mDoQr(`${e.baseUrl}/c/${codigo}`));

    const browser = await chromium.launch(
      opcoesChromium(inject('chromiumPadrao'), [
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ]),
    );
    try {
      const context = await browser.newContext({ viewport: CELULAR, ...TOQUE, baseURL: e.baseUrl, locale: 'pt-BR' });
      await context.grantPermissions(['camera'], { origin: e.baseUrl });
      const garcom = await context.newPage();
      garcom.setDefaultTimeout(15_000);
      await e.login(garcom, 'garcom@demo.com.br');
      await garcom.goto('/cartoes');
      await garcom.getByRole('button', { name: 'Ler QR' }).click();
      await garcom.getByTestId('camera-cartao').waitFor();
      await foto(garcom, 'cartoes-ler-qr-390.png');
      await garcom.waitForURL((u) => u.pathname === '/cartoes/43', { timeout: 15_000 });
      await garcom.getByTestId('picker-busca').waitFor();
      const venda = await apiOk(garcom, 'GET', '/api/vendas/cartao/43');
      expect(venda).toMatchObject({ tipo: 'cartao', numero: 43, situacao: 'A' });

      // card 43 is lost: its tab moves to card 44, and the waiter follows it there
      await garcom.keyboard.press('Escape');
      await garcom.getByTestId('picker-busca').waitFor({ state: 'detached' });
      await garcom.getByRole('button', { name: 'Mudar de cartão' }).click();
      await garcom.getByLabel('Novo cartão').fill('44');
      await garcom.getByRole('dialog').getByRole('button', { name: 'Mudar de cartão' }).click();
      await garcom.waitForURL((u) => u.pathname === '/cartoes/44');
      await garcom.getByText('Comanda Aberta').waitFor();
      expect(await apiOk(garcom, 'GET', `/api/vendas/${venda.id}`)).toMatchObject({ numero: 44, situacao: 'A' });

      // the bar's limit per card: an item past it is refused, and the card shows the limit in force
      await apiOk(admin, 'PATCH', '/api/empresa', { cartao_limite: 10 });
      try {
        await garcom.reload();
        await garcom.getByTestId('limite-cartao').getByText('Limite do cartão: R$ 10,00').waitFor();
        await garcom.getByRole('button', { name: 'Adicionar Produto' }).click();
        await garcom.getByTestId('categoria-Sobremesas').click();
        await garcom.getByTestId('produto-Pudim de Leite').click();
        await garcom.getByText('Limite do cartão atingido').waitFor();
        expect((await apiOk(garcom, 'GET', `/api/vendas/${venda.id}`)).subtotal).toBe(0);
      } finally {
        await apiOk(admin, 'PATCH', '/api/empresa', { cartao_limite: null });
      }
    } finally {
      await browser.close();
    }
  });
});
