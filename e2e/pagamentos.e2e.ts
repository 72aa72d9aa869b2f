import { describe, expect, it } from 'vitest';
import { CELULAR, SCREENSHOTS, apiOk, useE2E } from './harness';

const e = useE2E();

describe('paying the bill', () => {
  it('waiter adds items, diner asks for the bill and splits, cashier takes PIX and cash and closes, cash-up shows both', async () => {
    const { page: admin } = await e.newPage();
    await e.login(admin, 'admin@demo.com.br');
    await apiOk(admin, 'PATCH', '/api/empresa', {
      chave_pix: 'caixa@demo.com.br',
      pix_nome_recebedor: 'Restaurante Demo',
      pix_cidade: 'Sao Paulo',
    });

    // the waiter opens table 3 and adds two dishes on the order screen
    const { page: garcom } = await e.newPage();
    await e.login(garcom, 'garcom@demo.com.br');
    await garcom.getByTestId('conexao').and(garcom.locator('[data-estado="conectado"]')).waitFor();
    const mesas = await apiOk(garcom, 'GET', '/api/mesas');
    const mesaId = mesas.find((m: { numero: number }) => m.numero === 3).id as number;
    const venda = await apiOk(garcom, 'POST', '/api/vendas', { mesa_id: mesaId });
    await garcom.goto(`/mesa/${mesaId}/comanda`);
    // the picker stays open; a plain product adds in one tap
    await garcom.getByRole('button', { name: 'Adicionar Produto' }).click();
    for (const [n, produto] of ['Calabresa Acebolada', 'Isca de Frango'].entries()) {
      await garcom.getByTestId('picker-busca').fill(produto);
      await garcom.getByTestId(`produto-${produto}`).click();
      await garcom
        .getByTestId('picker-contador')
        .getByText(`${n + 1} ${n ? 'itens adicionados' : 'item adicionado'}`)
        .waitFor();
    }
    await garcom.getByRole('button', { name: 'Concluir' }).click();
    await garcom.getByText('Itens do Pedido (2)').waitFor();
    // 39,90 + 44,90 = 84,80; service charge 8,48; total 93,28
    await garcom.getByTestId('comanda-total').getByText('R$ 93,28').waitFor();
    const { url } = await apiOk(garcom, 'GET', `/api/mesa/${mesaId}/qrcode`);
    await garcom.goto('/');
    await garcom.locator('[data-testid="mesa-3"][data-situacao="O"]').waitFor();

    // the diner on a phone sees the service charge and asks for the bill: the staff map shows it within 1 s
    const { page: diner } = await e.newPage(CELULAR);
    await diner.goto(new URL(url).pathname);
    await diner.getByText('Taxa de serviço (10%)').waitFor();
    expect(await diner.getByTestId('publico-taxa').textContent()).toBe('R$ 8,48');
    expect(await diner.getByTestId('publico-restante').textContent()).toBe('R$ 93,28');
    await diner.getByRole('button', { name: 'Pedir a conta' }).click();
    await garcom.locator('[data-testid="mesa-3"][data-situacao="P"]').waitFor({ timeout: 1000 });
    await diner.getByTestId('conta-pedida').waitFor();

    // splits by 3 and opens the PIX for one share
    await diner.getByRole('button', { name: 'Dividir' }).click();
    await diner.getByLabel('Número de pessoas').fill('3');
    expect(await diner.getByTestId('publico-parte').allTextContents()).toEqual([
      expect.stringContaining('R$ 31,10'),
      expect.stringContaining('R$ 31,09'),
      expect.stringContaining('R$ 31,09'),
    ]);
    await diner.getByTestId('publico-parte').first().getByRole('button', { name: 'PIX' }).click();
    await diner.getByTestId('publico-pix').getByText('PIX de R$ 31,10').waitFor();
    expect(await diner.getByLabel('PIX copia e cola').inputValue()).toMatch(
      /^000201.*br\.gov\.bcb\.pix.*540531\.10.*6304[0-9A-F]{4}$/,
    );
    await diner.screenshot({ path: `${SCREENSHOTS}/pagamento-diner-phone.png`, fullPage: true });

    // the cashier on a phone: Caixa screen -> the tab -> payment panel
    const { page: caixa } = await e.newPage(CELULAR);
    await e.login(caixa, 'caixa@demo.com.br');
    await caixa.goto('/caixa');
    await caixa.getByTestId('caixa-aberta').filter({ hasText: 'Mesa 03' }).click();
    await caixa.waitForURL((u) => u.pathname === `/mesa/${mesaId}/comanda`);

    // the pre-bill for the 80 mm printer, split by 3, as print preview
    await caixa.goto(`/mesa/${mesaId}/conta/${venda.id}?pessoas=3`);
    await caixa.getByTestId('pre-conta').getByText('Pessoa 3').waitFor();
    await caixa.getByTestId('pre-conta').getByAltText('QR Code PIX').waitFor();
    await caixa.emulateMedia({ media: 'print' });
    await caixa.screenshot({ path: `${SCREENSHOTS}/pre-conta-print.png`, fullPage: true });
    await caixa.emulateMedia({ media: 'screen' });
    await caixa.goto(`/mesa/${mesaId}/comanda`);

    await caixa.getByRole('button', { name: 'Finalizar Conta' }).click();
    const painel = caixa.getByTestId('painel-pagamento');
    await painel.getByRole('button', { name: 'Dividir' }).click();
    await painel.getByLabel('Número de pessoas').fill('3');
    // the parts are redrawn for 3 people after the field changes: a click before that picks a part of the old split
    await painel.getByTestId('parte').nth(2).waitFor();
    await painel.getByTestId('parte').first().click();
    await painel.getByRole('button', { name: 'PIX', exact: true }).click();
    await painel.getByRole('button', { name: 'Mostrar QR PIX' }).click();
    await painel.getByTestId('pix-qr').getByText('PIX de R$ 31,10').waitFor();
    // the dialog is full-screen on a phone: screenshots of the viewport, top and scrolled to the QR
    await caixa.screenshot({ path: `${SCREENSHOTS}/pagamento-painel-phone.png` });
    await painel.getByRole('button', { name: 'Confirmar PIX recebido' }).scrollIntoViewIfNeeded();
    await caixa.screenshot({ path: `${SCREENSHOTS}/pagamento-painel-pix-phone.png` });
    await painel.getByRole('button', { name: 'Confirmar PIX recebido' }).click();
    await painel.getByTestId('pg-restante').getByText('R$ 62,18').waitFor();
    // the diner's page follows the payment live
    await diner.getByTestId('publico-pago').getByText('R$ 31,10').waitFor({ timeout: 1500 });
    expect(await diner.getByTestId('publico-restante').textContent()).toBe('R$ 62,18');
    expect(await painel.getByRole('button', { name: 'Fechar Conta', exact: true }).isDisabled()).toBe(true);

    // cash for the rest, R$ 70,00 handed over: R$ 7,82 change
    await painel.getByRole('button', { name: 'Dinheiro', exact: true }).click();
    await painel.getByRole('button', { name: 'R$ 70,00' }).click();
    expect(await painel.getByTestId('troco-previsto').textContent()).toBe('Troco: R$ 7,82');
    await painel.getByRole('button', { name: 'Registrar dinheiro R$ 62,18' }).click();
    await painel.getByTestId('pg-troco').getByText('R$ 7,82').waitFor();
    // the payments list reloads after the answer and grows by a line above the buttons: a click while it lands can
    // hit what moved under the pointer (one CI run never opened the history)
    await painel.getByTestId('pagamentos-lista').getByText('R$ 62,18').waitFor();
    // every money change is in the tab's history, with who did it
    await painel.getByRole('button', { name: 'Histórico' }).click();
    await painel
      .getByTestId('historico-conta')
      .getByText(/Carla Caixa registrou pagamento PIX R\$ 31,10/)
      .waitFor();
    await painel
      .getByTestId('historico-conta')
      .getByText(/Carla Caixa registrou pagamento Dinheiro R\$ 62,18 \(troco R\$ 7,82\)/)
      .waitFor();
    await painel.getByRole('button', { name: 'Fechar Conta', exact: true }).click();
    await caixa.waitForURL((u) => u.pathname === '/');

    // the diner sees the bill settled, with the final figures
    await diner.getByText('Conta encerrada — obrigado pela visita!').waitFor({ timeout: 2000 });
    await diner.getByTestId('conta-encerrada').getByText('R$ 93,28').first().waitFor();
    await diner.screenshot({ path: `${SCREENSHOTS}/pagamento-diner-encerrada-phone.png`, fullPage: true });
    await diner.reload();
    await diner.getByText('Conta encerrada — obrigado pela visita!').waitFor();

    // the cash-up shows both methods
    await caixa.goto('/caixa');
    const formas = caixa.getByTestId('caixa-formas');
    await formas.getByRole('row', { name: /PIX\s+1\s+R\$ 31,10/ }).waitFor();
    await formas.getByRole('row', { name: /Dinheiro\s+1\s+R\$ 62,18/ }).waitFor();
    await caixa.screenshot({ path: `${SCREENSHOTS}/caixa-phone.png`, fullPage: true });
  });
});
