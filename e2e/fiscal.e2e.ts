import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FocusNfeFalso } from '../server/test/focusnfe-falso';
import { CELULAR, SCREENSHOTS, apiOk, useE2E } from './harness';

// NFC-e in the browser (issue 38): the app runs with FOCUSNFE_URL at a local fake of Focus NFe started here, before
// the app (the server reads its environment at start; useE2E's own beforeAll runs after this file's first one).
const focus = new FocusNfeFalso();
beforeAll(async () => {
  await focus.ligar();
});
afterAll(() => focus.desligar());

const e = useE2E({ env: () => ({ FOCUSNFE_URL: focus.url }) });

describe('NFC-e', () => {
  it("the diner asks for the CPF on the note; the cashier closes the tab and sees the note authorized live; the diner's page shows the receipt", async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const { page: admin } = await e.newPage();
    await e.login(admin, 'admin@demo.com.br');
    await apiOk(admin, 'PUT', '/api/fiscal/config', {
      ativo: true,
      provedor: 'focusnfe',
      ambiente: 'homologacao',
      token: focus.token,
      cnpj: '11.222.333/0001-81',
      inscricao_estadual: '123456789',
      regime_tributario: 1,
      emissao: 'automatica',
      padrao: { ncm: '21069090', cfop: '5102', icms_situacao_tributaria: '102', icms_origem: 0, unidade: 'UN' },
    });

    // a tab on table 5 with two items
    const mesas = await apiOk(admin, 'GET', '/api/mesas');
    const mesaId = mesas.find((m: { numero: number }) => m.numero === 5).id as number;
    const venda = await apiOk(admin, 'POST', '/api/vendas', { mesa_id: mesaId });
    const produtos = await apiOk(admin, 'GET', '/api/produtos');
    const agua = produtos.find((p: { nome: string }) => p.nome === 'Água Mineral').id as number;
    await apiOk(admin, 'POST', `/api/vendas/${venda.id}/itens`, { produto_id: agua, quantidade: 2 });
    const { url } = await apiOk(admin, 'GET', `/api/mesa/${mesaId}/qrcode`);

    // the diner, on the phone: 'CPF na nota?' (a wrong check digit is refused on the spot)
    const { page: diner } = await e.newPage(CELULAR);
    await diner.goto(new URL(url).pathname);
    const cpf = diner.getByLabel('CPF na nota?');
    await cpf.fill('529.982.247-24');
    await diner.getByRole('button', { name: 'Incluir CPF' }).click();
    await diner.getByRole('alert').getByText('CPF inválido').waitFor();
    await diner.getByTestId('cpf-nota-form').scrollIntoViewIfNeeded();
    await diner.screenshot({ path: `${SCREENSHOTS}/fiscal-cpf-erro-390.png` });
    await cpf.fill('52998224725');
    expect(await cpf.inputValue()).toBe('529.982.247-25');
    await diner.getByRole('button', { name: 'Incluir CPF' }).click();
    await diner.getByTestId('cpf-nota').getByText('***.982.247-**').waitFor();
    await diner.getByTestId('cpf-nota').scrollIntoViewIfNeeded();
    await diner.screenshot({ path: `${SCREENSHOTS}/fiscal-cpf-390.png` });

    // the cashier sees it whole, pays and closes; the provider takes a moment, so the note shows 'Emitindo' first
    const { page: caixa } = await e.newPage();
    await e.login(caixa, 'caixa@demo.com.br');
    await caixa.goto(`/mesa/${mesaId}/comanda`);
    await caixa.getByRole('button', { name: 'Finalizar Conta' }).click();
    const painel = caixa.getByTestId('painel-pagamento');
    await painel.getByTestId('cpf-nota-caixa').getByText('529.982.247-25').waitFor();
    const aberta = await apiOk(caixa, 'GET', `/api/vendas/${venda.id}`);
    await apiOk(caixa, 'POST', `/api/vendas/${venda.id}/pagamentos`, { forma: 'pix', valor: aberta.total });
    await painel.getByRole('button', { name: 'Fechar Conta', exact: true }).waitFor();
    focus.atrasos.push(1_200);
    await painel.getByRole('button', { name: 'Fechar Conta', exact: true }).click();
    const situacao = caixa.getByTestId('nota-fiscal-situacao');
    await situacao.getByText('Emitindo').waitFor();
    await situacao.getByText('Autorizada').waitFor({ timeout: 5_000 });
    await caixa.screenshot({ path: `${SCREENSHOTS}/fiscal-caixa-autorizada.png` });
    const nota = await apiOk(caixa, 'GET', `/api/vendas/${venda.id}/nfce`);
    expect(nota).toMatchObject({ situacao: 'autorizada', cpf: '52998224725' });
    expect(focus.envios(nota.ref)[0]!.corpo).toMatchObject({ cpf_destinatario: '52998224725' });

    // the diner's page: the bill settled, then the receipt with the consultation link and the key in groups of 4
    const recibo = diner.getByTestId('recibo-nota');
    await recibo.getByText('Nota fiscal emitida').waitFor({ timeout: 5_000 });
    const chave = nota.chave.replace(/\D/g, '') as string;
    expect(await diner.getByTestId('recibo-chave').textContent()).toBe(chave.match(/.{4}/g)!.join(' '));
    const link = recibo.getByRole('link', { name: 'Consultar nota fiscal' });
    expect(await link.getAttribute('href')).toBe(nota.qrcode_url);
    await recibo.scrollIntoViewIfNeeded();
    await diner.screenshot({ path: `${SCREENSHOTS}/fiscal-recibo-390.png`, fullPage: true });
    // no wider than the phone
    expect(await diner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(CELULAR.width);

    // a reload of the dead link still shows it
    await diner.reload();
    await diner.getByTestId('recibo-nota').getByText('Nota fiscal emitida').waitFor();
    const { page: largo } = await e.newPage({ width: 1920, height: 1080 });
    await largo.goto(new URL(url).pathname);
    await largo.getByTestId('recibo-nota').getByText('Nota fiscal emitida').waitFor();
    await largo.screenshot({ path: `${SCREENSHOTS}/fiscal-recibo-1920.png` });

    // the manager takes the month's XMLs for the accountant from the sales list (a phone, then a desktop)
    for (const [tela, nome] of [
      [CELULAR, '390'],
      [{ width: 1920, height: 1080 }, '1920'],
    ] as const) {
      const { page: gerente } = await e.newPage(tela);
      await e.login(gerente, 'gerente@demo.com.br');
      await gerente.goto('/vendas');
      await gerente.getByRole('button', { name: 'Exportar' }).click();
      await gerente.getByRole('menuitem', { name: 'Exportar XMLs do mês' }).click();
      const dialogo = gerente.getByRole('dialog', { name: 'Exportar XMLs do mês' });
      await dialogo.getByLabel('Mês').waitFor();
      await gerente.screenshot({ path: `${SCREENSHOTS}/fiscal-exportar-xmls-${nome}.png` });
      const mes = (nota.autorizada_em as string).slice(0, 7);
      await dialogo.getByLabel('Mês').fill(mes);
      const [baixado] = await Promise.all([
        gerente.waitForEvent('download'),
        dialogo.getByRole('button', { name: 'Baixar .zip' }).click(),
      ]);
      expect(baixado.suggestedFilename()).toBe(`nfce-xml-${mes}.zip`);
    }
  });
});
