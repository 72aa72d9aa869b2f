import { describe, expect, it } from 'vitest';
import { CELULAR, SCREENSHOTS, apiOk, useE2E } from './harness';

const e = useE2E();

describe('table operations on a phone', () => {
  it('waiter transfers a drink, a late void needs the manager on the same phone, history shows both; a reservation from the map', async () => {
    const { page } = await e.newPage(CELULAR);
    await e.login(page, 'garcom@demo.com.br');
    const mesas = await apiOk(page, 'GET', '/api/mesas');
    const id = (n: number) => mesas.find((m: { numero: number }) => m.numero === n).id as number;
    const produtos = await apiOk(page, 'GET', '/api/produtos');
    const produto = (nome: string) => produtos.find((p: { nome: string }) => p.nome === nome).id as number;
    const venda = await apiOk(page, 'POST', '/api/vendas', { mesa_id: id(1) });
    await apiOk(page, 'POST', `/api/vendas/${venda.id}/itens`, { produto_id: produto('Caipirinha'), quantidade: 1 });
    await apiOk(page, 'POST', `/api/vendas/${venda.id}/itens`, {
      produto_id: produto('Suco Natural'),
      quantidade: 1,
    });

    // the waiter transfers the Caipirinha to table 2 (free: a tab opens there); the page's clock can be moved later
    await page.clock.install();
    await page.goto(`/mesa/${id(1)}/comanda`);
    await page.getByText('Itens do Pedido (2)').waitFor();
    await page.getByRole('button', { name: 'Transferir itens' }).click();
    const dialogo = page.getByTestId('operacao-transferir');
    await dialogo.getByLabel('1× Caipirinha').check();
    await dialogo.getByRole('button', { name: 'Mesa 02' }).click();
    await page.screenshot({ path: `${SCREENSHOTS}/operacoes-transferir-phone.png` });
    await dialogo.getByRole('button', { name: 'Transferir itens' }).click();
    await page.getByText('Itens do Pedido (1)').waitFor();
    const destino = await apiOk(page, 'GET', `/api/vendas/mesa/${id(2)}`);
    expect(
      (await apiOk(page, 'GET', `/api/vendas/${destino.id}/itens`)).map(
        (i: { produto_nome: string }) => i.produto_nome,
      ),
    ).toEqual(['Caipirinha']);

    // five minutes pass (past the 2-minute undo window) on the server's clock and on the phone's
    await apiOk(page, 'POST', '/api/teste/relogio', { avancar_ms: 5 * 60_000 });
    await page.clock.fastForward('05:00');
    await page.getByRole('button', { name: 'Remover Suco Natural' }).click();
    const cancelar = page.getByTestId('cancelar-item-dialog');
    await cancelar.getByText('Cancelamento requer aprovação do gerente', { exact: false }).waitFor();
    await cancelar.getByLabel('Motivo do cancelamento').fill('cliente desistiu');
    // the manager types their own e-mail and password on the waiter's phone
    await cancelar.getByLabel('E-mail do gerente').fill('gerente@demo.com.br');
    await cancelar.getByLabel('Senha do gerente').fill('errada');
    await cancelar.getByRole('button', { name: 'Aprovar e remover' }).click();
    await cancelar.getByText('Aprovação recusada', { exact: false }).waitFor();
    await cancelar.getByLabel('Senha do gerente').fill('demo123');
    await cancelar.getByRole('button', { name: 'Aprovar e remover' }).click();
    await page.getByText('Itens do Pedido (0)').waitFor();

    // the manager (same phone, own login) reads the history
    const { page: gerente } = await e.newPage(CELULAR);
    await e.login(gerente, 'gerente@demo.com.br');
    const historico = gerente.getByTestId('historico-comanda');
    // a history that could not be loaded says so, instead of passing for an empty one
    await gerente.route('**/api/vendas/*/historico', (rota) => rota.abort());
    await gerente.goto(`/mesa/${id(1)}/comanda`);
    await historico.getByText('Erro ao carregar histórico').waitFor();
    await historico.scrollIntoViewIfNeeded();
    await gerente.screenshot({ path: `${SCREENSHOTS}/operacoes-historico-erro-phone.png` });
    await gerente.unroute('**/api/vendas/*/historico');
    await gerente.reload();
    await historico.getByText('transferiu 1× Caipirinha para a mesa 02').waitFor();
    await historico
      .getByText('Gabriel Garçom removeu 1× Suco Natural — motivo: cliente desistiu (aprovado por Gustavo Gerente)', {
        exact: false,
      })
      .waitFor();
    await historico.scrollIntoViewIfNeeded();
    await historico.screenshot({ path: `${SCREENSHOTS}/operacoes-historico-phone.png` });

    // a reservation made from the map shows on the card
    await page.goto('/');
    await page.getByTestId('mesa-3').getByTestId('mesa-menu').click();
    await page.getByTestId('mesa-acoes').getByRole('button', { name: 'Reservar' }).click();
    const reserva = page.getByRole('dialog');
    await reserva.getByRole('textbox', { name: 'Nome' }).fill('Família Souza');
    await reserva.getByLabel('Horário').fill('20:30');
    await reserva.getByRole('button', { name: 'Reservar' }).click();
    await page.locator('[data-testid="mesa-3"][data-situacao="R"]').getByText('Família Souza · 20:30').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/operacoes-reserva-mapa-phone.png` });
  });
});
