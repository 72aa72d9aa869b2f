import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CELULAR, SCREENSHOTS, apiOk, useE2E } from './harness';

const e = useE2E();

async function demo(page: Page) {
  const mesas = await apiOk(page, 'GET', '/api/mesas');
  const produtos = await apiOk(page, 'GET', '/api/produtos');
  return {
    mesa: (n: number) => mesas.find((m: { numero: number }) => m.numero === n).id as number,
    produto: (nome: string) => produtos.find((p: { nome: string }) => p.nome === nome).id as number,
  };
}

describe('Settings (issues 13, 15)', () => {
  it('Estações: create a station (another device sees it), a station in use answers with its 409 message, delete', async () => {
    const { page } = await e.newPage(CELULAR);
    await e.login(page, 'admin@demo.com.br');
    const { page: outro } = await e.newPage();
    await e.login(outro, 'gerente@demo.com.br');
    await outro.goto('/configuracoes?aba=estacoes');
    await outro.getByTestId('estacao').filter({ hasText: 'Cozinha' }).waitFor();

    await page.goto('/configuracoes');
    await page.getByRole('tab', { name: 'Estações' }).click();
    expect(new URL(page.url()).searchParams.get('aba')).toBe('estacoes');
    const aba = page.getByTestId('config-estacoes');
    await aba.getByLabel('Nova estação').fill('Chapa');
    await aba.getByRole('button', { name: 'Adicionar' }).click();
    await aba.getByTestId('estacao').filter({ hasText: 'Chapa' }).waitFor();
    // the other device's list follows (estacao:alterada)
    await outro.getByTestId('estacao').filter({ hasText: 'Chapa' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/config-estacoes-phone.png` });
    await outro.screenshot({ path: `${SCREENSHOTS}/config-estacoes-desktop.png` });
    // the tabs fit the phone: nothing scrolls the page sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await aba.getByRole('button', { name: 'Excluir Bar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await page
      .getByText(
        'Estação em uso pelas categorias: Bebidas, Cervejas. Mude a estação dessas categorias antes de excluir.',
      )
      .waitFor();
    expect(await aba.getByTestId('estacao').filter({ hasText: 'Bar' }).count()).toBe(1);

    // Mantine's switch hides its input under the track
    await aba.getByTestId('estacao').filter({ hasText: 'Chapa' }).locator('.mantine-Switch-track').click();
    await aba.getByTestId('estacao').filter({ hasText: 'Chapa' }).getByText('Inativa').waitFor();
    await outro.getByTestId('estacao').filter({ hasText: 'Chapa' }).getByText('Inativa').waitFor();
    await aba.getByRole('button', { name: 'Excluir Chapa' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await aba.getByTestId('estacao').filter({ hasText: 'Chapa' }).waitFor({ state: 'detached' });
    await outro.getByTestId('estacao').filter({ hasText: 'Chapa' }).waitFor({ state: 'detached' });
    expect((await apiOk(page, 'GET', '/api/estacoes')).map((s: { nome: string }) => s.nome)).toEqual([
      'Bar',
      'Cozinha',
    ]);
  });

  it('Mesas: reserve a table from Settings, shown there and on the map card', async () => {
    const { page } = await e.newPage(CELULAR);
    await e.login(page, 'gerente@demo.com.br');
    await page.goto('/configuracoes?aba=mesas');
    await page.getByRole('button', { name: 'Reservar, bloquear ou liberar a mesa 6' }).click();
    await page.getByTestId('mesa-acoes').getByRole('button', { name: 'Reservar' }).click();
    const dialogo = page.getByRole('dialog');
    await dialogo.getByRole('textbox', { name: 'Nome' }).fill('Família Lima');
    await dialogo.getByLabel('Horário').fill('21:00');
    await dialogo.getByRole('button', { name: 'Reservar' }).click();
    const card = page.getByTestId('config-mesa-6');
    await card.getByText('Família Lima · 21:00').waitFor();
    await card.getByText('Reservada').waitFor();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/config-mesas-reserva-phone.png` });
    await page.goto('/');
    await page.locator('[data-testid="mesa-6"][data-situacao="R"]').getByText('Família Lima · 21:00').waitFor();
  });
});

describe("the waiter's tab screen on a phone (issues 13, 15)", () => {
  it('lowers a line, undoes a removal, and shows a line cancelled in production struck through', async () => {
    const { page } = await e.newPage(CELULAR);
    await e.login(page, 'garcom@demo.com.br');
    const { mesa, produto } = await demo(page);
    const venda = await apiOk(page, 'POST', '/api/vendas', { mesa_id: mesa(7) });
    const add = (nome: string, quantidade: number) =>
      apiOk(page, 'POST', `/api/vendas/${venda.id}/itens`, { produto_id: produto(nome), quantidade });
    const caipirinha = await add('Caipirinha', 3);
    await add('Água Mineral', 2);
    const suco = await add('Suco Natural', 1);
    await page.goto(`/mesa/${mesa(7)}/comanda`);
    await page.getByText('Itens do Pedido (3)').waitFor();

    // partial void inside the undo window: no reason asked
    await page.getByRole('button', { name: 'Reduzir quantidade de Caipirinha' }).click();
    const dialogo = page.getByTestId('cancelar-item-dialog');
    await dialogo.getByLabel('Nova quantidade').fill('1');
    await page.screenshot({ path: `${SCREENSHOTS}/comanda-reduzir-phone.png` });
    await dialogo.getByRole('button', { name: 'Reduzir' }).click();
    await page.getByTestId('item-pedido').filter({ hasText: '1x Caipirinha' }).waitFor();
    const itens = async () =>
      (await apiOk(page, 'GET', `/api/vendas/${venda.id}/itens`)) as {
        id: number;
        produto_nome: string;
        quantidade: number;
      }[];
    expect((await itens()).find((i) => i.id === caipirinha.id)?.quantidade).toBe(1);
    expect(
      await page.getByRole('button', { name: 'Reduzir quantidade de Caipirinha' }).count(),
      'a single unit has nothing to lower',
    ).toBe(0);

    // a free removal offers 'Desfazer', which adds the same line back
    await page.getByRole('button', { name: 'Remover Água Mineral' }).click();
    await dialogo.getByRole('button', { name: 'Remover' }).click();
    await page.getByText('Itens do Pedido (2)').waitFor();
    await page.getByTestId('desfazer').click();
    await page.getByTestId('item-pedido').filter({ hasText: '2x Água Mineral' }).waitFor();
    await page.getByText('Itens do Pedido (3)').waitFor();
    expect((await itens()).filter((i) => i.produto_nome === 'Água Mineral').map((i) => i.quantidade)).toEqual([2]);

    // the bar starts the juice, then the manager voids it elsewhere: the waiter's screen shows it cancelled, live
    const { page: gerente } = await e.newPage();
    await e.login(gerente, 'gerente@demo.com.br');
    await apiOk(gerente, 'PATCH', `/api/cozinha/itens/${suco.id}`, { status: 'em_preparo' });
    await apiOk(gerente, 'DELETE', `/api/vendas/itens/${suco.id}`, { motivo: 'cliente desistiu' });
    const cancelado = page.getByTestId('item-cancelado').filter({ hasText: '1x Suco Natural' });
    await cancelado.getByText('Cancelado').waitFor();
    await page.getByText('Itens do Pedido (2)').waitFor();
    expect(
      await cancelado.evaluate((el) => getComputedStyle(el.firstElementChild!.firstElementChild!).textDecorationLine),
    ).toBe('line-through');
    // ...and after a reload, from the server
    await page.reload();
    await page.getByTestId('item-cancelado').filter({ hasText: '1x Suco Natural' }).waitFor();
    expect((await itens()).map((i) => i.produto_nome).sort()).toEqual(['Caipirinha', 'Água Mineral']);
    await page.getByTestId('item-cancelado').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/comanda-cancelado-phone.png` });
  });

  it('offline: a free removal waits on the phone as pendente; one that needs a reason says there is no connection', async () => {
    const { context, page } = await e.newPage(CELULAR);
    await e.login(page, 'garcom@demo.com.br');
    const { mesa, produto } = await demo(page);
    const venda = await apiOk(page, 'POST', '/api/vendas', { mesa_id: mesa(10) });
    const add = (nome: string) =>
      apiOk(page, 'POST', `/api/vendas/${venda.id}/itens`, { produto_id: produto(nome), quantidade: 1 });
    await add('Água Mineral');
    const caipirinha = await add('Caipirinha');
    const { page: gerente } = await e.newPage();
    await e.login(gerente, 'gerente@demo.com.br');
    await apiOk(gerente, 'PATCH', `/api/cozinha/itens/${caipirinha.id}`, { status: 'em_preparo' });
    await page.goto(`/mesa/${mesa(10)}/comanda`);
    await page.getByTestId('item-status').filter({ hasText: 'Em preparo · Bar' }).waitFor();
    await page.locator('[data-testid="conexao"][data-estado="conectado"]').waitFor({ state: 'attached' });
    // the screen has settled (the code it fetches once idle is in) before the phone loses its signal
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    const dialogo = page.getByTestId('cancelar-item-dialog');
    await page.getByRole('button', { name: 'Remover Água Mineral' }).click();
    await dialogo.getByRole('button', { name: 'Remover' }).click();
    const pendente = page.getByTestId('item-pendente').filter({ hasText: 'Remover 1x Água Mineral' });
    await pendente.getByText('pendente').waitFor();
    await dialogo.waitFor({ state: 'detached' });

    // in production: a reason and the manager's approval, which only the server can check
    await page.getByRole('button', { name: 'Remover Caipirinha' }).click();
    await dialogo.getByLabel('Motivo do cancelamento').fill('cliente desistiu');
    await dialogo.getByLabel('E-mail do gerente').fill('gerente@demo.com.br');
    await dialogo.getByLabel('Senha do gerente').fill('demo123');
    await dialogo.getByRole('button', { name: 'Aprovar e remover' }).click();
    await dialogo.getByText('Sem conexão com o servidor').waitFor();
    expect(await page.getByTestId('item-pendente').count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/comanda-remocao-offline-phone.png` });
    await dialogo.getByRole('button', { name: 'Voltar' }).click();

    await context.setOffline(false);
    await pendente.waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByText('Itens do Pedido (1)').waitFor();
    const itens = (await apiOk(page, 'GET', `/api/vendas/${venda.id}/itens`)) as { produto_nome: string }[];
    expect(itens.map((i) => i.produto_nome)).toEqual(['Caipirinha']);
  });
});
