import { randomUUID } from 'node:crypto';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { CELULAR, SCREENSHOTS, apiOk, useE2E } from './harness';

const e = useE2E();

/** A page with more patience than the harness's 10 s: these flows chain many screens on a shared CI machine. */
async function novaPagina(...args: Parameters<typeof e.newPage>) {
  const r = await e.newPage(...args);
  r.page.setDefaultTimeout(45_000);
  return r;
}

/** The staff side of diners ordering from the table (issue 22): alert, approval, sold out, settings, QR cards. */

interface Produto {
  id: number;
  nome: string;
}

/** Opens a tab on a table and reads the table card's code (a manager's page). */
async function mesaComComanda(gerente: Page, numero: number) {
  const mesas: { id: number; numero: number }[] = await apiOk(gerente, 'GET', '/api/mesas');
  const mesa = mesas.find((m) => m.numero === numero)!;
  const venda = await apiOk(gerente, 'POST', '/api/vendas', { mesa_id: mesa.id });
  const qr = await apiOk(gerente, 'GET', `/api/mesas/${mesa.id}/qr-fixo`);
  return { mesaId: mesa.id, vendaId: venda.id as number, codigo: qr.codigo as string };
}

/** A diner's order from the table card, sent from outside the browser as the diner's phone would. */
async function pedirPeloCelular(
  codigo: string,
  cliente_nome: string,
  itens: { produto_id: number; quantidade: number }[],
) {
  const res = await fetch(`${e.baseUrl}/api/public/mesa/${codigo}/pedidos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      cliente_nome,
      itens: itens.map((i) => ({ ...i, sabores: [], adicionais: [], observacao: null })),
    }),
  });
  expect(res.status).toBe(201);
  return res.json();
}

async function cardapioPublico(codigo: string): Promise<string[]> {
  const res = await fetch(`${e.baseUrl}/api/public/mesa/${codigo}/cardapio`);
  expect(res.status).toBe(200);
  const { categorias } = (await res.json()) as { categorias: { produtos: Produto[] }[] };
  return categorias.flatMap((c) => c.produtos.map((p) => p.nome));
}

// several phones and screens per flow on a shared machine: more than the project's 90 s default
const LONGO = 240_000;

describe('diner orders, staff side', () => {
  it(
    'a diner order alerts the waiter’s map; the tab approves one line and refuses another with a reason',
    async () => {
      const { page: gerente } = await novaPagina();
      await e.login(gerente, 'gerente@demo.com.br');
      const produtos: Produto[] = await apiOk(gerente, 'GET', '/api/produtos');
      const chope = produtos.find((p) => p.nome === 'Chope 300 ml')!;
      const agua = produtos.find((p) => p.nome === 'Água Mineral')!;
      const { mesaId, vendaId, codigo } = await mesaComComanda(gerente, 3);

      const { page: garcom } = await novaPagina(CELULAR, { hasTouch: true, isMobile: true });
      await e.login(garcom, 'garcom@demo.com.br');
      // the live indicator is hidden on a phone: attached is enough
      await garcom.locator('[data-testid="conexao"][data-estado="conectado"]').waitFor({ state: 'attached' });

      await pedirPeloCelular(codigo, 'Ana', [
        { produto_id: chope.id, quantidade: 2 },
        { produto_id: agua.id, quantidade: 1 },
      ]);
      // the same banner as a waiter call, and a badge with the lines waiting on the table's card
      const alerta = garcom.getByTestId('alerta').filter({ hasText: 'Mesa 03: pedido de Ana para aprovar' });
      await alerta.waitFor();
      await expect.poll(() => garcom.getByTestId('mesa-3').getByTestId('pedido-cliente-badge').textContent()).toBe('2');
      await garcom.screenshot({ path: `${SCREENSHOTS}/pedido-cliente-alerta-celular.png` });

      // 'Ver mesa' opens the tab with the pending block; nothing pending is in the total yet
      await alerta.getByRole('button', { name: 'Ver mesa' }).click();
      await garcom.waitForURL(`**/mesa/${mesaId}/comanda`);
      const bloco = garcom.getByTestId('pedidos-cliente');
      await bloco.getByText('Ana', { exact: true }).waitFor();
      expect(await bloco.getByTestId('pedido-cliente-item').count()).toBe(2);
      expect(await garcom.getByTestId('comanda-total').textContent()).toBe('R$ 0,00');
      await garcom.screenshot({ path: `${SCREENSHOTS}/pedido-cliente-bloco-celular.png`, fullPage: true });

      // approve the beer; refuse the water with a reason (required)
      await bloco.getByRole('button', { name: 'Aprovar Chope 300 ml' }).click();
      await garcom.getByTestId('item-pedido').filter({ hasText: '2x Chope 300 ml' }).waitFor();
      await expect.poll(() => garcom.getByTestId('comanda-total').textContent()).toBe('R$ 17,38'); // 15,80 + 10 %
      await bloco.getByRole('button', { name: 'Recusar Água Mineral' }).click();
      const dialogo = garcom.getByRole('dialog');
      await dialogo.getByRole('button', { name: 'Recusar', exact: true }).click();
      await dialogo.getByText('Informe o motivo').waitFor();
      await dialogo.getByLabel('Motivo').fill('Acabou a água com gás');
      await dialogo.getByRole('button', { name: 'Recusar', exact: true }).click();
      await bloco.waitFor({ state: 'detached' });
      expect(await garcom.getByTestId('comanda-total').textContent()).toBe('R$ 17,38');
      // the approved line keeps the diner's name
      expect(await garcom.getByTestId('item-pedido').getByTestId('item-cliente').textContent()).toBe('Ana');

      // this tab's order: the other tests (in any order) send theirs too
      const pedido = (
        (await apiOk(gerente, 'GET', '/api/pedidos-cliente')) as { venda_id: number; itens: any[] }[]
      ).find((p) => p.venda_id === vendaId)!;
      const linhas = Object.fromEntries(pedido.itens.map((i: any) => [i.nome, i]));
      expect(linhas['Chope 300 ml'].situacao).toBe('aprovado');
      expect(linhas['Água Mineral']).toMatchObject({ situacao: 'recusado', motivo: 'Acabou a água com gás' });

      // the map's alert and badge are gone on every phone
      await garcom.goto('/');
      await garcom.getByTestId('mesa-3').waitFor();
      expect(await garcom.getByTestId('mesa-3').getByTestId('pedido-cliente-badge').count()).toBe(0);
      expect(await garcom.getByTestId('alerta').count()).toBe(0);

      // the pre-bill per person: Ana's items and her share of the service charge
      await gerente.goto(`/mesa/${mesaId}/conta/${vendaId}?por=pessoa`);
      const ana = gerente.getByTestId('pre-conta-pessoa').filter({ hasText: 'ANA' });
      await ana.getByText('2x Chope 300 ml').waitFor();
      await ana.getByText('R$ 17,38').waitFor();
      await gerente.screenshot({ path: `${SCREENSHOTS}/pre-conta-por-pessoa.png`, fullPage: true });
    },
    LONGO,
  );

  it(
    'the desktop tab screen shows the pending block; the split charges per person',
    async () => {
      const { page: gerente } = await novaPagina();
      await e.login(gerente, 'gerente@demo.com.br');
      const produtos: Produto[] = await apiOk(gerente, 'GET', '/api/produtos');
      const batata = produtos.find((p) => p.nome === 'Calabresa Acebolada')!;
      const { mesaId, codigo } = await mesaComComanda(gerente, 4);
      await gerente.goto(`/mesa/${mesaId}/comanda`);
      await gerente.getByTestId('comanda-total').waitFor();
      await pedirPeloCelular(codigo, 'Bruno', [{ produto_id: batata.id, quantidade: 1 }]);
      await gerente.getByTestId('pedidos-cliente').getByText('Bruno', { exact: true }).waitFor();
      await gerente.screenshot({ path: `${SCREENSHOTS}/pedido-cliente-bloco-desktop.png`, fullPage: true });
      await gerente.getByRole('button', { name: 'Aprovar pedido' }).click();
      await gerente.getByTestId('pedidos-cliente').waitFor({ state: 'detached' });
      await gerente.getByTestId('item-pedido').filter({ hasText: 'Calabresa Acebolada' }).waitFor();

      // paying 'por pessoa' puts Bruno's share (items + his part of the service charge) into the split's amount
      await gerente.getByRole('button', { name: 'Finalizar Conta' }).click();
      const conta = gerente.getByRole('dialog');
      await conta.getByRole('button', { name: 'Dividir' }).click();
      await conta.getByText('Por pessoa', { exact: true }).click();
      await conta.getByTestId('pessoa').filter({ hasText: 'Bruno' }).click();
      await expect.poll(() => conta.getByLabel('Valor a pagar').inputValue()).toBe('R$ 43,89'); // 39,90 + 10 %
      await gerente.screenshot({ path: `${SCREENSHOTS}/divisao-por-pessoa-desktop.png` });
    },
    LONGO,
  );

  it(
    'the Esgotado switch in the menu editor takes the product off the diners’ menu',
    async () => {
      const { page } = await novaPagina();
      await e.login(page, 'gerente@demo.com.br');
      const { codigo } = await mesaComComanda(page, 5);
      expect(await cardapioPublico(codigo)).toContain('Heineken Long Neck');

      await page.goto('/cardapio');
      const card = page.getByTestId('produto-card-Heineken Long Neck');
      await card.getByRole('switch', { name: 'Esgotado: Heineken Long Neck' }).click();
      await card.locator('.mantine-Badge-root').getByText('Esgotado').waitFor();
      await expect.poll(() => cardapioPublico(codigo)).not.toContain('Heineken Long Neck');
      await page.screenshot({ path: `${SCREENSHOTS}/cardapio-esgotado-desktop.png` });

      // and back on the menu with the same tap
      await card.getByRole('switch', { name: 'Esgotado: Heineken Long Neck' }).click();
      await expect.poll(() => cardapioPublico(codigo)).toContain('Heineken Long Neck');
    },
    LONGO,
  );

  it(
    'Settings: the ordering mode persists; the QR cards PDF downloads',
    async () => {
      const { page } = await novaPagina(CELULAR);
      await e.login(page, 'admin@demo.com.br');
      // the company's ordering settings go back as they were: the other tests of the file expect approval by the waiter
      const antes = await apiOk(page, 'GET', '/api/empresa');
      const token = await page.evaluate(() => localStorage.getItem('userToken'));
      onTestFinished(async () => {
        await fetch(`${e.baseUrl}/api/empresa`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            pedidos_cliente: antes.pedidos_cliente,
            abrir_pelo_cliente: antes.abrir_pelo_cliente,
          }),
        });
      });
      await page.goto('/configuracoes');
      await page.getByRole('tab', { name: 'Empresa' }).click();
      const modo = page.getByLabel('Pedidos pelo celular').first();
      await expect.poll(() => modo.inputValue()).toBe('Com aprovação do garçom');
      await modo.click();
      await page.getByRole('option', { name: 'Direto para a produção' }).click();
      await page.getByRole('switch', { name: 'Cliente pode abrir a comanda pela mesa' }).click();
      await page.screenshot({ path: `${SCREENSHOTS}/config-pedidos-celular.png`, fullPage: true });
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Empresa atualizada!').waitFor();
      const empresa = await apiOk(page, 'GET', '/api/empresa');
      expect(empresa).toMatchObject({ pedidos_cliente: 'direto', abrir_pelo_cliente: true });
      await page.reload();
      await page.getByRole('tab', { name: 'Empresa' }).click();
      await expect
        .poll(() => page.getByLabel('Pedidos pelo celular').first().inputValue())
        .toBe('Direto para a produção');

      await page.getByRole('tab', { name: 'Mesas' }).click();
      const [resposta, download] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/mesas/qr-fixo.pdf')),
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Imprimir QR das mesas' }).click(),
      ]);
      expect(resposta.status()).toBe(200);
      expect(resposta.headers()['content-type']).toContain('application/pdf');
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      await page.screenshot({ path: `${SCREENSHOTS}/config-mesas-qr-celular.png` });
    },
    LONGO,
  );
});
